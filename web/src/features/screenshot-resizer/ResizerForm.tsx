import { RESIZE_MAX_IMAGES, type FitMode, type ResizeStore } from '@aiapp/contracts';
import { useId } from 'react';
import { AlertIcon } from '../../components/icons';
import { ImageDropZone } from '../../components/upload/ImageDropZone';
import { SERVER_DECODED_IMAGE_TYPES } from '../../components/upload/imageFiles';
import type { UploadProgress } from '../../lib/uploadProgress';
import { ResizeProgress } from './ResizeProgress';
import type { ChosenScreenshot } from './screenshotSelection';
import { SelectedScreenshots } from './SelectedScreenshots';
import { SupportedSizes } from './SupportedSizes';

export interface ResizerSettings {
  platform: ResizeStore;
  fitMode: FitMode;
  /** null: pad with each screenshot's own edge colour. */
  backgroundColor: string | null;
}

interface ResizerFormProps {
  settings: ResizerSettings;
  onSettings: (settings: ResizerSettings) => void;
  screenshots: readonly ChosenScreenshot[];
  onFiles: (files: File[]) => void;
  onRemove: (id: string) => void;
  fileError: string | null;
  /** Shown while generating; undefined when idle. */
  progress: UploadProgress | null | undefined;
}

const FIT_CHOICES: { value: FitMode; label: string; hint: string }[] = [
  { value: 'fit', label: 'Fit', hint: 'whole screenshot, padded with a colour' },
  { value: 'fill', label: 'Fill', hint: 'fills the size, cropped around the centre' },
];

export function ResizerForm({ settings, onSettings, screenshots, onFiles, onRemove, fileError, progress }: ResizerFormProps) {
  const platformId = useId();
  const errorId = useId();
  const colourId = useId();
  const busy = progress !== undefined;
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={platformId}>
          Store
        </label>
        <select
          id={platformId}
          className="select"
          value={settings.platform}
          onChange={(event) => onSettings({ ...settings, platform: event.target.value as ResizeStore })}
        >
          <option value="ios">iOS (App Store)</option>
          <option value="android">Android (Google Play)</option>
          <option value="both">Both stores</option>
        </select>
        <p className="field__hint">
          Each capture goes only to the slots of its own shape: iPhone and Android phone captures to phone slots, iPad and Android
          tablet captures to tablet slots.
        </p>
      </div>

      <div className="field">
        <span className="field__label">Screenshots</span>
        <ImageDropZone
          accept={SERVER_DECODED_IMAGE_TYPES}
          label="Screenshots"
          multiple
          hint={`Up to ${RESIZE_MAX_IMAGES} PNG, JPEG, WebP or HEIC files, each under 10 MB`}
          onFiles={onFiles}
          describedBy={fileError ? errorId : undefined}
        />
        {fileError && (
          <p id={errorId} className="field__error" role="alert">
            <AlertIcon className="notice__icon" />
            {fileError}
          </p>
        )}
        <SelectedScreenshots screenshots={screenshots} onRemove={onRemove} disabled={busy} />
      </div>

      <fieldset className="field fit-choice">
        <legend className="field__label">When the shape differs</legend>
        {FIT_CHOICES.map((choice) => (
          <label key={choice.value} className="fit-choice__option">
            <input
              type="radio"
              name="fit_mode"
              value={choice.value}
              checked={settings.fitMode === choice.value}
              onChange={() => onSettings({ ...settings, fitMode: choice.value })}
            />
            <span>
              <strong>{choice.label}</strong>: {choice.hint}
            </span>
          </label>
        ))}
      </fieldset>

      {settings.fitMode === 'fit' && (
        <div className="field">
          <label className="fit-choice__option">
            <input
              type="checkbox"
              checked={settings.backgroundColor === null}
              onChange={(event) => onSettings({ ...settings, backgroundColor: event.target.checked ? null : '#ffffff' })}
            />
            <span>Pad with each screenshot's edge colour</span>
          </label>
          {settings.backgroundColor !== null && (
            <div className="colour-row">
              <label className="field__label" htmlFor={colourId}>
                Padding colour
              </label>
              <input
                id={colourId}
                type="color"
                value={settings.backgroundColor}
                onChange={(event) => onSettings({ ...settings, backgroundColor: event.target.value })}
              />
            </div>
          )}
        </div>
      )}

      <SupportedSizes platform={settings.platform} />
      {busy && <ResizeProgress progress={progress} />}
    </>
  );
}
