import { LOGO_COLOR_SCHEMES, LOGO_FONT_ALPHABETS, LOGO_TEXT_MAX_LENGTH } from '@aiapp/contracts';
import type { Ref } from 'react';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { LogoOptions } from './generateLogo';
import { COLOR_SCHEME_SWATCHES, LAYOUT_OPTIONS, STYLE_OPTIONS } from './logoOptions';

export interface LogoFormProps {
  values: LogoOptions;
  onChange: (values: LogoOptions) => void;
  textError: string | undefined;
  textInputRef: Ref<HTMLInputElement>;
}

export function LogoForm({ values, onChange, textError, textInputRef }: LogoFormProps) {
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
        hint={`Your app or brand name, up to ${LOGO_TEXT_MAX_LENGTH} characters in ${LOGO_FONT_ALPHABETS} letters. Short names read best.`}
      />

      <SelectField
        label="Style"
        name="style"
        value={values.style}
        options={STYLE_OPTIONS}
        onChange={(style) => onChange({ ...values, style })}
      />

      <SelectField
        label="Layout"
        name="layout"
        value={values.layout}
        options={LAYOUT_OPTIONS}
        onChange={(layout) => onChange({ ...values, layout })}
        hint="Initials in a mark beside the name, the name alone, or an abstract symbol chosen from the name."
      />

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
