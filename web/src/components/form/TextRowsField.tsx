import { useEffect, useId, useRef } from 'react';
import { CloseIcon, PlusIcon } from '../icons';
import { FieldError } from './FieldError';
import type { BoundField } from './useContractForm';
import { useBoundControl } from './useBoundControl';
import './text-rows.css';

export interface TextRowsFieldProps {
  /** A textRows field of the contract (shared-contracts/src/fields.ts): its row count and row length. */
  field: BoundField;
  /** The group's label: "Key features". */
  label: string;
  /** One row in words, for button and input names: "feature". */
  rowNoun: string;
  placeholders?: readonly string[];
  hint?: string;
}

/**
 * A list typed row by row, with add and remove (dynamic feature rows). Rows go as typed: the
 * contract trims them and drops the blank ones.
 */
export function TextRowsField({ field, label, rowNoun, placeholders = [], hint }: TextRowsFieldProps) {
  const { control, error, optional } = useBoundControl(field);
  const rows = control.value as string[];
  const onChange = control.onChange as (rows: string[]) => void;
  const { maxRows, maxLength } = field.rules;
  const ids = { legend: useId(), hint: useId(), error: useId() };
  const listRef = useRef<HTMLOListElement>(null);
  const added = useRef(false);

  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rows.length]);

  if (maxRows === undefined) throw new Error(`${field.name} is not a list with a row limit`);
  const update = (index: number, value: string) => onChange(rows.map((row, at) => (at === index ? value : row)));
  const add = () => {
    added.current = true;
    onChange([...rows, '']);
  };
  const remove = (index: number) => onChange(rows.length > 1 ? rows.filter((_, at) => at !== index) : ['']);
  const describedBy = [error ? ids.error : '', hint ? ids.hint : ''].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset className="field text-rows" aria-describedby={describedBy}>
      <legend id={ids.legend} className="field__label">
        {label} {optional && <span className="field__optional">(optional)</span>}
      </legend>
      <ol ref={listRef} className="text-rows__list">
        {rows.map((row, index) => (
          <li key={index} className="text-rows__row">
            <input
              ref={index === 0 ? control.ref : undefined}
              className="input"
              type="text"
              autoComplete="off"
              aria-label={`${label}: ${rowNoun} ${index + 1}`}
              aria-invalid={error && index === 0 ? true : undefined}
              aria-describedby={error && index === 0 ? ids.error : undefined}
              maxLength={maxLength}
              placeholder={placeholders[index] ?? ''}
              value={row}
              onChange={(event) => update(index, event.target.value)}
              onBlur={control.onBlur}
            />
            <button
              type="button"
              className="button button--ghost button--small text-rows__remove"
              aria-label={`Remove ${rowNoun} ${index + 1}`}
              disabled={rows.length === 1 && !row}
              onClick={() => remove(index)}
            >
              <CloseIcon />
            </button>
          </li>
        ))}
      </ol>
      <FieldError id={ids.error} message={error} />
      <div className="text-rows__footer">
        <button type="button" className="button button--secondary button--small" disabled={rows.length >= maxRows} onClick={add}>
          <PlusIcon />
          Add {rowNoun}
        </button>
        <span className="field__hint">
          {rows.length}/{maxRows}
        </span>
      </div>
      {hint && (
        <p id={ids.hint} className="field__hint">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
