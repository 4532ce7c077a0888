import type { AsoRequest } from '@aiapp/contracts';
import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '../../components/form/TextField';
import type { FieldBinder, FormValuesOf } from '../../components/form/useContractForm';
import { LimitCount } from '../../components/text-limit/LimitCount';

export type AsoValues = FormValuesOf<typeof AsoRequest>;

/** The App Store's and Google Play's main categories, offered as suggestions; any text is accepted. */
const CATEGORY_SUGGESTIONS = [
  'Books',
  'Business',
  'Education',
  'Entertainment',
  'Finance',
  'Food & Drink',
  'Games',
  'Health & Fitness',
  'Lifestyle',
  'Medical',
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

export function AsoForm({ field }: { field: FieldBinder<AsoValues> }) {
  const categoriesId = useId();
  const description = useWatch<AsoValues, 'description'>({ name: 'description' });
  return (
    <>
      <TextField
        label="App name"
        field={field('app_name')}
        placeholder="e.g. Habitloop"
        hint={`Your brand. Titles are built around it within the stores' ${STORE_TEXT_LIMITS.appStoreName.max}-character limit.`}
      />
      <TextField label="Category" field={field('category')} placeholder="e.g. Productivity" list={categoriesId} />
      <datalist id={categoriesId}>
        {CATEGORY_SUGGESTIONS.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextField
        label="Description"
        field={field('description')}
        rows={10}
        className="aso-form__description"
        labelAside={<LimitCount text={description} field="appStoreDescription" />}
        placeholder="Paste your current store description, or describe what the app does and its main features."
        hint={`Plain text or HTML, up to ${STORE_TEXT_LIMITS.appStoreDescription.max} characters. Keywords come from what you write here.`}
      />
    </>
  );
}
