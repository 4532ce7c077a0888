import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { generateLogo, toLogoRequest, type LogoOptions } from './generateLogo';
import { LogoForm } from './LogoForm';
import { LogoResult } from './LogoResult';
import './logo-maker.css';

const COPY: ToolPageCopy = {
  noun: 'logo',
  generateLabel: 'Generate Logo',
  bannerTip:
    'One or two short words work best: the logo has to stay readable at app-icon and favicon sizes. Letters are drawn as shapes, so the file looks the same in every app.',
  resultTip: 'SVG scales to any size without blurring. Paste the CSS next to the inlined SVG to reuse its colours on your site.',
};

const INITIAL: LogoOptions = { text: '', style: 'modern', colorScheme: 'blue', layout: 'monogram' };

export function LogoMakerPage() {
  const flow = useToolFlow({
    toolId: 'logo-maker',
    initial: INITIAL,
    call: { routeId: 'generateLogo', toRequest: toLogoRequest, fields: { text: 'text' } },
    run: (options, signal) => generateLogo({ ...options, text: options.text.trim() }, signal),
  });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={
        <LogoForm
          values={flow.values}
          onChange={flow.onChange}
          textError={flow.errors.text}
          textInputRef={flow.fieldRef('text')}
        />
      }
      renderResult={(result) => <LogoResult result={result} />}
    />
  );
}
