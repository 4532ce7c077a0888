import { findTool } from '@aiapp/contracts';
import { useEffect, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { fileSizeProblem, isAcceptedImage } from '../../components/upload/imageFiles';
import { MockupForm, type MockupSettings } from './MockupForm';
import { MockupResult } from './MockupResult';
import { renderMockup, type RenderedMockup } from './renderMockup';
import './screenshot-mockups.css';

const TOOL_ID = 'screenshot-mockups';

const COPY: ToolPageCopy = {
  noun: 'mockup',
  generateLabel: 'Generate Mockup',
  bannerTip: 'Use a screenshot taken on the device you pick: a phone screenshot fills a phone screen without cropping.',
  resultTip: 'The PNG keeps transparent corners, so it sits cleanly on any background in your landing page or store graphics.',
};

const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';
const UNREADABLE_MESSAGE = 'This file could not be read as an image. Please choose another one.';

export function ScreenshotMockupsPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<RenderedMockup>(TOOL_ID);
  const [settings, setSettings] = useState<MockupSettings>({ device: 'iphone', scale: 3 });
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const result = 'result' in gate.state ? gate.state.result : null;

  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  useEffect(() => () => (result ? URL.revokeObjectURL(result.url) : undefined), [result]);

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleFiles = ([chosen]: File[]) => {
    if (!chosen) return;
    const problem = isAcceptedImage(chosen) ? fileSizeProblem(chosen) : WRONG_TYPE_MESSAGE;
    setFileError(problem);
    setFile(problem ? null : chosen);
    setPreviewUrl(problem ? null : URL.createObjectURL(chosen));
  };

  const handleGenerate = () => {
    if (!file) return;
    const { device, scale } = settings;
    void gate.generate(() => renderMockup(file, device, scale));
  };

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      canGenerate={file !== null && fileError === null}
      onGenerate={handleGenerate}
      form={
        <MockupForm
          settings={settings}
          onSettings={setSettings}
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
