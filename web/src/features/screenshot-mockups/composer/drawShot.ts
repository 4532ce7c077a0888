import { luminance } from './colour';
import type { ComposerDevice, FrameVariant } from './devices';
import { context2d, deviceBody, drawDevice, type AnyCanvas, type Context2D, type Drawable } from './drawDevice';
import { canvasFont, COMPOSER_FONTS, type ComposerFont } from './fontFamilies';
import type { Rect } from '../mockupGeometry';
import { fitToScreen, panoramaSide, planShot, type LayoutKind, type ScreenFit, type Size, type TextBlock } from './plan';

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
  /** 0-based place in the set (the panorama pairs screenshots); 0 when absent. */
  position?: number;
}

/**
 * The panorama's backdrop spans two images: it is painted on a canvas twice as wide, shifted
 * left by one width for the right-hand image, so the gradient and the arc run on across the
 * seam when the store shows the two side by side.
 */
function panoramaShift(size: Size, style: CompositionStyle, position: number | undefined): number {
  if (style.layout !== 'panorama' || size.width > size.height) return 0;
  return panoramaSide(position) === 'right' ? -size.width : 0;
}

function paintBackground(context: Context2D, size: Size, style: CompositionStyle, shift: number) {
  const { background } = style;
  const panorama = style.layout === 'panorama' && size.height > size.width;
  // The scene the image shows part of: the pair's double width for a panorama, else the image.
  const scene = { x: shift, width: panorama ? size.width * 2 : size.width, height: size.height };
  context.fillStyle = background.from;
  context.fillRect(0, 0, size.width, size.height);
  if (background.kind === 'gradient') {
    const gradient = panorama
      ? context.createLinearGradient(scene.x, 0, scene.x + scene.width, scene.height * 0.3)
      : context.createLinearGradient(0, 0, size.width * 0.4, size.height);
    gradient.addColorStop(0, background.from);
    gradient.addColorStop(1, background.to);
    context.fillStyle = gradient;
    context.fillRect(0, 0, size.width, size.height);
  } else if (background.kind === 'image' && background.image) {
    // A background may be cropped: it is decoration, not content.
    const { image } = background;
    const scale = Math.max(scene.width / image.width, scene.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    context.drawImage(image, scene.x + (scene.width - width) / 2, (scene.height - height) / 2, width, height);
  }
  if (style.layout === 'panorama' && size.height > size.width) paintSeamArc(context, size, style, shift);
}

/** Two wide soft rings centred on the seam of the pair: half of each on either image. */
function paintSeamArc(context: Context2D, size: Size, style: CompositionStyle, shift: number) {
  context.save();
  context.strokeStyle = style.textColour;
  context.lineWidth = size.width * 0.06;
  for (const [radius, alpha] of [
    [0.92, 0.16],
    [0.7, 0.1],
  ] as const) {
    context.globalAlpha = alpha;
    context.beginPath();
    context.arc(shift + size.width, size.height * 0.62, size.width * radius, 0, Math.PI * 2);
    context.stroke();
  }
  context.restore();
}

function drawText(context: Context2D, block: TextBlock, font: ComposerFont, weight: number) {
  if (block.fitted.lines.length === 0) return;
  const { fitted } = block;
  context.font = canvasFont(font, weight, fitted.fontSize);
  context.textAlign = block.align;
  context.textBaseline = 'middle';
  fitted.lines.forEach((line, index) => context.fillText(line, block.x, block.y + fitted.lineHeight * (index + 0.5)));
}

function drawFlat(context: Context2D, rect: Rect, image: Drawable) {
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height);
}

function drawCard(context: Context2D, card: Rect, image: Drawable) {
  const radius = card.width * 0.06;
  context.save();
  context.imageSmoothingQuality = 'high';
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
  paintBackground(context, size, style, panoramaShift(size, style, shot.position));
  const { headline: headlineWeight, subline: sublineWeight } = COMPOSER_FONTS[style.font].weights;

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
    measureHeadline: measure(headlineWeight),
    measureSubline: measure(sublineWeight),
    position: shot.position,
  });

  context.fillStyle = style.textColour;
  if (style.background.kind === 'image') {
    // Text over a photo needs a soft shadow to stay readable on light and dark parts alike.
    context.shadowColor = luminance(style.textColour) > 0.5 ? 'rgba(0, 0, 0, 0.45)' : 'rgba(255, 255, 255, 0.6)';
    context.shadowBlur = plan.headline.fitted.fontSize * 0.25;
  }
  drawText(context, plan.headline, style.font, headlineWeight);
  context.globalAlpha = 0.86;
  drawText(context, plan.subline, style.font, sublineWeight);
  context.globalAlpha = 1;
  context.shadowColor = 'transparent';

  if (plan.card) {
    (plan.card.rounded ? drawCard : drawFlat)(context, plan.card.rect, shot.image);
    return [fitToScreen(shot.image, plan.card.rect)];
  }
  const images = plan.devices.length === 2 ? [shot.partner, shot.image] : [shot.image];
  const fits = plan.devices.map((body, index) => {
    if (plan.tilt === 0) return drawDevice(context, style.device, style.variant, body, images[index]!);
    context.save();
    const centreX = body.x + body.width / 2;
    const centreY = body.y + body.height / 2;
    context.translate(centreX, centreY);
    context.rotate(plan.tilt);
    context.translate(-centreX, -centreY);
    const fit = drawDevice(context, style.device, style.variant, body, images[index]!);
    context.restore();
    return fit;
  });
  return fits.slice(-1);
}
