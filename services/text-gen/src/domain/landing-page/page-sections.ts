import { capitalizeFirst } from '@aiapp/listing-copy';
import { escapeMarkup } from '@aiapp/contracts';
import type { LandingPageRequest } from '@aiapp/contracts';
import { safeHref } from './escape-html';

const CHECK_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M20 6 9 17l-5-5"/></svg>';

/** The description as paragraphs: blank lines split them, single line breaks stay. */
export function paragraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeMarkup).join('<br>')}</p>`)
    .join('\n');
}

/** "Offline mode: works without a connection" becomes a title and a line; anything else is a title. */
function featureCard(feature: string): string {
  const split = /^(.{2,60}?)\s*[:–—]\s+(.+)$/.exec(feature);
  const body = split
    ? `<h3>${escapeMarkup(split[1] as string)}</h3>\n<p>${escapeMarkup(capitalizeFirst(split[2] as string))}</p>`
    : `<h3>${escapeMarkup(feature)}</h3>`;
  return `<li class="card">${CHECK_ICON}\n${body}</li>`;
}

export function featuresSection(features: readonly string[]): string {
  if (features.length === 0) return '';
  return `<section class="features" id="features" aria-labelledby="features-title">
<div class="wrap">
<h2 id="features-title">Features</h2>
<ul class="grid">
${features.map(featureCard).join('\n')}
</ul>
</div>
</section>`;
}

export interface StoreLinks {
  appStore: string | null;
  play: string | null;
}

export function storeLinks(request: LandingPageRequest): StoreLinks {
  return { appStore: safeHref(request.app_store_url), play: safeHref(request.play_store_url) };
}

/** The hero's call to action: to the App Store or Google Play listing, or a marked placeholder. */
export function heroActions(request: LandingPageRequest, links: StoreLinks): string {
  const cta = escapeMarkup(request.cta_text);
  const target = links.appStore ?? links.play;
  if (!target) {
    return `<div class="actions">
<!-- Replace # with your App Store or Google Play link -->
<a class="button" href="#">${cta}</a>
${request.features.length ? '<a class="button button--ghost" href="#features">See features</a>' : ''}
</div>`;
  }
  const second =
    links.appStore && links.play
      ? `<a class="button button--ghost" href="${links.play}" rel="noopener">Get it on Google Play</a>`
      : '';
  return `<div class="actions">
<a class="button" href="${target}" rel="noopener">${cta}</a>
${second}
</div>`;
}

/** A closing band with one button per store, when the links are known. */
export function downloadSection(appName: string, links: StoreLinks): string {
  const buttons = [
    links.appStore ? `<a class="button" href="${links.appStore}" rel="noopener">Download on the App Store</a>` : '',
    links.play ? `<a class="button" href="${links.play}" rel="noopener">Get it on Google Play</a>` : '',
  ].filter(Boolean);
  if (buttons.length === 0) return '';
  return `<section class="download" id="download" aria-labelledby="download-title">
<div class="wrap">
<h2 id="download-title">Get ${escapeMarkup(appName)}</h2>
<div class="actions">
${buttons.join('\n')}
</div>
</div>
</section>`;
}
