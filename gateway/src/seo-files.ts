import { CONTENT_META, HOME_META, TOOLS, toolPageMeta, type PageMeta } from '@aiapp/site-catalogue';
import { escapeMarkup } from '@aiapp/text';

/** Pages worth indexing: the home page, tools a visitor can use, and every content page. */
function indexablePages(): PageMeta[] {
  return [HOME_META, ...TOOLS.map(toolPageMeta), ...Object.values(CONTENT_META)];
}

export function renderSitemap(origin: string): string {
  const urls = indexablePages().map((page) => {
    const lastmod = page.updated ? `<lastmod>${page.updated}</lastmod>` : '';
    return `  <url><loc>${escapeMarkup(`${origin}${page.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
