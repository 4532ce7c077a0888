import { LOGO_FONT_ALPHABETS, type LogoRequest } from '@aiapp/contracts';
import { useController } from 'react-hook-form';
import { choicesOf } from '../../components/form/fieldRules';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import type { BoundField, FieldBinder, FormValuesOf } from '../../components/form/useContractForm';
import { COLOR_SCHEME_SWATCHES, layoutLabel, styleLabel } from './logoOptions';

export type LogoValues = FormValuesOf<typeof LogoRequest>;

export function LogoForm({ field }: { field: FieldBinder<LogoValues> }) {
  const text = field('text');
  return (
    <>
      <TextField
        label="Logo text"
        field={text}
        placeholder="e.g. Tasky"
        hint={`Your app or brand name, up to ${text.rules.maxLength} characters in ${LOGO_FONT_ALPHABETS} letters. Short names read best.`}
      />
      <SelectField label="Style" field={field('style')} optionLabel={styleLabel} />
      <SelectField
        label="Layout"
        field={field('layout')}
        optionLabel={layoutLabel}
        hint="Initials in a mark beside the name, the name alone, or an abstract symbol chosen from the name."
      />
      <ColorSchemeSwatches field={field('color_scheme')} />
    </>
  );
}

/** The colour schemes as swatches: a radio group that shows each scheme's gradient. */
function ColorSchemeSwatches({ field }: { field: BoundField }) {
  const { field: control } = useController({ name: field.name });
  return (
    <fieldset className="field swatch-group">
      <legend className="field__label">Color scheme</legend>
      <div className="swatch-group__options">
        {choicesOf(field.rules).map((scheme) => {
          const swatch = COLOR_SCHEME_SWATCHES[scheme as keyof typeof COLOR_SCHEME_SWATCHES];
          return (
            <label key={scheme} className="swatch">
              <input
                className="swatch__input"
                type="radio"
                name={control.name}
                value={scheme}
                checked={control.value === scheme}
                onChange={() => control.onChange(scheme)}
                onBlur={control.onBlur}
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
  );
}
