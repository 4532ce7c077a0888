import type { MockupDevice } from '@aiapp/contracts';
import { drawMockup } from './drawMockup';
import type { ExportScale } from './mockupGeometry';

export interface RenderedMockup {
  device: MockupDevice;
  scale: ExportScale;
  width: number;
  height: number;
  png: Blob;
  /** Object URL of `png` for the preview; the page revokes it. */
  url: string;
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The mockup could not be encoded as PNG'))), 'image/png');
  });
}

/** Drawn entirely in the browser (spec §4: no server call); EXIF orientation is applied by the decoder. */
export async function renderMockup(file: File, device: MockupDevice, scale: ExportScale): Promise<RenderedMockup> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const canvas = document.createElement('canvas');
    drawMockup(canvas, image, device, scale);
    const png = await canvasToPng(canvas);
    return { device, scale, width: canvas.width, height: canvas.height, png, url: URL.createObjectURL(png) };
  } finally {
    image.close();
  }
}
