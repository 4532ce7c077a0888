import { WorkerPool } from '../../workers/worker-pool';
import type { RawImage } from '../pixels/raw-image';

/**
 * HEIC/HEIF (the iPhone camera's format): sharp's prebuilt libvips has no HEVC decoder, so
 * libheif compiled to WebAssembly (heic-decode) decodes it, in a worker because the decode is
 * synchronous and takes ~100 ms per megapixel. The size is read first so a huge image is refused
 * before its pixels are decoded. HEIF applies its own rotation (irot/imir boxes) while decoding.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoderPath);
parentPort.on('message', async ({ id, bytes, maxPixels }) => {
  let images;
  try {
    images = await decode.all({ buffer: new Uint8Array(bytes) });
    const first = images[0];
    const width = first.width;
    const height = first.height;
    if (width * height > maxPixels) {
      parentPort.postMessage({ id, width, height, tooLarge: true });
      return;
    }
    const { data } = await first.decode();
    parentPort.postMessage({ id, width, height, data }, [data.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  } finally {
    if (images) images.dispose();
  }
});
`;

let pool: WorkerPool | undefined;

export type HeicResult =
  | { readonly kind: 'decoded'; readonly image: RawImage }
  | { readonly kind: 'too-large'; readonly width: number; readonly height: number }
  | { readonly kind: 'unreadable' };

export async function decodeHeic(bytes: Buffer, maxPixels: number): Promise<HeicResult> {
  pool ??= new WorkerPool({ source: WORKER_SOURCE, workerData: { decoderPath: require.resolve('heic-decode') } });
  const copy = new Uint8Array(bytes).buffer;
  const answer = await pool.run({ bytes: copy, maxPixels }, [copy]);
  if (answer.error !== undefined) return { kind: 'unreadable' };
  const width = answer.width as number;
  const height = answer.height as number;
  if (answer.tooLarge) return { kind: 'too-large', width, height };
  const data = answer.data as Uint8ClampedArray;
  return {
    kind: 'decoded',
    image: { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height, channels: 4 },
  };
}
