import { APP_TYPES } from '@aiapp/contracts';
import { useId, type Ref } from 'react';
import { FieldError } from '../../components/form/FieldError';
import { TextRowsField } from '../../components/form/TextRowsField';
import type { AppType, StoreDescriptionInput } from './generateStoreDescription';

export interface StoreDescriptionErrors {
  appName?: string;
  category?: string;
  features?: string;
}

const APP_TYPE_LABELS: Readonly<Record<AppType, string>> = {
  utility: 'Utility',
  productivity: 'Productivity',
  game: 'Game',
  social: 'Social',
  health: 'Health & fitness',
  education: 'Education',
  business: 'Business',
};

const CATEGORY_SUGGESTIONS = [
  'Business',
  'Education',
  'Entertainment',
  'Finance',
  'Food & Drink',
  'Games',
  'Health & Fitness',
  'Lifestyle',
  'Music',
  'Navigation',
  'News',
  'Photo & Video',
  'Productivity',
  'Shopping',
  'Social Networking',
  'Sports',
  'Travel',
  'Utilities',
  'Weather',
];

export function StoreDescriptionForm(props: {
  values: StoreDescriptionInput;
  errors: StoreDescriptionErrors;
  onChange: (values: StoreDescriptionInput) => void;
  appNameRef: Ref<HTMLInputElement>;
  categoryRef: Ref<HTMLInputElement>;
  firstFeatureRef: Ref<HTMLInputElement>;
}) {
  const { values, errors, onChange, appNameRef, categoryRef, firstFeatureRef } = props;
  const ids = {
    name: useId(),
    nameError: useId(),
    category: useId(),
    categoryError: useId(),
    categories: useId(),
    type: useId(),
    audience: useId(),
    audienceHint: useId(),
  };
  const set = (change: Partial<StoreDescriptionInput>) => onChange({ ...values, ...change });

  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.name}>
          App name
        </label>
        <input
          ref={appNameRef}
          id={ids.name}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={80}
          placeholder="e.g. FitTrack"
          value={values.appName}
          aria-invalid={errors.appName ? true : undefined}
          aria-describedby={errors.appName ? ids.nameError : undefined}
          onChange={(event) => set({ appName: event.target.value })}
        />
        <FieldError id={ids.nameError} message={errors.appName} />
      </div>

      <div className="store-form__pair">
        <div className="field">
          <label className="field__label" htmlFor={ids.category}>
            App category
          </label>
          <input
            ref={categoryRef}
            id={ids.category}
            className="input"
            type="text"
            list={ids.categories}
            autoComplete="off"
            maxLength={60}
            placeholder="e.g. Health & Fitness"
            value={values.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? ids.categoryError : undefined}
            onChange={(event) => set({ category: event.target.value })}
          />
          <datalist id={ids.categories}>
            {CATEGORY_SUGGESTIONS.map((category) => (
              <option key={category} value={category} />
            ))}
          </datalist>
          <FieldError id={ids.categoryError} message={errors.category} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.type}>
            App type
          </label>
          <select
            id={ids.type}
            className="select"
            value={values.appType}
            onChange={(event) => set({ appType: event.target.value as AppType })}
          >
            {APP_TYPES.map((type) => (
              <option key={type} value={type}>
                {APP_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={ids.audience}>
          Target audience <span className="field__optional">(optional)</span>
        </label>
        <input
          id={ids.audience}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={200}
          placeholder="e.g. busy professionals who want to stay fit"
          value={values.audience}
          aria-describedby={ids.audienceHint}
          onChange={(event) => set({ audience: event.target.value })}
        />
        <p id={ids.audienceHint} className="field__hint">
          Written as it would follow "for": the copy says "a fitness app for busy professionals".
        </p>
      </div>

      <TextRowsField
        label="Key features"
        rowNoun="feature"
        rows={values.features}
        onChange={(features) => set({ features })}
        maxRows={15}
        maxLength={200}
        placeholders={[
          'e.g. Track workouts and runs with GPS',
          'e.g. Personalized training plans',
          'e.g. Sync with Apple Health',
        ]}
        error={errors.features}
        firstInputRef={firstFeatureRef}
        hint="One per row, most important first. Start with a verb (Track, Plan, Share) or name the thing (Offline mode)."
      />

      <TextRowsField
        label="Unique selling points"
        rowNoun="selling point"
        rows={values.sellingPoints}
        onChange={(sellingPoints) => set({ sellingPoints })}
        maxRows={10}
        maxLength={200}
        optional
        placeholders={['e.g. No ads, ever', 'e.g. Works offline']}
        hint="What sets your app apart. These lead the App Store description."
      />
    </>
  );
}
