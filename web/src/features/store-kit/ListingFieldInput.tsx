import { TextInput } from '../../components/form/TextField';
import { LimitCount } from '../../components/text-limit/LimitCount';
import type { LocaleDraft } from '../../lib/app-profile/profileDraft';
import { STORE_NAMES, type ListingFieldEntry } from './listingFields';
import { checkField, fieldText } from './listingReport';

interface ListingFieldInputProps {
  field: ListingFieldEntry;
  texts: LocaleDraft;
  onChange: (value: string) => void;
}

/**
 * One store field: a live counter in the store's unit beside the label, red past the limit
 * (the limit's message shows as the field's error), and the store's rules checked as the visitor types.
 */
export function ListingFieldInput({ field, texts, onChange }: ListingFieldInputProps) {
  const value = fieldText(texts, field);
  const checks = checkField(texts, field);
  const error = checks.find((check) => check.level === 'error')?.message;
  const warnings = checks.filter((check) => check.level === 'warning');
  return (
    <TextInput
      name={`${field.store}.${field.key}`}
      label={`${STORE_NAMES[field.store]} ${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`}
      labelAside={<LimitCount text={value} field={field.limit} />}
      value={value}
      onChange={onChange}
      rows={field.rows}
      optional={field.optional}
      error={error}
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
