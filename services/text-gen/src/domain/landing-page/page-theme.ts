import { pick, seedOf } from '@aiapp/listing-copy';

export interface PageTheme {
  from: string;
  to: string;
  accent: string;
  /** A light tint of the accent for cards and icons. */
  tint: string;
}

/** Gradients with white text at WCAG AA contrast or better; the app name picks one. */
const THEMES: readonly PageTheme[] = [
  { from: '#4338ca', to: '#7c3aed', accent: '#4338ca', tint: '#eef2ff' },
  { from: '#0f766e', to: '#0e7490', accent: '#0f766e', tint: '#ecfdf5' },
  { from: '#b91c1c', to: '#c2410c', accent: '#b91c1c', tint: '#fef2f2' },
  { from: '#1d4ed8', to: '#0369a1', accent: '#1d4ed8', tint: '#eff6ff' },
  { from: '#7e22ce', to: '#be185d', accent: '#7e22ce', tint: '#faf5ff' },
  { from: '#166534', to: '#15803d', accent: '#166534', tint: '#f0fdf4' },
];

export const themeFor = (appName: string): PageTheme => pick(THEMES, seedOf(appName.toLowerCase()));
