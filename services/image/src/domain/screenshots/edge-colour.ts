import type { RawImage, Rgb } from '../pixels/raw-image';

/** Per-channel median: one stray status-bar icon on the edge does not tint the padding. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 255;
}

/** The colour of the screenshot's edges on the given sides (an RGB working copy), for `fit` padding. */
export function edgeColour(image: RawImage, sides: 'top-bottom' | 'left-right'): Rgb {
  const { data, width, height, channels } = image;
  const pixels: number[] = [];
  const add = (x: number, y: number) => pixels.push((y * width + x) * channels);
  if (sides === 'top-bottom') {
    for (let x = 0; x < width; x++) {
      add(x, 0);
      add(x, height - 1);
    }
  } else {
    for (let y = 0; y < height; y++) {
      add(0, y);
      add(width - 1, y);
    }
  }
  const channel = (offset: number) => median(pixels.map((pixel) => data[pixel + offset]!));
  return { r: channel(0), g: channel(1), b: channel(2) };
}
