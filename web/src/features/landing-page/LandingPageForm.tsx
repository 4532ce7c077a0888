import type { FieldErrors } from '../../components/form/contractErrors';
import { TextAreaField, TextField } from '../../components/form/TextField';
import { TextRowsField } from '../../components/form/TextRowsField';
import type { LandingPageInput } from './generateLandingPage';

export type LandingPageField = keyof LandingPageInput;

export interface LandingPageFormProps {
  values: LandingPageInput;
  errors: FieldErrors<LandingPageField>;
  onChange: (values: LandingPageInput) => void;
  fieldRef: (field: LandingPageField) => (element: HTMLElement | null) => void;
}

export function LandingPageForm({ values, errors, onChange, fieldRef }: LandingPageFormProps) {
  const set = (change: Partial<LandingPageInput>) => onChange({ ...values, ...change });
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
      <TextField
        label="Button text"
        name="cta_text"
        optional
        maxLength={40}
        placeholder="Download Now"
        value={values.ctaText}
        onChange={(ctaText) => set({ ctaText })}
        error={errors.ctaText}
        inputRef={fieldRef('ctaText')}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        maxLength={2000}
        className="landing-form__description"
        placeholder="One or two sentences on what your app does and for whom. A blank line starts a new paragraph."
        value={values.description}
        onChange={(description) => set({ description })}
        error={errors.description}
        inputRef={fieldRef('description')}
      />
      <TextRowsField
        label="Features"
        rowNoun="feature"
        rows={values.features}
        onChange={(features) => set({ features })}
        error={errors.features}
        firstInputRef={fieldRef('features')}
        maxRows={12}
        maxLength={200}
        optional
        placeholders={['e.g. GPS tracking: map every run', 'e.g. Personalized plans', 'e.g. Works offline']}
        hint='Each becomes a card. Write "Title: one line" to give a card a heading and a line of text.'
      />
      <TextField
        label="App Store link"
        name="app_store_url"
        type="url"
        optional
        maxLength={500}
        placeholder="https://apps.apple.com/app/id…"
        value={values.appStoreUrl}
        onChange={(appStoreUrl) => set({ appStoreUrl })}
        error={errors.appStoreUrl}
        inputRef={fieldRef('appStoreUrl')}
      />
      <TextField
        label="Google Play link"
        name="play_store_url"
        type="url"
        optional
        maxLength={500}
        placeholder="https://play.google.com/store/apps/details?id=…"
        value={values.playStoreUrl}
        onChange={(playStoreUrl) => set({ playStoreUrl })}
        error={errors.playStoreUrl}
        inputRef={fieldRef('playStoreUrl')}
        hint="The download buttons lead to your store listings. Without a link, the button is a placeholder you point at your listing later."
      />
    </>
  );
}
