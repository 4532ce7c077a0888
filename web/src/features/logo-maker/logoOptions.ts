import { LOGO_COLOR_SCHEMES, LOGO_PALETTES } from '@aiapp/contracts';
import type { LogoColorScheme, LogoStyle } from './generateLogo';

export const STYLE_LABELS: Readonly<Record<LogoStyle, string>> = {
  modern: 'Modern',
  circular: 'Circular',
  minimalist: 'Minimalist',
};

const SCHEME_LABELS: Readonly<Record<LogoColorScheme, string>> = {
  blue: 'Blue',
  green: 'Green',
  purple: 'Purple',
  red: 'Red',
  orange: 'Orange',
};

/** Swatches drawn from the same palette the image service paints with. */
export const COLOR_SCHEME_SWATCHES: Readonly<Record<LogoColorScheme, { label: string; from: string; to: string }>> =
  Object.fromEntries(
    LOGO_COLOR_SCHEMES.map((scheme) => [
      scheme,
      { label: SCHEME_LABELS[scheme], from: LOGO_PALETTES[scheme].primary, to: LOGO_PALETTES[scheme].secondary },
    ]),
  ) as Record<LogoColorScheme, { label: string; from: string; to: string }>;
