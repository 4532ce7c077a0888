import { fitText } from '../fit-text';
import { splitGraphemes } from '../graphemes';
import { renderMonogramText } from '../monogram-text';
import { element, linearGradient } from '../svg-elements';
import { renderTextBlock, textBlockHeight } from '../text-block';
import { BOLD_MIXED_CASE } from '../typography';
import type { LogoArtwork, StyleContext } from '../types';

const WIDTH = 640;
const HEIGHT = 200;
const MARK = { x: 28, y: 28, size: 144, radius: 36 };
const WORDMARK_X = 204;
const RIGHT_MARGIN = 24;
const ACCENT_BAR = { width: 44, height: 6 };

/**
 * App-icon lockup: a rounded square with a diagonal gradient, soft light
 * shapes and a white monogram, followed by a bold wordmark with a short
 * gradient underline.
 */
export function renderModern({ text, monogram, palette, id }: StyleContext): LogoArtwork {
  const ids = { fill: id('fill'), gloss: id('gloss'), clip: id('clip'), shadow: id('shadow') };
  const square = { x: MARK.x, y: MARK.y, width: MARK.size, height: MARK.size, rx: MARK.radius };
  const center = MARK.x + MARK.size / 2;

  const defs = [
    linearGradient(ids.fill, palette.primary, palette.secondary),
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
    renderMonogramText({
      monogram,
      centerX: center,
      centerY: center,
      maxWidth: MARK.size * 0.68,
      maxFontSize: splitGraphemes(monogram).length > 1 ? 60 : 76,
      fill: palette.onPrimary,
      fontWeight: 800,
    }),
  ]);

  const fitted = fitText(text, {
    metrics: BOLD_MIXED_CASE,
    maxWidth: WIDTH - WORDMARK_X - RIGHT_MARGIN,
    maxFontSize: 60,
    minFontSize: 34,
    maxWrappedFontSize: 42,
    allowWrap: true,
  });
  const barGap = Math.max(14, fitted.fontSize * 0.42);
  const blockHeight = textBlockHeight(fitted) + barGap + ACCENT_BAR.height;
  const wordmark = renderTextBlock({
    fitted,
    x: WORDMARK_X,
    top: HEIGHT / 2 - blockHeight / 2,
    anchor: 'start',
    fill: palette.text,
    fontWeight: 700,
  });
  const accentBar = element('rect', {
    x: WORDMARK_X + 2,
    y: wordmark.lastBaseline + barGap,
    ...ACCENT_BAR,
    rx: ACCENT_BAR.height / 2,
    fill: `url(#${ids.fill})`,
  });

  return { width: WIDTH, height: HEIGHT, defs, body: [mark, ...wordmark.markup, accentBar] };
}
