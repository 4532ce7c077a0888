import type { LandingPageRequest } from '@aiapp/contracts';
import { escapeMarkup } from '@aiapp/text';

/**
 * The pictures of the app on its page. Each `src` is a data URL (what the landing page call
 * sends) or a file path relative to the page (what a folder of web files, such as the store
 * kit's, holds next to its index.html: `icon-512.png`, `screenshots/01.png`).
 */
export interface LandingImages {
  icon: string | null;
  screenshots: readonly string[];
}

const INLINE_IMAGE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
/** A plain relative path: no scheme, no leading slash, no way up out of the folder. */
const RELATIVE_FILE = /^(?!.*\.\.)[A-Za-z0-9_-][A-Za-z0-9_./-]*\.(?:png|jpe?g|webp)$/;

/** The src as an attribute value, or null when it is neither an inline image nor a relative file. */
export function safeImageSrc(src: string): string | null {
  return INLINE_IMAGE.test(src) || RELATIVE_FILE.test(src) ? escapeMarkup(src) : null;
}

export const imagesFromRequest = (request: LandingPageRequest): LandingImages => ({
  icon: request.icon_data || null,
  screenshots: request.screenshots,
});

/** The app icon in the brand line, or its initial on a tile when there is none. */
export function brandIcon(images: LandingImages, initial: string): string {
  const src = images.icon ? safeImageSrc(images.icon) : null;
  if (!src) return `<span class="icon" aria-hidden="true">${initial}</span>`;
  return `<img class="icon icon--image" src="${src}" alt="" width="64" height="64">`;
}

/** The screenshots in a row that scrolls sideways on a phone; each named for assistive technology. */
export function screenshotsSection(appName: string, images: LandingImages): string {
  const sources = images.screenshots.map(safeImageSrc).filter((src): src is string => src !== null);
  if (sources.length === 0) return '';
  const name = escapeMarkup(appName);
  const items = sources.map(
    (src, index) =>
      `<li><img src="${src}" alt="${name} screenshot ${index + 1} of ${sources.length}" loading="lazy" decoding="async"></li>`,
  );
  return `<section class="shots" aria-labelledby="shots-title">
<div class="wrap">
<h2 id="shots-title">See ${name} in action</h2>
<ul class="shot-row">
${items.join('\n')}
</ul>
</div>
</section>`;
}
