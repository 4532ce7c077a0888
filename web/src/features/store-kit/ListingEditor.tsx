import type { LocaleDraft } from '../../lib/app-profile/profileDraft';
import { APP_STORE_FIELDS, PLAY_FIELDS, STORE_NAMES, type ListingFieldEntry } from './listingFields';
import { ListingFieldInput } from './ListingFieldInput';

interface ListingEditorProps {
  texts: LocaleDraft;
  onChange: (texts: LocaleDraft) => void;
}

/** Every store field of one locale, App Store and Google Play side by side on wide screens. */
export function ListingEditor({ texts, onChange }: ListingEditorProps) {
  const set = (field: ListingFieldEntry) => (value: string) =>
    onChange(
      field.store === 'app_store'
        ? { ...texts, app_store: { ...texts.app_store, [field.key]: value } }
        : { ...texts, play: { ...texts.play, [field.key]: value } },
    );
  return (
    <div className="listing-editor">
      {[APP_STORE_FIELDS, PLAY_FIELDS].map((fields) => (
        <fieldset key={fields[0]?.store} className="listing-editor__store">
          <legend className="listing-editor__legend">
            {STORE_NAMES[fields[0]?.store ?? 'app_store']} · {texts.locale}
          </legend>
          {fields.map((field) => (
            <ListingFieldInput key={field.key} field={field} texts={texts} onChange={set(field)} />
          ))}
        </fieldset>
      ))}
    </div>
  );
}
