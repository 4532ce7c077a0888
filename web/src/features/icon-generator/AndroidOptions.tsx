import { IconRequest } from '@aiapp/contracts';
import { fieldRules } from '../../components/form/fieldRules';
import { ANDROID_ICON_DP } from '@aiapp/store-facts';
import { useId, useRef } from 'react';
import { AlertIcon } from '../../components/icons';
import { FilePicker } from '../../components/upload/FilePicker';
import { formatBytes, SERVER_DECODED_IMAGE_TYPES } from '../../components/upload/imageFiles';
import { ICON_LAYERS, type IconLayer, type LayerFiles } from './generateIcons';

/** The range the contract allows (IconRequest.android_inset_percent). */
const INSET_RULES = fieldRules(IconRequest, 'android_inset_percent');

const LAYER_COPY: Readonly<Record<IconLayer, { label: string; hint: string }>> = {
  foreground: { label: 'Foreground layer', hint: 'Your logo on a transparent background, used instead of the main image.' },
  background: {
    label: 'Background layer',
    hint: `Fills the whole ${ANDROID_ICON_DP.adaptiveLayer} dp layer behind the logo, instead of the colour.`,
  },
  monochrome: {
    label: 'Themed icon glyph',
    hint: 'A one-colour shape for Android 13 themed icons, when the derived one is not right.',
  },
};

interface LayerFieldProps {
  layer: IconLayer;
  file: File | null;
  error: string | undefined;
  onFile: (layer: IconLayer, file: File | null) => void;
}

function LayerField({ layer, file, error, onFile }: LayerFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const { label, hint } = LAYER_COPY[layer];
  return (
    <div className="field layer-field">
      <label className="field__label" htmlFor={inputId}>
        {label} <span className="field__optional">(optional)</span>
      </label>
      <FilePicker
        id={inputId}
        inputRef={input}
        accept={SERVER_DECODED_IMAGE_TYPES}
        buttonLabel="Choose image"
        fileName={file?.name ?? null}
        describedBy={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        invalid={Boolean(error)}
        onFile={(chosen) => onFile(layer, chosen)}
      />
      <p id={hintId} className="field__hint">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          <AlertIcon className="notice__icon" />
          {error}
        </p>
      )}
      {file && !error && (
        <p className="chosen-file">
          {formatBytes(file.size)}{' '}
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`Remove ${label.toLowerCase()}`}
            onClick={() => {
              if (input.current) input.current.value = '';
              onFile(layer, null);
            }}
          >
            Remove
          </button>
        </p>
      )}
    </div>
  );
}

export interface AndroidOptionsProps {
  insetPercent: number;
  onInset: (percent: number) => void;
  layers: LayerFiles;
  layerErrors: Partial<Record<IconLayer, string>>;
  onLayerFile: (layer: IconLayer, file: File | null) => void;
}

/** Android-only choices: how far the artwork shrinks inside the safe circle, and separate layers. */
export function AndroidOptions({ insetPercent, onInset, layers, layerErrors, onLayerFile }: AndroidOptionsProps) {
  const insetId = useId();
  return (
    <fieldset className="android-options">
      <legend className="field__label">Android adaptive icon</legend>
      <div className="field">
        <label className="field__label" htmlFor={insetId}>
          Android inset
        </label>
        <div className="range-field">
          <input
            id={insetId}
            type="range"
            min={INSET_RULES.min}
            max={INSET_RULES.max}
            step={INSET_RULES.step}
            value={insetPercent}
            onChange={(event) => onInset(Number(event.target.value))}
          />
          <output htmlFor={insetId}>{insetPercent}%</output>
        </div>
        <p className="field__hint">
          Shrinks the artwork inside the {ANDROID_ICON_DP.safeZone} dp safe circle; the iOS padding above is separate.
        </p>
      </div>
      {ICON_LAYERS.map((layer) => (
        <LayerField key={layer} layer={layer} file={layers[layer]} error={layerErrors[layer]} onFile={onLayerFile} />
      ))}
    </fieldset>
  );
}
