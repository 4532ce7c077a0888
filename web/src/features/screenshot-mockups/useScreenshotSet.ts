import { useCallback, useEffect, useRef, useState } from 'react';
import { fileSizeProblem, isAcceptedImage } from '../../components/upload/imageFiles';
import { MAX_SET_SIZE } from './composer/storeTargets';

export interface SetShot {
  id: number;
  file: File;
  /** Object URL for the thumbnail; revoked when the shot is removed. */
  url: string;
  /** Decoded once, with EXIF orientation applied; null while decoding. */
  image: ImageBitmap | null;
  headline: string;
  subline: string;
}

export const WRONG_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';
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
        URL.revokeObjectURL(shot.url);
        shot.image?.close();
      }
    },
    [],
  );

  const remove = useCallback((id: number) => {
    setShots((list) => {
      const gone = list.find((shot) => shot.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        gone.image?.close();
      }
      return list.filter((shot) => shot.id !== id);
    });
  }, []);

  const add = useCallback(
    (files: File[]) => {
      const problem = files.map((file) => (isAcceptedImage(file) ? fileSizeProblem(file) : WRONG_TYPE_MESSAGE)).find(Boolean);
      const accepted = files.filter((file) => isAcceptedImage(file) && !fileSizeProblem(file));
      const room = MAX_SET_SIZE - current.current.length;
      const added = accepted.slice(0, Math.max(room, 0)).map((file) => ({
        id: nextId.current++,
        file,
        url: URL.createObjectURL(file),
        image: null,
        headline: '',
        subline: '',
      }));
      setError(problem ?? (accepted.length > added.length ? TOO_MANY_MESSAGE : null));
      if (added.length === 0) return;
      setShots((list) => [...list, ...added]);
      for (const shot of added) {
        createImageBitmap(shot.file, { imageOrientation: 'from-image' }).then(
          (image) =>
            setShots((list) => {
              // Removed while it was decoding: nothing will draw it.
              if (!list.some((entry) => entry.id === shot.id)) image.close();
              return list.map((entry) => (entry.id === shot.id ? { ...entry, image } : entry));
            }),
          () => {
            setError(UNREADABLE_MESSAGE);
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
