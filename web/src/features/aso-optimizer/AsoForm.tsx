import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { useId } from 'react';
import type { FieldErrors } from '../../components/form/contractErrors';
import { TextAreaField, TextField } from '../../components/form/TextField';
import { LimitCount } from '../../components/text-limit/LimitCount';
import type { AsoInput } from './optimizeAso';

export type AsoField = keyof AsoInput;

export interface AsoFormProps {
  values: AsoInput;
  errors: FieldErrors<AsoField>;
  onChange: (values: AsoInput) => void;
  fieldRef: (field: AsoField) => (element: HTMLElement | null) => void;
}

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

export const APP_NAME_MAX = 80;
export const CATEGORY_MAX = 60;

export function AsoForm({ values, errors, onChange, fieldRef }: AsoFormProps) {
  const categoriesId = useId();
  return (
    <>
      <TextField
        label="App name"
        name="app_name"
        placeholder="e.g. Habitloop"
        maxLength={APP_NAME_MAX}
        value={values.appName}
        onChange={(appName) => onChange({ ...values, appName })}
        error={errors.appName}
        inputRef={fieldRef('appName')}
        hint={`Your brand. Titles are built around it within the stores' ${STORE_TEXT_LIMITS.appStoreName.max}-character limit.`}
      />
      <TextField
        label="Category"
        name="category"
        optional
        placeholder="e.g. Productivity"
        maxLength={CATEGORY_MAX}
        list={categoriesId}
        value={values.category}
        onChange={(category) => onChange({ ...values, category })}
        error={errors.category}
        inputRef={fieldRef('category')}
      />
      <datalist id={categoriesId}>
        {CATEGORY_SUGGESTIONS.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <TextAreaField
        label="Description"
        name="description"
        rows={10}
        className="aso-form__description"
        labelAside={<LimitCount text={values.description} field="appStoreDescription" />}
        placeholder="Paste your current store description, or describe what the app does and its main features."
        value={values.description}
        onChange={(description) => onChange({ ...values, description })}
        error={errors.description}
        inputRef={fieldRef('description')}
        hint={`Plain text or HTML, up to ${STORE_TEXT_LIMITS.appStoreDescription.max} characters. Keywords come from what you write here.`}
      />
    </>
  );
}
