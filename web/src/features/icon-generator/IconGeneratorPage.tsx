import { DEFAULT_ICON_BACKGROUND, findTool, type IconResponse } from '@aiapp/contracts';
import { useEffect, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { fileSizeProblem, isServerDecodedImage } from '../../components/upload/imageFiles';
import { generateIcons } from './generateIcons';
import { IconForm, type IconFormValues } from './IconForm';
import { IconResult } from './IconResult';
import './icon-generator.css';

const TOOL_ID = 'icon-generator-pro';

const COPY: ToolPageCopy = {
  noun: 'icon set',
  generateLabel: 'Generate Icons',
  bannerTip:
    'Start from a square 1024×1024 PNG with a transparent background: iOS gets it flattened onto your colour, Android gets a clean adaptive and themed icon.',
  resultTip:
    'Unzip, then follow README.txt: the iOS folder replaces AppIcon.appiconset in Assets.xcassets, the Android res folder merges into app/src/main/res.',
};

const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';

export function IconGeneratorPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<IconResponse>(TOOL_ID);
  const [values, setValues] = useState<IconFormValues>({
    file: null,
    previewUrl: null,
    backgroundColor: DEFAULT_ICON_BACKGROUND.toLowerCase(),
    paddingPercent: 0,
  });
  const [fileError, setFileError] = useState<string | null>(null);

  useEffect(() => {
    const url = values.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [values.previewUrl]);

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleFiles = ([file]: File[]) => {
    if (!file) return;
    const problem = isServerDecodedImage(file) ? fileSizeProblem(file) : WRONG_TYPE_MESSAGE;
    setFileError(problem);
    setValues((current) => ({
      ...current,
      file: problem ? null : file,
      previewUrl: problem ? null : URL.createObjectURL(file),
    }));
  };

  const handleGenerate = () => {
    const { file, backgroundColor, paddingPercent } = values;
    if (!file) return;
    void gate.generate((signal) => generateIcons({ file, backgroundColor, paddingPercent }, signal));
  };

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      canGenerate={values.file !== null && fileError === null}
      onGenerate={handleGenerate}
      form={<IconForm values={values} fileError={fileError} onFiles={handleFiles} onChange={setValues} />}
      renderResult={(result) => <IconResult result={result} />}
    />
  );
}
