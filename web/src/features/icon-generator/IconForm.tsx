import { IconRequest } from '@aiapp/contracts';
import { fieldRules } from '../../components/form/fieldRules';
import { APP_STORE_MARKETING_ICON_PX, ICON_UPLOAD_MAX_BYTES } from '@aiapp/store-facts';
import { useId } from 'react';
import { AlertIcon } from '../../components/icons';
import { ImageDropZone } from '../../components/upload/ImageDropZone';
import { formatBytes, SERVER_DECODED_IMAGE_TYPES } from '../../components/upload/imageFiles';
import { AndroidOptions } from './AndroidOptions';
import type { IconLayer, LayerFiles } from './generateIcons';
import { IconSetSummary } from './IconSetSummary';
import { MaskPreview } from './MaskPreview';

/** The range the contract allows (IconRequest.padding_percent). */
const PADDING_RULES = fieldRules(IconRequest, 'padding_percent');

export interface IconFormValues {
  file: File | null;
  previewUrl: string | null;
  backgroundColor: string;
  paddingPercent: number;
  androidInsetPercent: number;
  layers: LayerFiles;
}

interface IconFormProps {
  values: IconFormValues;
  fileError: string | null;
  layerErrors: Partial<Record<IconLayer, string>>;
  onFiles: (files: File[]) => void;
  onLayerFile: (layer: IconLayer, file: File | null) => void;
  onChange: (values: IconFormValues) => void;
}

export function IconForm({ values, fileError, layerErrors, onFiles, onLayerFile, onChange }: IconFormProps) {
  const errorId = useId();
  const colourId = useId();
  const paddingId = useId();
  return (
    <>
      <div className="field">
        <span className="field__label">App icon image</span>
        <ImageDropZone
          accept={SERVER_DECODED_IMAGE_TYPES}
          label="App icon image"
          hint={`PNG, JPEG, WebP or HEIC up to ${ICON_UPLOAD_MAX_BYTES / (1024 * 1024)} MB; square, ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} or larger works best`}
          onFiles={onFiles}
          describedBy={fileError ? errorId : undefined}
        />
        {fileError && (
          <p id={errorId} className="field__error" role="alert">
            <AlertIcon className="notice__icon" />
            {fileError}
          </p>
        )}
        {values.file && !fileError && (
          <p className="chosen-file">
            <span className="chosen-file__name">{values.file.name}</span> · {formatBytes(values.file.size)}
          </p>
        )}
      </div>

      <div className="icon-options">
        <div className="field">
          <label className="field__label" htmlFor={colourId}>
            Background colour
          </label>
          <div className="colour-field">
            <input
              id={colourId}
              className="colour-field__input"
              type="color"
              value={values.backgroundColor}
              onChange={(event) => onChange({ ...values, backgroundColor: event.target.value })}
            />
            <code>{values.backgroundColor.toUpperCase()}</code>
          </div>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={paddingId}>
            Padding
          </label>
          <div className="range-field">
            <input
              id={paddingId}
              type="range"
              min={PADDING_RULES.min}
              max={PADDING_RULES.max}
              step={PADDING_RULES.step}
              value={values.paddingPercent}
              onChange={(event) => onChange({ ...values, paddingPercent: Number(event.target.value) })}
            />
            <output htmlFor={paddingId}>{values.paddingPercent}%</output>
          </div>
        </div>
      </div>
      <p className="field__hint">
        The colour fills transparent areas of the iOS icons (Apple refuses transparency) and is the Android adaptive background.
        Padding is space around the iOS and web icons.
      </p>

      <AndroidOptions
        insetPercent={values.androidInsetPercent}
        onInset={(androidInsetPercent) => onChange({ ...values, androidInsetPercent })}
        layers={values.layers}
        layerErrors={layerErrors}
        onLayerFile={onLayerFile}
      />

      {values.file && values.previewUrl && !fileError && (
        <MaskPreview
          imageUrl={values.previewUrl}
          options={{
            file: values.file,
            backgroundColor: values.backgroundColor,
            paddingPercent: values.paddingPercent,
            androidInsetPercent: values.androidInsetPercent,
            layers: values.layers,
          }}
        />
      )}
      <IconSetSummary />
    </>
  );
}
