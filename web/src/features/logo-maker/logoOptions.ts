import { LOGO_COLOR_SCHEMES, LOGO_LAYOUTS, LOGO_PALETTES, LOGO_STYLES } from '@aiapp/contracts';
import type { SelectOption } from '../../components/form/SelectField';
import type { LogoColorScheme, LogoLayout, LogoStyle } from './generateLogo';

const STYLE_LABELS: Readonly<Record<LogoStyle, string>> = {
  modern: 'Modern',
  circular: 'Circular',
  minimalist: 'Minimalist',
};

export const STYLE_OPTIONS: readonly SelectOption<LogoStyle>[] = LOGO_STYLES.map((value) => ({
  value,
  label: STYLE_LABELS[value],
}));

const LAYOUT_LABELS: Readonly<Record<LogoLayout, string>> = {
  monogram: 'Initials and name',
  wordmark: 'Name only',
  symbol: 'Symbol and name',
};

export const LAYOUT_OPTIONS: readonly SelectOption<LogoLayout>[] = LOGO_LAYOUTS.map((value) => ({
  value,
  label: LAYOUT_LABELS[value],
}));

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
