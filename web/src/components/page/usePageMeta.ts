import { useEffect } from 'react';

export const SITE_NAME = 'AI App Toolkit';

/** Sets the tab title ("Logo Maker · AI App Toolkit") and, when given, the meta description. */
export function usePageMeta(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : `${SITE_NAME}: free tools for mobile app developers`;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
