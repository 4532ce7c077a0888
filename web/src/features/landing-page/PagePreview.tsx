import { useState } from 'react';
import { SandboxedPage } from '../../components/sandboxed-page/SandboxedPage';

const WIDTHS = { desktop: '100%', mobile: '390px' } as const;
type PreviewWidth = keyof typeof WIDTHS;

/** The generated page as a visitor will see it, at desktop or phone width. */
export function PagePreview({ html, title }: { html: string; title: string }) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');

  return (
    <div className="page-preview">
      <div className="page-preview__toolbar" role="group" aria-label="Preview width">
        {(Object.keys(WIDTHS) as PreviewWidth[]).map((option) => (
          <button
            key={option}
            type="button"
            className="button button--ghost button--small"
            aria-pressed={width === option}
            onClick={() => setWidth(option)}
          >
            {option === 'desktop' ? 'Desktop' : 'Mobile'}
          </button>
        ))}
      </div>
      <div className="page-preview__stage">
        <SandboxedPage html={html} title={title} className="page-preview__frame" style={{ width: WIDTHS[width] }} />
      </div>
    </div>
  );
}
