import sharp from 'sharp';
import { OPEN_GRAPH_IMAGE, PLAY_FEATURE_GRAPHIC, type PixelSize } from '@aiapp/store-facts';
import { fitText } from '../logo/fit-text';
import { element } from '../logo/svg-elements';
import { renderTextBlock, textBlockHeight } from '../logo/text-block';
import { unsupportedCharacters, type TextStyle } from '../logo/type/shape-line';
import { TEXT_STYLES } from '../logo/typography';
import { luma } from '../pixels/luma';
import { hexToRgb, rgbToHex, type Rgb } from '../pixels/raw-image';

const NAME_STYLE: TextStyle = TEXT_STYLES.modernWordmark;
const LINE_STYLE: TextStyle = { typeface: { family: 'Inter', weight: 400 }, trackingEm: 0 };

export interface BrandArt {
  readonly name: string;
  /** The subtitle or short description, drawn under the name when there is room. */
  readonly line: string;
  /** The opaque 512 px icon (Play's). */
  readonly icon: Buffer;
  /** Primary then accent; from the icon's own colour when the profile gives none. */
  readonly colors: readonly string[];
}

/** The profile's brand colours, or the icon's dominant colour and a darker shade of it. */
export async function brandColours(icon: Buffer, given: readonly string[]): Promise<[Rgb, Rgb]> {
  const dark = (c: Rgb): Rgb => ({ r: Math.round(c.r * 0.55), g: Math.round(c.g * 0.55), b: Math.round(c.b * 0.55) });
  if (given.length >= 2) return [hexToRgb(given[0]!), hexToRgb(given[1]!)];
  if (given.length === 1) return [hexToRgb(given[0]!), dark(hexToRgb(given[0]!))];
  const { dominant } = await sharp(icon).stats();
  return [dominant, dark(dominant)];
}

const drawable = (text: string, style: TextStyle) =>
  text.trim() !== '' && unsupportedCharacters(text, style.typeface).length === 0;

/** A banner: the brand gradient, the icon with rounded corners at the left, the name (and a line) beside it. */
async function banner(size: PixelSize, art: BrandArt, [from, to]: [Rgb, Rgb]): Promise<Buffer> {
  const { width, height } = size;
  const iconSize = Math.round(height * 0.52);
  const margin = Math.round(height * 0.18);
  const textLeft = margin + iconSize + Math.round(height * 0.1);
  const textWidth = width - textLeft - margin;
  const ink = luma(from.r, from.g, from.b) > 150 ? '#111111' : '#FFFFFF';
  const text: string[] = [];
  const showName = drawable(art.name, NAME_STYLE);
  let iconLeft = margin;
  if (showName) {
    const name = fitText(art.name, {
      style: NAME_STYLE,
      maxWidth: textWidth,
      maxFontSize: height * 0.16,
      minFontSize: height * 0.09,
      maxWrappedFontSize: height * 0.11,
      allowWrap: true,
    });
    const line = drawable(art.line, LINE_STYLE)
      ? fitText(art.line, {
          style: LINE_STYLE,
          maxWidth: textWidth,
          maxFontSize: height * 0.065,
          minFontSize: height * 0.045,
          maxWrappedFontSize: height * 0.05,
          allowWrap: false,
        })
      : undefined;
    const gap = height * 0.06;
    const blockHeight = textBlockHeight(name, NAME_STYLE) + (line ? gap + textBlockHeight(line, LINE_STYLE) : 0);
    const top = (height - blockHeight) / 2;
    const drawn = renderTextBlock({ fitted: name, style: NAME_STYLE, x: textLeft, top, anchor: 'start', fill: ink });
    text.push(...drawn.markup);
    if (line)
      text.push(
        ...renderTextBlock({
          fitted: line,
          style: LINE_STYLE,
          x: textLeft,
          top: drawn.lastBaseline + gap,
          anchor: 'start',
          fill: ink,
        }).markup,
      );
  } else {
    iconLeft = Math.round((width - iconSize) / 2);
  }
  const gradient = element('linearGradient', { id: 'g', x1: 0, y1: 0, x2: 1, y2: 1 }, [
    element('stop', { offset: 0, 'stop-color': rgbToHex(from) }),
    element('stop', { offset: 1, 'stop-color': rgbToHex(to) }),
  ]);
  const radius = Math.round(iconSize * 0.22);
  const iconTop = Math.round((height - iconSize) / 2);
  // A soft shadow and a faint light edge under the icon: an icon of the brand colour itself (the
  // colours are taken from it when the profile gives none) still stands apart from the background.
  const plate = { x: iconLeft, y: iconTop, width: iconSize, height: iconSize, rx: radius };
  const svg = element('svg', { xmlns: 'http://www.w3.org/2000/svg', width, height, viewBox: `0 0 ${width} ${height}` }, [
    element('defs', {}, [
      gradient,
      element('filter', { id: 's', x: -0.2, y: -0.2, width: 1.4, height: 1.4 }, [
        element('feGaussianBlur', { stdDeviation: Math.round(iconSize * 0.04) }),
      ]),
    ]),
    element('rect', { width, height, fill: 'url(#g)' }),
    element('rect', { ...plate, y: iconTop + Math.round(iconSize * 0.03), fill: '#000000', opacity: 0.35, filter: 'url(#s)' }),
    element('rect', {
      ...plate,
      fill: 'none',
      stroke: '#FFFFFF',
      'stroke-opacity': 0.35,
      'stroke-width': Math.max(2, iconSize * 0.012),
    }),
    ...text,
  ]);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${iconSize}" height="${iconSize}"><rect width="${iconSize}" height="${iconSize}" rx="${radius}" fill="#fff"/></svg>`,
  );
  const icon = await sharp(art.icon)
    .resize(iconSize, iconSize)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: icon, left: iconLeft, top: iconTop }])
    .flatten({ background: rgbToHex(from) })
    .removeAlpha()
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** Google Play's feature graphic: 1024×500, 24-bit PNG without alpha (STORE_RULE_SOURCES.playGraphicAssets). */
export async function featureGraphic(art: BrandArt): Promise<Buffer> {
  return banner(PLAY_FEATURE_GRAPHIC, art, await brandColours(art.icon, art.colors));
}

/** The landing page's Open Graph and X card image, 1200×630. */
export async function openGraphImage(art: BrandArt): Promise<Buffer> {
  return banner(OPEN_GRAPH_IMAGE, art, await brandColours(art.icon, art.colors));
}
