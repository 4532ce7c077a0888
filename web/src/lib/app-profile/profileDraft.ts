import {
  AppProfile,
  AppStoreListingTexts,
  checkRequest,
  messagesByField,
  PlayListingTexts,
  type AppProfileInput,
} from '@aiapp/contracts';
import type { z } from 'zod';

/**
 * The app profile as the visitor is writing it: the contract's `AppProfile` fields (shared-contracts,
 * calls/store-kit.ts) under their own names, each present and possibly unfinished (a bundle id half
 * typed, no company yet). The contract checks it when it is sent or imported.
 */
export type AppStoreTexts = Required<z.input<typeof AppStoreListingTexts>>;
export type PlayTexts = Required<z.input<typeof PlayListingTexts>>;
export interface LocaleDraft {
  locale: string;
  app_store: AppStoreTexts;
  play: PlayTexts;
}

type OptionalAnswers =
  | 'data_purposes'
  | 'data_retention'
  | 'data_on_device_only'
  | 'no_third_parties'
  | 'no_sale_or_tracking'
  | 'effective_date'
  | 'audience';
export type ProfileDraft = Omit<Required<AppProfileInput>, 'locales' | OptionalAnswers> &
  Pick<AppProfileInput, OptionalAnswers> & { locales: LocaleDraft[] };

export const DEFAULT_LOCALE = 'en-US';

export const emptyLocale = (locale: string): LocaleDraft => ({
  locale,
  app_store: AppStoreListingTexts.parse({}),
  play: PlayListingTexts.parse({}),
});

export const EMPTY_DRAFT: ProfileDraft = {
  app_name: '',
  subtitle: '',
  app_category: 'UTILITIES',
  secondary_category: '',
  app_type: 'utility',
  key_features: [],
  target_audience: '',
  unique_selling_points: [],
  brand_colors: [],
  locales: [emptyLocale(DEFAULT_LOCALE)],
  support_url: '',
  marketing_url: '',
  privacy_url: '',
  copyright: '',
  company_name: '',
  contact_email: '',
  bundle_id: '',
  team_id: '',
  app_store_id: '',
  package_name: '',
  sha256_cert_fingerprints: [],
  app_link_paths: [],
  data_deletion_url: '',
  data_collected: [],
};

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

function readTexts<T extends Record<string, string>>(empty: T, stored: unknown): T {
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(empty).map(([key, fallback]) => [key, typeof source[key] === 'string' ? source[key] : fallback]),
  ) as T;
}

/**
 * A stored or imported object read as a draft: each known field of the right kind is kept,
 * anything else falls back to empty, so an old or hand-edited copy never breaks a page.
 */
export function asDraft(stored: unknown): ProfileDraft {
  if (!stored || typeof stored !== 'object') return EMPTY_DRAFT;
  const source = stored as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...EMPTY_DRAFT };
  for (const [key, value] of Object.entries(source)) {
    if (key === 'locales') continue;
    const expected = key in EMPTY_DRAFT ? kindOf(EMPTY_DRAFT[key as keyof ProfileDraft]) : undefined;
    if (expected === undefined ? key in AppProfile.shape : kindOf(value) === expected) draft[key] = value;
  }
  const locales = Array.isArray(source.locales) ? source.locales : [];
  const read = locales
    .filter((entry): entry is Record<string, unknown> => !!entry && typeof entry.locale === 'string')
    .map((entry) => {
      const empty = emptyLocale(entry.locale as string);
      return {
        locale: empty.locale,
        app_store: readTexts(empty.app_store, entry.app_store),
        play: readTexts(empty.play, entry.play),
      };
    });
  draft.locales = read.length > 0 ? read : EMPTY_DRAFT.locales;
  return draft as ProfileDraft;
}

export const hasTexts = (entry: LocaleDraft) =>
  [...Object.values(entry.app_store), ...Object.values(entry.play)].some((text) => text.trim() !== '');

/** The locales whose listing has any text: the kit writes exactly these. */
export const localesWithTexts = (draft: ProfileDraft): LocaleDraft[] => draft.locales.filter(hasTexts);

/** The draft as the store kit call takes it: only locales with texts (all of them when none has any, so the contract names what is missing). */
export function profileForRequest(draft: ProfileDraft): AppProfileInput {
  const withTexts = localesWithTexts(draft);
  return { ...draft, locales: withTexts.length > 0 ? withTexts : draft.locales } as AppProfileInput;
}

/** What the contract refuses in the draft, one message per profile field (`''` for the profile as a whole). */
export function profileProblems(draft: ProfileDraft): Record<string, string> {
  const checked = checkRequest(AppProfile, profileForRequest(draft));
  return checked.success ? {} : messagesByField(checked.error.issues);
}
