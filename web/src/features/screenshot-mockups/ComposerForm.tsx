import { MOCKUP_CANVAS } from '@aiapp/contracts';
import { useId } from 'react';
import { SelectInput } from '../../components/form/SelectField';
import { TextInput } from '../../components/form/TextField';
import { AlertIcon } from '../../components/icons';
import { ImageDropZone } from '../../components/upload/ImageDropZone';
import { formatBytes, SERVER_DECODED_IMAGE_TYPES } from '../../components/upload/imageFiles';
import { COMPOSER_DEVICES, DEVICE_MODELS, FRAME_VARIANTS } from './composer/devices';
import { BACKGROUND_KINDS } from './composer/drawShot';
import { COMPOSER_FONT_IDS, COMPOSER_FONTS } from './composer/fontFamilies';
import { MAX_SET_SIZE, storeTargets, type StoreTarget } from './composer/storeTargets';
import { COMPOSER_TEMPLATE_IDS, COMPOSER_TEMPLATES, templateChange } from './composer/templates';
import {
  BACKGROUND_LABELS,
  APP_NAME_MAX,
  HEADLINE_MAX,
  SUBLINE_MAX,
  VARIANT_LABELS,
  type ComposerSettings,
} from './composerSettings';
import { EXPORT_SCALES } from './mockupGeometry';
import type { SetShot } from './useScreenshotSet';

interface ComposerFormProps {
  settings: ComposerSettings;
  onSettings: (change: Partial<ComposerSettings>) => void;
  shots: readonly SetShot[];
  shotsError: string | null;
  onFiles: (files: File[]) => void;
  onEdit: (id: number, change: Partial<Pick<SetShot, 'headline' | 'subline'>>) => void;
  onMove: (id: number, by: -1 | 1) => void;
  onRemove: (id: number) => void;
  backgroundImageName: string | null;
  backgroundError: string | null;
  onBackgroundFiles: (files: File[]) => void;
}

