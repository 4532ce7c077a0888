import { TextInput } from '../../components/form/TextField';
import { LimitCount } from '../../components/text-limit/LimitCount';
import type { ListingTexts } from '../../lib/app-profile/profileSchema';
import type { ListingFieldEntry } from './listingFields';
import { checkField } from './listingReport';

interface ListingFieldInputProps {
  field: ListingFieldEntry;
  texts: Partial<ListingTexts>;
  onChange: (value: string) => void;
  /** Tells fields of different stores apart for assistive technology ("App Store: Name"). */
  storeName: string;
}

/**
 * One store field: a live counter in the store's unit beside the label, red past the limit
 * (the limit's message shows as the field's error), and the store's rules checked as the visitor types.
 */
export function ListingFieldInput({ field, texts, onChange, storeName }: ListingFieldInputProps) {
  const value = texts[field.key] ?? '';
  const checks = checkField(texts, field);
  const error = checks.find((check) => check.level === 'error')?.message;
  const warnings = checks.filter((check) => check.level === 'warning');
  return (
    <TextInput
      name={`${storeName}-${field.key}`}
      label={`${storeName}: ${field.label}`}
      labelAside={<LimitCount text={value} field={field.limit} />}
      value={value}
      onChange={onChange}
      rows={field.rows}
      optional={field.optional}
      error={error}
      className="listing-field__input"
      hint={
        warnings.length > 0 ? (
          <span className="listing-field__warnings">
            {warnings.map((warning) => (
              <span key={warning.message} className="listing-field__warning">
                {warning.message}
              </span>
            ))}
          </span>
        ) : undefined
      }
    />
  );
}
