import { bodySize, DEVICE_MODELS, type ComposerDevice, type Cutout, type DeviceModel, type FrameVariant } from './composer/devices';
import { BUTTON_DEPTH, context2d, drawFrame, inset } from './composer/drawDevice';
import { coverCrop, deviceFrame, type ExportScale } from './mockupGeometry';

/** Around the picture the screen shows a dark grey, so the black Dynamic Island or camera stays visible. */
const SCREEN_FILL = '#1c1d21';

/**
 * A camera in a tablet's side bezel would sit on the picture here (the spec's side inset is only
 * 10 px), so the classic mockup puts it in the tall top bezel instead.
 */
const classicCutout = (cutout: Cutout): Cutout => (cutout.kind === 'bezel-camera' ? { ...cutout, edge: 'top' } : cutout);

/**
 * The classic spec §9 mockup with the composer's current frame: the canvas is the spec's
 * (iphone 375×812, android 360×760, tablet 768×1024), the screen glass runs 10 px inside it, and
 * the screenshot fills exactly the spec's screen rectangle, (10, 50) sized 20×100 smaller than
 * the canvas, centre-cropped. Drawn at `scale`×; the corners outside the body stay transparent.
 */
export function drawMockup(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource & { width: number; height: number },
  device: ComposerDevice,
  variant: FrameVariant,
  scale: ExportScale,
) {
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

  drawFrame(context, model, variant, { body, glass, screen, scale: units }, { shadow: false, screenFill: SCREEN_FILL }, () => {
    const crop = coverCrop(image, frame.screen);
    const { x, y, width, height } = frame.screen;
    context.drawImage(image, crop.x, crop.y, crop.width, crop.height, x, y, width, height);
  });
}
