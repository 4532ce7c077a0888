import { LOGO_COLOR_SCHEMES, LOGO_LAYOUTS, LOGO_STYLES, type LogoVariant } from '@aiapp/contracts';
import { buildLogo } from './build-logo';
import type { LogoColorScheme, LogoInput } from './types';

/** The scheme after `scheme` in the contract's order: a second palette for half of the grid. */
function neighbourScheme(scheme: LogoColorScheme): LogoColorScheme {
  const index = LOGO_COLOR_SCHEMES.indexOf(scheme);
  return LOGO_COLOR_SCHEMES[(index + 1) % LOGO_COLOR_SCHEMES.length] ?? scheme;
}

/**
 * Every layout in every style (3 × 3), the requested one first. The rest alternate between the
 * requested palette and its neighbour, so the grid varies type, layout and colour while staying
 * near what the visitor picked. Each is the same pure `buildLogo` a request for it would run,
 * so sending a variant's options back yields exactly its SVG.
 */
export function logoVariantInputs(input: LogoInput): LogoInput[] {
  const requested: LogoInput = { ...input, layout: input.layout ?? 'monogram' };
  const others = LOGO_LAYOUTS.flatMap((layout) => LOGO_STYLES.map((style) => ({ layout, style })))
    .filter(({ layout, style }) => layout !== requested.layout || style !== requested.style)
    .map(({ layout, style }, index) => ({
      text: input.text,
      style,
      layout,
      color_scheme: index % 2 === 0 ? neighbourScheme(input.color_scheme) : input.color_scheme,
    }));
  return [requested, ...others];
}

export function buildLogoVariants(input: LogoInput): LogoVariant[] {
  return logoVariantInputs(input).map((variant) => ({
    style: variant.style,
    color_scheme: variant.color_scheme,
    layout: variant.layout ?? 'monogram',
    svg_code: buildLogo(variant).svg_code,
  }));
}
