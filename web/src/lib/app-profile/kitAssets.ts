import { useSyncExternalStore } from 'react';

/** An image the visitor put in the kit, as the image calls take it (a `data:` URL) and as the preview shows it. */
export interface KitImage {
  readonly name: string;
  readonly dataUrl: string;
  readonly width: number;
  readonly height: number;
}

export interface KitAssets {
  readonly icon: KitImage | null;
  readonly screenshots: readonly KitImage[];
}

/**
 * The kit's images, held in memory for this visit: tool results hand them over ("put these
 * screenshots in the kit") as the visitor moves between pages. They are too large for
 * localStorage, so a reload forgets them; the profile's texts stay.
 */
let assets: KitAssets = { icon: null, screenshots: [] };
const listeners = new Set<() => void>();

export function setKitAssets(change: Partial<KitAssets>): void {
  assets = { ...assets, ...change };
  listeners.forEach((listener) => listener());
}

export const readKitAssets = (): KitAssets => assets;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKitAssets(): KitAssets {
  return useSyncExternalStore(subscribe, readKitAssets, readKitAssets);
}
