import { escapeMarkup } from '@aiapp/contracts';
import type { LandingPageRequest, LandingPageResponse } from '@aiapp/contracts';
import { firstGrapheme, fitLength } from '../text/fit-length';
import { downloadSection, featuresSection, heroActions, paragraphs, storeLinks } from './page-sections';
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
 * tag says so to the browser too). Every user string is escaped for where it lands.
 */
export function buildLandingPage(request: LandingPageRequest, now: Date): LandingPageResponse {
  const { app_name: appName, description, features } = request;
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
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="hero">
<div class="wrap">
<div class="icon" aria-hidden="true">${initial}</div>
<h1>${escapeMarkup(appName)}</h1>
<div class="lead">
${paragraphs(description)}
</div>
${heroActions(request, links)}
</div>
</header>
<main id="main">
${featuresSection(features)}
${downloadSection(appName, links)}
</main>
<footer>
<div class="wrap">
<p>&copy; ${now.getUTCFullYear()} ${escapeMarkup(appName)}. All rights reserved.</p>
</div>
</footer>
</body>
</html>
`;
  return { html_code: html.replace(/\n{2,}/g, '\n') };
}
