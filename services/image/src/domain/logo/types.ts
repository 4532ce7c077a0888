export type LogoStyle = 'modern' | 'circular' | 'minimalist';
export type LogoColorScheme = 'blue' | 'green' | 'purple' | 'red' | 'orange';

export interface LogoInput {
  text: string;
  style: LogoStyle;
  color_scheme: LogoColorScheme;
}

export interface LogoOutput {
  svg_code: string;
  css_styles: string;
}

export interface Palette {
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

export interface StyleContext {
  /** Normalised (trimmed, collapsed, capped) but NOT escaped user text. */
  text: string;
  /** Upper-cased initials, NOT escaped. */
  monogram: string;
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
