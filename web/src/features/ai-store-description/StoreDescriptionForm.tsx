import { APP_TYPES } from '@aiapp/contracts';
import { useId } from 'react';
import type { FieldErrors } from '../../components/form/contractErrors';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { TextRowsField } from '../../components/form/TextRowsField';
import type { AppType, StoreDescriptionInput } from './generateStoreDescription';

/** The fields the contract checks; the app type is a fixed choice. */
export type StoreDescriptionField = Exclude<keyof StoreDescriptionInput, 'appType'>;

const APP_TYPE_LABELS: Readonly<Record<AppType, string>> = {
  utility: 'Utility',
  productivity: 'Productivity',
  game: 'Game',
  social: 'Social',
  health: 'Health & fitness',
  education: 'Education',
  business: 'Business',
};
const APP_TYPE_OPTIONS = APP_TYPES.map((value) => ({ value, label: APP_TYPE_LABELS[value] }));

/** The stores' main categories, offered as suggestions; any text is accepted. */
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

export interface StoreDescriptionFormProps {
  values: StoreDescriptionInput;
  errors: FieldErrors<StoreDescriptionField>;
  onChange: (values: StoreDescriptionInput) => void;
  fieldRef: (field: StoreDescriptionField) => (element: HTMLElement | null) => void;
}

export function StoreDescriptionForm({ values, errors, onChange, fieldRef }: StoreDescriptionFormProps) {
  const categoriesId = useId();
  const set = (change: Partial<StoreDescriptionInput>) => onChange({ ...values, ...change });
  return (
    <>
      <TextField
        label="App name"
        name="app_name"
        maxLength={80}
        placeholder="e.g. FitTrack"
        value={values.appName}
        onChange={(appName) => set({ appName })}
        error={errors.appName}
        inputRef={fieldRef('appName')}
      />
      <div className="store-form__pair">
        <TextField
          label="App category"
          name="app_category"
          maxLength={60}
          placeholder="e.g. Health & Fitness"
          list={categoriesId}
          value={values.category}
          onChange={(category) => set({ category })}
          error={errors.category}
          inputRef={fieldRef('category')}
        />
        <SelectField
          label="App type"
          name="app_type"
          value={values.appType}
          options={APP_TYPE_OPTIONS}
          onChange={(appType) => set({ appType })}
        />
      </div>
      <datalist id={categoriesId}>
        {CATEGORY_SUGGESTIONS.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextField
        label="Target audience"
        name="target_audience"
        optional
        maxLength={200}
        placeholder="e.g. busy professionals who want to stay fit"
        value={values.audience}
        onChange={(audience) => set({ audience })}
        error={errors.audience}
        inputRef={fieldRef('audience')}
        hint='Written as it would follow "for": the copy says "a fitness app for busy professionals".'
      />
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
        firstInputRef={fieldRef('features')}
        hint="One per row, most important first. Start with a verb (Track, Plan, Share) or name the thing (Offline mode)."
      />
      <TextRowsField
        label="Unique selling points"
        rowNoun="selling point"
        rows={values.sellingPoints}
        onChange={(sellingPoints) => set({ sellingPoints })}
        error={errors.sellingPoints}
        firstInputRef={fieldRef('sellingPoints')}
        maxRows={10}
        maxLength={200}
        optional
        placeholders={['e.g. No ads, ever', 'e.g. Works offline']}
        hint="What sets your app apart. These lead the App Store description."
      />
    </>
  );
}
