import type { AppProfile } from '@aiapp/contracts';
import { SHARE_CARD_TEXT_LIMITS } from '@aiapp/store-facts';
import { escapeMarkup } from '@aiapp/text';
import type { ZipEntry } from '../zip/zip-entry';
import { KIT_PATHS } from './kit-paths';

/** https://developer.apple.com/documentation/xcode/supporting-associated-domains */
export function appleAppSiteAssociation(profile: AppProfile): string | undefined {
  if (!profile.team_id || !profile.bundle_id) return undefined;
  const paths = profile.app_link_paths.length > 0 ? profile.app_link_paths : ['/*'];
  const document = {
    applinks: {
      details: [{ appIDs: [`${profile.team_id}.${profile.bundle_id}`], components: paths.map((path) => ({ '/': path })) }],
    },
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

/** https://developer.android.com/training/app-links/verify-android-applinks */
export function assetLinks(profile: AppProfile): string | undefined {
  if (!profile.package_name || profile.sha256_cert_fingerprints.length === 0) return undefined;
  const document = [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: profile.package_name,
        sha256_cert_fingerprints: profile.sha256_cert_fingerprints,
      },
    },
  ];
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const appStoreUrl = (profile: AppProfile) =>
  profile.app_store_id ? `https://apps.apple.com/app/id${profile.app_store_id}` : '';
export const playStoreUrl = (profile: AppProfile) =>
  profile.package_name ? `https://play.google.com/store/apps/details?id=${encodeURIComponent(profile.package_name)}` : '';

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

export interface LandingAssets {
  readonly description: string;
  /** Paths relative to web/index.html. */
  readonly icon: string;
  readonly ogImage: string;
  readonly screenshots: readonly string[];
  readonly privacyHref: string;
}

/**
 * The landing page tool's page (text-gen's builder, called over HTTP) with what a launch page adds:
 * the Smart App Banner (https://developer.apple.com/documentation/webkit/promoting-apps-with-smart-app-banners),
 * Open Graph and X card tags with the 1200×630 image, the icon and the screenshots, and the
 * privacy link. Its CSP allowed only data: images; the kit's images sit next to the page.
 */
export function finishLandingPage(html: string, profile: AppProfile, assets: LandingAssets): string {
  const title = escapeMarkup(
    cut(profile.subtitle ? `${profile.app_name}: ${profile.subtitle}` : profile.app_name, SHARE_CARD_TEXT_LIMITS.title),
  );
  const description = escapeMarkup(cut(assets.description.replace(/\s+/g, ' ').trim(), SHARE_CARD_TEXT_LIMITS.description));
  const base = profile.marketing_url.replace(/\/+$/, '');
  const absolute = (path: string) => (base ? `${base}/${path}` : path);
  const head = [
    ...(profile.app_store_id ? [`<meta name="apple-itunes-app" content="app-id=${profile.app_store_id}">`] : []),
    `<meta property="og:image" content="${escapeMarkup(absolute(assets.ogImage))}">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    ...(base ? [`<meta property="og:url" content="${escapeMarkup(`${base}/`)}">`] : []),
    `<meta name="twitter:title" content="${title}">`,
    `<meta name="twitter:description" content="${description}">`,
    `<meta name="twitter:image" content="${escapeMarkup(absolute(assets.ogImage))}">`,
    `<link rel="icon" type="image/png" href="${escapeMarkup(assets.icon)}">`,
    `<link rel="apple-touch-icon" href="${escapeMarkup(assets.icon)}">`,
  ].join('\n');
  const stores = [
    appStoreUrl(profile) && `<a class="button" href="${escapeMarkup(appStoreUrl(profile))}">Download on the App Store</a>`,
    playStoreUrl(profile) && `<a class="button" href="${escapeMarkup(playStoreUrl(profile))}">Get it on Google Play</a>`,
  ].filter(Boolean);
  const name = escapeMarkup(profile.app_name);
  const gallery = `<section class="kit-gallery" aria-label="${name} screenshots">
<div class="wrap">
<img src="${escapeMarkup(assets.icon)}" width="96" height="96" alt="${name} icon" style="border-radius:22%">
${assets.screenshots.map((src, i) => `<img src="${escapeMarkup(src)}" loading="lazy" width="270" height="480" style="height:auto;max-width:45%;border-radius:12px;margin:8px" alt="${name} screenshot ${i + 1}">`).join('\n')}
${stores.length > 0 ? `<p>${stores.join(' ')}</p>` : ''}
<p><a href="${escapeMarkup(assets.privacyHref)}">Privacy policy</a></p>
</div>
</section>`;
  return html
    .replace('img-src data:', "img-src 'self' data: https:")
    .replace('<meta name="twitter:card" content="summary">', '<meta name="twitter:card" content="summary_large_image">')
    .replace('</head>', `${head}\n</head>`)
    .replace('</main>', `${gallery}\n</main>`);
}

export function appLinkEntries(profile: AppProfile): ZipEntry[] {
  const aasa = appleAppSiteAssociation(profile);
  const links = assetLinks(profile);
  return [
    ...(aasa ? [{ path: `${KIT_PATHS.web}/.well-known/apple-app-site-association`, data: Buffer.from(aasa) }] : []),
    ...(links ? [{ path: `${KIT_PATHS.web}/.well-known/assetlinks.json`, data: Buffer.from(links) }] : []),
  ];
}
