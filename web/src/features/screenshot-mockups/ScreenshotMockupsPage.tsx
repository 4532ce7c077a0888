import { useEffect, useMemo, useState } from 'react';
import { kitScreenshotsFromFiles } from '../../components/app-profile/kitImages';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useFormValues } from '../../components/form/useFormValues';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { fileSizeProblem, isServerDecodedImage } from '../../components/upload/imageFiles';
import { ApiError } from '../../lib/api';
import { decodeCapture } from './composer/decodeCapture';
import { ComposerForm } from './ComposerForm';
import { ComposerResult } from './ComposerResult';
import { DEVICE_MODELS } from './composer/devices';
import { templateLayout } from './composer/templates';
import type { ComposedSet } from './composer/setFiles';
import { loadComposerFont } from './composer/fonts';
import { DEFAULT_SETTINGS, type ComposerSettings } from './composerSettings';
import { renderMockup } from './renderMockup';
import { SetPreview } from './SetPreview';
import { UNREADABLE_MESSAGE, useScreenshotSet, WRONG_TYPE_MESSAGE } from './useScreenshotSet';
import './screenshot-mockups.css';

const COPY: ToolPageCopy = {
  noun: 'mockup',
  generateLabel: 'Generate Mockup',
  bannerTip:
    'Add your captures in store order and give each a short headline: the set exports at every App Store and Google Play size at once.',
  resultTip:
    'Store PNGs have no alpha channel, as App Store Connect requires; the classic mockup keeps transparent corners for your landing page.',
};

const NO_FILE_MESSAGE = 'Please choose a screenshot first.';

export function ScreenshotMockupsPage() {
  const screenshots = useScreenshotSet();
  const first = screenshots.shots[0];
  // docs/product.md §4: no server call. Generate draws the classic mockup; the store set is drawn on download.
  const flow = useToolForm({
    toolId: 'screenshot-mockups',
    defaultValues: DEFAULT_SETTINGS,
    // Unreachable without a file: the button stays disabled until one is decoded (canGenerate below).
    run: (values: ComposerSettings) =>
      first?.image
        ? renderMockup(first.image, values.device, values.variant, values.scale)
        : Promise.reject(new Error(NO_FILE_MESSAGE)),
  });
  const { gate } = flow;
  const { values: settings, update } = useFormValues(flow.form);
  const [backgroundImage, setBackgroundImage] = useState<{ name: string; image: ImageBitmap } | null>(null);
  const [backgroundError, setBackgroundError] = useState<string | null>(null);
  const result = 'result' in gate.state ? gate.state.result : null;

  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);
  useEffect(() => () => backgroundImage?.image.close(), [backgroundImage]);
  useEffect(() => void loadComposerFont(settings.font).catch(() => undefined), [settings.font]);

  const set = useMemo<ComposedSet | null>(() => {
    const shots = screenshots.shots.flatMap((shot) =>
      shot.image ? [{ image: shot.image, headline: shot.headline, subline: shot.subline }] : [],
    );
    if (!screenshots.ready || shots.length === 0) return null;
    const model = DEVICE_MODELS[settings.device];
    return {
      appName: settings.appName,
      targetIds: settings.targetIds,
      shots,
      style: {
        device: settings.device,
        variant: model.variants[settings.variant] ? settings.variant : 'dark',
        layout: templateLayout(settings.template),
        background: {
          kind: settings.background,
          from: settings.from,
          to: settings.to,
          image: settings.background === 'image' ? (backgroundImage?.image ?? null) : null,
        },
        textColour: settings.textColour,
        font: settings.font,
      },
    };
  }, [screenshots.shots, screenshots.ready, settings, backgroundImage]);

  const handleBackgroundFiles = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = isServerDecodedImage(chosen) ? fileSizeProblem(chosen) : WRONG_TYPE_MESSAGE;
    setBackgroundError(problem);
    if (problem) return;
    decodeCapture(chosen).then(
      ({ image, url }) => {
        URL.revokeObjectURL(url);
        setBackgroundImage({ name: chosen.name, image });
      },
      (error: unknown) => setBackgroundError(error instanceof ApiError ? error.message : UNREADABLE_MESSAGE),
    );
  };

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      canGenerate={set !== null}
      form={
        <>
          <ComposerForm
            settings={settings}
            onSettings={update}
            shots={screenshots.shots}
            shotsError={screenshots.error}
            onFiles={screenshots.add}
            onEdit={screenshots.edit}
            onMove={screenshots.move}
            onRemove={screenshots.remove}
            backgroundImageName={backgroundImage?.name ?? null}
            backgroundError={backgroundError}
            onBackgroundFiles={handleBackgroundFiles}
          />
          {set && <SetPreview set={set} />}
        </>
      }
      renderResult={(classic) => <ComposerResult classic={classic} set={set} />}
      toKit={async () => ({ screenshots: await kitScreenshotsFromFiles(screenshots.shots.map((shot) => shot.file)) })}
    />
  );
}
