import { STORE_TEXT_LIMITS } from '@aiapp/contracts';
import { useId, type Ref } from 'react';
import { AlertIcon } from '../../components/icons';
import { LimitCount } from '../../components/text-limit/LimitCount';
import type { AsoInput } from './optimizeAso';

export interface AsoFormErrors {
  appName?: string;
  description?: string;
}

export interface AsoFormProps {
  values: AsoInput;
  errors: AsoFormErrors;
  onChange: (values: AsoInput) => void;
  appNameRef: Ref<HTMLInputElement>;
  descriptionRef: Ref<HTMLTextAreaElement>;
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

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error" role="alert">
      <AlertIcon className="notice__icon" />
      {message}
    </p>
  );
}

export function AsoForm({ values, errors, onChange, appNameRef, descriptionRef }: AsoFormProps) {
  const ids = {
    appName: useId(),
    appNameError: useId(),
    appNameHint: useId(),
    category: useId(),
    categories: useId(),
    description: useId(),
    descriptionError: useId(),
    descriptionHint: useId(),
  };
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.appName}>
          App name
        </label>
        <input
          ref={appNameRef}
          id={ids.appName}
          className="input"
          type="text"
          name="app_name"
          autoComplete="off"
          placeholder="e.g. Habitloop"
          maxLength={APP_NAME_MAX}
          value={values.appName}
          aria-invalid={errors.appName ? true : undefined}
          aria-describedby={errors.appName ? `${ids.appNameError} ${ids.appNameHint}` : ids.appNameHint}
          onChange={(event) => onChange({ ...values, appName: event.target.value })}
        />
        <FieldError id={ids.appNameError} message={errors.appName} />
        <p id={ids.appNameHint} className="field__hint">
          Your brand. Titles are built around it within the stores' {STORE_TEXT_LIMITS.appStoreName.max}-character limit.
        </p>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={ids.category}>
          Category <span className="field__optional">(optional)</span>
        </label>
        <input
          id={ids.category}
          className="input"
          type="text"
          name="category"
          list={ids.categories}
          autoComplete="off"
          placeholder="e.g. Productivity"
          maxLength={CATEGORY_MAX}
          value={values.category}
          onChange={(event) => onChange({ ...values, category: event.target.value })}
        />
        <datalist id={ids.categories}>
          {CATEGORY_SUGGESTIONS.map((category) => (
            <option key={category} value={category} />
          ))}
        </datalist>
      </div>

      <div className="field">
        <div className="aso-form__label-row">
          <label className="field__label" htmlFor={ids.description}>
            Description
          </label>
          <LimitCount text={values.description} field="appStoreDescription" />
        </div>
        <textarea
          ref={descriptionRef}
          id={ids.description}
          className="input aso-form__description"
          name="description"
          rows={10}
          placeholder="Paste your current store description, or describe what the app does and its main features."
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${ids.descriptionError} ${ids.descriptionHint}` : ids.descriptionHint}
          onChange={(event) => onChange({ ...values, description: event.target.value })}
        />
        <FieldError id={ids.descriptionError} message={errors.description} />
        <p id={ids.descriptionHint} className="field__hint">
          Plain text or HTML, up to {STORE_TEXT_LIMITS.appStoreDescription.max} characters. Keywords come from what you write
          here.
        </p>
      </div>
    </>
  );
}
