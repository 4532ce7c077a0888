import type { StoreKitRequest } from '@aiapp/contracts';
import type { KitAssets } from '../../lib/app-profile/kitAssets';
import { profileForRequest, profileProblems, type ProfileDraft } from '../../lib/app-profile/profileDraft';
import { STORE_NAMES } from './listingFields';
import { blockingProblems } from './listingReport';

/** The store kit call's body: the profile (locales with texts), the icon and the screenshots. */
export function kitRequest(profile: ProfileDraft, assets: KitAssets): StoreKitRequest {
  return {
    profile: profileForRequest(profile),
    icon: { image_data: assets.icon?.dataUrl ?? '', image_name: assets.icon?.name ?? '' },
    screenshots: assets.screenshots.map((shot) => ({ data: shot.dataUrl, name: shot.name })),
  };
}

/** Field names as the page labels them, for the reasons the download gives. */
const PROFILE_LABELS: Readonly<Record<string, string>> = {
  app_name: 'App name',
  company_name: 'Company or developer name',
  contact_email: 'Contact e-mail',
  support_url: 'Support URL',
  marketing_url: 'Marketing URL',
  privacy_url: 'Privacy policy URL',
  bundle_id: 'iOS bundle ID',
  team_id: 'Apple Team ID',
  app_store_id: 'App Store ID',
  package_name: 'Android package name',
  sha256_cert_fingerprints: 'SHA-256 fingerprints',
  locales: 'Listing texts',
};

/**
 * Why the kit cannot be made yet, in words, or [] when it can: every text past its store's limit
 * (by store, field and locale), every profile field the contract refuses, and a missing icon.
 */
export function downloadBlockers(profile: ProfileDraft, assets: KitAssets): string[] {
  const overLimit = blockingProblems(profile).map(({ locale, field, checks }) => {
    const error = checks.find((check) => check.level === 'error');
    return `${STORE_NAMES[field.store]} ${field.label.toLowerCase()} (${locale}) is ${error?.message ?? 'over its limit'}`;
  });
  const refused = Object.entries(profileProblems(profile))
    .filter(([field]) => field !== 'locales' || overLimit.length === 0)
    .map(([field, message]) => `${PROFILE_LABELS[field] ?? field}: ${message}`);
  return [...overLimit, ...refused, ...(assets.icon ? [] : ['Add the app icon'])];
}
