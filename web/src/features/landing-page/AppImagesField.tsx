import { LANDING_SCREENSHOTS_MAX } from '@aiapp/contracts';
import { useState } from 'react';
import { AlertIcon } from '../../components/icons';
import { ImageDropZone } from '../../components/upload/ImageDropZone';
import { isAcceptedImage } from '../../components/upload/imageFiles';
import { ICON_TARGET, SCREENSHOT_TARGET, shrinkImage } from './shrinkImage';

const WRONG_TYPE = 'Please choose PNG, JPEG or WebP images.';
const UNREADABLE = 'This image could not be read; try saving it again as PNG or JPEG.';

export interface AppImagesFieldProps {
  /** '' when none is chosen. */
  icon: string;
  screenshots: readonly string[];
  onChange: (change: { icon_data?: string; screenshots?: string[] }) => void;
}

/** Optional pictures of the app for the page: its icon beside the name, and a row of screenshots. */
export function AppImagesField({ icon, screenshots, onChange }: AppImagesFieldProps) {
  const [error, setError] = useState<string | null>(null);

  const read = async (files: File[], keep: (images: string[]) => void, target = SCREENSHOT_TARGET) => {
    if (files.some((file) => !isAcceptedImage(file))) return setError(WRONG_TYPE);
    try {
      keep(await Promise.all(files.map((file) => shrinkImage(file, target))));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error && failure.message.startsWith('This image') ? failure.message : UNREADABLE);
    }
  };

  return (
    <fieldset className="field landing-images">
      <legend className="field__label">
        App icon and screenshots <span className="field__optional">(optional)</span>
      </legend>
      <div className="landing-images__row">
        <div className="landing-images__slot">
          <ImageDropZone
            label="App icon"
            hint="Shown beside the app name"
            onFiles={(files) => void read(files.slice(0, 1), ([first]) => onChange({ icon_data: first ?? '' }), ICON_TARGET)}
          />
          {icon && (
            <div className="landing-images__chosen">
              <img className="landing-images__icon" src={icon} alt="Chosen app icon" />
              <button type="button" className="button button--ghost button--small" onClick={() => onChange({ icon_data: '' })}>
                Remove icon
              </button>
            </div>
          )}
        </div>
        <div className="landing-images__slot">
          <ImageDropZone
            label="Screenshots for the page"
            multiple
            hint={`Up to ${LANDING_SCREENSHOTS_MAX}, in the order the page shows them`}
            onFiles={(files) =>
              void read(files, (added) => onChange({ screenshots: [...screenshots, ...added].slice(0, LANDING_SCREENSHOTS_MAX) }))
            }
          />
          {screenshots.length > 0 && (
            <div className="landing-images__chosen">
              <ul className="landing-images__shots">
                {screenshots.map((src, index) => (
                  <li key={index}>
                    <img src={src} alt={`Chosen screenshot ${index + 1}`} />
                  </li>
                ))}
              </ul>
              <button type="button" className="button button--ghost button--small" onClick={() => onChange({ screenshots: [] })}>
                Remove screenshots
              </button>
            </div>
          )}
        </div>
      </div>
      <p className="field__hint">Made smaller in your browser and put inside the page, so it stays one file.</p>
      {error && (
        <p className="field__error" role="alert">
          <AlertIcon className="notice__icon" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
