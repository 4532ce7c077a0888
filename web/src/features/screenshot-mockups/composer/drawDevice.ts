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
const BUTTON_DEPTH = 3;

function roundedRect(context: Context2D, { x, y, width, height }: Rect, radius: number) {
  context.beginPath();
  context.roundRect(x, y, width, height, Math.max(0, Math.min(radius, width / 2, height / 2)));
}

function inset(rect: Rect, by: number): Rect {
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

function drawCutout(context: Context2D, model: DeviceModel, body: Rect, screen: Rect, scale: number) {
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
  const outer = bodySize(model);
  const scale = body.width / outer.width;
  const frame = model.variants[frameVariant(model, wantedVariant)]?.frame ?? '#333';

  context.save();
  drawButtons(context, model, body, scale, shade(frame, -0.12));

  context.shadowColor = 'rgba(15, 23, 42, 0.35)';
  context.shadowBlur = 0.08 * body.width;
  context.shadowOffsetY = 0.03 * body.width;
  roundedRect(context, body, outer.radius * scale);
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

  const glass = inset(body, model.band * scale);
  roundedRect(context, glass, (outer.radius - model.band) * scale);
  context.fillStyle = BEZEL_GLASS;
  context.fill();

  const screen = inset(glass, model.bezel * scale);
  context.save();
  roundedRect(context, screen, model.screen.radius * scale);
  context.fillStyle = '#000';
  context.fill();
  context.clip();
  const fit = fitToScreen(screenshot, screen);
  context.imageSmoothingQuality = 'high';
  const { source, target } = fit;
  context.drawImage(screenshot, source.x, source.y, source.width, source.height, target.x, target.y, target.width, target.height);
  context.restore();

  drawCutout(context, model, body, screen, scale);
  context.restore();
  return fit;
}

/** The device's body aspect ratio, for the layout. */
export function deviceBody(device: ComposerDevice): Size {
  return bodySize(DEVICE_MODELS[device]);
}
