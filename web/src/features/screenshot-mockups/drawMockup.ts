import type { MockupDevice } from '@aiapp/contracts';
import { coverCrop, deviceFrame, type ExportScale, type Rect } from './mockupGeometry';

function roundedRect(context: CanvasRenderingContext2D, { x, y, width, height }: Rect, radius: number): void {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}

function pill(
  context: CanvasRenderingContext2D,
  centreX: number,
  centreY: number,
  width: number,
  height: number,
  colour: string,
) {
  roundedRect(context, { x: centreX - width / 2, y: centreY - height / 2, width, height }, height / 2);
  context.fillStyle = colour;
  context.fill();
}

function dot(context: CanvasRenderingContext2D, x: number, y: number, radius: number, colour: string) {
  context.beginPath();
  context.arc(x, y, radius, 0, Math.PI * 2);
  context.fillStyle = colour;
  context.fill();
}

/** Speaker, camera and home indicator in the bezel above and below the screen. */
function drawBezelDetails(context: CanvasRenderingContext2D, device: MockupDevice, width: number, height: number) {
  const top = 25;
  const bottom = height - 25;
  if (device === 'iphone') {
    pill(context, width / 2, top, 56, 7, '#3a3f4b');
    dot(context, width / 2 + 44, top, 4.5, '#1c2a44');
    pill(context, width / 2, bottom, 110, 5, '#4b5263');
  } else if (device === 'android') {
    dot(context, width / 2, top, 6, '#1c2a44');
    pill(context, width / 2, bottom, 90, 5, '#4b5263');
  } else {
    dot(context, width / 2, top, 5, '#1c2a44');
  }
}

/** The device frame with the screenshot on its screen, at `scale`× the spec's canvas size. */
export function drawMockup(
  canvas: HTMLCanvasElement,
  image: CanvasImageSource & { width: number; height: number },
  device: MockupDevice,
  scale: ExportScale,
) {
  const frame = deviceFrame(device);
  canvas.width = frame.width * scale;
  canvas.height = frame.height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  context.scale(scale, scale);
  context.imageSmoothingQuality = 'high';

  const body = context.createLinearGradient(0, 0, frame.width, frame.height);
  body.addColorStop(0, '#2b303b');
  body.addColorStop(1, '#0f131a');
  roundedRect(context, { x: 0, y: 0, width: frame.width, height: frame.height }, frame.bodyRadius);
  context.fillStyle = body;
  context.fill();
  roundedRect(context, { x: 1.5, y: 1.5, width: frame.width - 3, height: frame.height - 3 }, frame.bodyRadius - 1.5);
  context.strokeStyle = 'rgba(255, 255, 255, 0.14)';
  context.lineWidth = 1.5;
  context.stroke();

  context.save();
  roundedRect(context, frame.screen, frame.screenRadius);
  context.fillStyle = '#000';
  context.fill();
  context.clip();
  const crop = coverCrop(image, frame.screen);
  context.drawImage(
    image,
    crop.x,
    crop.y,
    crop.width,
    crop.height,
    frame.screen.x,
    frame.screen.y,
    frame.screen.width,
    frame.screen.height,
  );
  context.restore();

  drawBezelDetails(context, device, frame.width, frame.height);
}
