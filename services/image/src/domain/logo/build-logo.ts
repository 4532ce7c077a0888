import { LOGO_LAYOUTS, LOGO_PALETTES } from '@aiapp/contracts';
import { buildLogoCss } from './css-styles';
import { buildIdSuffix, makeIdFactory } from './id-suffix';
import { assertLogoFontsCover } from './logo-coverage';
import { buildMonogram } from './monogram';
import { normalizeLogoText } from './normalize-text';
import { isLogoStyle, STYLE_RENDERERS } from './styles/renderers';
import { renderSvgDocument } from './svg-document';
import type { LogoInput, LogoLayout, LogoOutput } from './types';

const isLogoLayout = (value: unknown): value is LogoLayout => (LOGO_LAYOUTS as readonly unknown[]).includes(value);

/** Accessible name when the text is empty after normalisation. */
const FALLBACK_TITLE = 'Logo';

/**
 * Renders a logo as standalone SVG plus companion CSS. Pure and
 * deterministic: the same input always yields byte-identical output.
 */
export function buildLogo(input: LogoInput): LogoOutput {
  // Types vanish at runtime; a bad value from an API payload must fail
  // loudly here rather than render "undefined" colours.
  if (!isLogoStyle(input.style)) {
    throw new RangeError(`Unknown logo style: ${String(input.style)}`);
  }
  if (!Object.hasOwn(LOGO_PALETTES, input.color_scheme)) {
    throw new RangeError(`Unknown logo color scheme: ${String(input.color_scheme)}`);
  }
  const text = normalizeLogoText(typeof input.text === 'string' ? input.text : '');
  assertLogoFontsCover(text);
  const palette = LOGO_PALETTES[input.color_scheme];
  const layout = input.layout ?? 'monogram';
  if (!isLogoLayout(layout)) {
    throw new RangeError(`Unknown logo layout: ${String(layout)}`);
  }
  const suffix = buildIdSuffix([text, input.style, input.color_scheme, layout]);
  const id = makeIdFactory(suffix);

  const artwork = STYLE_RENDERERS[input.style]({
    text,
    monogram: buildMonogram(text),
    layout,
    palette,
    id,
  });

  return {
    svg_code: renderSvgDocument({ artwork, title: text || FALLBACK_TITLE, titleId: id('title') }),
    css_styles: buildLogoCss({ style: input.style, palette, artwork }),
  };
}
