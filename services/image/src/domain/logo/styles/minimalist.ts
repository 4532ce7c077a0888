import { fitText } from '../fit-text';
import { renderMarkContent } from '../mark-content';
import { element, linearGradient } from '../svg-elements';
import { renderTextBlock, textBlockHeight } from '../text-block';
import { TEXT_STYLES } from '../typography';
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
 * light initials (or a symbol), a small gradient square overlapping its
 * top-right corner, then a light, widely tracked wordmark and a short
 * hairline. The wordmark layout keeps only the name and the hairline.
 */
export function renderMinimalist(context: StyleContext): LogoArtwork {
  const { text, palette, id, layout } = context;
  const ids = { accent: id('accent') };
  const withMark = layout !== 'wordmark';
  const style = TEXT_STYLES.minimalistWordmark;
  const fitted = fitText(text, {
    style,
    maxWidth: WIDTH - 2 * SIDE_MARGIN,
    maxFontSize: withMark ? 40 : 52,
    minFontSize: 24,
    maxWrappedFontSize: withMark ? 28 : 36,
    allowWrap: true,
  });

  // Centre the whole stack (mark, wordmark, hairline) vertically.
  const markHeight = withMark ? FRAME + MARK_TO_TEXT : 0;
  const stackHeight = markHeight + textBlockHeight(fitted, style) + HAIRLINE.gap;
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
    ...renderMarkContent(context, {
      centerX: frameLeft + FRAME / 2,
      centerY: frameTop + FRAME / 2 + 2,
      size: FRAME * (layout === 'symbol' ? 0.46 : 0.56),
      maxFontSize: { one: 44, two: 34 },
      style: TEXT_STYLES.minimalistMark,
      fill: palette.text,
    }),
  ]);

  const wordmark = renderTextBlock({
    fitted,
    style,
    x: centerX,
    top: frameTop + markHeight,
    anchor: 'middle',
    fill: palette.text,
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
    defs: withMark ? [linearGradient(ids.accent, palette.primary, palette.secondary)] : [],
    body: [...(withMark ? [mark] : []), ...wordmark.markup, hairline],
  };
}
