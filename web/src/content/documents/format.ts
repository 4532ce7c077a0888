import type { PixelSize } from '@aiapp/store-facts';

export function formatSize({ width, height }: PixelSize): string {
  return `${width}×${height}`;
}

export function formatSizes(sizes: readonly PixelSize[]): string {
  return sizes.map(formatSize).join(', ');
}
