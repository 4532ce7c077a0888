import { findTool } from '@aiapp/contracts';
import { useRef, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { generateLogo, type GeneratedLogo, type LogoOptions } from './generateLogo';
import { LogoForm } from './LogoForm';
import { LogoResult } from './LogoResult';
import './logo-maker.css';

const TOOL_ID = 'logo-maker';

const COPY: ToolPageCopy = {
  noun: 'logo',
  generateLabel: 'Generate Logo',
  bannerTip: 'One or two short words work best: the logo has to stay readable at app-icon and favicon sizes.',
  resultTip: 'SVG scales to any size without blurring. Paste the CSS next to the inlined SVG to reuse its colours on your site.',
};

const BLANK_TEXT_MESSAGE = 'Logo text must not be blank';

export function LogoMakerPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedLogo>(TOOL_ID);
  const [values, setValues] = useState<LogoOptions>({ text: '', style: 'modern', colorScheme: 'blue' });
  const [textError, setTextError] = useState<string | null>(null);
  const textInputRef = useRef<HTMLInputElement>(null);

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleChange = (next: LogoOptions) => {
    if (textError && next.text.trim()) setTextError(null);
    setValues(next);
  };

  const handleGenerate = () => {
    if (!values.text.trim()) {
      setTextError(BLANK_TEXT_MESSAGE);
      textInputRef.current?.focus();
      return;
    }
    const options = { ...values, text: values.text.trim() };
    void gate.generate((signal) => generateLogo(options, signal));
  };

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      onGenerate={handleGenerate}
      form={<LogoForm values={values} onChange={handleChange} textError={textError} textInputRef={textInputRef} />}
      renderResult={(result) => <LogoResult result={result} />}
    />
  );
}
