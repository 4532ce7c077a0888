import {
  bodySize,
  DEVICE_MODELS,
  type ComposerDevice,
  type Cutout,
  type DeviceModel,
  type FrameVariant,
} from './composer/devices';
import { BUTTON_DEPTH, context2d, drawFrame, inset } from './composer/drawDevice';
import { fitToScreen, type ScreenFit } from './composer/plan';
import { deviceFrame, type ExportScale } from './mockupGeometry';

/** Around the picture the screen shows a dark grey, so the black Dynamic Island or camera stays visible. */
const SCREEN_FILL = '#1c1d21';

/**
 * A camera in a tablet's side bezel would sit on the picture here (the spec's side inset is only
 * 10 px), so the classic mockup puts it in the tall top bezel instead.
 */
const classicCutout = (cutout: Cutout): Cutout => (cutout.kind === 'bezel-camera' ? { ...cutout, edge: 'top' } : cutout);

/**
 * The classic mockup (docs/product.md §9) with the composer's current frame: the canvas is the spec's
 * (iphone 375×812, android 360×760, tablet 768×1024), the screen glass runs 10 px inside it, and
 * the screenshot fills exactly the spec's screen rectangle, (10, 50) sized 20×100 smaller than
 * the canvas. Drawn at `scale`×; the corners outside the body stay transparent. Returns how
 * the screenshot was fitted.
 */
export function drawMockup(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource & { width: number; height: number },
  device: ComposerDevice,
  variant: FrameVariant,
  scale: ExportScale,
): ScreenFit {
  const model: DeviceModel = { ...DEVICE_MODELS[device], cutout: classicCutout(DEVICE_MODELS[device].cutout) };
  const frame = deviceFrame(model.classic);
  canvas.width = frame.width * scale;
  canvas.height = frame.height * scale;
  const context = context2d(canvas);
  context.scale(scale, scale);

  // Canvas units per device unit; the body leaves room for the side buttons to stand out.
  const units = frame.width / (bodySize(model).width + 2 * BUTTON_DEPTH);
  const buttons = BUTTON_DEPTH * units;
  const body = { x: buttons, y: 0, width: frame.width - 2 * buttons, height: frame.height };
  const glass = inset(body, model.band * units);
  const screen = inset({ x: 0, y: 0, width: frame.width, height: frame.height }, frame.screen.x);

  const options = { shadow: false, screenFill: SCREEN_FILL };
  return drawFrame(context, model, variant, { body, glass, screen, scale: units }, options, () => {
    // Whole, never cropped: the spec's screen is a little shorter than a current phone's, so a
    // phone capture gets thin bars; the page names a letterbox only when they show.
    const fit = fitToScreen(image, frame.screen);
    const { source, target } = fit;
    context.drawImage(image, source.x, source.y, source.width, source.height, target.x, target.y, target.width, target.height);
    return fit;
  });
}
