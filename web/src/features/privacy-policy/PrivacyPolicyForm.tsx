import { DATA_COLLECTED_CHOICES, type DataCollectedChoice } from '@aiapp/contracts';
import type { FieldErrors } from '../../components/form/contractErrors';
import { TextField } from '../../components/form/TextField';
import { DATA_CHOICE_HINTS, type PolicyField, type PolicyFormValues } from './policyForm';

export interface PrivacyPolicyFormProps {
  values: PolicyFormValues;
  onChange: (values: PolicyFormValues) => void;
  errors: FieldErrors<PolicyField>;
  fieldRef: (field: PolicyField) => (element: HTMLElement | null) => void;
}

export function PrivacyPolicyForm({ values, onChange, errors, fieldRef }: PrivacyPolicyFormProps) {
  const set =
    <K extends keyof PolicyFormValues>(key: K) =>
    (value: PolicyFormValues[K]) =>
      onChange({ ...values, [key]: value });
  const toggle = (choice: DataCollectedChoice, checked: boolean) =>
    set('dataCollected')(checked ? [...values.dataCollected, choice] : values.dataCollected.filter((entry) => entry !== choice));

  return (
    <>
      <TextField
        label="App name"
        name="app_name"
        type="text"
        value={values.appName}
        onChange={set('appName')}
        error={errors.appName}
        hint="As it appears in the stores."
        maxLength={80}
        placeholder="e.g. FitTrack Pro"
        autoComplete="off"
        inputRef={fieldRef('appName')}
      />
      <TextField
        label="Company name"
        name="company_name"
        type="text"
        value={values.companyName}
        onChange={set('companyName')}
        error={errors.companyName}
        hint="Your company, or your own name if you publish as an individual."
        maxLength={120}
        placeholder="e.g. Acme Apps Ltd"
        autoComplete="organization"
        inputRef={fieldRef('companyName')}
      />
      <TextField
        label="Contact e-mail"
        name="email"
        type="email"
        optional
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        hint="Where people send privacy requests."
        maxLength={254}
        placeholder="privacy@example.com"
        autoComplete="email"
        inputRef={fieldRef('email')}
      />
      <TextField
        label="Website"
        name="website"
        type="url"
        optional
        value={values.website}
        onChange={set('website')}
        error={errors.website}
        hint="Your site or support page."
        maxLength={500}
        placeholder="https://example.com"
        autoComplete="url"
        inputRef={fieldRef('website')}
      />

      <fieldset className="field policy-choices">
        <legend className="field__label">What data does your app collect?</legend>
        <p className="field__hint">
          Tick everything your app or its SDKs send off the device. Leave all unticked if nothing leaves it.
        </p>
        <div className="policy-choices__grid">
          {DATA_COLLECTED_CHOICES.map((choice) => (
            <label key={choice} className="policy-choice">
              <input
                className="policy-choice__input"
                type="checkbox"
                name="data_collected"
                value={choice}
                checked={values.dataCollected.includes(choice)}
                onChange={(event) => toggle(choice, event.target.checked)}
              />
              <span className="policy-choice__text">
                <span className="policy-choice__label">{choice}</span>
                <span className="policy-choice__hint">{DATA_CHOICE_HINTS[choice]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
