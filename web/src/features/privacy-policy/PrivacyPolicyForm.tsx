import { DATA_COLLECTED_CHOICES, type DataCollectedChoice, type PolicyAudience } from '@aiapp/contracts';
import { useController } from 'react-hook-form';
import { FieldFrame } from '../../components/form/FieldFrame';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { TextField } from '../../components/form/TextField';
import type { FieldBinder } from '../../components/form/useContractForm';
import { AUDIENCE_CHOICES, DATA_CHOICE_HINTS, type PolicyFormValues } from './policyForm';

export function PrivacyPolicyForm({ field }: { field: FieldBinder<PolicyFormValues> }) {
  const collected = useController<PolicyFormValues, 'data_collected'>({ name: 'data_collected' }).field;
  const purposes = useController<PolicyFormValues, 'data_purposes'>({ name: 'data_purposes' }).field;
  const noSale = useController<PolicyFormValues, 'no_sale_or_tracking'>({ name: 'no_sale_or_tracking' }).field;
  const purposeRules = field('data_purposes').rules;
  const toggle = (choice: DataCollectedChoice, checked: boolean) =>
    collected.onChange(checked ? [...collected.value, choice] : collected.value.filter((entry) => entry !== choice));
  const ticked = DATA_COLLECTED_CHOICES.filter((choice) => collected.value.includes(choice));

  return (
    <>
      <TextField label="App name" field={field('app_name')} hint="As it appears in the stores." placeholder="e.g. FitTrack Pro" />
      <TextField
        label="Company name"
        field={field('company_name')}
        hint="Your company, or your own name if you publish as an individual."
        placeholder="e.g. Acme Apps Ltd"
        autoComplete="organization"
      />
      <TextField
        label="Contact e-mail"
        field={field('email')}
        type="email"
        hint="Where people send privacy requests."
        placeholder="privacy@example.com"
        autoComplete="email"
      />
      <TextField
        label="Website"
        field={field('website')}
        type="url"
        hint="Your site or support page."
        placeholder="https://example.com"
        autoComplete="url"
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
                checked={collected.value.includes(choice)}
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
            <FieldFrame key={choice} label={choice} optional>
              {(aria) => (
                <input
                  {...aria}
                  className="input"
                  name={`purpose_${choice}`}
                  autoComplete="off"
                  maxLength={purposeRules.maxLength}
                  placeholder="to …"
                  value={purposes.value[choice] ?? ''}
                  onChange={(event) => purposes.onChange({ ...purposes.value, [choice]: event.target.value })}
                />
              )}
            </FieldFrame>
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
              name={noSale.name}
              checked={noSale.value}
              onChange={(event) => noSale.onChange(event.target.checked)}
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

      <RadioGroupField
        legend="Who is the app for?"
        field={field('audience')}
        optionLabel={(audience) => AUDIENCE_CHOICES[audience as PolicyAudience].label}
        optionHint={(audience) => AUDIENCE_CHOICES[audience as PolicyAudience].hint}
        hint="Apps for children under 13 must follow COPPA and the stores' family rules; the policy then says so. Not sure? Leave it unanswered and the policy makes no claim either way."
      />
    </>
  );
}
