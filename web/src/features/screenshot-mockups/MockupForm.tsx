import { MOCKUP_CANVAS, MOCKUP_DEVICES, type MockupDevice } from '@aiapp/contracts';
import { useId } from 'react';
import { AlertIcon } from '../../components/icons';
import { ImageDropZone } from '../../components/upload/ImageDropZone';
import { formatBytes } from '../../components/upload/imageFiles';
import { EXPORT_SCALES, type ExportScale } from './mockupGeometry';

export const DEVICE_LABELS: Record<MockupDevice, string> = { iphone: 'iPhone', android: 'Android phone', tablet: 'Tablet' };

export interface MockupSettings {
  device: MockupDevice;
  scale: ExportScale;
}

interface MockupFormProps {
  settings: MockupSettings;
  onSettings: (settings: MockupSettings) => void;
  file: File | null;
  previewUrl: string | null;
  fileError: string | null;
  onFiles: (files: File[]) => void;
  /** The chosen file turned out not to be a decodable image. */
  onPreviewError: () => void;
}

export function MockupForm({ settings, onSettings, file, previewUrl, fileError, onFiles, onPreviewError }: MockupFormProps) {
  const deviceId = useId();
  const errorId = useId();
  const canvas = MOCKUP_CANVAS[settings.device];
  return (
    <>
      <div className="field">
        <span className="field__label">Screenshot</span>
        <ImageDropZone
          label="Screenshot"
          hint="One PNG, JPEG or WebP screenshot; it never leaves your browser"
          onFiles={onFiles}
          describedBy={fileError ? errorId : undefined}
        />
        {fileError && (
          <p id={errorId} className="field__error" role="alert">
            <AlertIcon className="notice__icon" />
            {fileError}
          </p>
        )}
        {file && previewUrl && !fileError && (
          <div className="mockup-chosen">
            <img className="mockup-chosen__thumb" src={previewUrl} alt="" onError={onPreviewError} />
            <span className="chosen-file">
              <span className="chosen-file__name">{file.name}</span> · {formatBytes(file.size)}
            </span>
          </div>
        )}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={deviceId}>
          Device
        </label>
        <select
          id={deviceId}
          className="select"
          value={settings.device}
          onChange={(event) => onSettings({ ...settings, device: event.target.value as MockupDevice })}
        >
          {MOCKUP_DEVICES.map((device) => (
            <option key={device} value={device}>
              {DEVICE_LABELS[device]}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="field scale-choice">
        <legend className="field__label">Export size</legend>
        <div className="scale-choice__options">
          {EXPORT_SCALES.map((scale) => (
            <label key={scale} className="scale-choice__option">
              <input
                type="radio"
                name="scale"
                value={scale}
                checked={settings.scale === scale}
                onChange={() => onSettings({ ...settings, scale })}
              />
              <span>
                {scale}× ({canvas.width * scale}×{canvas.height * scale} px)
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
