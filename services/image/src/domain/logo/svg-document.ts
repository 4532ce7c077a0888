import { element, textContent } from './svg-elements';
import type { LogoArtwork } from './types';

export interface SvgDocumentOptions {
  artwork: LogoArtwork;
  /** Accessible name; plain (unescaped) text. */
  title: string;
  titleId: string;
}

/**
 * Wraps style artwork in a standalone, accessible SVG root; the title is
 * referenced by aria-labelledby (and repeated in aria-label for tools that read only
 * attributes) so screen readers announce the app name; the drawn letters are outlines.
 */
export function renderSvgDocument({ artwork, title, titleId }: SvgDocumentOptions): string {
  const { width, height } = artwork;
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': title,
      'aria-labelledby': titleId,
    },
    [element('title', { id: titleId }, [textContent(title)]), element('defs', {}, artwork.defs), ...artwork.body],
  );
}
