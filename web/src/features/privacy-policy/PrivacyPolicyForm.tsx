import { DATA_COLLECTED_CHOICES, DATA_PURPOSE_MAX_LENGTH, type DataCollectedChoice } from '@aiapp/contracts';
import type { FieldErrors } from '../../components/form/contractErrors';
import { TextField } from '../../components/form/TextField';
import { AUDIENCE_OPTIONS, DATA_CHOICE_HINTS, type PolicyField, type PolicyFormValues } from './policyForm';

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
  const setPurpose = (choice: DataCollectedChoice) => (purpose: string) =>
    set('purposes')({ ...values.purposes, [choice]: purpose });
  const ticked = DATA_COLLECTED_CHOICES.filter((choice) => values.dataCollected.includes(choice));

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

      {ticked.length > 0 && (
        <fieldset className="field policy-purposes">
          <legend className="field__label">Why does the app collect it?</legend>
          <p className="field__hint">
            In your own words, e.g. "to show jobs near the technician". Left blank, the policy uses a neutral line such as "to
            provide the features of the App that use your location".
          </p>
          {ticked.map((choice) => (
            <TextField
              key={choice}
              label={choice}
              name={`purpose_${choice}`}
              optional
              value={values.purposes[choice] ?? ''}
              onChange={setPurpose(choice)}
              maxLength={DATA_PURPOSE_MAX_LENGTH}
              placeholder="to …"
            />
          ))}
        </fieldset>
      )}

      {ticked.length > 0 && (
        <fieldset className="field policy-choices">
          <legend className="field__label">Selling and tracking</legend>
          <p className="field__hint">
            Tick only if it is true of the app and every SDK in it. Left unticked, the policy says neither that the app does nor
            that it does not.
          </p>
          <label className="policy-choice">
            <input
              className="policy-choice__input"
              type="checkbox"
              name="no_sale_or_tracking"
              checked={values.noSaleOrTracking}
              onChange={(event) => set('noSaleOrTracking')(event.target.checked)}
            />
            <span className="policy-choice__text">
              <span className="policy-choice__label">No selling, no ad sharing, no tracking</span>
              <span className="policy-choice__hint">
                The app sells no personal information, shares none for advertising and tracks nobody across other companies' apps
                or websites
              </span>
            </span>
          </label>
        </fieldset>
      )}

      <fieldset className="field policy-choices">
        <legend className="field__label">Who is the app for?</legend>
        <p className="field__hint">
          Apps for children under 13 must follow COPPA and the stores' family rules; the policy then says so. Not sure? Leave it
          unanswered and the policy makes no claim either way.
        </p>
        <div className="policy-choices__grid">
          {AUDIENCE_OPTIONS.map((option) => (
            <label key={option.value} className="policy-choice">
              <input
                className="policy-choice__input"
                type="radio"
                name="audience"
                value={option.value}
                checked={values.audience === option.value}
                onChange={() => set('audience')(option.value)}
              />
              <span className="policy-choice__text">
                <span className="policy-choice__label">{option.label}</span>
                <span className="policy-choice__hint">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
