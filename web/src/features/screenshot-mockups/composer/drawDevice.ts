import type { Rect } from '../mockupGeometry';
import { shade } from './colour';
import { bodySize, DEVICE_MODELS, frameVariant, type ComposerDevice, type DeviceModel, type FrameVariant } from './devices';
import { fitToScreen, type ScreenFit, type Size } from './plan';

export type Drawable = CanvasImageSource & Size;

/** The page draws on a canvas element, the export workers on an OffscreenCanvas: the same 2D API. */
export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;
export type AnyCanvas = HTMLCanvasElement | OffscreenCanvas;

export function context2d(canvas: AnyCanvas): Context2D {
  // A worker has no HTMLCanvasElement to test against, so test for the offscreen kind.
  const context =
    typeof OffscreenCanvas !== 'undefined' && canvas instanceof OffscreenCanvas
      ? canvas.getContext('2d')
      : (canvas as HTMLCanvasElement).getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  return context;
}

const BEZEL_GLASS = '#0b0b0d';
/** How far side buttons stand out of the body, in device units. */
export const BUTTON_DEPTH = 3;

function roundedRect(context: Context2D, { x, y, width, height }: Rect, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, Math.max(0, Math.min(radius, width / 2, height / 2)));
}

export function inset(rect: Rect, by: number): Rect {
  return { x: rect.x + by, y: rect.y + by, width: rect.width - 2 * by, height: rect.height - 2 * by };
}

function drawButtons(context: Context2D, model: DeviceModel, body: Rect, scale: number, colour: string) {
  context.fillStyle = colour;
  for (const button of model.buttons) {
    const depth = BUTTON_DEPTH * scale;
    const along = button.offset * scale;
    const length = button.length * scale;
    const rect =
      button.side === 'left'
        ? { x: body.x - depth, y: body.y + along, width: depth * 2, height: length }
        : button.side === 'right'
          ? { x: body.x + body.width - depth, y: body.y + along, width: depth * 2, height: length }
          : { x: body.x + along, y: body.y - depth, width: length, height: depth * 2 };
    roundedRect(context, rect, depth);
    context.fill();
  }
}

/**
 * Where a frame's parts sit on the canvas: the whole body, the display glass inside the metal
 * band, and the lit screen inside it; `scale` is canvas units per device unit.
 */
export interface FrameGeometry {
  body: Rect;
  glass: Rect;
  screen: Rect;
  scale: number;
}

/** The frame of a device whose screen fills its display, as the composer draws it. */
function deviceGeometry(model: DeviceModel, body: Rect): FrameGeometry {
  const scale = body.width / bodySize(model).width;
  const glass = inset(body, model.band * scale);
  return { body, glass, screen: inset(glass, model.bezel * scale), scale };
}

function drawCutout(context: Context2D, model: DeviceModel, { body, screen, scale }: FrameGeometry) {
  const { cutout } = model;
  context.fillStyle = '#000';
  if (cutout.kind === 'island') {
    const width = cutout.width * scale;
    const height = cutout.height * scale;
    roundedRect(
      context,
      { x: screen.x + (screen.width - width) / 2, y: screen.y + cutout.top * scale, width, height },
      height / 2,
    );
    context.fill();
    return;
  }
  const radius = (cutout.diameter * scale) / 2;
  const edge = (model.band + model.bezel / 2) * scale;
  const [x, y] =
    cutout.kind === 'hole'
      ? [screen.x + screen.width / 2, screen.y + cutout.top * scale + radius]
      : cutout.edge === 'left'
        ? [body.x + edge, body.y + body.height / 2]
        : [body.x + body.width / 2, body.y + edge];
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fillStyle = cutout.kind === 'hole' ? '#000' : '#1b2030';
  context.fill();
  context.lineWidth = Math.max(1, radius * 0.25);
  context.strokeStyle = 'rgba(255, 255, 255, 0.08)';
  context.stroke();
}

export interface FrameOptions {
  /** A soft shadow under the body; off where the corners around it must stay transparent. */
  shadow: boolean;
  /** What the screen shows around the picture: black, or a dark grey the cut-out stands out against. */
  screenFill: string;
}

/**
 * One device frame with a picture on its screen: buttons, metal band, display glass, the picture
 * (placed by `place` inside the screen's rounded corners), then the camera cut-out above it.
 * The composer and the classic mockup (docs/product.md §9) both draw through here.
 */
export function drawFrame<T>(
  context: Context2D,
  model: DeviceModel,
  wantedVariant: FrameVariant,
  geometry: FrameGeometry,
  options: FrameOptions,
  place: (screen: Rect) => T,
): T {
  const { body, glass, screen, scale } = geometry;
  const outerRadius = bodySize(model).radius * scale;
  const frame = model.variants[frameVariant(model, wantedVariant)]?.frame ?? '#333';

  context.save();
  drawButtons(context, model, body, scale, shade(frame, -0.12));

  if (options.shadow) {
    context.shadowColor = 'rgba(15, 23, 42, 0.35)';
    context.shadowBlur = 0.08 * body.width;
    context.shadowOffsetY = 0.03 * body.width;
  }
  roundedRect(context, body, outerRadius);
  context.fillStyle = frame;
  context.fill();
  context.shadowColor = 'transparent';

  // Brushed-metal light on the band: bright edges, the finish's own colour between.
  const metal = context.createLinearGradient(body.x, 0, body.x + body.width, 0);
  metal.addColorStop(0, shade(frame, 0.3));
  metal.addColorStop(0.08, frame);
  metal.addColorStop(0.92, shade(frame, -0.1));
  metal.addColorStop(1, shade(frame, 0.2));
  context.fillStyle = metal;
  context.fill();

  roundedRect(context, glass, outerRadius - (glass.x - body.x));
  context.fillStyle = BEZEL_GLASS;
  context.fill();

  context.save();
  roundedRect(context, screen, model.screen.radius * scale);
  context.fillStyle = options.screenFill;
  context.fill();
  context.clip();
  context.imageSmoothingQuality = 'high';
  const placed = place(screen);
  context.restore();

  drawCutout(context, model, geometry);
  context.restore();
  return placed;
}

/**
 * A device with the screenshot on its screen, its body filling `body` (width wins; height
 * follows the model's proportions). Returns how the screenshot was fitted so the page can
 * say when it was letterboxed.
 */
export function drawDevice(
  context: Context2D,
  device: ComposerDevice,
  wantedVariant: FrameVariant,
  body: Rect,
  screenshot: Drawable,
): ScreenFit {
  const model = DEVICE_MODELS[device];
  return drawFrame(context, model, wantedVariant, deviceGeometry(model, body), { shadow: true, screenFill: '#000' }, (screen) => {
    const fit = fitToScreen(screenshot, screen);
    const { source, target } = fit;
    context.drawImage(
      screenshot,
      source.x,
      source.y,
      source.width,
      source.height,
      target.x,
      target.y,
      target.width,
      target.height,
    );
    return fit;
  });
}

/** The device's body aspect ratio, for the layout. */
export function deviceBody(device: ComposerDevice): Size {
  return bodySize(DEVICE_MODELS[device]);
}
