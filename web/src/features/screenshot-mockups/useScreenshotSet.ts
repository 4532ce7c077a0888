import { useCallback, useEffect, useRef, useState } from 'react';
import { fileSizeProblem, isServerDecodedImage } from '../../components/upload/imageFiles';
import { ApiError } from '../../lib/api';
import { decodeCapture, needsConversion } from './composer/decodeCapture';
import { MAX_SET_SIZE } from './composer/storeTargets';

export interface SetShot {
  id: number;
  file: File;
  /** Object URL for the thumbnail, null until a HEIC capture is converted; revoked when the shot is removed. */
  url: string | null;
  /** Decoded once, with EXIF orientation applied; null while decoding. */
  image: ImageBitmap | null;
  /** A HEIC capture on its way through the image service (browsers cannot read HEIC). */
  converting: boolean;
  headline: string;
  subline: string;
}

export const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG, WebP or HEIC image.';
export const UNREADABLE_MESSAGE = 'This file could not be read as an image. Please choose another one.';
const TOO_MANY_MESSAGE = `A set holds at most ${MAX_SET_SIZE} screenshots (Google Play's limit per device type); the rest were left out.`;

/** The screenshots of one set, in order, each with its own headline and subline. */
export function useScreenshotSet() {
  const [shots, setShots] = useState<SetShot[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  // The latest list for event handlers and the unmount clean-up, which must not re-run on every change.
  const current = useRef(shots);
  useEffect(() => {
    current.current = shots;
  }, [shots]);

  useEffect(
    () => () => {
      for (const shot of current.current) {
        if (shot.url) URL.revokeObjectURL(shot.url);
        shot.image?.close();
      }
    },
    [],
  );

  const remove = useCallback((id: number) => {
    setShots((list) => {
      const gone = list.find((shot) => shot.id === id);
      if (gone) {
        if (gone.url) URL.revokeObjectURL(gone.url);
        gone.image?.close();
      }
      return list.filter((shot) => shot.id !== id);
    });
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const problem = files
        .map((file) => (isServerDecodedImage(file) ? fileSizeProblem(file) : WRONG_TYPE_MESSAGE))
        .find(Boolean);
      const accepted = files.filter((file) => isServerDecodedImage(file) && !fileSizeProblem(file));
      const room = MAX_SET_SIZE - current.current.length;
      const added: SetShot[] = accepted.slice(0, Math.max(room, 0)).map((file) => ({
        id: nextId.current++,
        file,
        url: null,
        image: null,
        converting: needsConversion(file),
        headline: '',
        subline: '',
      }));
      setError(problem ?? (accepted.length > added.length ? TOO_MANY_MESSAGE : null));
      if (added.length === 0) return;
      setShots((list) => [...list, ...added]);
      for (const shot of added) {
        decodeCapture(shot.file).then(
          ({ image, url }) =>
            setShots((list) => {
              // Removed while it was decoding: nothing will draw it.
              if (!list.some((entry) => entry.id === shot.id)) {
                image.close();
                URL.revokeObjectURL(url);
              }
              return list.map((entry) => (entry.id === shot.id ? { ...entry, image, url, converting: false } : entry));
            }),
          (error: unknown) => {
            // The image service's own words when it refused a HEIC file (damaged, too many pixels, busy).
            setError(error instanceof ApiError ? `${shot.file.name}: ${error.message}` : UNREADABLE_MESSAGE);
            remove(shot.id);
          },
        );
      }
    },
    [remove],
  );

  const edit = useCallback((id: number, change: Partial<Pick<SetShot, 'headline' | 'subline'>>) => {
    setShots((list) => list.map((shot) => (shot.id === id ? { ...shot, ...change } : shot)));
  }, []);

  const move = useCallback((id: number, by: -1 | 1) => {
    setShots((list) => {
      const from = list.findIndex((shot) => shot.id === id);
      const to = from + by;
      if (from < 0 || to < 0 || to >= list.length) return list;
      const next = [...list];
      [next[from], next[to]] = [next[to]!, next[from]!];
      return next;
    });
  }, []);

  const ready = shots.length > 0 && shots.every((shot) => shot.image !== null);
  return { shots, error, ready, add, remove, edit, move };
}
