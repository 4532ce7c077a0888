import { useEffect, useId, useRef, type Ref } from 'react';
import { CloseIcon, PlusIcon } from '../icons';
import { FieldError } from './FieldError';
import './text-rows.css';

export interface TextRowsFieldProps {
  /** The group's label: "Key features". */
  label: string;
  /** One row in words, for button and input names: "feature". */
  rowNoun: string;
  rows: string[];
  onChange: (rows: string[]) => void;
  maxRows: number;
  maxLength: number;
  placeholders?: readonly string[];
  optional?: boolean;
  hint?: string;
  error?: string | null;
  /** The first input, so the page can focus it when the group is invalid. */
  firstInputRef?: Ref<HTMLInputElement>;
}

/** A list typed row by row, with add and remove (docs/product.md §2: feature rows added and removed). Blank rows are dropped by the caller. */
export function TextRowsField(props: TextRowsFieldProps) {
  const { label, rowNoun, rows, onChange, maxRows, maxLength, placeholders = [], optional, hint, error, firstInputRef } = props;
  const ids = { legend: useId(), hint: useId(), error: useId() };
  const listRef = useRef<HTMLOListElement>(null);
  const added = useRef(false);

  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  }, [rows.length]);

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
              ref={index === 0 ? firstInputRef : undefined}
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

/** The rows as the contract wants them: trimmed, blanks dropped (docs/product.md §5). */
export const filledRows = (rows: readonly string[]) => rows.map((row) => row.trim()).filter(Boolean);
