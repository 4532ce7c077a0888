import type { LandingPageRequest } from '@aiapp/contracts';
import { appStoreIdFromUrl } from '@aiapp/store-facts';
import { escapeMarkup } from '@aiapp/text';
import { safeHref } from './escape-html';

/** The App Store ID for the Smart App Banner: the one given, else the one in the App Store link. */
export function smartBannerId(request: LandingPageRequest): string | null {
  return request.app_store_id || appStoreIdFromUrl(request.app_store_url);
}

/**
 * The share and store tags of the head: Open Graph (https://ogp.me), the X card
 * (https://developer.x.com/en/docs/x-for-websites/cards/overview/markup), and Safari's Smart App
 * Banner, which offers the app on iPhone and iPad and opens it when installed.
 */
export function shareTags(request: LandingPageRequest, summary: string): string {
  const appName = escapeMarkup(request.app_name);
  const description = escapeMarkup(summary);
  const pageUrl = safeHref(request.page_url);
  const image = safeHref(request.social_image_url);
  const bannerId = smartBannerId(request);
  return [
    bannerId ? `<meta name="apple-itunes-app" content="app-id=${bannerId}">` : '',
    pageUrl ? `<link rel="canonical" href="${pageUrl}">` : '',
    '<meta property="og:type" content="website">',
    `<meta property="og:title" content="${appName}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:site_name" content="${appName}">`,
    pageUrl ? `<meta property="og:url" content="${pageUrl}">` : '',
    image ? `<meta property="og:image" content="${image}">` : '',
    image ? '<meta property="og:image:width" content="1200">\n<meta property="og:image:height" content="630">' : '',
    image ? `<meta property="og:image:alt" content="${appName}">` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${appName}">`,
    `<meta name="twitter:description" content="${description}">`,
    image ? `<meta name="twitter:image" content="${image}">` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
