import { useId, type ReactNode } from 'react';
import { choiceValue, type ChoiceLabel } from './choices';
import { FieldError } from './FieldError';
import { choicesOf } from './fieldRules';
import type { BoundField } from './useContractForm';
import { useBoundControl } from './useBoundControl';
import './radio-group.css';

export interface RadioGroupFieldProps {
  field: BoundField;
  /** The group's name, read as the fieldset's legend. */
  legend: string;
  optionLabel: ChoiceLabel;
  /** A line under a choice's label. */
  optionHint?: (choice: string) => string;
  hint?: ReactNode;
}

/**
 * A choice among a few of the contract's options, one radio each. Radios sharing a name form
 * one group, so the browser moves between them with the arrow keys and Tab enters the group
 * once (https://www.w3.org/WAI/ARIA/apg/patterns/radio/); the fieldset's legend names it.
 */
export function RadioGroupField({ field, legend, optionLabel, optionHint, hint }: RadioGroupFieldProps) {
  const { control, error } = useBoundControl(field);
  const ids = { hint: useId(), error: useId() };
  const describedBy = [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ') || undefined;
  const selected = String(control.value);
  const choices = choicesOf(field.rules);
  // Focus on a refusal goes to the radio Tab would reach: the chosen one, else the first.
  const focused = choices.includes(selected) ? selected : choices[0];
  return (
    <fieldset className="field radio-group" aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="radio-group__options">
        {choices.map((choice) => (
          <label key={choice} className="radio-group__option">
            <input
              ref={choice === focused ? control.ref : undefined}
              type="radio"
              name={control.name}
              value={choice}
              checked={choice === selected}
              onChange={() => control.onChange(choiceValue(field.rules, choice))}
              onBlur={control.onBlur}
            />
            <span className="radio-group__text">
              <span className="radio-group__label">{optionLabel(choice)}</span>
              {optionHint && <span className="radio-group__hint">{optionHint(choice)}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={ids.error} message={error} />
      {hint && (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
