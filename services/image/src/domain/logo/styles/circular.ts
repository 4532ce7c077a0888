import { fitText } from '../fit-text';
import { splitGraphemes } from '../graphemes';
import { renderMonogramText } from '../monogram-text';
import { element, linearGradient, textContent } from '../svg-elements';
import { BOLD_UPPER_CASE, CAP_HEIGHT_EM, FONT_STACK } from '../typography';
import type { LogoArtwork, StyleContext } from '../types';
import { arcLength, halfCirclePath, type Point, starPath } from './circular-geometry';

const SIZE = 400;
const CENTER: Point = { x: SIZE / 2, y: SIZE / 2 };
const OUTER_RADIUS = 186;
const INNER_RADIUS = 128;
const BAND_MIDDLE = (OUTER_RADIUS + INNER_RADIUS) / 2;
// Text may use this much of each half circle; the rest is left for the
// star ornaments at 3 and 9 o'clock.
const TEXT_ARC_DEGREES = 136;

/**
 * Emblem: a gradient ring carrying the upper-cased name on its top arc
 * (wrapping to the bottom arc when long), stars dividing the two arcs,
 * and a white centre disc with gradient-filled initials.
 */
export function renderCircular({ text, monogram, palette, id }: StyleContext): LogoArtwork {
  const ids = { ring: id('ring'), top: id('arc-top'), bottom: id('arc-bottom'), shadow: id('shadow') };
  const label = text.toUpperCase();
  const fitted = fitText(label, {
    metrics: BOLD_UPPER_CASE,
    maxWidth: arcLength(BAND_MIDDLE - 12, TEXT_ARC_DEGREES),
    maxFontSize: 34,
    minFontSize: 22,
    maxWrappedFontSize: 30,
    allowWrap: true,
  });
  const { fontSize } = fitted;
  const halfCap = (fontSize * CAP_HEIGHT_EM) / 2;
  const topLine = fitted.lines[0] ?? '';
  const bottomLine = fitted.lines[1];

  const defs = [
    linearGradient(ids.ring, palette.primary, palette.secondary),
    element('path', { id: ids.top, d: halfCirclePath(CENTER, BAND_MIDDLE - halfCap, 'top') }),
    element('path', { id: ids.bottom, d: halfCirclePath(CENTER, BAND_MIDDLE + halfCap, 'bottom') }),
    element('filter', { id: ids.shadow, x: -0.2, y: -0.2, width: 1.4, height: 1.4 }, [
      element('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: 4 }),
      element('feOffset', { dy: 3, result: 'blur' }),
      element('feFlood', { 'flood-color': palette.text, 'flood-opacity': 0.22 }),
      element('feComposite', { in2: 'blur', operator: 'in' }),
      element('feMerge', {}, [element('feMergeNode', {}), element('feMergeNode', { in: 'SourceGraphic' })]),
    ]),
  ];

  const ringText = (line: string, pathId: string): string =>
    element(
      'text',
      {
        'font-family': FONT_STACK,
        'font-size': fontSize,
        'font-weight': 700,
        'letter-spacing': fontSize * BOLD_UPPER_CASE.letterSpacingEm,
        fill: palette.onPrimary,
      },
      [
        element('textPath', { href: `#${pathId}`, 'xlink:href': `#${pathId}`, startOffset: '50%', 'text-anchor': 'middle' }, [
          textContent(line),
        ]),
      ],
    );

  const ornaments = [
    element('path', { d: starPath({ x: CENTER.x - BAND_MIDDLE, y: CENTER.y }, 9), fill: palette.onPrimary }),
    element('path', { d: starPath({ x: CENTER.x + BAND_MIDDLE, y: CENTER.y }, 9), fill: palette.onPrimary }),
  ];
  const bottom =
    bottomLine === undefined
      ? [-22, 0, 22].map((dx) =>
          element('path', {
            d: starPath({ x: CENTER.x + dx, y: CENTER.y + BAND_MIDDLE }, dx === 0 ? 11 : 7),
            fill: palette.onPrimary,
            'fill-opacity': dx === 0 ? 1 : 0.75,
          }),
        )
      : [ringText(bottomLine, ids.bottom)];

  const body = [
    element('circle', { cx: CENTER.x, cy: CENTER.y, r: OUTER_RADIUS, fill: `url(#${ids.ring})`, filter: `url(#${ids.shadow})` }),
    element('circle', {
      cx: CENTER.x,
      cy: CENTER.y,
      r: OUTER_RADIUS - 8,
      fill: 'none',
      stroke: palette.onPrimary,
      'stroke-opacity': 0.45,
      'stroke-width': 1.5,
    }),
    element('circle', { cx: CENTER.x, cy: CENTER.y, r: INNER_RADIUS, fill: palette.onPrimary }),
    element('circle', {
      cx: CENTER.x,
      cy: CENTER.y,
      r: INNER_RADIUS - 12,
      fill: palette.tint,
      stroke: palette.accent,
      'stroke-width': 2,
    }),
    ...ornaments,
    ringText(topLine, ids.top),
    ...bottom,
    renderMonogramText({
      monogram,
      centerX: CENTER.x,
      centerY: CENTER.y,
      maxWidth: (INNER_RADIUS - 12) * 1.45,
      maxFontSize: splitGraphemes(monogram).length > 1 ? 84 : 104,
      fill: `url(#${ids.ring})`,
      fontWeight: 800,
    }),
  ];
  return { width: SIZE, height: SIZE, defs, body };
}
