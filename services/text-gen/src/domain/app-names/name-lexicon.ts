import type { APP_NAME_CATEGORIES } from '@aiapp/contracts';

export type NameCategory = (typeof APP_NAME_CATEGORIES)[number];

/**
 * Keyword words that are no app's thing, though they pass as nouns: a measure ("angle", "rate",
 * "velocity", "ages 3-6"), a control or a device the app runs on ("swipe", "phone", "watch"), a
 * field's label ("hardware", "agriculture", "community") or people in general ("owners",
 * "members"). The reader of set H rejected every name built on one ("AngleKit", "RateWorker",
 * "SwipeKit", "PhoneWatch", "AgricultureBrix", "StallOwner"; bench/briefs/spent-2026-11-29b/reading-h.md, section 3).
 */
export const NOT_THE_SUBJECT: ReadonlySet<string> = new Set(
  (
    'age angle rate velocity speed size count step estimate dim dimension part point degree percent total amount ' +
    'number distance weight height length width depth result match ' +
    'swipe tilt stick lever screen phone watch wear display device tablet button touch gesture control controller ' +
    'reminder alert notification ' +
    'hardware accessory agriculture community trade construction survival religion faith culture science technology ' +
    'strategy physics ' +
    'owner member worker user player people person fan beginner expert pro name text'
  ).split(' '),
);

/**
 * Nouns whose first reading in a name is not the app's: "Slot" (gambling), "Ward" (a hospital),
 * "Bill" (a man), "Drag" (racing, shows), "Meter" (a utility meter), the senses set I's reader
 * named (bench/briefs/spent-2026-11-29c/reading-i.md, section 3). A name is never built on one.
 */
export const UNWANTED_SENSES: ReadonlySet<string> = new Set('slot ward bill drag meter'.split(' '));
