import { LOGO_PALETTES } from '@aiapp/contracts';
import { buildLogoCss } from './css-styles';
import { buildIdSuffix, makeIdFactory } from './id-suffix';
import { buildMonogram } from './monogram';
import { normalizeLogoText } from './normalize-text';
import { isLogoStyle, STYLE_RENDERERS } from './styles/renderers';
import { renderSvgDocument } from './svg-document';
import type { LogoInput, LogoOutput } from './types';

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
  const palette = LOGO_PALETTES[input.color_scheme];
  const suffix = buildIdSuffix([text, input.style, input.color_scheme]);
  const id = makeIdFactory(suffix);

  const artwork = STYLE_RENDERERS[input.style]({
    text,
    monogram: buildMonogram(text),
    palette,
    id,
  });

  return {
    svg_code: renderSvgDocument({ artwork, title: text || FALLBACK_TITLE, titleId: id('title') }),
    css_styles: buildLogoCss({ style: input.style, palette, artwork }),
  };
}
