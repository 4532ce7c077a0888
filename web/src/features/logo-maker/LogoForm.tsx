import { LOGO_COLOR_SCHEMES, LOGO_STYLES, LOGO_TEXT_MAX_LENGTH } from '@aiapp/contracts';
import { useId, type Ref } from 'react';
import { TextField } from '../../components/form/TextField';
import type { LogoOptions } from './generateLogo';
import { COLOR_SCHEME_SWATCHES, STYLE_LABELS } from './logoOptions';

export interface LogoFormProps {
  values: LogoOptions;
  onChange: (values: LogoOptions) => void;
  textError: string | undefined;
  textInputRef: Ref<HTMLInputElement>;
}

export function LogoForm({ values, onChange, textError, textInputRef }: LogoFormProps) {
  const styleId = useId();

  return (
    <>
      <TextField
        label="Logo text"
        name="text"
        placeholder="e.g. Tasky"
        maxLength={LOGO_TEXT_MAX_LENGTH}
        value={values.text}
        onChange={(text) => onChange({ ...values, text })}
        error={textError}
        inputRef={textInputRef}
        hint={`Your app or brand name, up to ${LOGO_TEXT_MAX_LENGTH} characters. Short names read best.`}
      />

      <div className="field">
        <label className="field__label" htmlFor={styleId}>
          Style
        </label>
        <select
          id={styleId}
          className="select"
          name="style"
          value={values.style}
          onChange={(event) => onChange({ ...values, style: event.target.value as LogoOptions['style'] })}
        >
          {LOGO_STYLES.map((style) => (
            <option key={style} value={style}>
              {STYLE_LABELS[style]}
            </option>
          ))}
        </select>
      </div>

      <fieldset className="field swatch-group">
        <legend className="field__label">Color scheme</legend>
        <div className="swatch-group__options">
          {LOGO_COLOR_SCHEMES.map((scheme) => {
            const swatch = COLOR_SCHEME_SWATCHES[scheme];
            return (
              <label key={scheme} className="swatch">
                <input
                  className="swatch__input"
                  type="radio"
                  name="color_scheme"
                  value={scheme}
                  checked={values.colorScheme === scheme}
                  onChange={() => onChange({ ...values, colorScheme: scheme })}
                />
                <span
                  className="swatch__chip"
                  aria-hidden="true"
                  style={{ backgroundImage: `linear-gradient(135deg, ${swatch.from}, ${swatch.to})` }}
                />
                <span className="swatch__label">{swatch.label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
