import { SITE_NAME, documentTitle, type PageMeta } from '@aiapp/site-catalogue';
import { escapeMarkup } from '@aiapp/text';
import { jsonForScript } from './html';
import type { SiteSettings } from './site-settings';

const NOT_FOUND = { title: 'Page not found', description: 'There is no page at this address.' };

/** Schema.org data for the page: a data block, not a script, so the CSP does not apply to it. */
function structuredData(meta: PageMeta, url: string, origin: string): object[] {
  const publisher = { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` };
  const data: object[] = [];
  if (meta.kind === 'home') {
    data.push({ '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url, description: meta.description });
    return data;
  }
  if (meta.kind === 'tool') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: meta.title,
      url,
      description: meta.description,
      applicationCategory: 'DeveloperApplication',
      operatingSystem: 'Any',
      isAccessibleForFree: true,
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      publisher,
    });
  } else if (meta.kind === 'article') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'TechArticle',
      headline: meta.title,
      description: meta.description,
      url,
      dateModified: meta.updated,
      publisher,
    });
  } else {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: meta.title,
      description: meta.description,
      url,
      publisher,
    });
  }
  data.push({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: SITE_NAME, item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: meta.title, item: url },
    ],
  });
  return data;
}

/**
 * The served index.html with this page's own title, description, canonical URL, Open Graph
 * tags and structured data, so crawlers and link previews that do not run scripts see them.
 * `meta` is undefined for a path that is no page (served with 404).
 */
export function renderPageHtml(template: string, meta: PageMeta | undefined, origin: string, settings: SiteSettings): string {
  const title = meta ? documentTitle(meta.kind === 'home' ? null : meta.title) : documentTitle(NOT_FOUND.title);
  const description = meta?.description ?? NOT_FOUND.description;
  const url = `${origin}${meta?.path ?? '/'}`;
  const tags = [
    `<meta property="og:site_name" content="${escapeMarkup(SITE_NAME)}" />`,
    `<meta property="og:type" content="${meta?.kind === 'article' ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeMarkup(title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (meta && !meta.noindex) {
    tags.push(
      `<meta property="og:url" content="${escapeMarkup(url)}" />`,
      `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    );
    for (const item of structuredData(meta, url, origin))
      tags.push(`<script type="application/ld+json">${jsonForScript(item)}</script>`);
  }
  if (!meta || meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (settings.contactEmail) tags.push(`<meta name="aiapp:contact-email" content="${escapeMarkup(settings.contactEmail)}" />`);

  return template
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeMarkup(title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?>/, `<meta name="description" content="${escapeMarkup(description)}" />`)
    .replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
