import type { TextStyle } from './type/shape-line';
import { cssFontStack, TEXT_STYLES } from './typography';
import type { LogoArtwork, LogoStyle, Palette } from './types';

/** The face each style sets its name in, which page text next to the logo should match. */
const NAME_STYLES: Readonly<Record<LogoStyle, TextStyle>> = {
  modern: TEXT_STYLES.modernWordmark,
  circular: TEXT_STYLES.circularLabel,
  minimalist: TEXT_STYLES.minimalistWordmark,
};

/** "#RRGGBB" → "rgba(r, g, b, alpha)"; drop-shadow needs a real colour, not a var(). */
function hexToRgba(hex: string, alpha: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}

export interface LogoCssOptions {
  style: LogoStyle;
  palette: Palette;
  artwork: Pick<LogoArtwork, 'width' | 'height'>;
}

/**
 * Companion CSS for an inlined logo: palette as custom properties (so the
 * rest of the page can reuse the brand colours), a gradient background
 * utility identical to the logo's gradient, and a restrained hover lift
 * that respects reduced-motion preferences.
 */
export function buildLogoCss({ style, palette, artwork }: LogoCssOptions): string {
  const shadow = hexToRgba(palette.primary, 0.28);
  const { family, weight } = NAME_STYLES[style].typeface;
  return `.app-logo {
  --logo-primary: ${palette.primary};
  --logo-secondary: ${palette.secondary};
  --logo-accent: ${palette.accent};
  --logo-text: ${palette.text};
  --logo-tint: ${palette.tint};
  --logo-on-primary: ${palette.onPrimary};
  --logo-gradient: linear-gradient(135deg, var(--logo-primary) 0%, var(--logo-secondary) 100%);
  --logo-font: ${cssFontStack(family)};
  display: inline-block;
  width: ${artwork.width / 2}px;
  max-width: 100%;
  aspect-ratio: ${artwork.width} / ${artwork.height};
  font-family: var(--logo-font);
  font-weight: ${weight};
  color: var(--logo-text);
  line-height: 0;
  transition: transform 200ms ease, filter 200ms ease;
}

.app-logo > svg {
  display: block;
  width: 100%;
  height: 100%;
}

.app-logo:hover,
.app-logo:focus-visible {
  transform: translateY(-2px) scale(1.02);
  filter: drop-shadow(0 8px 16px ${shadow});
}

.app-logo-gradient-bg {
  background-color: var(--logo-primary);
  background-image: var(--logo-gradient);
  color: var(--logo-on-primary);
}

.app-logo-text {
  font-family: var(--logo-font);
  font-weight: ${weight};
  color: var(--logo-text);
}

@media (prefers-reduced-motion: reduce) {
  .app-logo {
    transition: none;
  }

  .app-logo:hover,
  .app-logo:focus-visible {
    transform: none;
  }
}
`;
}
