import { fitText } from '../fit-text';
import { splitGraphemes } from '../graphemes';
import { renderMonogramText } from '../monogram-text';
import { element, linearGradient } from '../svg-elements';
import { renderTextBlock, textBlockHeight } from '../text-block';
import { LIGHT_TRACKED } from '../typography';
import type { LogoArtwork, StyleContext } from '../types';

const WIDTH = 560;
const HEIGHT = 320;
const SIDE_MARGIN = 64;
const FRAME = 88;
const ACCENT = 28;
const MARK_TO_TEXT = 40;
const HAIRLINE = { width: 28, gap: 22 };

/**
 * Stacked lockup with generous whitespace: a hairline square frame holding
 * light initials, a small gradient square overlapping its top-right corner,
 * then a light, widely tracked wordmark and a short hairline.
 */
export function renderMinimalist({ text, monogram, palette, id }: StyleContext): LogoArtwork {
  const ids = { accent: id('accent') };
  const fitted = fitText(text, {
    metrics: LIGHT_TRACKED,
    maxWidth: WIDTH - 2 * SIDE_MARGIN,
    maxFontSize: 40,
    minFontSize: 24,
    maxWrappedFontSize: 28,
    allowWrap: true,
  });

  // Centre the whole stack (mark, wordmark, hairline) vertically.
  const stackHeight = FRAME + MARK_TO_TEXT + textBlockHeight(fitted) + HAIRLINE.gap;
  const frameTop = (HEIGHT - stackHeight) / 2;
  const frameLeft = (WIDTH - FRAME) / 2;
  const centerX = WIDTH / 2;

  const mark = element('g', {}, [
    element('rect', {
      x: frameLeft,
      y: frameTop,
      width: FRAME,
      height: FRAME,
      fill: 'none',
      stroke: palette.text,
      'stroke-width': 1.75,
    }),
    element('rect', {
      x: frameLeft + FRAME - ACCENT * 0.6,
      y: frameTop - ACCENT * 0.4,
      width: ACCENT,
      height: ACCENT,
      fill: `url(#${ids.accent})`,
    }),
    renderMonogramText({
      monogram,
      centerX: frameLeft + FRAME / 2,
      centerY: frameTop + FRAME / 2 + 2,
      maxWidth: FRAME * 0.72,
      maxFontSize: splitGraphemes(monogram).length > 1 ? 34 : 44,
      fill: palette.text,
      fontWeight: 300,
    }),
  ]);

  const wordmark = renderTextBlock({
    fitted,
    x: centerX,
    top: frameTop + FRAME + MARK_TO_TEXT,
    anchor: 'middle',
    fill: palette.text,
    fontWeight: 300,
    letterSpacingEm: LIGHT_TRACKED.letterSpacingEm,
  });
  const hairline = element('line', {
    x1: centerX - HAIRLINE.width / 2,
    y1: wordmark.lastBaseline + HAIRLINE.gap,
    x2: centerX + HAIRLINE.width / 2,
    y2: wordmark.lastBaseline + HAIRLINE.gap,
    stroke: palette.primary,
    'stroke-width': 1.5,
  });

  return {
    width: WIDTH,
    height: HEIGHT,
    defs: [linearGradient(ids.accent, palette.primary, palette.secondary)],
    body: [mark, ...wordmark.markup, hairline],
  };
}
