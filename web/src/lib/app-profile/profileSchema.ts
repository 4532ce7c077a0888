import { z } from 'zod';

/**
 * TEMPORARY until the store kit contract lands in shared-contracts (issue 29): the app profile as
 * the issue names its fields. Replaced by the contract's `AppProfile` on merge.
 */
const text = z.string().trim().max(4000).default('');
const rows = z.array(z.string()).default([]);

export const ListingTexts = z.object({
  name: text,
  subtitle: text,
  keywords: text,
  promotional_text: text,
  description: text,
  release_notes: text,
  title: text,
  short_description: text,
  full_description: text,
});
export type ListingTexts = z.infer<typeof ListingTexts>;

export const AppProfile = z.object({
  app_name: text,
  subtitle: text,
  app_category: text,
  app_type: text,
  key_features: rows,
  target_audience: text,
  unique_selling_points: rows,
  locales: z.array(z.string()).default(['en-US']),
  support_url: text,
  marketing_url: text,
  privacy_url: text,
  copyright: text,
  company_name: text,
  contact_email: text,
  bundle_id: text,
  team_id: text,
  app_store_id: text,
  package_name: text,
  sha256_cert_fingerprints: rows,
  data_collected: rows,
  audience: text,
  listings: z.record(z.string(), ListingTexts).default({}),
});
export type AppProfile = z.infer<typeof AppProfile>;
