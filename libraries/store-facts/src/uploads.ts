/** What one uploaded image may be: the icon generator's and the screenshot tools' shared limits. */

export const ICON_UPLOAD_MAX_BYTES = 10_485_760;
/** Screenshots share the icon upload's per-file limit. */
export const SCREENSHOT_UPLOAD_MAX_BYTES = ICON_UPLOAD_MAX_BYTES;
/** Decoded pixels accepted from one upload: far below sharp's 268 MP default, so a small file cannot expand into gigabytes. */
export const IMAGE_MAX_PIXELS = 50_000_000;
