import { useState } from 'react';
import { AlertIcon } from '../../components/icons';
import { ApiError, postJson } from '../../lib/api';
import { DEFAULT_LOCALE, hasTexts, type LocaleDraft } from '../../lib/app-profile/profileDraft';
import { LISTING_FIELDS, STORE_NAMES } from './listingFields';

interface TranslateLocaleProps {
  appName: string;
  /** The en-US texts the translation starts from. */
  source: LocaleDraft;
  target: LocaleDraft;
  onTranslated: (texts: LocaleDraft) => void;
}

/** 'app_store.subtitle' → 'App Store subtitle', as the editor labels the field. */
function fieldLabel(path: string): string {
  const field = LISTING_FIELDS.find((entry) => `${entry.store}.${entry.key}` === path);
  return field ? `${STORE_NAMES[field.store]} ${field.label.toLowerCase()}` : path;
}

type Status =
  { phase: 'idle' } | { phase: 'working' } | { phase: 'done'; shortened: string[] } | { phase: 'failed'; message: string };

/**
 * "Translate from en-US": the model writes this locale's texts from the en-US ones (each field
 * within its store limit, shortened at a word where it ran over, and said so). Offered only when
 * the site has a model (useListingTranslation) and en-US has texts; it replaces this locale's texts.
 */
export function TranslateLocale({ appName, source, target, onTranslated }: TranslateLocaleProps) {
  const [status, setStatus] = useState<Status>({ phase: 'idle' });
  const translate = async () => {
    setStatus({ phase: 'working' });
    try {
      const translated = await postJson('translateListing', {
        app_name: appName,
        from_locale: DEFAULT_LOCALE,
        to_locale: target.locale,
        app_store: source.app_store,
        play: source.play,
      });
      onTranslated({ locale: target.locale, app_store: translated.app_store, play: translated.play });
      setStatus({ phase: 'done', shortened: translated.shortened });
    } catch (error) {
      setStatus({ phase: 'failed', message: error instanceof ApiError ? error.message : 'The texts could not be translated.' });
    }
  };
  return (
    <div className="translate-locale">
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={status.phase === 'working' || appName.trim() === ''}
        onClick={() => void translate()}
      >
        {status.phase === 'working' ? <span className="spinner" aria-hidden="true" /> : null}
        Translate from {DEFAULT_LOCALE}
      </button>
      {hasTexts(target) && status.phase === 'idle' && (
        <span className="store-kit__note"> Replaces the {target.locale} texts below.</span>
      )}
      <p className="store-kit__note" role="status">
        {status.phase === 'done' &&
          (status.shortened.length > 0
            ? `Translated. Shortened at a word to fit its limit: ${status.shortened.map(fieldLabel).join(', ')}. Read them through.`
            : 'Translated, every field within its limit. Read them through before you publish.')}
      </p>
      {status.phase === 'failed' && (
        <p className="notice notice--error" role="alert">
          <AlertIcon className="notice__icon" />
          <span>{status.message}</span>
        </p>
      )}
    </div>
  );
}
