import type { z } from 'zod';
import { categoryFromLabel, categoryLabel } from './categories';
import { DEFAULT_LOCALE, EMPTY_DRAFT, type ProfileDraft } from './profileDraft';

/**
 * Which profile field fills which tool form field, in one table: the tools' request fields keep
 * their contract names (`features`, `email`, `website`, `text`), the profile keeps the issue's.
 * A source without `save` only fills (a store link made from an id, a description from the listing).
 */
interface FieldSource {
  readonly from: (profile: ProfileDraft) => unknown;
  /** What the visitor typed, as the profile keeps it, or undefined when it does not fit the profile. */
  readonly save?: (value: unknown) => Partial<ProfileDraft> | undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const rowsOf = (value: unknown) => {
  if (!Array.isArray(value)) return undefined;
  const rows = value.filter((row): row is string => typeof row === 'string' && row.trim() !== '').map((row) => row.trim());
  return rows.length > 0 ? rows : undefined;
};

type TextKey = { [K in keyof ProfileDraft]-?: ProfileDraft[K] extends string ? K : never }[keyof ProfileDraft];
type RowsKey = { [K in keyof ProfileDraft]-?: ProfileDraft[K] extends string[] ? K : never }[keyof ProfileDraft];

const text = (key: TextKey): FieldSource => ({
  from: (profile) => profile[key],
  save: (value) => {
    const clean = textOf(value);
    return clean === undefined ? undefined : { [key]: clean };
  },
});
const rows = (key: RowsKey): FieldSource => ({
  from: (profile) => profile[key],
  save: (value) => {
    const clean = rowsOf(value);
    return clean === undefined ? undefined : { [key]: clean };
  },
});

/**
 * A choice still at the profile's starting value (Utilities, utility) was never made by the visitor:
 * it fills no form, or a fresh visitor's landing page would call their app "a utility app".
 */
const chosen = <K extends 'app_category' | 'app_type'>(profile: ProfileDraft, key: K): ProfileDraft[K] | '' =>
  profile[key] === EMPTY_DRAFT[key] ? '' : profile[key];

const category: FieldSource = {
  from: (profile) => {
    const id = chosen(profile, 'app_category');
    return id ? categoryLabel(id) : '';
  },
  save: (value) => {
    const id = typeof value === 'string' ? categoryFromLabel(value) : undefined;
    return id ? { app_category: id } : undefined;
  },
};

const firstListing = (profile: ProfileDraft) =>
  profile.locales.find((entry) => entry.locale === DEFAULT_LOCALE) ?? profile.locales[0];

export const FORM_FIELD_SOURCES: Readonly<Record<string, FieldSource>> = {
  app_name: text('app_name'),
  /** The logo maker's logo text. */
  text: text('app_name'),
  app_category: category,
  category,
  app_type: { ...text('app_type'), from: (profile) => chosen(profile, 'app_type') },
  key_features: rows('key_features'),
  features: rows('key_features'),
  target_audience: text('target_audience'),
  unique_selling_points: rows('unique_selling_points'),
  company_name: text('company_name'),
  email: text('contact_email'),
  website: text('marketing_url'),
  privacy_url: text('privacy_url'),
  data_collected: rows('data_collected'),
  audience: {
    from: (profile) => profile.audience ?? '',
    save: (value) => (typeof value === 'string' && value !== '' ? ({ audience: value } as Partial<ProfileDraft>) : undefined),
  },
  description: {
    from: (profile) => firstListing(profile)?.app_store.description || firstListing(profile)?.play.full_description || '',
  },
  app_store_url: { from: (profile) => (profile.app_store_id ? `https://apps.apple.com/app/id${profile.app_store_id}` : '') },
  play_store_url: {
    from: (profile) => (profile.package_name ? `https://play.google.com/store/apps/details?id=${profile.package_name}` : ''),
  },
};

const isBlank = (value: unknown) => value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The field's schema in a request object schema (refinements keep the shape). */
function fieldSchema(schema: z.ZodType | undefined, name: string): z.ZodType | undefined {
  return (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape?.[name];
}

/**
 * A form's starting values with every field the profile knows filled in: only where the form
 * has that field, the profile has a value of the same kind, and the request schema accepts it
 * (a category never lands in a field that offers other choices).
 */
export function fillFromProfile<V extends Record<string, unknown>>(defaults: V, profile: ProfileDraft, schema?: z.ZodType): V {
  const filled: Record<string, unknown> = { ...defaults };
  for (const [name, current] of Object.entries(defaults)) {
    const source = FORM_FIELD_SOURCES[name];
    if (!source) continue;
    const stored = source.from(profile);
    // A list typed one a line keeps its blank lines in the profile; a form gets only the filled ones.
    const value = Array.isArray(stored) ? (rowsOf(stored) ?? []) : stored;
    if (isBlank(value) || Array.isArray(value) !== Array.isArray(current)) continue;
    const check = fieldSchema(schema, name);
    if (check && !check.safeParse(value).success) continue;
    filled[name] = value;
  }
  return filled as V;
}

/** What a form holds that the profile does not (filled, different), as a change to the profile; null when nothing. */
export function profileChangesFrom(values: Record<string, unknown>, profile: ProfileDraft): Partial<ProfileDraft> | null {
  const change: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const saved = FORM_FIELD_SOURCES[name]?.save?.(value);
    for (const [key, next] of Object.entries(saved ?? {})) {
      if (key in change) continue;
      if (JSON.stringify(profile[key as keyof ProfileDraft]) !== JSON.stringify(next)) change[key] = next;
    }
  }
  return Object.keys(change).length > 0 ? (change as Partial<ProfileDraft>) : null;
}

/** Labels of the profile fields a change holds, for "Keeps app name, features for the other tools". */
export const PROFILE_FIELD_LABELS: Readonly<Partial<Record<keyof ProfileDraft, string>>> = {
  app_name: 'app name',
  app_category: 'category',
  app_type: 'app type',
  key_features: 'features',
  target_audience: 'audience',
  unique_selling_points: 'selling points',
  company_name: 'company',
  contact_email: 'contact e-mail',
  marketing_url: 'website',
  privacy_url: 'privacy link',
  data_collected: 'data collected',
  audience: 'who the app is for',
};
