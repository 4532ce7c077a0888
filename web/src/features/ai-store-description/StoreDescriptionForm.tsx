import type { APP_TYPES, StoreDescriptionRequest } from '@aiapp/contracts';
import { useId } from 'react';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { TextRowsField } from '../../components/form/TextRowsField';
import type { FieldBinder, FormValuesOf } from '../../components/form/useContractForm';

type AppType = (typeof APP_TYPES)[number];
export type StoreDescriptionValues = FormValuesOf<typeof StoreDescriptionRequest>;

const APP_TYPE_LABELS: Readonly<Record<AppType, string>> = {
  utility: 'Utility',
  productivity: 'Productivity',
  game: 'Game',
  social: 'Social',
  health: 'Health & fitness',
  education: 'Education',
  business: 'Business',
};

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

export function StoreDescriptionForm({ field }: { field: FieldBinder<StoreDescriptionValues> }) {
  const categoriesId = useId();
  return (
    <>
      <TextField label="App name" field={field('app_name')} placeholder="e.g. FitTrack" />
      <div className="store-form__pair">
        <TextField label="App category" field={field('app_category')} placeholder="e.g. Health & Fitness" list={categoriesId} />
        <SelectField label="App type" field={field('app_type')} optionLabel={(type) => APP_TYPE_LABELS[type as AppType]} />
      </div>
      <datalist id={categoriesId}>
        {CATEGORY_SUGGESTIONS.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextField
        label="Target audience"
        field={field('target_audience')}
        placeholder="e.g. busy professionals who want to stay fit"
        hint='Written as it would follow "for": the copy says "a fitness app for busy professionals".'
      />
      <TextRowsField
        label="Key features"
        rowNoun="feature"
        field={field('key_features')}
        placeholders={[
          'e.g. Track workouts and runs with GPS',
          'e.g. Personalized training plans',
          'e.g. Sync with Apple Health',
        ]}
        hint="One per row, most important first. Start with a verb (Track, Plan, Share) or name the thing (Offline mode)."
      />
      <TextRowsField
        label="Unique selling points"
        rowNoun="selling point"
        field={field('unique_selling_points')}
        placeholders={['e.g. No ads, ever', 'e.g. Works offline']}
        hint="What sets your app apart. These lead the App Store description."
      />
    </>
  );
}
