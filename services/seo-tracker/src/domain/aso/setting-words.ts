import { singular } from '@aiapp/text';

/**
 * Words for how an app is set up or shown, never what it is about: a screen orientation
 * ("portrait", "landscape"), a control ("toggle", "slider", "bar", "button", "mode"), a game's
 * controls ("tilt", "joystick"), a release state ("beta"), a place on the phone ("widget", "kiosk") and the phone's own parts ("battery",
 * "wifi", "storage"). No searcher types them for an app, and a subtitle built on one names a side
 * feature ("Kiosk Mode", "Inflation Toggle", "Pace Bar", "Home Screen Widget").
 */
const SETTING_WORDS: ReadonlySet<string> = new Set(
  'portrait landscape orientation beta toggle slider switch bar button setting option mode widget kiosk battery wifi wi-fi storage tilt joystick gamepad'.split(
    ' ',
  ),
);

/** Whether a word (any case, singular or plural) names a setting or a part of the phone (SETTING_WORDS). */
export const isSettingWord = (word: string): boolean => SETTING_WORDS.has(singular(word.toLowerCase()));
