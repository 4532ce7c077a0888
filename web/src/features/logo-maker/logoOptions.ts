import type { LogoColorScheme, LogoStyle } from './generateLogo';

export const STYLE_LABELS: Readonly<Record<LogoStyle, string>> = {
  modern: 'Modern',
  circular: 'Circular',
  minimalist: 'Minimalist',
};

/** Swatch colours only: the logo's real palette is chosen by the image service. */
export const COLOR_SCHEME_SWATCHES: Readonly<Record<LogoColorScheme, { label: string; from: string; to: string }>> = {
  blue: { label: 'Blue', from: '#2563EB', to: '#06B6D4' },
  green: { label: 'Green', from: '#059669', to: '#84CC16' },
  purple: { label: 'Purple', from: '#7C3AED', to: '#EC4899' },
  red: { label: 'Red', from: '#DC2626', to: '#FB7185' },
  orange: { label: 'Orange', from: '#EA580C', to: '#FBBF24' },
};
