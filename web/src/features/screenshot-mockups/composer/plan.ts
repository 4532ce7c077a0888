import type { Rect } from '../mockupGeometry';
import { fitText, type FittedText, type MeasureText } from './textFit';

/**
 * Where the text, devices and screenshot card go on one store image, as plain geometry so it
 * can be tested without a canvas. Portrait canvases stack the text above the devices; the
 * landscape feature graphic puts the text left and the device right.
 */

export const LAYOUTS = ['centred', 'bleed', 'two-devices', 'no-device'] as const;
export type LayoutKind = (typeof LAYOUTS)[number];

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

export interface ShotPlan {
  headline: TextBlock;
  subline: TextBlock;
  /** Device bodies, back to front; they may run past the canvas edge on purpose. */
  devices: Rect[];
  /** The no-device layout's screenshot card, sized to the screenshot so nothing is cropped. */
  card: Rect | null;
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
}

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
  const textTop = 0.055 * H;
  const texts = fitTexts(input, {
    x: W / 2,
    width: W - 2 * pad,
    headlineBox: { width: W - 2 * pad, height: 0.15 * H, maxSize: 0.1 * W, minSize: 0.05 * W },
    sublineBox: { width: W - 2 * pad, height: 0.07 * H, maxSize: 0.05 * W, minSize: 0.032 * W },
    align: 'center',
  });
  const headline: TextBlock = { fitted: texts.headline, x: W / 2, y: textTop, align: 'center' };
  const subline: TextBlock = { fitted: texts.subline, x: W / 2, y: textTop + texts.headline.height + texts.gap, align: 'center' };
  const top = texts.height > 0 ? textTop + texts.height + 0.035 * H : 0.06 * H;
  const bottom = H - 0.045 * H;
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

/** Devices or the card inside `area`; bleeding layouts deliberately run past the bottom edge. */
function placeVisuals(input: ShotInput, area: Rect, W: number, H: number, pad: number): Pick<ShotPlan, 'devices' | 'card'> {
  const { body } = input;
  switch (input.layout) {
    case 'no-device':
      return { devices: [], card: containRect(input.screenshot, area) };
    case 'centred':
      return { devices: [containRect(body, area)], card: null };
    case 'bleed': {
      // About a sixth of the device is below the edge, however tall the canvas is.
      const size = sized(body, (H - area.y) / 0.84, Math.min(0.92 * W, area.width * 1.1));
      return { devices: [{ x: area.x + (area.width - size.width) / 2, y: area.y, ...size }], card: null };
    }
    case 'two-devices': {
      const size = sized(body, (H - area.y) * 1.02, area.width * 0.62);
      const drop = 0.05 * H;
      const inset = W > H ? 0 : pad * 0.4;
      return {
        devices: [
          { x: area.x - inset, y: area.y, ...size },
          { x: area.x + area.width + inset - size.width, y: area.y + drop, ...size },
        ],
        card: null,
      };
    }
  }
}

export function planShot(input: ShotInput): ShotPlan {
  return input.canvas.width > input.canvas.height ? landscapePlan(input) : portraitPlan(input);
}

/** A crop smaller than this share of either side counts as a fit, not a crop: status bars survive it. */
const FILL_TOLERANCE = 0.02;

export interface ScreenFit {
  /** `letterbox` when the screenshot's shape differs from the screen's: shown whole, bars around it. */
  mode: 'fill' | 'letterbox';
  source: Rect;
  target: Rect;
}

/**
 * How a screenshot goes on a screen: filled (centre-cropped) when that cuts at most `tolerance`
 * of a side, otherwise whole and letterboxed, never cropped further.
 */
export function fitToScreen(source: Size, screen: Rect, tolerance = FILL_TOLERANCE): ScreenFit {
  const scale = Math.max(screen.width / source.width, screen.height / source.height);
  const visibleWidth = screen.width / scale;
  const visibleHeight = screen.height / scale;
  const cropped = Math.max(1 - visibleWidth / source.width, 1 - visibleHeight / source.height);
  if (cropped <= tolerance) {
    const crop = {
      x: (source.width - visibleWidth) / 2,
      y: (source.height - visibleHeight) / 2,
      width: visibleWidth,
      height: visibleHeight,
    };
    return { mode: 'fill', source: crop, target: screen };
  }
  return {
    mode: 'letterbox',
    source: { x: 0, y: 0, width: source.width, height: source.height },
    target: containRect(source, screen),
  };
}
