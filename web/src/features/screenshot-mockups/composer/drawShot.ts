import type { Rect } from '../mockupGeometry';
import { luminance } from './colour';
import type { ComposerDevice, FrameVariant } from './devices';
import { context2d, deviceBody, drawDevice, type AnyCanvas, type Context2D, type Drawable } from './drawDevice';
import { canvasFont, type ComposerFont } from './fontFamilies';
import { fitToScreen, planShot, type LayoutKind, type ScreenFit, type Size, type TextBlock } from './plan';

export const BACKGROUND_KINDS = ['solid', 'gradient', 'image'] as const;
export type BackgroundKind = (typeof BACKGROUND_KINDS)[number];

/** One style for the whole set, so the screenshots read as a series. */
export interface CompositionStyle {
  device: ComposerDevice;
  variant: FrameVariant;
  layout: LayoutKind;
  background: { kind: BackgroundKind; from: string; to: string; image: Drawable | null };
  textColour: string;
  font: ComposerFont;
}

export interface ShotContent {
  image: Drawable;
  headline: string;
  subline: string;
  /** The second device's screenshot in the two-device layout: the next one in the set. */
  partner: Drawable;
}

const HEADLINE_WEIGHT = 800;
const SUBLINE_WEIGHT = 500;

function paintBackground(context: Context2D, size: Size, style: CompositionStyle) {
  const { background } = style;
  context.fillStyle = background.from;
  context.fillRect(0, 0, size.width, size.height);
  if (background.kind === 'gradient') {
    const gradient = context.createLinearGradient(0, 0, size.width * 0.4, size.height);
    gradient.addColorStop(0, background.from);
    gradient.addColorStop(1, background.to);
    context.fillStyle = gradient;
    context.fillRect(0, 0, size.width, size.height);
  } else if (background.kind === 'image' && background.image) {
    // A background may be cropped: it is decoration, not content.
    const { image } = background;
    const scale = Math.max(size.width / image.width, size.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    context.drawImage(image, (size.width - width) / 2, (size.height - height) / 2, width, height);
  }
}

function drawText(context: Context2D, block: TextBlock, font: ComposerFont, weight: number) {
  const { fitted } = block;
  context.font = canvasFont(font, weight, fitted.fontSize);
  context.textAlign = block.align;
  context.textBaseline = 'middle';
  fitted.lines.forEach((line, index) => context.fillText(line, block.x, block.y + fitted.lineHeight * (index + 0.5)));
}

function drawCard(context: Context2D, card: Rect, image: Drawable) {
  const radius = card.width * 0.06;
  context.save();
  context.shadowColor = 'rgba(15, 23, 42, 0.3)';
  context.shadowBlur = card.width * 0.08;
  context.shadowOffsetY = card.width * 0.03;
  context.beginPath();
  context.roundRect(card.x, card.y, card.width, card.height, radius);
  context.fillStyle = '#000';
  context.fill();
  context.shadowColor = 'transparent';
  context.clip();
  context.drawImage(image, card.x, card.y, card.width, card.height);
  context.restore();
}

/**
 * One store image: background, headline and subline, then the devices (or the card). The
 * canvas is `size` exactly; everything is opaque, so dropping the alpha channel loses nothing.
 * Returns the screen fits of this shot's own screenshot.
 */
export function drawShot(canvas: AnyCanvas, size: Size, style: CompositionStyle, shot: ShotContent): ScreenFit[] {
  canvas.width = size.width;
  canvas.height = size.height;
  const context = context2d(canvas);
  paintBackground(context, size, style);

  const measure = (weight: number) => (text: string, fontSize: number) => {
    context.font = canvasFont(style.font, weight, fontSize);
    return context.measureText(text).width;
  };
  const plan = planShot({
    canvas: size,
    layout: style.layout,
    body: deviceBody(style.device),
    screenshot: shot.image,
    headline: shot.headline,
    subline: shot.subline,
    measureHeadline: measure(HEADLINE_WEIGHT),
    measureSubline: measure(SUBLINE_WEIGHT),
  });

  context.fillStyle = style.textColour;
  if (style.background.kind === 'image') {
    // Text over a photo needs a soft shadow to stay readable on light and dark parts alike.
    context.shadowColor = luminance(style.textColour) > 0.5 ? 'rgba(0, 0, 0, 0.45)' : 'rgba(255, 255, 255, 0.6)';
    context.shadowBlur = plan.headline.fitted.fontSize * 0.25;
  }
  drawText(context, plan.headline, style.font, HEADLINE_WEIGHT);
  context.globalAlpha = 0.86;
  drawText(context, plan.subline, style.font, SUBLINE_WEIGHT);
  context.globalAlpha = 1;
  context.shadowColor = 'transparent';

  if (plan.card) {
    drawCard(context, plan.card, shot.image);
    return [fitToScreen(shot.image, plan.card)];
  }
  const images = plan.devices.length === 2 ? [shot.partner, shot.image] : [shot.image];
  const fits = plan.devices.map((body, index) => drawDevice(context, style.device, style.variant, body, images[index]!));
  return fits.slice(-1);
}
