import { useEffect, useRef, useState } from 'react';

const WIDTHS = { desktop: '100%', mobile: '390px' } as const;
type PreviewWidth = keyof typeof WIDTHS;

/**
 * The generated page as a visitor will see it. The server's HTML never enters our DOM: it loads
 * from a blob: URL into a sandbox without allow-scripts, so nothing in it can run.
 */
export function PagePreview({ html, title }: { html: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [width, setWidth] = useState<PreviewWidth>('desktop');

  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    if (frameRef.current) frameRef.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [html]);

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
        <iframe
          ref={frameRef}
          className="page-preview__frame"
          style={{ width: WIDTHS[width] }}
          title={title}
          sandbox=""
          referrerPolicy="no-referrer"
        />
      </div>
    </div>
  );
}
