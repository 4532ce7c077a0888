import { escapeMarkup } from '@aiapp/text';
import type { LandingPageRequest, LandingPageResponse } from '@aiapp/contracts';
import { firstGrapheme, fitLength } from '../text/fit-length';
import { landingCopy, type LandingCopy } from './landing-copy';
import {
  aboutSection,
  downloadSection,
  faqSection,
  featuresSection,
  footerLine,
  heroActions,
  stepsSection,
  storeLinks,
} from './page-sections';
import { brandIcon, imagesFromRequest, screenshotsSection, type LandingImages } from './page-images';
import { shareTags } from './page-head';
import { pageStyles } from './page-styles';
import { themeFor } from './page-theme';

const META_DESCRIPTION_LENGTH = 160;
const TITLE_LENGTH = 65;

/** What search results and link previews show: the app name, then the first sentence when it fits. */
function pageTitle(appName: string, description: string): string {
  const firstSentence =
    /^[^.!?\n]+[.!?]?/
      .exec(description)?.[0]
      ?.trim()
      .replace(/[.!?]$/, '') ?? '';
  const full = `${appName} – ${firstSentence}`;
  return firstSentence && full.length <= TITLE_LENGTH ? full : appName;
}

/**
 * A complete one-file landing page: inline CSS, no script, no external request but the store
 * links (a CSP meta tag says so to the browser too). Every string, the visitor's and the
 * generated copy, is escaped for where it lands.
 *
 * Callers: the landing page call (services/text-gen/src/domain/landing-page/index.ts) and any
 * tool that writes a page of web files, such as a store kit's index.html:
 * - `request`: the call's fields, parsed by `LandingPageRequest` (defaults filled): name,
 *   description, features, CTA, store links or `app_store_id` / `package_name`, privacy link,
 *   `page_url` and `social_image_url` for the share tags;
 * - `now`: the footer's year;
 * - `copy`: the words; defaults to the built-in engine's, written from the request;
 * - `images`: the icon and screenshots as `src`s, data URLs or paths relative to the page
 *   (`icon.png`, `screenshots/01.png`); defaults to the request's `icon_data` and `screenshots`.
 * The head carries the Smart App Banner when an App Store ID is known, Open Graph and X card tags.
 */
export function buildLandingPage(
  request: LandingPageRequest,
  now: Date,
  copy: LandingCopy = landingCopy(request),
  images: LandingImages = imagesFromRequest(request),
): Pick<LandingPageResponse, 'html_code'> {
  const { app_name: appName, description } = request;
  const summary = fitLength(description.replace(/\s+/g, ' ').trim(), META_DESCRIPTION_LENGTH);
  const title = escapeMarkup(pageTitle(appName, description));
  const links = storeLinks(request);
  const initial = escapeMarkup(firstGrapheme(appName).toUpperCase() || 'A');

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data: 'self'; base-uri 'none'; form-action 'none'">
<title>${title}</title>
<meta name="description" content="${escapeMarkup(summary)}">
${shareTags(request, summary)}
<meta name="theme-color" content="${themeFor(appName).from}">
<style>
${pageStyles(themeFor(appName))}
</style>
</head>
<body class="layout-${copy.layout}">
<a class="skip" href="#main">Skip to content</a>
<header class="hero">
<div class="wrap">
<p class="brand">${brandIcon(images, initial)}<span class="brand__name">${escapeMarkup(appName)}</span></p>
<h1>${escapeMarkup(copy.headline)}</h1>
<p class="lead">${escapeMarkup(copy.subhead)}</p>
${heroActions(request, links)}
</div>
</header>
<main id="main">
${screenshotsSection(appName, images)}
${featuresSection(appName, copy.features)}
${stepsSection(copy.steps)}
${aboutSection(appName, description, copy.audience)}
${faqSection(copy.faq)}
${downloadSection(appName, links, copy.closing)}
</main>
<footer>
<div class="wrap">
${footerLine(appName, now.getUTCFullYear(), request.privacy_url)}
</div>
</footer>
</body>
</html>
`;
  return { html_code: html.replace(/\n{2,}/g, '\n') };
}
