import { useEffect, useRef, type CSSProperties } from 'react';

interface SandboxedPageProps {
  html: string;
  title: string;
  className?: string;
  style?: CSSProperties;
}

/**
 * A whole HTML page shown in a frame. The HTML never enters our DOM: it loads from a blob: URL
 * into a sandbox without allow-scripts, so nothing in it can run.
 */
export function SandboxedPage({ html, title, className, style }: SandboxedPageProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    if (frameRef.current) frameRef.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [html]);

  return <iframe ref={frameRef} className={className} style={style} title={title} sandbox="" referrerPolicy="no-referrer" />;
}
