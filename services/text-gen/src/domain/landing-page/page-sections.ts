import type { LandingPageRequest } from '@aiapp/contracts';
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

/** How it works: three numbered steps. */
export function stepsSection(steps: readonly LandingFeature[]): string {
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

export function storeLinks(request: LandingPageRequest): StoreLinks {
  return { appStore: safeHref(request.app_store_url), play: safeHref(request.play_store_url) };
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

/** A closing band with one button per store, when the links are known. */
export function downloadSection(appName: string, links: StoreLinks, closing: string): string {
  const buttons = [
    links.appStore ? `<a class="button" href="${links.appStore}" rel="noopener">Download on the App Store</a>` : '',
    links.play ? `<a class="button" href="${links.play}" rel="noopener">Get it on Google Play</a>` : '',
  ].filter(Boolean);
  if (buttons.length === 0) return '';
  return `<section class="download" id="download" aria-labelledby="download-title">
<div class="wrap">
<h2 id="download-title">Get ${escapeMarkup(appName)}</h2>
<p>${escapeMarkup(closing)}</p>
<div class="actions">
${buttons.join('\n')}
</div>
</div>
</section>`;
}
