import type { Rect } from '../mockupGeometry';
import { fitText, type FittedText, type MeasureText } from './textFit';

/**
 * Where the text, devices and screenshot card go on one store image, as plain geometry so it
 * can be tested without a canvas. Portrait canvases stack the text above the devices (below
 * them in `caption-below`); the landscape feature graphic puts the text left and the device
 * right. Every layout keeps each device, and so each capture, wholly on the canvas.
 */

export const LAYOUTS = ['caption-above', 'caption-below', 'tilted', 'two-devices', 'full-bleed', 'panorama', 'card'] as const;
export type LayoutKind = (typeof LAYOUTS)[number];

/** The tilted layout's turn, in radians (negative: anticlockwise): enough to read as a choice, little enough to read the screen. */
export const TILT_RADIANS = (-8 * Math.PI) / 180;

export interface Size {
  width: number;
  height: number;
}

export interface TextBlock {
  fitted: FittedText;
  /** The anchor: the centre line for centred text, the left edge for left-aligned text. */
  x: number;
  /** Top of the first line box. */
  y: number;
  align: 'center' | 'left';
}

export interface ScreenshotCard {
  rect: Rect;
  /** Rounded corners and a shadow (`card`), or a flat edge-to-edge capture (`full-bleed`). */
  rounded: boolean;
}

export interface ShotPlan {
  headline: TextBlock;
  subline: TextBlock;
  /** Device bodies, back to front, each wholly on the canvas (also once turned by `tilt`). */
  devices: Rect[];
  /** Turn of every device about its own centre, in radians; 0 but in the tilted layout. */
  tilt: number;
  /** The frameless layouts' screenshot, sized to the screenshot so nothing is cropped. */
  card: ScreenshotCard | null;
}

export interface ShotInput {
  canvas: Size;
  layout: LayoutKind;
  /** The device body's outer size in any unit: only its aspect ratio is used. */
  body: Size;
  screenshot: Size;
  headline: string;
  subline: string;
  measureHeadline: MeasureText;
  measureSubline: MeasureText;
  /** 0-based place in the set: the panorama pairs each even screenshot with the next. */
  position?: number;
}

/** Which half of a two-image panorama a screenshot is: the seam is its right edge or its left. */
export const panoramaSide = (position = 0): 'left' | 'right' => (position % 2 === 0 ? 'left' : 'right');

const HEADLINE_LINE_HEIGHT = 1.12;
const SUBLINE_LINE_HEIGHT = 1.3;

/** The largest rectangle with `aspect`'s proportions inside `box`, centred in it. */
function containRect(aspect: Size, box: Rect): Rect {
  const scale = Math.min(box.width / aspect.width, box.height / aspect.height);
  const width = aspect.width * scale;
  const height = aspect.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}

function sized(aspect: Size, height: number, maxWidth: number): Size {
  const width = Math.min((aspect.width / aspect.height) * height, maxWidth);
  return { width, height: (width * aspect.height) / aspect.width };
}

interface TextArea {
  x: number;
  width: number;
  headlineBox: Size & { maxSize: number; minSize: number };
  sublineBox: Size & { maxSize: number; minSize: number };
  align: 'center' | 'left';
}

function fitTexts(input: ShotInput, area: TextArea) {
  const headline = fitText(input.headline, input.measureHeadline, {
    ...area.headlineBox,
    width: area.width,
    lineHeightRatio: HEADLINE_LINE_HEIGHT,
  });
  const subline = fitText(input.subline, input.measureSubline, {
    ...area.sublineBox,
    width: area.width,
    lineHeightRatio: SUBLINE_LINE_HEIGHT,
  });
  const gap = headline.height > 0 && subline.height > 0 ? headline.fontSize * 0.35 : 0;
  return { headline, subline, gap, height: headline.height + gap + subline.height };
}

function portraitPlan(input: ShotInput): ShotPlan {
  const { width: W, height: H } = input.canvas;
  const pad = 0.07 * W;
  const margin = 0.055 * H;
  const texts = fitTexts(input, {
    x: W / 2,
    width: W - 2 * pad,
    headlineBox: { width: W - 2 * pad, height: 0.15 * H, maxSize: 0.1 * W, minSize: 0.05 * W },
    sublineBox: { width: W - 2 * pad, height: 0.07 * H, maxSize: 0.05 * W, minSize: 0.032 * W },
    align: 'center',
  });
  const below = input.layout === 'caption-below';
  const textTop = below ? H - margin - texts.height : margin;
  const headline: TextBlock = { fitted: texts.headline, x: W / 2, y: textTop, align: 'center' };
  const subline: TextBlock = { fitted: texts.subline, x: W / 2, y: textTop + texts.headline.height + texts.gap, align: 'center' };
  const gap = 0.035 * H;
  const top = below ? 0.045 * H : texts.height > 0 ? textTop + texts.height + gap : 0.06 * H;
  const bottom = below ? (texts.height > 0 ? textTop - gap : H - 0.06 * H) : H - 0.045 * H;
  const area: Rect = { x: pad, y: top, width: W - 2 * pad, height: Math.max(bottom - top, 0.2 * H) };
  return { headline, subline, ...placeVisuals(input, area, W, H, pad) };
}

