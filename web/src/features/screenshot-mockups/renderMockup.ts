import type { MockupDevice } from '@aiapp/contracts';
import { DEVICE_MODELS, type ComposerDevice, type FrameVariant } from './composer/devices';
import { drawMockup } from './drawMockup';
import type { ExportScale } from './mockupGeometry';

export interface RenderedMockup {
  /** The spec's canvas the mockup was drawn on, which names the file. */
  device: MockupDevice;
  scale: ExportScale;
  width: number;
  height: number;
  png: Blob;
  /** Shown whole with bars around it because its shape is far from the screen's. */
  letterboxed: boolean;
  /** Object URL of `png` for the preview; the page revokes it. */
  url: string;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The mockup could not be encoded as PNG'))), 'image/png');
  });
}

/** Drawn entirely in the browser (docs/product.md §4: no server call) from the capture the set already decoded. */
export async function renderMockup(
  image: ImageBitmap,
  device: ComposerDevice,
  variant: FrameVariant,
  scale: ExportScale,
): Promise<RenderedMockup> {
  const canvas = document.createElement('canvas');
  const fit = drawMockup(canvas, image, device, variant, scale);
  const png = await canvasToPng(canvas);
  return {
    device: DEVICE_MODELS[device].classic,
    scale,
    letterboxed: fit.mode === 'letterbox',
    width: canvas.width,
    height: canvas.height,
    png,
    url: URL.createObjectURL(png),
  };
}
