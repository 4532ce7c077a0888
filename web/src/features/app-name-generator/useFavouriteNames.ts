import { useCallback, useState } from 'react';

const STORAGE_KEY = 'aiapp.favourite-app-names';

function readFavourites(): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Starred names, kept in this browser (localStorage) across visits and generations, newest
 * first. When storage is unavailable (private mode), stars still work for the visit.
 */
export function useFavouriteNames() {
  const [favourites, setFavourites] = useState<string[]>(readFavourites);

  const toggle = useCallback((name: string) => {
    setFavourites((current) => {
      const next = current.includes(name) ? current.filter((favourite) => favourite !== name) : [name, ...current];
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the stars still hold until the page is closed.
      }
      return next;
    });
  }, []);

  return { favourites, isFavourite: (name: string) => favourites.includes(name), toggle };
}
