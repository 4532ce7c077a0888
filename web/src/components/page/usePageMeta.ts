import { HOME_META, SITE_NAME, documentTitle } from '@aiapp/site-catalogue';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export { SITE_NAME };

/** The tag the gateway put in the served HTML, or a new one for pages reached by navigation. */
function headElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  document.head.append(element);
  return element;
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  headElement(`meta[${attribute}="${key}"]`, () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  }).content = content;
}

/**
 * Keeps the head in step with the page after client-side navigation: title, description,
 * canonical URL and Open Graph tags ("Logo Maker · AI App Toolkit"). The gateway serves the
 * same tags in the HTML for the first load.
 */
export function usePageMeta(title: string | null, description: string = HOME_META.description): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const fullTitle = documentTitle(title);
    const url = `${window.location.origin}${pathname}`;
    document.title = fullTitle;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', fullTitle);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:url', url);
    headElement('link[rel="canonical"]', () => {
      const link = document.createElement('link');
      link.rel = 'canonical';
      return link;
    }).href = url;
  }, [title, description, pathname]);
}
