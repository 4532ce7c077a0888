import type { RawImage } from './raw-image';

/**
 * Results made once per image and key, kept as long as the image is: a layer that two outputs
 * need in the same form (a mipmap level, a PNG of one size, a placed cut) is made once.
 */
export function perImageCache<T>(): (image: RawImage, key: string, make: () => T) => T {
  const cache = new WeakMap<RawImage, Map<string, T>>();
  return (image, key, make) => {
    let byKey = cache.get(image);
    if (!byKey) cache.set(image, (byKey = new Map()));
    if (!byKey.has(key)) byKey.set(key, make());
    return byKey.get(key)!;
  };
}
