import { fitText } from '../fit-text';
import { renderMarkContent } from '../mark-content';
import { element, linearGradient } from '../svg-elements';
import { renderTextBlock, textBlockHeight } from '../text-block';
import { TEXT_STYLES } from '../typography';
import type { LogoArtwork, StyleContext } from '../types';

const WIDTH = 640;
const HEIGHT = 200;
const MARK = { x: 28, y: 28, size: 144, radius: 36 };
const WORDMARK_X = 204;
const MARGIN = 40;
const ACCENT_BAR = { width: 44, height: 6 };

/**
 * App-icon lockup: a rounded square with a diagonal gradient, soft light
 * shapes and white initials (or a symbol), followed by a bold wordmark with
 * a short gradient underline. The wordmark layout centres the name alone.
 */
export function renderModern(context: StyleContext): LogoArtwork {
  const { text, palette, id, layout } = context;
  const ids = { fill: id('fill'), gloss: id('gloss'), clip: id('clip'), shadow: id('shadow') };
  const square = { x: MARK.x, y: MARK.y, width: MARK.size, height: MARK.size, rx: MARK.radius };
  const center = MARK.x + MARK.size / 2;
  const withMark = layout !== 'wordmark';

  const markDefs = [
    element('linearGradient', { id: ids.gloss, x1: 0, y1: 0, x2: 0, y2: 1 }, [
      element('stop', { offset: 0, 'stop-color': '#FFFFFF', 'stop-opacity': 0.32 }),
      element('stop', { offset: 1, 'stop-color': '#FFFFFF', 'stop-opacity': 0 }),
    ]),
    element('clipPath', { id: ids.clip }, [element('rect', square)]),
    element('filter', { id: ids.shadow, x: -0.3, y: -0.3, width: 1.6, height: 1.7 }, [
      element('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 7 }),
      element('feOffset', { dy: 7, result: 'blur' }),
      element('feFlood', { 'flood-color': palette.primary, 'flood-opacity': 0.35 }),
      element('feComposite', { in2: 'blur', operator: 'in' }),
      element('feMerge', {}, [element('feMergeNode', {}), element('feMergeNode', { in: 'SourceGraphic' })]),
    ]),
  ];

  const mark = element('g', {}, [
    element('rect', { ...square, fill: `url(#${ids.fill})`, filter: `url(#${ids.shadow})` }),
    element('g', { 'clip-path': `url(#${ids.clip})` }, [
      element('circle', { cx: MARK.x + MARK.size, cy: MARK.y, r: 78, fill: '#FFFFFF', 'fill-opacity': 0.14 }),
      element('circle', { cx: MARK.x + 6, cy: MARK.y + MARK.size, r: 54, fill: '#FFFFFF', 'fill-opacity': 0.1 }),
      element('rect', { x: MARK.x, y: MARK.y, width: MARK.size, height: MARK.size / 2, fill: `url(#${ids.gloss})` }),
    ]),
    ...renderMarkContent(context, {
      centerX: center,
      centerY: center,
      size: MARK.size * (layout === 'symbol' ? 0.5 : 0.62),
      maxFontSize: { one: 76, two: 60 },
      style: TEXT_STYLES.modernMark,
      fill: palette.onPrimary,
    }),
  ]);

  const style = TEXT_STYLES.modernWordmark;
  const textX = withMark ? WORDMARK_X : WIDTH / 2;
  const fitted = fitText(text, {
    style,
    maxWidth: withMark ? WIDTH - WORDMARK_X - MARGIN : WIDTH - 2 * MARGIN,
    maxFontSize: withMark ? 60 : 72,
    minFontSize: 34,
    maxWrappedFontSize: 42,
    allowWrap: true,
  });
  const barGap = Math.max(14, fitted.fontSize * 0.42);
  const blockHeight = textBlockHeight(fitted, style) + barGap + ACCENT_BAR.height;
  const wordmark = renderTextBlock({
    fitted,
    style,
    x: textX,
    top: HEIGHT / 2 - blockHeight / 2,
    anchor: withMark ? 'start' : 'middle',
    fill: palette.text,
  });
  const accentBar = element('rect', {
    x: withMark ? WORDMARK_X + 2 : WIDTH / 2 - ACCENT_BAR.width / 2,
    y: wordmark.lastBaseline + barGap,
    ...ACCENT_BAR,
    rx: ACCENT_BAR.height / 2,
    fill: `url(#${ids.fill})`,
  });

  return {
    width: WIDTH,
    height: HEIGHT,
    defs: [linearGradient(ids.fill, palette.primary, palette.secondary), ...(withMark ? markDefs : [])],
    body: [...(withMark ? [mark] : []), ...wordmark.markup, accentBar],
  };
}
