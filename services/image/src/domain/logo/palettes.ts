import type { LogoColorScheme, Palette } from './types';

// Each gradient pairs neighbours on the colour wheel so the blend never
// passes through a muddy midpoint; text colours are near-black tinted
// with the hue so the wordmark feels part of the same family.
export const PALETTES: Readonly<Record<LogoColorScheme, Palette>> = {
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

export const LOGO_COLOR_SCHEMES: readonly LogoColorScheme[] = [
  'blue',
  'green',
  'purple',
  'red',
  'orange',
];

export function isLogoColorScheme(value: unknown): value is LogoColorScheme {
  return typeof value === 'string' && (LOGO_COLOR_SCHEMES as readonly string[]).includes(value);
}
