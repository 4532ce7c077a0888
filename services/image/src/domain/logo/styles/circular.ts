import { fitText } from '../fit-text';
import { renderMarkContent } from '../mark-content';
import { element, linearGradient } from '../svg-elements';
import { renderTextBlock, textBlockHeight } from '../text-block';
import { TEXT_STYLES } from '../typography';
import type { LogoArtwork, Palette, StyleContext } from '../types';
import { pointsOnCircle, type Point, ribbonFoldPaths, type RibbonGeometry, ribbonTailPaths, starPath } from './badge-geometry';

const SIZE = 400;
const CENTER: Point = { x: SIZE / 2, y: SIZE / 2 };
const OUTER_RADIUS = 180;
const DISC_RADIUS = 136;
const BAND_X = 44;
const BAND_PADDING_X = 22;
const BAND_PADDING_Y = 14;
const RIBBON_CENTER_Y = 284;
/** Room for the name inside the disc (wordmark layout): two lines stay clear of the rim. */
const DISC_TEXT_WIDTH = DISC_RADIUS * 1.45;

/**
 * Emblem: a gradient ring studded with dots like a coin edge, a white
 * centre disc with gradient initials (or a symbol), and a dark
 * swallow-tailed ribbon across the lower half carrying the upper-cased name.
 * The wordmark layout sets the name inside the disc and drops the ribbon.
 */
export function renderCircular(context: StyleContext): LogoArtwork {
  const { text, palette, id, layout } = context;
  const ids = { ring: id('ring'), shadow: id('shadow') };

  const defs = [
    linearGradient(ids.ring, palette.primary, palette.secondary),
    element('filter', { id: ids.shadow, x: -0.2, y: -0.2, width: 1.4, height: 1.4 }, [
      element('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 5 }),
      element('feOffset', { dy: 4, result: 'blur' }),
      element('feFlood', { 'flood-color': palette.text, 'flood-opacity': 0.25 }),
      element('feComposite', { in2: 'blur', operator: 'in' }),
      element('feMerge', {}, [element('feMergeNode', {}), element('feMergeNode', { in: 'SourceGraphic' })]),
    ]),
  ];

  const circle = (r: number, attributes: Record<string, string | number>): string =>
    element('circle', { cx: CENTER.x, cy: CENTER.y, r, ...attributes });
  const edgeDots = pointsOnCircle(CENTER, (OUTER_RADIUS + DISC_RADIUS) / 2, 32).map((p) =>
    element('circle', { cx: p.x, cy: p.y, r: 2.6, fill: palette.onPrimary, 'fill-opacity': 0.55 }),
  );
  const emblem = element('g', { filter: `url(#${ids.shadow})` }, [circle(OUTER_RADIUS, { fill: `url(#${ids.ring})` })]);
  const badge = [
    emblem,
    circle(OUTER_RADIUS - 7, { fill: 'none', stroke: palette.onPrimary, 'stroke-opacity': 0.5, 'stroke-width': 1.5 }),
    ...edgeDots,
    circle(DISC_RADIUS, { fill: palette.onPrimary }),
    circle(DISC_RADIUS - 10, { fill: palette.tint, stroke: palette.accent, 'stroke-width': 2 }),
    element('path', { d: starPath({ x: CENTER.x, y: CENTER.y - DISC_RADIUS + 34 }, 10), fill: `url(#${ids.ring})` }),
  ];

  if (layout === 'wordmark') {
    return { width: SIZE, height: SIZE, defs, body: [...badge, ...nameInDisc(text, `url(#${ids.ring})`)] };
  }

  const mark = renderMarkContent(context, {
    centerX: CENTER.x,
    centerY: CENTER.y - 14,
    size: DISC_RADIUS * (layout === 'symbol' ? 0.62 : 0.95),
    maxFontSize: { one: 96, two: 78 },
    style: TEXT_STYLES.circularMark,
    fill: `url(#${ids.ring})`,
  });
  return { width: SIZE, height: SIZE, defs, body: [...badge, ...mark, ...ribbonWithName(text, palette)] };
}

function nameInDisc(text: string, fill: string): string[] {
  const style = TEXT_STYLES.circularMark;
  const fitted = fitText(text.toUpperCase(), {
    style,
    maxWidth: DISC_TEXT_WIDTH,
    maxFontSize: 56,
    minFontSize: 30,
    maxWrappedFontSize: 34,
    allowWrap: true,
  });
  const top = CENTER.y + 8 - textBlockHeight(fitted, style) / 2;
  return renderTextBlock({ fitted, style, x: CENTER.x, top, anchor: 'middle', fill }).markup;
}

function ribbonWithName(text: string, palette: Palette): string[] {
  const style = TEXT_STYLES.circularLabel;
  const fitted = fitText(text.toUpperCase(), {
    style,
    maxWidth: SIZE - 2 * BAND_X - 2 * BAND_PADDING_X,
    maxFontSize: 30,
    minFontSize: 20,
    maxWrappedFontSize: 22,
    allowWrap: true,
  });
  const bandHeight = textBlockHeight(fitted, style) + 2 * BAND_PADDING_Y;
  const ribbon: RibbonGeometry = {
    band: { x: BAND_X, y: RIBBON_CENTER_Y - bandHeight / 2, width: SIZE - 2 * BAND_X, height: bandHeight },
    tailLength: 30,
    drop: 12,
  };
  const label = renderTextBlock({
    fitted,
    style,
    x: CENTER.x,
    top: ribbon.band.y + BAND_PADDING_Y,
    anchor: 'middle',
    fill: palette.onPrimary,
  });
  return [
    ...ribbonTailPaths(ribbon).map((d) => element('path', { d, fill: palette.primary })),
    ...ribbonFoldPaths(ribbon).map((d) => element('path', { d, fill: palette.text, 'fill-opacity': 0.6 })),
    element('rect', { ...ribbon.band, rx: 3, fill: palette.text }),
    ...label.markup,
  ];
}
