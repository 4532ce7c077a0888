/** The XML an Android project needs next to the launcher PNGs (res/ layout of Android Studio's Image Asset). */

export const ANDROID_RES_DIR = 'android/res';
export const BACKGROUND_COLOUR_RESOURCE = 'ic_launcher_background';

/**
 * API 26+ adaptive icon; the round variant is the same drawable (the launcher applies its mask).
 * The background is a 108 dp bitmap (a plate, gradient or picture fills it), not the colour.
 */
export function adaptiveIconXml(): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<adaptive-icon xmlns:android="http://schemas.android.com/apk/res/android">',
    `    <background android:drawable="@mipmap/${BACKGROUND_COLOUR_RESOURCE}" />`,
    '    <foreground android:drawable="@mipmap/ic_launcher_foreground" />',
    '    <monochrome android:drawable="@mipmap/ic_launcher_monochrome" />',
    '</adaptive-icon>',
    '',
  ].join('\n');
}

/**
 * Same file name and resource name as Android Studio's template, so it replaces the template's
 * colour (a colour and a mipmap of the same name do not clash); kept for splash screens and themes.
 */
export function backgroundColourXml(hex: string): string {
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<resources>',
    `    <color name="${BACKGROUND_COLOUR_RESOURCE}">${hex}</color>`,
    '</resources>',
    '',
  ].join('\n');
}
