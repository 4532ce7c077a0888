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
 * A complete one-file landing page: inline CSS, no script, no external request (a CSP meta
 * tag says so to the browser too). Every string, the visitor's and the generated copy, is escaped
 * for where it lands. `copy` defaults to the built-in engine's.
 */
export function buildLandingPage(
  request: LandingPageRequest,
  now: Date,
  copy: LandingCopy = landingCopy(request),
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
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
<title>${title}</title>
<meta name="description" content="${escapeMarkup(summary)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${escapeMarkup(appName)}">
<meta property="og:description" content="${escapeMarkup(summary)}">
<meta property="og:site_name" content="${escapeMarkup(appName)}">
<meta name="twitter:card" content="summary">
<meta name="theme-color" content="${themeFor(appName).from}">
<style>
${pageStyles(themeFor(appName))}
</style>
</head>
<body class="layout-${copy.layout}">
<a class="skip" href="#main">Skip to content</a>
<header class="hero">
<div class="wrap">
<p class="brand"><span class="icon" aria-hidden="true">${initial}</span><span class="brand__name">${escapeMarkup(appName)}</span></p>
<h1>${escapeMarkup(copy.headline)}</h1>
<p class="lead">${escapeMarkup(copy.subhead)}</p>
${heroActions(request, links)}
</div>
</header>
<main id="main">
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
