import { KEYWORDS_MAX, STORE_COUNTRIES } from '@aiapp/contracts';
import { useId, type Ref } from 'react';
import { AlertIcon } from '../../components/icons';
import { splitKeywords, type AppStore } from './trackKeywords';

export interface TrackerFormValues {
  appName: string;
  store: AppStore;
  country: string;
  keywords: string;
}

export interface TrackerFormErrors {
  appName?: string;
  keywords?: string;
}

export interface KeywordTrackerFormProps {
  values: TrackerFormValues;
  errors: TrackerFormErrors;
  onChange: (values: TrackerFormValues) => void;
  appNameRef: Ref<HTMLInputElement>;
  keywordsRef: Ref<HTMLTextAreaElement>;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = STORE_COUNTRIES.map((code) => ({
  code,
  name: countryNames.of(code.toUpperCase()) ?? code.toUpperCase(),
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      <AlertIcon className="notice__icon" />
      {message}
    </p>
  );
}

export function KeywordTrackerForm({ values, errors, onChange, appNameRef, keywordsRef }: KeywordTrackerFormProps) {
  const ids = {
    appName: useId(),
    appNameHint: useId(),
    appNameError: useId(),
    store: useId(),
    country: useId(),
    keywords: useId(),
    keywordsHint: useId(),
    keywordsError: useId(),
  };
  const keywordCount = splitKeywords(values.keywords).length;
  const describedBy = (error: string | undefined, errorId: string, hintId: string) => (error ? `${errorId} ${hintId}` : hintId);

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.appName}>
          App name
        </label>
        <input
          ref={appNameRef}
          id={ids.appName}
          className="input"
          type="text"
          name="app_name"
          autoComplete="off"
          placeholder="e.g. Habitloop"
          value={values.appName}
          aria-invalid={errors.appName ? true : undefined}
          aria-describedby={describedBy(errors.appName, ids.appNameError, ids.appNameHint)}
          onChange={(event) => onChange({ ...values, appName: event.target.value })}
        />
        <FieldError id={ids.appNameError} message={errors.appName} />
        <p id={ids.appNameHint} className="field__hint">
          As it appears in the store, or paste its App Store or Google Play link for an exact match.
        </p>
      </div>

      <div className="tracker-form__row">
        <div className="field">
          <label className="field__label" htmlFor={ids.store}>
            Store
          </label>
          <select
            id={ids.store}
            className="select"
            name="app_store"
            value={values.store}
            onChange={(event) => onChange({ ...values, store: event.target.value as AppStore })}
          >
            <option value="ios">App Store (iOS)</option>
            <option value="android">Google Play (Android)</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.country}>
            Country
          </label>
          <select
            id={ids.country}
            className="select"
            name="country"
            value={values.country}
            onChange={(event) => onChange({ ...values, country: event.target.value })}
          >
            {COUNTRY_OPTIONS.map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={ids.keywords}>
          Keywords
        </label>
        <textarea
          ref={keywordsRef}
          id={ids.keywords}
          className="input tracker-form__keywords"
          name="keywords"
          rows={4}
          placeholder="habit tracker, daily planner, water reminder"
          value={values.keywords}
          aria-invalid={errors.keywords ? true : undefined}
          aria-describedby={describedBy(errors.keywords, ids.keywordsError, ids.keywordsHint)}
          onChange={(event) => onChange({ ...values, keywords: event.target.value })}
        />
        <FieldError id={ids.keywordsError} message={errors.keywords} />
        <p id={ids.keywordsHint} className="field__hint">
          5–15 keywords, separated by commas.{' '}
          <span className="tracker-form__count">{keywordCount === 1 ? '1 keyword' : `${keywordCount} keywords`}</span>
          {keywordCount > KEYWORDS_MAX ? ` (at most ${KEYWORDS_MAX})` : ''}
        </p>
      </div>
    </>
  );
}