function RadioGroup<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="field choice">
      <legend className="field__label">{legend}</legend>
      <div className="choice__options">
        {options.map((option) => (
          <label key={option.value} className="choice__option">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Ticks for every store size of the frame's kind; ticking adds the size to the set, unticking leaves it out. */
function StoreSizes({
  targets,
  chosen,
  onChange,
}: {
  targets: readonly StoreTarget[];
  chosen: readonly string[];
  onChange: (targetIds: string[]) => void;
}) {
  const hintId = useId();
  const toggle = (id: string, on: boolean) => onChange(on ? [...chosen, id] : chosen.filter((entry) => entry !== id));
  return (
    <fieldset className="field choice" aria-describedby={hintId}>
      <legend className="field__label">Store sizes</legend>
      <div className="choice__options choice__options--stacked">
        {targets.map((target) => (
          <label key={target.id} className="choice__option">
            <input
              type="checkbox"
              name="store-size"
              value={target.id}
              checked={chosen.includes(target.id)}
              onChange={(event) => toggle(target.id, event.target.checked)}
            />
            <span>
              {target.store} {target.label} ({target.width}×{target.height})
            </span>
          </label>
        ))}
      </div>
      <p id={hintId} className="field__hint">
        App Store Connect takes 6.9″ or 6.7″ images in its iPhone 6.9″ slot; the Play feature graphic is always included.
      </p>
    </fieldset>
  );
}

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field colour-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="color"
        className="colour-field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function ShotList({ shots, onEdit, onMove, onRemove }: Pick<ComposerFormProps, 'shots' | 'onEdit' | 'onMove' | 'onRemove'>) {
  return (
    <ol className="shot-list">
      {shots.map((shot, index) => {
        const position = index + 1;
        return (
          <li key={shot.id} className="shot-list__item">
            <div className="shot-list__head">
              {shot.url ? (
                <img className="mockup-chosen__thumb" src={shot.url} alt="" />
              ) : (
                <span className="mockup-chosen__thumb" aria-hidden="true" />
              )}
              <span className="chosen-file">
                <span className="chosen-file__name">
                  {position}. {shot.file.name}
                </span>{' '}
                · {formatBytes(shot.file.size)}
                {shot.converting && (
                  <span className="field__hint shot-list__converting" role="status">
                    Converting this HEIC capture on our image service: browsers cannot read HEIC. Nothing is kept there.
                  </span>
                )}
              </span>
              <div className="shot-list__actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Move screenshot ${position} up`}
                  disabled={index === 0}
                  onClick={() => onMove(shot.id, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Move screenshot ${position} down`}
                  disabled={index === shots.length - 1}
                  onClick={() => onMove(shot.id, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  aria-label={`Remove screenshot ${position}`}
                  onClick={() => onRemove(shot.id)}
                >
                  Remove
                </button>
              </div>
            </div>
            <TextInput
              label={`Headline ${position}`}
              name={`headline-${shot.id}`}
              value={shot.headline}
              maxLength={HEADLINE_MAX}
              placeholder="Sleep better tonight"
              onChange={(headline) => onEdit(shot.id, { headline })}
            />
            <TextInput
              label={`Subline ${position}`}
              name={`subline-${shot.id}`}
              optional
              value={shot.subline}
              maxLength={SUBLINE_MAX}
              placeholder="Gentle sounds that fade as you drift off"
              onChange={(subline) => onEdit(shot.id, { subline })}
            />
          </li>
        );
      })}
    </ol>
  );
}

export function ComposerForm(props: ComposerFormProps) {
  const { settings, onSettings, shots, shotsError, onFiles, backgroundImageName, backgroundError, onBackgroundFiles } = props;
  const errorId = useId();
  const model = DEVICE_MODELS[settings.device];
  const classic = MOCKUP_CANVAS[model.classic];
  return (
    <>
      <div className="field">
        <span className="field__label">Screenshots</span>
        <ImageDropZone
          label="Screenshots"
          multiple
          hint={`Up to ${MAX_SET_SIZE} PNG, JPEG, WebP or HEIC captures, in store order. They stay in your browser; only HEIC is sent to our image service once, to be converted`}
          accept={SERVER_DECODED_IMAGE_TYPES}
          onFiles={onFiles}
          describedBy={shotsError ? errorId : undefined}
        />
        {shotsError && (
          <p id={errorId} className="field__error" role="alert">
            <AlertIcon className="notice__icon" />
            {shotsError}
          </p>
        )}
        {shots.length > 0 && <ShotList {...props} />}
      </div>

      <TextInput
        label="App name"
        name="app-name"
        optional
        hint="Names the ZIP and the files in it"
        value={settings.appName}
        maxLength={APP_NAME_MAX}
        onChange={(appName) => onSettings({ appName })}
      />

      <div className="field-row">
        <SelectInput
          label="Device"
          name="device"
          value={settings.device}
          options={COMPOSER_DEVICES.map((device) => ({ value: device, label: DEVICE_MODELS[device].label }))}
          hint="App Store images show the Apple device and Google Play images the Android one of the same kind"

          onChange={(device) => onSettings({ device })}
        />
        <SelectInput
          label="Frame finish"
          name="variant"
          value={model.variants[settings.variant] ? settings.variant : 'dark'}
          options={FRAME_VARIANTS.filter((variant) => model.variants[variant]).map((variant) => ({
            value: variant,
            label: `${VARIANT_LABELS[variant]} (${model.variants[variant]?.label})`,
          }))}
          onChange={(variant) => onSettings({ variant })}
        />
      </div>

      <RadioGroup
        legend="Template"
        name="template"
        value={settings.template}
        options={COMPOSER_TEMPLATE_IDS.map((template) => ({ value: template, label: COMPOSER_TEMPLATES[template].label }))}
        onChange={(template) => onSettings(templateChange(template))}
      />

      <RadioGroup
        legend="Background"
        name="background"
        value={settings.background}
        options={BACKGROUND_KINDS.map((kind) => ({ value: kind, label: BACKGROUND_LABELS[kind] }))}
        onChange={(background) => onSettings({ background })}
      />
      <div className="field-row">
        <ColourField
          label={settings.background === 'gradient' ? 'Top colour' : 'Background colour'}
          value={settings.from}
          onChange={(from) => onSettings({ from })}
        />
        {settings.background === 'gradient' && (
          <ColourField label="Bottom colour" value={settings.to} onChange={(to) => onSettings({ to })} />
        )}
        <ColourField label="Text colour" value={settings.textColour} onChange={(textColour) => onSettings({ textColour })} />
      </div>
      {settings.background === 'image' && (
        <div className="field">
          <span className="field__label">Background image</span>
          <ImageDropZone
            label="Background image"
            hint={backgroundImageName ?? 'Filled edge to edge; the colour above shows until it is chosen'}
            accept={SERVER_DECODED_IMAGE_TYPES}
            onFiles={onBackgroundFiles}
          />
          {backgroundError && (
            <p className="field__error" role="alert">
              <AlertIcon className="notice__icon" />
              {backgroundError}
            </p>
          )}
        </div>
      )}

      <SelectInput
        label="Font"
        name="font"
        value={settings.font}
        options={COMPOSER_FONT_IDS.map((font) => ({ value: font, label: COMPOSER_FONTS[font].label }))}
        onChange={(font) => onSettings({ font })}
      />

      <StoreSizes
        targets={storeTargets(model.deviceClass)}
        chosen={settings.targetIds}
        onChange={(targetIds) => onSettings({ targetIds })}
      />

      <fieldset className="field choice">
        <legend className="field__label">Classic mockup size</legend>
        <div className="choice__options">
          {EXPORT_SCALES.map((scale) => (
            <label key={scale} className="choice__option">
              <input
                type="radio"
                name="scale"
                value={scale}
                checked={settings.scale === scale}
                onChange={() => onSettings({ scale })}
              />
              <span>
                {scale}× ({classic.width * scale}×{classic.height * scale} px)
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
