import sharp from 'sharp';
import { LOGO_PNG_SIZE } from '@aiapp/contracts';

/** librsvg's base density: an SVG user unit is one pixel at 72 dpi. */
const SVG_BASE_DENSITY = 72;

function svgSize(svg: string): { width: number; height: number } {
  const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!viewBox) throw new Error('A logo SVG always has a viewBox from 0 0');
  return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
}

/**
 * Rasterises a logo's outlined SVG with sharp (librsvg) at LOGO_PNG_SIZE on its longer side.
 * The SVG is rendered at the density that makes it that size, rather than rendered small and
 * enlarged, so the edges stay sharp; the letters are paths, so no font is needed here.
 */
export async function renderLogoPng(svg: string): Promise<string> {
  const { width, height } = svgSize(svg);
  const scale = LOGO_PNG_SIZE / Math.max(width, height);
  const png = await sharp(Buffer.from(svg), { density: SVG_BASE_DENSITY * scale })
    .resize({
      width: width >= height ? LOGO_PNG_SIZE : Math.round(width * scale),
      height: height > width ? LOGO_PNG_SIZE : Math.round(height * scale),
      fit: 'fill',
    })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
