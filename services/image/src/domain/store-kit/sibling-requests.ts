import type { AppProfile, LandingPageRequest, PrivacyPolicyRequest } from '@aiapp/contracts';
import { appStoreUrl, playStoreUrl } from './web-files';

/** The first text of the first locale that has one: what the landing page and the share cards say the app is. */
function firstText(profile: AppProfile, pick: (locale: AppProfile['locales'][number]) => string): string {
  return profile.locales.map(pick).find((text) => text !== '') ?? '';
}

const cutAtWord = (text: string, max: number) => (text.length <= max ? text : text.slice(0, max).replace(/\s+\S*$/, ''));

/** The subtitle, else the first Play short description, else the name with its maker. */
export function shareLine(profile: AppProfile): string {
  return (
    profile.subtitle ||
    firstText(profile, (locale) => locale.play.short_description) ||
    `${profile.app_name} by ${profile.company_name}`
  );
}

/** "HEALTH_AND_FITNESS" → "Health and fitness": the landing page picks its copy from the category in words. */
const categoryWords = (id: string) => id.charAt(0) + id.slice(1).toLowerCase().replace(/_/g, ' ');

export function landingPageRequest(profile: AppProfile): LandingPageRequest {
  const description =
    firstText(profile, (locale) => locale.app_store.description) ||
    firstText(profile, (locale) => locale.play.full_description) ||
    shareLine(profile);
  return {
    app_name: profile.app_name,
    description: cutAtWord(description, 2000),
    features: profile.key_features.slice(0, 12),
    cta_text: 'Download Now',
    app_store_url: appStoreUrl(profile),
    play_store_url: playStoreUrl(profile),
    category: categoryWords(profile.app_category),
    privacy_url: profile.privacy_url,
    // The store links above carry the ids: the page takes the Smart App Banner's from the App Store link.
    app_store_id: '',
    package_name: '',
    page_url: '',
    social_image_url: '',
    icon_data: '',
    screenshots: [],
  };
}

export function privacyPolicyRequest(profile: AppProfile): PrivacyPolicyRequest {
  return {
    app_name: profile.app_name,
    company_name: profile.company_name,
    email: profile.contact_email,
    website: profile.marketing_url,
    data_collected: profile.data_collected,
    audience: profile.audience,
    data_purposes: profile.data_purposes,
    data_retention: profile.data_retention,
    data_on_device_only: profile.data_on_device_only,
    no_third_parties: profile.no_third_parties,
    no_sale_or_tracking: profile.no_sale_or_tracking,
    data_deletion_url: profile.data_deletion_url,
    effective_date: profile.effective_date,
  };
}
