import type { LOGO_COLOR_SCHEMES, LOGO_LAYOUTS, LOGO_STYLES, LogoPalette } from '@aiapp/contracts';

export type LogoStyle = (typeof LOGO_STYLES)[number];
export type LogoColorScheme = (typeof LOGO_COLOR_SCHEMES)[number];
export type LogoLayout = (typeof LOGO_LAYOUTS)[number];
export type Palette = LogoPalette;

export interface LogoInput {
  text: string;
  style: LogoStyle;
  color_scheme: LogoColorScheme;
  /** Initials mark with the name when absent. */
  layout?: LogoLayout;
}

export interface LogoOutput {
  svg_code: string;
  css_styles: string;
}

export interface StyleContext {
  /** Normalised (trimmed, collapsed, capped) but NOT escaped user text. */
  text: string;
  /** Upper-cased initials, NOT escaped. */
  monogram: string;
  layout: LogoLayout;
  palette: Palette;
  /** Turns a local name into an id unique to this logo. */
  id: (name: string) => string;
}

export interface LogoArtwork {
  width: number;
  height: number;
  /** Markup placed inside <defs>. */
  defs: string[];
  /** Markup placed after <defs>. */
  body: string[];
}

export type StyleRenderer = (context: StyleContext) => LogoArtwork;
