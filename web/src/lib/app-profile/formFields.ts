import type { z } from 'zod';
import type { AppProfile } from './profileSchema';

/**
 * Which profile field fills which tool form field, in one table: the tools' request fields keep
 * their contract names (`features`, `email`, `website`, `text`), the profile keeps the issue's.
 * `derived` fields are filled from the profile but never saved back (a store link is made from an id).
 */
interface FieldSource {
  readonly from: (profile: AppProfile) => unknown;
  /** What the visitor typed, as the profile keeps it; absent for a field only filled. */
  readonly save?: (value: unknown) => Partial<AppProfile> | undefined;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : undefined);
const rowsOf = (value: unknown) =>
  Array.isArray(value) ? value.filter((row): row is string => typeof row === 'string' && row.trim() !== '').map((row) => row.trim()) : undefined;

const same = <K extends keyof AppProfile>(key: K, read: (value: unknown) => unknown): FieldSource => ({
  from: (profile) => profile[key],
  save: (value) => {
    const clean = read(value);
    return clean === undefined ? undefined : ({ [key]: clean } as Partial<AppProfile>);
  },
});

export const FORM_FIELD_SOURCES: Readonly<Record<string, FieldSource>> = {
  app_name: same('app_name', textOf),
  /** The logo maker's logo text. */
  text: same('app_name', textOf),
  app_category: same('app_category', textOf),
  category: same('app_category', textOf),
  app_type: same('app_type', textOf),
  key_features: same('key_features', rowsOf),
  features: same('key_features', rowsOf),
  target_audience: same('target_audience', textOf),
  unique_selling_points: same('unique_selling_points', rowsOf),
  company_name: same('company_name', textOf),
  email: same('contact_email', textOf),
  website: same('marketing_url', textOf),
  privacy_url: same('privacy_url', textOf),
  data_collected: same('data_collected', rowsOf),
  audience: same('audience', textOf),
  app_store_url: {
    from: (profile) => (/^\d+$/.test(profile.app_store_id) ? `https://apps.apple.com/app/id${profile.app_store_id}` : ''),
  },
  play_store_url: {
    from: (profile) => (profile.package_name ? `https://play.google.com/store/apps/details?id=${profile.package_name}` : ''),
  },
};

const isBlank = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.every((row) => typeof row === 'string' && row.trim() === ''));

/** The field's schema in the request, when the request is an object schema (its refinements keep the shape). */
function fieldSchema(schema: z.ZodType | undefined, name: string): z.ZodType | undefined {
  const shape = (schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape;
  return shape?.[name];
}

/**
 * A form's starting values with every field the profile knows filled in: only where the form
 * has that field, the profile has a value of the same kind, and the request schema accepts it
 * (a free-text category never lands in a field that offers fixed choices).
 */
export function fillFromProfile<V extends Record<string, unknown>>(defaults: V, profile: AppProfile, schema?: z.ZodType): V {
  const filled: Record<string, unknown> = { ...defaults };
  for (const [name, current] of Object.entries(defaults)) {
    const source = FORM_FIELD_SOURCES[name];
    if (!source) continue;
    const stored = source.from(profile);
    // A list typed one a line keeps its blank lines in the profile; a form gets only the filled ones.
    const value = Array.isArray(stored) ? rowsOf(stored) : stored;
    if (isBlank(value) || Array.isArray(value) !== Array.isArray(current)) continue;
    const check = fieldSchema(schema, name);
    if (check && !check.safeParse(value).success) continue;
    filled[name] = value;
  }
  return filled as V;
}

/** What a form holds that the profile does not yet (filled, different), as a change to the profile; null when nothing. */
export function profileChangesFrom(values: Record<string, unknown>, profile: AppProfile): Partial<AppProfile> | null {
  const change: Partial<AppProfile> = {};
  for (const [name, value] of Object.entries(values)) {
    const source = FORM_FIELD_SOURCES[name];
    const saved = source?.save?.(value);
    if (!saved || isBlank(Object.values(saved)[0])) continue;
    for (const [key, next] of Object.entries(saved) as [keyof AppProfile, unknown][]) {
      if (JSON.stringify(profile[key]) !== JSON.stringify(next) && !(key in change)) Object.assign(change, { [key]: next });
    }
  }
  return Object.keys(change).length > 0 ? change : null;
}

/** Labels of the profile fields a change holds, for "Save app name and features to your app profile". */
export const PROFILE_FIELD_LABELS: Readonly<Partial<Record<keyof AppProfile, string>>> = {
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
