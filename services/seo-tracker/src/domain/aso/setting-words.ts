import { singular } from '@aiapp/text';

/**
 * Words for how an app is set up or shown, never what it is about: a screen orientation
 * ("portrait", "landscape"), a control ("toggle", "slider", "bar", "button", "mode"), a game's
 * controls ("tilt", "joystick") and difficulty, a release state ("beta"), a place on the phone
 * ("widget", "kiosk"), the phone's own parts ("battery", "wifi", "storage") and their calibration
 * ("latency"), and what the app costs ("price", "fee", "unlock"). No searcher types them for an
 * app, and a subtitle built on one names a side feature ("Kiosk Mode", "Inflation Toggle", "Pace
 * Bar", "Home Screen Widget"; set I's reader: "Audio Latency", "Conductor Difficulty", "One-time
 * Price", bench/briefs/spent-2026-11-29c/reading-i.md, 2(d)).
 */
const SETTING_WORDS: ReadonlySet<string> = new Set(
  'portrait landscape orientation beta toggle slider switch bar button setting option mode widget kiosk battery wifi wi-fi storage tilt joystick gamepad difficulty latency price pricing fee unlock'.split(
    ' ',
  ),
);

/** Whether a word (any case, singular or plural) names a setting or a part of the phone (SETTING_WORDS). */
export const isSettingWord = (word: string): boolean => SETTING_WORDS.has(singular(word.toLowerCase()));
