import { useEffect, useState } from 'react';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { fileSizeProblem, isAcceptedImage } from '../../components/upload/imageFiles';
import { MockupForm, type MockupSettings } from './MockupForm';
import { MockupResult } from './MockupResult';
import { renderMockup } from './renderMockup';
import './screenshot-mockups.css';

const COPY: ToolPageCopy = {
  noun: 'mockup',
  generateLabel: 'Generate Mockup',
  bannerTip: 'Use a screenshot taken on the device you pick: a phone screenshot fills a phone screen without cropping.',
  resultTip: 'The PNG keeps transparent corners, so it sits cleanly on any background in your landing page or store graphics.',
};

const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';
const UNREADABLE_MESSAGE = 'This file could not be read as an image. Please choose another one.';
const NO_FILE_MESSAGE = 'Please choose a screenshot first.';
const INITIAL_SETTINGS: MockupSettings = { device: 'iphone', scale: 3 };

export function ScreenshotMockupsPage() {
  const [file, setFile] = useState<File | null>(null);
  // Spec §4: no server call; the mockup is drawn in the browser, then the e-mail gate opens.
  const flow = useToolFlow({
    toolId: 'screenshot-mockups',
    initial: INITIAL_SETTINGS,
    // Unreachable without a file: the button stays disabled until one is chosen (canGenerate below).
    run: ({ device, scale }) => (file ? renderMockup(file, device, scale) : Promise.reject(new Error(NO_FILE_MESSAGE))),
  });
  const { gate } = flow;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const result = 'result' in gate.state ? gate.state.result : null;

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  const handleFiles = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = isAcceptedImage(chosen) ? fileSizeProblem(chosen) : WRONG_TYPE_MESSAGE;
    setFileError(problem);
    setFile(problem ? null : chosen);
    setPreviewUrl(problem ? null : URL.createObjectURL(chosen));
  };

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      canGenerate={file !== null && fileError === null}
      form={
        <MockupForm
          settings={flow.values}
          onSettings={flow.onChange}
          file={file}
          previewUrl={previewUrl}
          fileError={fileError}
          onFiles={handleFiles}
          onPreviewError={() => {
            setFile(null);
            setFileError(UNREADABLE_MESSAGE);
          }}
        />
      }
      renderResult={(mockup) => <MockupResult mockup={mockup} />}
    />
  );
}
