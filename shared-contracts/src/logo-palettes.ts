import type { LOGO_COLOR_SCHEMES } from './calls/image';

type LogoColorScheme = (typeof LOGO_COLOR_SCHEMES)[number];

/** The colours of each logo scheme: the image service draws with them, the web shows them as swatches. */
export interface LogoPalette {
  /** Main brand colour; gradient start. */
  primary: string;
  /** Harmonious neighbour of primary; gradient end. */
  secondary: string;
  /** Light, saturated highlight for small details. */
  accent: string;
  /** Dark colour for wordmarks on light backgrounds. */
  text: string;
  /** Very light tint for soft fills and backgrounds. */
  tint: string;
  /** Colour for glyphs drawn on top of primary/secondary. */
  onPrimary: string;
}

// Each gradient pairs neighbours on the colour wheel so the blend never
// passes through a muddy midpoint; text colours are near-black tinted
// with the hue so the wordmark feels part of the same family.
export const LOGO_PALETTES: Readonly<Record<LogoColorScheme, LogoPalette>> = {
  blue: {
    primary: '#2563EB',
    secondary: '#06B6D4',
    accent: '#93C5FD',
    text: '#0F172A',
    tint: '#EFF6FF',
    onPrimary: '#FFFFFF',
  },
  green: {
    primary: '#059669',
    secondary: '#84CC16',
    accent: '#6EE7B7',
    text: '#052E1C',
    tint: '#ECFDF5',
    onPrimary: '#FFFFFF',
  },
  purple: {
    primary: '#7C3AED',
    secondary: '#EC4899',
    accent: '#C4B5FD',
    text: '#1E1037',
    tint: '#F5F3FF',
    onPrimary: '#FFFFFF',
  },
  red: {
    primary: '#DC2626',
    secondary: '#FB7185',
    accent: '#FCA5A5',
    text: '#2B0B0B',
    tint: '#FEF2F2',
    onPrimary: '#FFFFFF',
  },
  orange: {
    primary: '#EA580C',
    secondary: '#FBBF24',
    accent: '#FDBA74',
    text: '#2C1204',
    tint: '#FFF7ED',
    onPrimary: '#FFFFFF',
  },
};
