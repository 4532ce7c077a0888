import { LOGO_PNG_SIZE, LogoRequest } from '@aiapp/contracts';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { generateLogo } from './generateLogo';
import { LogoForm, type LogoValues } from './LogoForm';
import { LogoResult } from './LogoResult';
import './logo-maker.css';

const COPY: ToolPageCopy = {
  noun: 'logo',
  generateLabel: 'Generate Logo',
  bannerTip:
    'One or two short words work best: the logo has to stay readable at app-icon and favicon sizes. Letters are drawn as shapes, so the file looks the same in every app.',
  resultTip: `Pick a variant to see it large. SVG scales to any size without blurring; the PNG is ${LOGO_PNG_SIZE} px for tools that take pictures. Paste the CSS next to the inlined SVG to reuse its colours on your site.`,
};

const INITIAL: LogoValues = { text: '', style: 'modern', color_scheme: 'blue', layout: 'monogram' };

export function LogoMakerPage() {
  const flow = useToolForm({ toolId: 'logo-maker', schema: LogoRequest, defaultValues: INITIAL, run: generateLogo });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<LogoForm field={flow.field} />}
      renderResult={(result) => <LogoResult result={result} />}
    />
  );
}
