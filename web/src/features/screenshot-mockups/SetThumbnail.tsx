import { useEffect, useRef } from 'react';
import { loadComposerFont } from './composer/fonts';
import { drawSetFile } from './composer/renderFile';
import type { ComposedSet, SetFile } from './composer/setFiles';

/** Thumbnails are drawn this wide in device pixels: sharp at about 120 CSS px on a 2× screen. */
const THUMBNAIL_WIDTH = 240;

/**
 * One image of the set, small: the export's own drawing code at a fraction of the store size
 * (every measure in the layout is proportional), redrawn when the bundled font has arrived.
 */
export function SetThumbnail({ set, file, name }: { set: ComposedSet; file: SetFile; name: string }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);

  useEffect(() => {
    let cancelled = false;
    const draw = () => {
      if (!cancelled && canvas.current) drawSetFile(set, file, canvas.current, THUMBNAIL_WIDTH / file.target.width);
    };
    draw();
    loadComposerFont(set.style.font).then(draw, () => undefined);
    return () => {
      cancelled = true;
    };
  }, [set, file]);

  return <canvas ref={canvas} className="set-thumbnail__image" role="img" aria-label={`Thumbnail of ${name}`} />;
}
