import { splitCommaSeparated, type TARGET_PLATFORMS } from '@aiapp/contracts';
import { STORE_COUNTRIES } from '@aiapp/store-facts';
import { useWatch } from 'react-hook-form';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { SelectInput } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { useBoundControl } from '../../components/form/useBoundControl';
import type { FieldBinder } from '../../components/form/useContractForm';

type AppStore = (typeof TARGET_PLATFORMS)[number];

/** The tracking request as typed: the keywords in one comma-separated text, which the contract splits. */
export interface TrackerValues {
  app_name: string;
  app_store: AppStore;
  country: string;
  keywords: string;
}

const STORE_LABELS: Readonly<Record<AppStore, string>> = { ios: 'App Store (iOS)', android: 'Google Play (Android)' };

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const COUNTRY_OPTIONS = STORE_COUNTRIES.map((code) => ({
  value: code,
  label: countryNames.of(code.toUpperCase()) ?? code.toUpperCase(),
})).sort((a, b) => a.label.localeCompare(b.label, 'en'));

export function KeywordTrackerForm({ field }: { field: FieldBinder<TrackerValues> }) {
  // The contract takes any store country code; the form offers them by name.
  const country = useBoundControl(field('country'));
  const keywords = field('keywords');
  const typed = useWatch<TrackerValues, 'keywords'>({ name: 'keywords' });
  const keywordCount = splitCommaSeparated(typed).filter((keyword) => keyword.trim()).length;
  const maxKeywords = keywords.rules.maxRows ?? Infinity;

  return (
    <>
      <TextField
        label="App name"
        field={field('app_name')}
        placeholder="e.g. Habitloop"
        hint="As it appears in the store, or paste its App Store or Google Play link for an exact match."
      />

      <div className="tracker-form__row">
        <RadioGroupField legend="Store" field={field('app_store')} optionLabel={(store) => STORE_LABELS[store as AppStore]} />
        <SelectInput
          label="Country"
          name={country.control.name}
          value={country.control.value as string}
          options={COUNTRY_OPTIONS}
          onChange={country.control.onChange}
          onBlur={country.control.onBlur}
          selectRef={country.control.ref}
        />
      </div>

      <TextField
        label="Keywords"
        field={keywords}
        rows={4}
        className="tracker-form__keywords"
        placeholder="habit tracker, daily planner, water reminder"
        hint={
          <>
            5–{maxKeywords} keywords, separated by commas.{' '}
            <span className="tracker-form__count">{keywordCount === 1 ? '1 keyword' : `${keywordCount} keywords`}</span>
            {keywordCount > maxKeywords ? ` (at most ${maxKeywords})` : ''}
          </>
        }
      />
    </>
  );
}
