import { KEYWORDS_MAX } from '@aiapp/contracts';
import { STORE_COUNTRIES } from '@aiapp/store-facts';
import { useId } from 'react';
import type { FieldErrors } from '../../components/form/contractErrors';
import { TextAreaField, TextField } from '../../components/form/TextField';
import { splitKeywords, type AppStore, type TrackingInput } from './trackKeywords';

export type TrackerField = 'appName' | 'keywords';

export interface KeywordTrackerFormProps {
  values: TrackingInput;
  errors: FieldErrors<TrackerField>;
  onChange: (values: TrackingInput) => void;
  fieldRef: (field: TrackerField) => (element: HTMLElement | null) => void;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = STORE_COUNTRIES.map((code) => ({
  code,
  name: countryNames.of(code.toUpperCase()) ?? code.toUpperCase(),
})).sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function KeywordTrackerForm({ values, errors, onChange, fieldRef }: KeywordTrackerFormProps) {
  const ids = { store: useId(), country: useId() };

  const keywordCount = splitKeywords(values.keywords).length;

  return (
    <>
      <TextField
        label="App name"
        name="app_name"
        placeholder="e.g. Habitloop"
        value={values.appName}
        onChange={(appName) => onChange({ ...values, appName })}
        error={errors.appName}
        inputRef={fieldRef('appName')}
        hint="As it appears in the store, or paste its App Store or Google Play link for an exact match."
      />

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

      <TextAreaField
        label="Keywords"
        name="keywords"
        rows={4}
        className="tracker-form__keywords"
        placeholder="habit tracker, daily planner, water reminder"
        value={values.keywords}
        onChange={(keywords) => onChange({ ...values, keywords })}
        error={errors.keywords}
        inputRef={fieldRef('keywords')}
        hint={
          <>
            5–15 keywords, separated by commas.{' '}
            <span className="tracker-form__count">{keywordCount === 1 ? '1 keyword' : `${keywordCount} keywords`}</span>
            {keywordCount > KEYWORDS_MAX ? ` (at most ${KEYWORDS_MAX})` : ''}
          </>
        }
      />
    </>
  );
}
