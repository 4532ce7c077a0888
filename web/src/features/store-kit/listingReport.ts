import { checkListingField, type ListingCheck } from '@aiapp/listing-copy';
import type { LocaleDraft, ProfileDraft } from '../../lib/app-profile/profileDraft';
import { LISTING_FIELDS, type ListingFieldEntry } from './listingFields';

export interface FieldReport {
  readonly locale: string;
  readonly field: ListingFieldEntry;
  readonly checks: readonly ListingCheck[];
}

export function fieldText(texts: LocaleDraft, field: ListingFieldEntry): string {
  return field.store === 'app_store' ? texts.app_store[field.key] : texts.play[field.key];
}

/** The texts the rules compare a field with: the App Store's own name and subtitle, or the Play title. */
function contextFor(texts: LocaleDraft, field: ListingFieldEntry) {
  return field.store === 'app_store'
    ? { name: texts.app_store.name, subtitle: texts.app_store.subtitle }
    : { name: texts.play.title, subtitle: '' };
}

export function checkField(texts: LocaleDraft, field: ListingFieldEntry): ListingCheck[] {
  return checkListingField(field.limit, fieldText(texts, field), contextFor(texts, field));
}

/** Every locale's fields that break a rule: what the page lists before the download. */
export function listingProblems(profile: ProfileDraft): FieldReport[] {
  return profile.locales
    .flatMap((texts) => LISTING_FIELDS.map((field) => ({ locale: texts.locale, field, checks: checkField(texts, field) })))
    .filter((report) => report.checks.length > 0);
}

/** The fields past their store's limit: each blocks the download and is named there. */
export const blockingProblems = (profile: ProfileDraft): FieldReport[] =>
  listingProblems(profile).filter((report) => report.checks.some((check) => check.level === 'error'));
