import { createStore, del, get, set, type UseStore } from 'idb-keyval';
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

const EMPTY: KitAssets = { icon: null, screenshots: [] };
const KEY = 'kit-assets';

/**
 * The kit's images, kept in this browser's IndexedDB (through idb-keyval: localStorage holds a
 * few megabytes, a set of screenshots is more), so a reload keeps them with the profile's texts.
 * Tool results hand them over ("put these screenshots in the kit"). Where IndexedDB is refused
 * (some private modes) they live for this visit only.
 */
let assets: KitAssets = EMPTY;
let loaded = false;
let store: UseStore | null = null;
const listeners = new Set<() => void>();

function idbStore(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('aiapp-store-kit', 'assets');
  return store;
}

const notify = () => listeners.forEach((listener) => listener());

/** Reads the stored images once per page load; an image set in the meantime wins. */
function loadOnce(): void {
  if (loaded) return;
  loaded = true;
  const target = idbStore();
  if (!target) return;
  get<KitAssets>(KEY, target).then(
    (stored) => {
      if (stored && assets === EMPTY) {
        assets = { icon: stored.icon ?? null, screenshots: stored.screenshots ?? [] };
        notify();
      }
    },
    () => undefined,
  );
}

export function setKitAssets(change: Partial<KitAssets>): void {
  loaded = true;
  assets = { ...assets, ...change };
  notify();
  const target = idbStore();
  if (!target) return;
  const empty = !assets.icon && assets.screenshots.length === 0;
  (empty ? del(KEY, target) : set(KEY, assets, target)).catch(() => undefined);
}

export const readKitAssets = (): KitAssets => assets;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  loadOnce();
  return () => listeners.delete(listener);
}

export function useKitAssets(): KitAssets {
  return useSyncExternalStore(subscribe, readKitAssets, readKitAssets);
}
