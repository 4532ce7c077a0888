import { logoFileName } from '@aiapp/contracts';
import { CodeBlock } from '../../components/actions/CodeBlock';
import { CopyButton } from '../../components/actions/CopyButton';
import { DownloadButton } from '../../components/actions/DownloadButton';
import type { GeneratedLogo } from './generateLogo';

/** An <img> never runs scripts inside the SVG, so the server's markup is shown as-is. */
function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function LogoResult({ result }: { result: GeneratedLogo }) {
  const { request, logo } = result;
  return (
    <>
      <div className="logo-preview">
        <img className="logo-preview__image" src={svgDataUrl(logo.svg_code)} alt={`Logo preview: ${request.text}`} />
      </div>
      <div className="action-row">
        <DownloadButton
          label="Download SVG"
          fileName={logoFileName(request.text)}
          type="image/svg+xml"
          content={() => logo.svg_code}
        />
        <CopyButton text={logo.svg_code} label="Copy SVG code" />
      </div>
      <CodeBlock title="CSS styles" code={logo.css_styles} copyLabel="Copy CSS" />
    </>
  );
}
