import { useId } from 'react';
import { APP_STORE_LOCALES } from '@aiapp/store-facts';

interface LocalePickerProps {
  locales: readonly string[];
  current: string;
  onSelect: (locale: string) => void;
  onAdd: (locale: string) => void;
  onRemove: (locale: string) => void;
}

/** The profile's locales as tabs of the listing editor, and the stores' other locales to add. */
export function LocalePicker({ locales, current, onSelect, onAdd, onRemove }: LocalePickerProps) {
  const addId = useId();
  const addable = APP_STORE_LOCALES.filter((locale) => !locales.includes(locale));
  return (
    <div className="locale-picker">
      <div className="locale-picker__tabs" role="group" aria-label="Locale of the texts">
        {locales.map((locale) => (
          <button
            key={locale}
            type="button"
            className={`locale-picker__tab${locale === current ? ' locale-picker__tab--current' : ''}`}
            aria-pressed={locale === current}
            onClick={() => onSelect(locale)}
          >
            {locale}
          </button>
        ))}
      </div>
      <label htmlFor={addId} className="locale-picker__add-label">
        Add a locale
      </label>
      <select
        id={addId}
        className="input locale-picker__add"
        value=""
        onChange={(event) => event.target.value && onAdd(event.target.value)}
      >
        <option value="">Choose…</option>
        {addable.map((locale) => (
          <option key={locale} value={locale}>
            {locale}
          </option>
        ))}
      </select>
      {locales.length > 1 && (
        <button type="button" className="button button--secondary button--small" onClick={() => onRemove(current)}>
          Remove {current}
        </button>
      )}
    </div>
  );
}
