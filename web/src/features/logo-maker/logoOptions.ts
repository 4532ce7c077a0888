import { LOGO_COLOR_SCHEMES, LOGO_PALETTES, type LOGO_LAYOUTS, type LOGO_STYLES } from '@aiapp/contracts';

type LogoStyle = (typeof LOGO_STYLES)[number];
type LogoColorScheme = (typeof LOGO_COLOR_SCHEMES)[number];
type LogoLayout = (typeof LOGO_LAYOUTS)[number];

const STYLE_LABELS: Readonly<Record<LogoStyle, string>> = {
  modern: 'Modern',
  circular: 'Circular',
  minimalist: 'Minimalist',
};
export const styleLabel = (style: string) => STYLE_LABELS[style as LogoStyle];

const LAYOUT_LABELS: Readonly<Record<LogoLayout, string>> = {
  monogram: 'Initials and name',
  wordmark: 'Name only',
  symbol: 'Symbol and name',
};
export const layoutLabel = (layout: string) => LAYOUT_LABELS[layout as LogoLayout];

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
