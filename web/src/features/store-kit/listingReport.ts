import { checkListingField, type ListingCheck } from '@aiapp/listing-copy';
import type { AppProfile, ListingTexts } from '../../lib/app-profile/profileSchema';
import { APP_STORE_FIELDS, LISTING_FIELDS, type ListingFieldEntry } from './listingFields';

export interface FieldReport {
  readonly locale: string;
  readonly field: ListingFieldEntry;
  readonly checks: readonly ListingCheck[];
}

/** The texts the rules compare a field with: the App Store's own name and subtitle, or the Play title. */
export function contextFor(texts: Partial<ListingTexts>, field: ListingFieldEntry) {
  const appStore = APP_STORE_FIELDS.includes(field);
  return { name: (appStore ? texts.name : texts.title) ?? '', subtitle: appStore ? (texts.subtitle ?? '') : '' };
}

export function checkField(texts: Partial<ListingTexts>, field: ListingFieldEntry): ListingCheck[] {
  return checkListingField(field.limit, texts[field.key] ?? '', contextFor(texts, field));
}

/** Every locale's fields that break a rule, errors (over a limit) first: what the download says before it is asked. */
export function listingProblems(profile: AppProfile): FieldReport[] {
  const reports = profile.locales.flatMap((locale) =>
    LISTING_FIELDS.map((field) => ({ locale, field, checks: checkField(profile.listings[locale] ?? {}, field) })),
  );
  return reports.filter((report) => report.checks.length > 0);
}

/** The fields past their store's limit: each blocks the download and is named there. */
export const blockingProblems = (profile: AppProfile) =>
  listingProblems(profile).filter((report) => report.checks.some((check) => check.level === 'error'));