function landscapePlan(input: ShotInput): ShotPlan {
  const { width: W, height: H } = input.canvas;
  const pad = 0.06 * W;
  const columnWidth = 0.46 * W;
  const texts = fitTexts(input, {
    x: pad,
    width: columnWidth,
    headlineBox: { width: columnWidth, height: 0.5 * H, maxSize: 0.075 * W, minSize: 0.035 * W },
    sublineBox: { width: columnWidth, height: 0.22 * H, maxSize: 0.032 * W, minSize: 0.022 * W },
    align: 'left',
  });
  const textTop = Math.max((H - texts.height) / 2, 0.04 * H);
  const headline: TextBlock = { fitted: texts.headline, x: pad, y: textTop, align: 'left' };
  const subline: TextBlock = { fitted: texts.subline, x: pad, y: textTop + texts.headline.height + texts.gap, align: 'left' };
  const areaX = 0.56 * W;
  const area: Rect = { x: areaX, y: 0.1 * H, width: W - pad - areaX, height: 0.8 * H };
  return { headline, subline, ...placeVisuals(input, area, W, H, pad) };
}

/** The largest body turned by `angle` whose turned outline fits `area`, centred in it (unturned rect). */
function tiltedRect(body: Size, area: Rect, angle: number): Rect {
  const cos = Math.abs(Math.cos(angle));
  const sin = Math.abs(Math.sin(angle));
  const scale = Math.min(
    area.width / (body.width * cos + body.height * sin),
    area.height / (body.width * sin + body.height * cos),
  );
  const width = body.width * scale;
  const height = body.height * scale;
  return { x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width, height };
}

/**
 * The capture with no frame, as wide as the canvas and standing on its bottom edge when the
 * room above allows; otherwise as tall as the room, centred. Never cropped.
 */
function fullBleedRect(screenshot: Size, area: Rect, W: number, H: number): Rect {
  // The feature graphic keeps its left half for the text: the capture stands top to bottom on the right.
  const room: Rect =
    W > H ? { x: area.x, y: 0, width: W - area.x, height: H } : { x: 0, y: area.y, width: W, height: H - area.y };
  const rect = containRect(screenshot, room);
  return { ...rect, y: H - rect.height };
}

type Visuals = Pick<ShotPlan, 'devices' | 'card' | 'tilt'>;

/** Devices or the card inside `area`, every one wholly on the canvas. */
function placeVisuals(input: ShotInput, area: Rect, W: number, H: number, pad: number): Visuals {
  const { body } = input;
  const flat = { tilt: 0, card: null };
  switch (input.layout) {
    case 'card':
      return { devices: [], tilt: 0, card: { rect: containRect(input.screenshot, area), rounded: true } };
    case 'full-bleed':
      return { devices: [], tilt: 0, card: { rect: fullBleedRect(input.screenshot, area, W, H), rounded: false } };
    case 'caption-above':
    case 'caption-below':
      return { devices: [containRect(body, area)], ...flat };
    case 'tilted':
      return { devices: [tiltedRect(body, area, TILT_RADIANS)], tilt: TILT_RADIANS, card: null };
    case 'panorama': {
      // Each device leans towards the seam its pair shares, so the two images read as one scene.
      if (W > H) return { devices: [containRect(body, area)], ...flat };
      const device = containRect(body, { ...area, width: area.width * 0.8 });
      const toSeam = panoramaSide(input.position) === 'left' ? W - pad * 0.5 - device.width : pad * 0.5;
      return { devices: [{ ...device, x: toSeam }], ...flat };
    }
    case 'two-devices': {
      // The pair overlaps by about a quarter of a device and is centred in the room, the front one lower.
      const drop = 0.05 * area.height;
      const inset = W > H ? 0 : pad * 0.6;
      const room = { ...area, x: area.x - inset, width: area.width + 2 * inset };
      const size = sized(body, room.height - drop, room.width * 0.58);
      const top = room.y + (room.height - drop - size.height) / 2;
      return {
        devices: [
          { x: room.x, y: top, ...size },
          { x: room.x + room.width - size.width, y: top + drop, ...size },
        ],
        ...flat,
      };
    }
  }
}

export function planShot(input: ShotInput): ShotPlan {
  return input.canvas.width > input.canvas.height ? landscapePlan(input) : portraitPlan(input);
}

/** Bars thinner than this share of a side count as a fit, not a letterbox worth a word on the page. */
const FIT_TOLERANCE = 0.02;

export interface ScreenFit {
  /** `letterbox` when the screenshot's shape differs enough from the screen's that the bars show. */
  mode: 'fill' | 'letterbox';
  source: Rect;
  target: Rect;
}

/**
 * How a screenshot goes on a screen: always whole (a mockup never crops a capture: its tab bar
 * or home indicator is part of what the store shows), scaled to fit and centred. When its shape
 * is within `tolerance` of the screen's, the thin bars left are called a fill.
 */
export function fitToScreen(source: Size, screen: Rect, tolerance = FIT_TOLERANCE): ScreenFit {
  const target = containRect(source, screen);
  const bars = Math.max(1 - target.width / screen.width, 1 - target.height / screen.height);
  return {
    mode: bars <= tolerance ? 'fill' : 'letterbox',
    source: { x: 0, y: 0, width: source.width, height: source.height },
    target,
  };
}
