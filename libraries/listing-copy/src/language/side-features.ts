/**
 * Lines about how the app is set up or shown, or about a shop's housekeeping, rather than what
 * it is for: "portrait mode one hand play", "kiosk mode", "big text option", "pair w/ feeder cam
 * over wifi", "auto-stop to save battery", "table editor (beta)", "price list", "opening hrs",
 * "loyalty stamp". A store's first lines and its short description lead with what the app does
 * (Google Play: https://support.google.com/googleplay/android-developer/answer/13393723).
 */
const SIDE_LINE =
  /\b(?:portrait|landscape|kiosk|dark mode|night mode|options?|settings?|widgets?|themes?|battery|pair(?:s|ing)?|price list|opening (?:hours|hrs|times)|loyalty)\b/gi;

/** "table editor (beta)": a line marked as unfinished, in brackets or not. */
const UNFINISHED = /\bbeta\b/i;

/** Whether a line is marked as unfinished (see UNFINISHED). */
export const isUnfinished = (line: string): boolean => UNFINISHED.test(line);

/**
 * A line that says what the app does not have or need: "No ads", "no read receipts, no typing
 * dots", and "Ad-free" or "100% ad free", which say no more ("Gluten-free recipes" has recipes).
 */
const NEGATION = /^(?:no|not|never|without|zero)\b|^(?:100\s?%\s+)?ad[\s-]?free\b/i;

/** Whether a line says what the app does not have or need (see NEGATION). */
export const isNegation = (line: string): boolean => NEGATION.test(line.trim());

/**
 * "Clips saved to phone, not our servers", "Data stays on device": how the app treats data, a
 * promise beside what it does, not what it does.
 */
const DATA_CLAIM =
  /\b(?:privacy|servers?|uploaded|encrypted|data collection)\b|\bno (?:data|tracking)\b|\bdata (?:stays|hosted|never)\b|\b(?:stays?|saved|stored|kept) on (?:your |ur |the )?(?:phone|device)\b/i;

/** "One-time unlock", "Premium, no IAP", "Free for one project": how the app is sold, not what it does. */
export const PRICING = /\b(?:purchase|premium|subscription|iap|in-app|one-time|unlock for|free for)\b/i;

/** Whether a line says how the app treats data (see DATA_CLAIM). */
export const isDataClaim = (line: string): boolean => DATA_CLAIM.test(line);

/**
 * Whether a feature line is a setting, a set-up step, shop housekeeping, unfinished, a negation, a
 * price or a data promise. Bracketed detail is no setting or data promise: "push notif when a bird lands
 * (can mute at night)", "observance days by lunar calendar (Thai + Sri Lankan options)", "log
 * pouch changes, leaks (w/ photo, stays on phone)". A line that names a
 * setting the app is about (`about`: its name and kind, "Tilekit Widgets") is its core:
 * "Calendar, weather, battery and photo widgets".
 */
export function isSideFeature(line: string, about = ''): boolean {
  // "log pouch changes, leaks (w/ photo, stays on phone)": what a line says in brackets is a detail of it.
  const unbracketed = line.replace(/\([^)]*\)/g, '');
  const settings = [...unbracketed.matchAll(SIDE_LINE)].map((found) => found[0].toLowerCase().replace(/s$/, ''));
  const aboutIt = settings.some((setting) => about.toLowerCase().includes(setting));
  return (
    (settings.length > 0 && !aboutIt) || isUnfinished(line) || isNegation(line) || isDataClaim(unbracketed) || PRICING.test(line)
  );
}

/** The lines that say what the app does, in the visitor's order; all of them when every line is a side line. */
export function coreFeatures<T extends { bullet: string }>(phrases: readonly T[], about = ''): T[] {
  const core = phrases.filter((phrase) => !isSideFeature(phrase.bullet, about));
  return core.length > 0 ? core : [...phrases];
}
