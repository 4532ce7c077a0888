import type { IconPreviewResponse } from '@aiapp/contracts';
import type { IconPreviewName } from '@aiapp/store-facts';
import { useEffect, useState, type CSSProperties } from 'react';
import { ApiError } from '../../lib/api';
import type { IconOptions } from './generateIcons';
import { previewIcon } from './previewIcon';

interface MaskPreviewProps {
  /** The object URL of the chosen image, for the iOS tile. */
  imageUrl: string;
  options: IconOptions;
}

/** The launcher shapes the form shows, from the service's previews (the same pixels the set is made of). */
const SHOWN: readonly { shape: IconPreviewName; label: string }[] = [
  { shape: 'circle', label: 'Android circle' },
  { shape: 'squircle', label: 'Android squircle' },
  { shape: 'themed', label: 'Android themed' },
];

/** Choices settle before the service is asked again: a slider being dragged sends one request, not twenty. */
const SETTLE_MS = 400;

/** What the page shows: the latest answer and the choices it was drawn for, or why the latest request failed. */
interface PreviewState {
  readonly key: string;
  readonly preview?: IconPreviewResponse;
  readonly error?: string;
}

const fileIds = new WeakMap<File, number>();
let nextFileId = 1;
function idOf(file: File | null): number {
  if (!file) return 0;
  if (!fileIds.has(file)) fileIds.set(file, nextFileId++);
  return fileIds.get(file)!;
}

/** The service's preview for the current choices; `drawing` until the answer for exactly these choices is in. */
function useServerPreview(options: IconOptions): { preview?: IconPreviewResponse; error?: string; drawing: boolean } {
  const [state, setState] = useState<PreviewState>({ key: '' });
  const { file, backgroundColor, paddingPercent, androidInsetPercent } = options;
  // Files keep their identity while chosen; the layers object around them may be made anew on each render.
  const { foreground, background, monochrome } = options.layers;
  const key =
    [file, foreground, background, monochrome].map(idOf).join(',') +
    `|${backgroundColor}|${paddingPercent}|${androidInsetPercent}`;
  useEffect(() => {
    const layers = { foreground, background, monochrome };
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewIcon({ file, backgroundColor, paddingPercent, androidInsetPercent, layers }, controller.signal).then(
        (preview) => setState({ key, preview }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const message = error instanceof ApiError ? error.message : 'The preview could not be drawn.';
          setState((previous) => ({ key, preview: previous.preview, error: message }));
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, file, backgroundColor, paddingPercent, androidInsetPercent, foreground, background, monochrome]);
  return { preview: state.preview, error: state.key === key ? state.error : undefined, drawing: state.key !== key };
}

/**
 * How the icon will look on a home screen before it is generated. The Android shapes and the
 * themed icon are drawn by the image service with the icon set's own code (POST
 * /api/preview-icon), so they are what the set will hold; the iOS tile is the image on the
 * colour with the padding, as the iOS icons are made.
 */
export function MaskPreview({ imageUrl, options }: MaskPreviewProps) {
  const shrink = 1 - (2 * options.paddingPercent) / 100;
  const [notSquare, setNotSquare] = useState(false);
  const { preview, error, drawing } = useServerPreview(options);
  return (
    <figure className="mask-preview" aria-label="Icon preview under the iOS and Android masks" aria-busy={drawing}>
      <div className="mask-preview__row">
        <div className="mask-preview__item">
          <div className="mask-preview__tile mask-preview__tile--ios" style={{ backgroundColor: options.backgroundColor }}>
            <img
              className="mask-preview__art"
              src={imageUrl}
              alt=""
              style={{ '--art-size': `${shrink * 100}%` } as CSSProperties}
              onLoad={(event) => setNotSquare(event.currentTarget.naturalWidth !== event.currentTarget.naturalHeight)}
            />
          </div>
          <span className="mask-preview__label">iOS</span>
        </div>
        {SHOWN.map(({ shape, label }) => {
          const data = preview?.previews.find((entry) => entry.shape === shape)?.data;
          return (
            <div key={shape} className="mask-preview__item">
              <div className="mask-preview__tile mask-preview__tile--server">
                {data ? (
                  <img className="mask-preview__shot" src={`data:image/png;base64,${data}`} alt={`${label} preview`} />
                ) : (
                  <span className="mask-preview__pending" aria-hidden="true" />
                )}
              </div>
              <span className="mask-preview__label">{label}</span>
            </div>
          );
        })}
      </div>
      <figcaption className="field__hint">
        <span role="status">
          {drawing && 'Drawing the preview with the icon set’s own code…'}
          {error && `Preview not updated: ${error}`}
        </span>
        {preview &&
          ` Android shapes and the themed icon (Android 13+) are drawn by the same code as your icon set; the themed icon covers ${preview.adaptive.themed_coverage_percent}% of the safe circle.`}
        {notSquare &&
          ' Your image is not square: shown whole in the iOS tile, while the icons extend a plain background to the sides or crop a picture to its centre; the Android previews show which.'}
      </figcaption>
    </figure>
  );
}
