import { findTool } from '@aiapp/site-catalogue';
import { LOGO_PNG_SIZE, logoFileName, logoPngFileName } from '@aiapp/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CodeBlock } from '../../components/actions/CodeBlock';
import { CopyButton } from '../../components/actions/CopyButton';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { base64ToBytes } from '../../lib/base64';
import { handOffImage } from '../../lib/imageHandoff';
import type { GeneratedLogo } from './generateLogo';
import { LogoVariantGrid } from './LogoVariantGrid';
import { svgDataUrl } from './svgDataUrl';
import { useChosenLogo } from './useChosenLogo';

const ICON_TOOL_ROUTE = findTool('icon-generator-pro')?.route ?? '/icon-generator-pro';
const HANDOFF_FAILED =
  'Your browser would not keep the logo for the icon generator. Download the PNG and upload it there instead.';

export function LogoResult({ result }: { result: GeneratedLogo }) {
  const { request } = result;
  const chosen = useChosenLogo(result);
  const navigate = useNavigate();
  const [handoffFailed, setHandoffFailed] = useState(false);
  const variant = result.logo.variants[chosen.index];
  const svg = chosen.logo?.svg_code ?? variant?.svg_code ?? result.logo.svg_code;
  const png = chosen.logo?.png_data ?? null;

  const useAsAppIcon = () => {
    if (!png) return;
    const kept = handOffImage({ to: ICON_TOOL_ROUTE, name: logoPngFileName(request.text), dataUrl: png });
    setHandoffFailed(!kept);
    if (kept) void navigate(ICON_TOOL_ROUTE);
  };

  return (
    <>
      <LogoVariantGrid text={request.text} variants={result.logo.variants} chosen={chosen.index} onChoose={chosen.choose} />
      <div className="logo-preview">
        <img className="logo-preview__image" src={svgDataUrl(svg)} alt={`Logo preview: ${request.text}`} />
      </div>
      <p className="logo-status" role="status">
        {chosen.error ?? (chosen.loading ? 'Preparing the PNG of this variant…' : '')}
      </p>
      <div className="action-row">
        <DownloadButton label="Download SVG" fileName={logoFileName(request.text)} type="image/svg+xml" content={() => svg} />
        {png && (
          <DownloadButton
            label={`Download PNG (${LOGO_PNG_SIZE} px)`}
            variant="secondary"
            fileName={logoPngFileName(request.text)}
            type="image/png"
            content={() => base64ToBytes(png.slice(png.indexOf(',') + 1))}
          />
        )}
        <CopyButton text={svg} label="Copy SVG code" />
        <button type="button" className="button button--secondary" onClick={useAsAppIcon} disabled={!png}>
          Use as app icon
        </button>
      </div>
      {handoffFailed && (
        <p className="field__error action-error" role="alert">
          {HANDOFF_FAILED}
        </p>
      )}
      {chosen.logo && <CodeBlock title="CSS styles" code={chosen.logo.css_styles} copyLabel="Copy CSS" />}
    </>
  );
}
