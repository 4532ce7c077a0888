import type { ListingTexts } from '../../lib/app-profile/profileSchema';
import { APP_STORE_FIELDS, PLAY_FIELDS } from './listingFields';
import { ListingFieldInput } from './ListingFieldInput';

interface ListingEditorProps {
  locale: string;
  texts: Partial<ListingTexts>;
  onChange: (texts: Partial<ListingTexts>) => void;
}

/** Every store field of one locale, App Store and Google Play side by side on wide screens. */
export function ListingEditor({ locale, texts, onChange }: ListingEditorProps) {
  const set = (key: keyof ListingTexts) => (value: string) => onChange({ ...texts, [key]: value });
  return (
    <div className="listing-editor" data-locale={locale}>
      <fieldset className="listing-editor__store">
        <legend className="listing-editor__legend">App Store</legend>
        {APP_STORE_FIELDS.map((field) => (
          <ListingFieldInput key={field.key} field={field} texts={texts} onChange={set(field.key)} storeName="App Store" />
        ))}
      </fieldset>
      <fieldset className="listing-editor__store">
        <legend className="listing-editor__legend">Google Play</legend>
        {PLAY_FIELDS.map((field) => (
          <ListingFieldInput key={field.key} field={field} texts={texts} onChange={set(field.key)} storeName="Google Play" />
        ))}
      </fieldset>
    </div>
  );
}
