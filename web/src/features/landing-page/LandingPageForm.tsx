import { useId, type Ref } from 'react';
import { FieldError } from '../../components/form/FieldError';
import { TextRowsField } from '../../components/form/TextRowsField';
import type { LandingPageInput } from './generateLandingPage';

export interface LandingPageErrors {
  appName?: string;
  description?: string;
  appStoreUrl?: string;
  playStoreUrl?: string;
}

export interface LandingPageFormProps {
  values: LandingPageInput;
  errors: LandingPageErrors;
  onChange: (values: LandingPageInput) => void;
  appNameRef: Ref<HTMLInputElement>;
  descriptionRef: Ref<HTMLTextAreaElement>;
  appStoreUrlRef: Ref<HTMLInputElement>;
  playStoreUrlRef: Ref<HTMLInputElement>;
}

export function LandingPageForm(props: LandingPageFormProps) {
  const { values, errors, onChange, appNameRef, descriptionRef, appStoreUrlRef, playStoreUrlRef } = props;
  const ids = {
    name: useId(),
    nameError: useId(),
    cta: useId(),
    description: useId(),
    descriptionError: useId(),
    appStore: useId(),
    appStoreError: useId(),
    play: useId(),
    playError: useId(),
    linksHint: useId(),
  };
  const set = (change: Partial<LandingPageInput>) => onChange({ ...values, ...change });
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
      <div className="field">
        <label className="field__label" htmlFor={ids.cta}>
          Button text <span className="field__optional">(optional)</span>
        </label>
        <input
          id={ids.cta}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={40}
          placeholder="Download Now"
          value={values.ctaText}
          onChange={(event) => set({ ctaText: event.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.description}>
          Description
        </label>
        <textarea
          ref={descriptionRef}
          id={ids.description}
          className="input landing-form__description"
          rows={4}
          maxLength={2000}
          placeholder="One or two sentences on what your app does and for whom. A blank line starts a new paragraph."
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? ids.descriptionError : undefined}
          onChange={(event) => set({ description: event.target.value })}
        />
        <FieldError id={ids.descriptionError} message={errors.description} />
      </div>
      <TextRowsField
        label="Features"
        rowNoun="feature"
        rows={values.features}
        onChange={(features) => set({ features })}
        maxRows={12}
        maxLength={200}
        optional
        placeholders={['e.g. GPS tracking: map every run', 'e.g. Personalized plans', 'e.g. Works offline']}
        hint='Each becomes a card. Write "Title: one line" to give a card a heading and a line of text.'
      />
      <fieldset className="field landing-form__links" aria-describedby={ids.linksHint}>
        <legend className="field__label">
          Store links <span className="field__optional">(optional)</span>
        </legend>
        <label className="field__hint" htmlFor={ids.appStore}>
          App Store link
        </label>
        <input
          ref={appStoreUrlRef}
          id={ids.appStore}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://apps.apple.com/app/id…"
          value={values.appStoreUrl}
          aria-invalid={errors.appStoreUrl ? true : undefined}
          aria-describedby={errors.appStoreUrl ? ids.appStoreError : undefined}
          onChange={(event) => set({ appStoreUrl: event.target.value })}
        />
        <FieldError id={ids.appStoreError} message={errors.appStoreUrl} />
        <label className="field__hint" htmlFor={ids.play}>
          Google Play link
        </label>
        <input
          ref={playStoreUrlRef}
          id={ids.play}
          className="input"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://play.google.com/store/apps/details?id=…"
          value={values.playStoreUrl}
          aria-invalid={errors.playStoreUrl ? true : undefined}
          aria-describedby={errors.playStoreUrl ? ids.playError : undefined}
          onChange={(event) => set({ playStoreUrl: event.target.value })}
        />
        <FieldError id={ids.playError} message={errors.playStoreUrl} />
        <p id={ids.linksHint} className="field__hint">
          The download buttons lead here. Without a link, the page's button is a placeholder you point at your listing later.
        </p>
      </fieldset>
    </>
  );
}
