import type { LandingPageRequest } from '@aiapp/contracts';
import { appStoreListingUrl, playListingUrl } from '@aiapp/store-facts';
import { escapeMarkup } from '@aiapp/text';
import { safeHref } from './escape-html';
import type { LandingCopy, LandingFeature } from './landing-copy';

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

function featureCard(feature: LandingFeature): string {
  const text = feature.text ? `\n<p>${escapeMarkup(feature.text)}</p>` : '';
  return `<li class="card">${CHECK_ICON}\n<h3>${escapeMarkup(feature.title)}</h3>${text}</li>`;
}

export function featuresSection(appName: string, features: readonly LandingFeature[]): string {
  if (features.length === 0) return '';
  return `<section class="features" id="features" aria-labelledby="features-title">
<div class="wrap">
<h2 id="features-title">What ${escapeMarkup(appName)} does for you</h2>
<ul class="grid">
${features.map(featureCard).join('\n')}
</ul>
</div>
</section>`;
}

/** How it works: the numbered steps; no section without one. */
export function stepsSection(steps: readonly LandingFeature[]): string {
  if (steps.length === 0) return '';
  const items = steps.map(
    (step) => `<li class="step">\n<h3>${escapeMarkup(step.title)}</h3>\n<p>${escapeMarkup(step.text)}</p>\n</li>`,
  );
  return `<section class="steps" aria-labelledby="steps-title">
<div class="wrap">
<h2 id="steps-title">How it works</h2>
<ol class="step-list">
${items.join('\n')}
</ol>
</div>
</section>`;
}

/** The visitor's own description, under the generated copy, with who the app suits. */
export function aboutSection(appName: string, description: string, audience: string): string {
  return `<section class="about" aria-labelledby="about-title">
<div class="wrap narrow">
<h2 id="about-title">About ${escapeMarkup(appName)}</h2>
${paragraphs(description)}
${audience ? `<p class="audience">${escapeMarkup(audience)}</p>` : ''}
</div>
</section>`;
}

/** A short FAQ; <details> opens and closes without any script. */
export function faqSection(faq: LandingCopy['faq']): string {
  if (faq.length === 0) return '';
  const items = faq.map(
    (item) =>
      `<details class="faq-item">\n<summary>${escapeMarkup(item.question)}</summary>\n<p>${escapeMarkup(item.answer)}</p>\n</details>`,
  );
  return `<section class="faq" aria-labelledby="faq-title">
<div class="wrap narrow">
<h2 id="faq-title">Questions</h2>
${items.join('\n')}
</div>
</section>`;
}

export interface StoreLinks {
  appStore: string | null;
  play: string | null;
}

/** Each store's listing: the link given, else the one made from the App Store ID or package name. */
export function storeLinks(request: LandingPageRequest): StoreLinks {
  const appStore = request.app_store_url || (request.app_store_id ? appStoreListingUrl(request.app_store_id) : '');
  const play = request.play_store_url || (request.package_name ? playListingUrl(request.package_name) : '');
  return { appStore: safeHref(appStore), play: safeHref(play) };
}

/** The footer's line: copyright, and the privacy policy when its address is given. */
export function footerLine(appName: string, year: number, privacyUrl: string): string {
  const href = safeHref(privacyUrl);
  const privacy = href ? ` <a href="${href}" rel="noopener">Privacy policy</a>` : '';
  return `<p>&copy; ${year} ${escapeMarkup(appName)}. All rights reserved.${privacy}</p>`;
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

const APPLE_MARK =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M16.4 12.6c0-2.5 2-3.7 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.3-.9-2.3-4.3zM14 5.2c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"/></svg>';
const PLAY_MARK =
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M4 2.8v18.4c0 .5.5.8 1 .6l15.6-9.2c.5-.3.5-.9 0-1.2L5 2.2c-.5-.2-1 .1-1 .6z"/></svg>';

/** One button per store whose listing is known, each with the store's name as people know it. */
export function storeButtons(links: StoreLinks): string[] {
  return [
    links.appStore
      ? `<a class="button store-button" href="${links.appStore}" rel="noopener">${APPLE_MARK}<span>Download on the App Store</span></a>`
      : '',
    links.play
      ? `<a class="button store-button" href="${links.play}" rel="noopener">${PLAY_MARK}<span>Get it on Google Play</span></a>`
      : '',
  ].filter(Boolean);
}

/** A closing band with one button per store, when the links are known, and the closing line when there is one. */
export function downloadSection(appName: string, links: StoreLinks, closing: string): string {
  const buttons = storeButtons(links);
  if (buttons.length === 0) return '';
  return `<section class="download" id="download" aria-labelledby="download-title">
<div class="wrap">
<h2 id="download-title">Get ${escapeMarkup(appName)}</h2>
${closing ? `<p>${escapeMarkup(closing)}</p>\n` : ''}<div class="actions">
${buttons.join('\n')}
</div>
</div>
</section>`;
}
