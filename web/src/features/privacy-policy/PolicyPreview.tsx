import { useEffect, useRef } from 'react';

/**
 * The hosted-page version of the policy, shown as it will look once published. The server's HTML
 * is never put into our DOM: it loads from a blob: URL into a sandbox that runs no script.
 */
export function PolicyPreview({ html, title }: { html: string; title: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    if (frameRef.current) frameRef.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [html]);

  return (
    <div className="policy-preview">
      <iframe ref={frameRef} className="policy-preview__frame" title={title} sandbox="" referrerPolicy="no-referrer" />
    </div>
  );
}
