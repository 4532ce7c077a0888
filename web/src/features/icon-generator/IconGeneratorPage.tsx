import { APP_STORE_MARKETING_ICON_PX, DEFAULT_ICON_BACKGROUND } from '@aiapp/contracts';
import { useEffect, useState } from 'react';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { fileSizeProblem, isServerDecodedImage } from '../../components/upload/imageFiles';
import { generateIcons } from './generateIcons';
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

const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';
const NO_FILE_MESSAGE = 'Please choose an image first.';

const INITIAL: IconFormValues = {
  file: null,
  previewUrl: null,
  backgroundColor: DEFAULT_ICON_BACKGROUND.toLowerCase(),
  paddingPercent: 0,
};

export function IconGeneratorPage() {
  const flow = useToolFlow({
    toolId: 'icon-generator-pro',
    initial: INITIAL,
    // Unreachable without a file: the button stays disabled until one is chosen (canGenerate below).
    run: ({ file, backgroundColor, paddingPercent }, signal) =>
      file ? generateIcons({ file, backgroundColor, paddingPercent }, signal) : Promise.reject(new Error(NO_FILE_MESSAGE)),
  });
  const { values } = flow;
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    const url = values.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [values.previewUrl]);

  const handleFiles = ([file]: File[]) => {
    if (!file) return;
    const problem = isServerDecodedImage(file) ? fileSizeProblem(file) : WRONG_TYPE_MESSAGE;
    setFileError(problem);
    flow.onChange({ ...values, file: problem ? null : file, previewUrl: problem ? null : URL.createObjectURL(file) });
  };

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      canGenerate={values.file !== null && fileError === null}
      form={<IconForm values={values} fileError={fileError} onFiles={handleFiles} onChange={flow.onChange} />}
      renderResult={(result) => <IconResult result={result} />}
    />
  );
}
