import type { FitMode } from '@aiapp/contracts';
import { decodeOrExplain, type OpenedImage } from '../image-input/open-image';
import { fromRaw, toRaw, type RawImage, type Rgb } from '../pixels/raw-image';
import { edgeColour } from './edge-colour';
import { aspectMismatch, paddedEdges, SAME_SHAPE, workingSize, type Size } from './screenshot-plan';

export type OutputFormat = 'png' | 'jpeg';

export interface ResizeJob {
  readonly working: RawImage;
  readonly output: Size;
  readonly mode: FitMode;
  readonly format: OutputFormat;
  /** The user's padding colour; absent means sampled from the edges the padding touches. */
  readonly background?: Rgb;
}

/**
 * Text in screenshots must stay crisp: JPEG keeps full colour resolution (4:4:4) at high
 * quality; PNG uses libpng's default compression.
 */
function encode(pipeline: ReturnType<typeof fromRaw>, format: OutputFormat): Promise<Buffer> {
  return format === 'jpeg'
    ? pipeline.jpeg({ quality: 92, chromaSubsampling: '4:4:4', mozjpeg: false }).toBuffer()
    : pipeline.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}

/**
 * Exactly the output size, never visibly stretched: as it is when it already has that size, scaled
 * when the shapes match within 1%, else the whole screenshot padded (fit) or the centre cropped
 * (fill). RGB only.
 */
export function resizeScreenshot({ working, output, mode, format, background }: ResizeJob): Promise<Buffer> {
  if (working.width === output.width && working.height === output.height) return encode(fromRaw(working), format);
  if (aspectMismatch(working, output) <= SAME_SHAPE) {
    // Within 1% the shapes look the same: scaled to the exact size, no thin bars, nothing cut.
    return encode(fromRaw(working).resize(output.width, output.height, { fit: 'fill', kernel: 'lanczos3' }), format);
  }
  if (mode === 'fill') {
    return encode(
      fromRaw(working).resize(output.width, output.height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' }),
      format,
    );
  }
  const edges = paddedEdges(working, output);
  const padding = background ?? (edges === 'none' ? { r: 255, g: 255, b: 255 } : edgeColour(working, edges));
  const pipeline = fromRaw(working)
    .resize(output.width, output.height, { fit: 'contain', background: { ...padding, alpha: 1 }, kernel: 'lanczos3' })
    .removeAlpha();
  return encode(pipeline, format);
}

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/**
 * One screenshot at every output size, from a single decode at the largest size any output needs;
 * transparency is flattened onto the padding colour (white when none is chosen) as it is decoded.
 */
export async function resizeToSizes(
  image: OpenedImage,
  outputs: readonly Size[],
  { mode, format, background }: Omit<ResizeJob, 'working' | 'output'>,
): Promise<Buffer[]> {
  const decodeSize = workingSize(mode, image, outputs);
  const working = await decodeOrExplain(() =>
    toRaw(
      image
        .decode()
        .resize(decodeSize.width, decodeSize.height, { fit: 'fill' })
        .toColourspace('srgb')
        .flatten({ background: background ?? WHITE }),
    ),
  );
  return Promise.all(outputs.map((output) => resizeScreenshot({ working, output, mode, format, background })));
}
