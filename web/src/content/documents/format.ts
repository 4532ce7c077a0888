import type { PixelSize } from '@aiapp/contracts';

export function formatSize({ width, height }: PixelSize): string {
  return `${width}×${height}`;
}

export function formatSizes(sizes: readonly PixelSize[]): string {
  return sizes.map(formatSize).join(', ');
}
