import { findTool } from '@aiapp/site-catalogue';
import { APP_STORE_MARKETING_ICON_PX, DEFAULT_ICON_BACKGROUND } from '@aiapp/store-facts';
import { useEffect, useState } from 'react';
import { kitImageFromFile } from '../../components/app-profile/kitImages';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useFormValues } from '../../components/form/useFormValues';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { fileSizeProblem, isAcceptedImage, isServerDecodedImage } from '../../components/upload/imageFiles';
import { clearHandedOffImage, readHandedOffImage } from '../../lib/imageHandoff';
import { generateIcons, type IconLayer } from './generateIcons';
import { IconForm, type IconFormValues } from './IconForm';
import { IconResult } from './IconResult';
import './icon-generator.css';

const COPY: ToolPageCopy = {
  noun: 'icon set',
  generateLabel: 'Generate Icons',
  bannerTip: `Start from a square ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} PNG with a transparent background: iOS gets it flattened onto your colour, Android gets a clean adaptive and themed icon.`,
  resultTip:
    'Unzip, then follow README.txt: the iOS folder replaces AppIcon.appiconset in Assets.xcassets, the Android res folder merges into app/src/main/res.',
};

const ICON_TOOL_ROUTE = findTool('icon-generator-pro')?.route ?? '/icon-generator-pro';
const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';
const NO_FILE_MESSAGE = 'Please choose an image first.';

const INITIAL: IconFormValues = {
  file: null,
  previewUrl: null,
  backgroundColor: DEFAULT_ICON_BACKGROUND.toLowerCase(),
  paddingPercent: 0,
  androidInsetPercent: 0,
  layers: { foreground: null, background: null, monochrome: null },
};

/** Why a chosen file cannot be sent, or null: the same rule for the image and each layer. */
const fileProblem = (file: File): string | null => (isServerDecodedImage(file) ? fileSizeProblem(file) : WRONG_TYPE_MESSAGE);

/** Frees an object URL once the preview no longer shows it. */
function useRevokedWhenReplaced(url: string | null | undefined): void {
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
}

/** The form's first values: the logo maker's "use as app icon" hands its PNG over (lib/imageHandoff.ts). */
function initialValues(): IconFormValues {
  const handed = readHandedOffImage(ICON_TOOL_ROUTE);
  return handed && !fileProblem(handed) ? { ...INITIAL, file: handed, previewUrl: URL.createObjectURL(handed) } : INITIAL;
}

export function IconGeneratorPage() {
  const [defaultValues] = useState(initialValues);
  useEffect(() => {
    if (defaultValues.file) clearHandedOffImage();
  }, [defaultValues]);
  const flow = useToolForm({
    toolId: 'icon-generator-pro',
    defaultValues,
    // Unreachable without a file: the button stays disabled until one is chosen (canGenerate below).
    run: ({ file, backgroundColor, paddingPercent, androidInsetPercent, layers }, signal) =>
      file
        ? generateIcons({ file, backgroundColor, paddingPercent, androidInsetPercent, layers }, signal)
        : Promise.reject(new Error(NO_FILE_MESSAGE)),
  });
  const { values, update } = useFormValues(flow.form);
  const [fileError, setFileError] = useState<string | null>(null);
  const [layerErrors, setLayerErrors] = useState<Partial<Record<IconLayer, string>>>({});

  useRevokedWhenReplaced(values.previewUrl);

  const handleFiles = ([file]: File[]) => {
    if (!file) return;
    const problem = fileProblem(file);
    setFileError(problem);
    update({ file: problem ? null : file, previewUrl: problem ? null : URL.createObjectURL(file) });
  };

  const handleLayerFile = (layer: IconLayer, file: File | null) => {
    const problem = file ? fileProblem(file) : null;
    setLayerErrors((errors) => ({ ...errors, [layer]: problem ?? undefined }));
    const kept = file && !problem ? file : null;
    update({ layers: { ...values.layers, [layer]: kept } });
  };

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      canGenerate={values.file !== null && fileError === null && Object.values(layerErrors).every((error) => !error)}
      form={
        <IconForm
          values={values}
          fileError={fileError}
          layerErrors={layerErrors}
          onFiles={handleFiles}
          onLayerFile={handleLayerFile}
          onChange={(next) => update(next)}
        />
      }
      renderResult={(result) => <IconResult result={result} />}
      toKit={async () => (values.file && isAcceptedImage(values.file) ? { icon: await kitImageFromFile(values.file) } : {})}
    />
  );
}
