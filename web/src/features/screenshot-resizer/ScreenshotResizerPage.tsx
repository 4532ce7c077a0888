import { useEffect, useRef, useState } from 'react';
import { kitScreenshotsFromFiles } from '../../components/app-profile/kitImages';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useFormValues } from '../../components/form/useFormValues';
import { useToolForm } from '../../components/tool-page/useToolForm';
import type { UploadProgress } from '../../lib/uploadProgress';
import { ResizerForm, type ResizerSettings } from './ResizerForm';
import { ResizeResult } from './ResizeResult';
import { resizeScreenshots } from './resizeScreenshots';
import { addScreenshots, type ChosenScreenshot } from './screenshotSelection';
import './screenshot-resizer.css';

const COPY: ToolPageCopy = {
  noun: 'screenshot set',
  generateLabel: 'Resize Screenshots',
  bannerTip:
    'Upload your largest screenshots (for example from an iPhone Pro Max): shrinking keeps text crisp, enlarging does not.',
  resultTip: 'Upload each folder to its matching slot: App Store Connect and Play Console check every slot for its exact size.',
};

const INITIAL_SETTINGS: ResizerSettings = { platform: 'ios', fitMode: 'fit', backgroundColor: null, includeIpad: false };

let nextId = 0;

export function ScreenshotResizerPage() {
  const [screenshots, setScreenshots] = useState<ChosenScreenshot[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const flow = useToolForm({
    toolId: 'screenshot-resizer',
    defaultValues: INITIAL_SETTINGS,
    run: (settings, signal) => {
      setProgress(null);
      return resizeScreenshots({ ...settings, files: screenshots.map((shot) => shot.file) }, signal, setProgress);
    },
  });
  const { gate } = flow;
  const { values: settings, update } = useFormValues(flow.form);
  const chosen = useRef(screenshots);
  const result = 'result' in gate.state ? gate.state.result : null;

  useEffect(() => {
    chosen.current = screenshots;
  }, [screenshots]);
  useEffect(() => () => chosen.current.forEach((shot) => URL.revokeObjectURL(shot.url)), []);
  useEffect(() => () => result?.previews.forEach((url) => URL.revokeObjectURL(url)), [result]);

  const handleFiles = (files: File[]) => {
    const { files: accepted, error } = addScreenshots(
      screenshots.map((shot) => shot.file),
      files,
    );
    setFileError(error);
    if (error) return;
    const added = accepted
      .slice(screenshots.length)
      .map((file) => ({ id: `shot-${(nextId += 1)}`, file, url: URL.createObjectURL(file) }));
    setScreenshots([...screenshots, ...added]);
  };

  const handleRemove = (id: string) => {
    const removed = screenshots.find((shot) => shot.id === id);
    if (removed) URL.revokeObjectURL(removed.url);
    setScreenshots(screenshots.filter((shot) => shot.id !== id));
    setFileError(null);
  };

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      canGenerate={screenshots.length > 0}
      form={
        <ResizerForm
          settings={settings}
          onSettings={(next) => update(next)}
          screenshots={screenshots}
          onFiles={handleFiles}
          onRemove={handleRemove}
          fileError={fileError}
          progress={gate.state.phase === 'generating' ? progress : undefined}
        />
      }
      renderResult={(result) => <ResizeResult result={result} />}
      toKit={async () => ({ screenshots: await kitScreenshotsFromFiles(screenshots.map((shot) => shot.file)) })}
    />
  );
}
