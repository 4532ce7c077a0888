import { z } from 'zod';
import { EXAMPLE_HEIC_DATA_URL, EXAMPLE_PNG_DATA_URL, EXAMPLE_SCREENSHOT_DATA_URL } from '../example-request';
import { base64Data, requiredText } from '../fields';
import {
  DEFAULT_ICON_BACKGROUND,
  ICON_PADDING_MAX_PERCENT,
  ICON_PREVIEW_NAMES,
  IOS_ICON_LAYOUTS,
  ICON_UPLOAD_MAX_BYTES,
  SCREENSHOT_SHAPES,
  SCREENSHOT_UPLOAD_MAX_BYTES,
  type ScreenshotShape,
} from '@aiapp/store-facts';
import { INVALID_IMAGE_FILES_MESSAGE } from '../messages';

const SCREENSHOT_SHAPE_NAMES = Object.keys(SCREENSHOT_SHAPES) as [ScreenshotShape, ...ScreenshotShape[]];

export const LOGO_STYLES = ['modern', 'circular', 'minimalist'] as const;
export const LOGO_COLOR_SCHEMES = ['blue', 'green', 'purple', 'red', 'orange'] as const;
export const LOGO_TEXT_MAX_LENGTH = 60;
/** monogram: the initials in a mark beside the name (the spec's logo); wordmark: the name alone; symbol: an abstract mark beside the name. */
export const LOGO_LAYOUTS = ['monogram', 'wordmark', 'symbol'] as const;

/** The alphabets the logo fonts draw (besides digits and punctuation). */
export const LOGO_FONT_ALPHABETS = 'Latin, Greek or Cyrillic';

/** The refusal of a logo name with characters the logo fonts cannot draw, listing them. */
export const logoCharactersMessage = (characters: readonly string[]) =>
  `The logo fonts cannot draw ${characters.map((character) => `"${character}"`).join(', ')}: use letters of the ${LOGO_FONT_ALPHABETS} alphabets, digits and punctuation`;

// Emoji, and letters of other scripts (Han, Arabic, Devanagari, …): the bundled fonts draw
// Latin, Greek and Cyrillic. The image service also checks every character against the fonts
// themselves, for the rarer symbols they lack.
const FOREIGN_TO_LOGO_FONTS = /\p{Emoji_Presentation}|(?=\p{L})[^\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/gu;

export const LogoRequest = z.object({
  text: requiredText(LOGO_TEXT_MAX_LENGTH).superRefine((text, context) => {
    const foreign = [...new Set(text.match(FOREIGN_TO_LOGO_FONTS))];
    if (foreign.length > 0) context.addIssue({ code: 'custom', message: logoCharactersMessage(foreign) });
  }),
  style: z.enum(LOGO_STYLES).default('modern'),
  color_scheme: z.enum(LOGO_COLOR_SCHEMES).default('blue'),
  layout: z
    .enum(LOGO_LAYOUTS)
    .default('monogram')
    .describe('monogram: initials in a mark beside the name; wordmark: the name alone; symbol: an abstract mark beside the name'),
});
export type LogoRequest = z.infer<typeof LogoRequest>;

/** The longer side, in pixels, of the PNG the logo maker renders from the requested logo's SVG. */
export const LOGO_PNG_SIZE = 1024;
/** How many variants a logo answer offers (every layout in every style, in the requested palette and its neighbour). */
export const LOGO_VARIANT_COUNT = LOGO_LAYOUTS.length * LOGO_STYLES.length;

export const LogoVariant = z.object({
  style: z.enum(LOGO_STYLES),
  color_scheme: z.enum(LOGO_COLOR_SCHEMES),
  layout: z.enum(LOGO_LAYOUTS),
  svg_code: z.string().describe('Outlined SVG (no <text>): the letters are paths'),
});
export type LogoVariant = z.infer<typeof LogoVariant>;

export const LogoResponse = z.object({
  svg_code: z.string().describe('The requested logo as outlined SVG (no <text>)'),
  css_styles: z.string(),
  png_data: z
    .string()
    .describe(`The requested logo as a PNG data URL, ${LOGO_PNG_SIZE} px on its longer side, transparent around the artwork`),
  variants: z
    .array(LogoVariant)
    .describe(
      'Other takes on the same name (layouts × styles × palettes), the requested one first; send one back as a request to get its PNG and CSS',
    ),
});
export type LogoResponse = z.infer<typeof LogoResponse>;

/** `#RRGGBB`, upper-cased so it reads the same in every generated file. */
export const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour written like #1A2B3C')
  .transform((value) => value.toUpperCase());

const megabytes = (bytes: number) => bytes / (1024 * 1024);

// The byte limit is checked on the decoded file (a 413 with the spec's message), so it is stated here, not as a maxLength.
const imageDataUrl = z
  .string()
  .min(1, 'An image is required')
  .describe(
    `The image as a data URL (PNG, JPEG, WebP or HEIC), at most ${megabytes(ICON_UPLOAD_MAX_BYTES)} MB decoded; a larger file is answered 413`,
  )
  .meta({ examples: [EXAMPLE_PNG_DATA_URL] });

export const IconRequest = z.object({
  image_data: imageDataUrl,
  image_name: z.string().trim().max(200).default(''),
  background_color: hexColor
    .default(DEFAULT_ICON_BACKGROUND)
    .describe('Fills the transparent parts of opaque icons (iOS, Android background layer)'),
  padding_percent: z
    .number()
    .int('Padding must be a whole number')
    .min(0)
    .max(ICON_PADDING_MAX_PERCENT, `Padding must be at most ${ICON_PADDING_MAX_PERCENT}%`)
    .default(0)
    .describe('Space around the artwork on each side of the iOS and web icons, as a percentage of the icon'),
  android_inset_percent: z
    .number()
    .int('The Android inset must be a whole number')
    .min(0)
    .max(ICON_PADDING_MAX_PERCENT, `The Android inset must be at most ${ICON_PADDING_MAX_PERCENT}%`)
    .optional()
    .describe("Shrinks the artwork inside Android's 66 dp safe circle, as a percentage of its radius (iOS padding is separate)"),
  adaptive_background_color: hexColor
    .optional()
    .describe("Fills Android's whole background layer instead of the image's own background"),
  foreground_image: imageDataUrl.optional().describe('Optional separate foreground (logo on a transparent background)'),
  background_image: imageDataUrl.optional().describe("Optional separate background for Android's 108 dp layer"),
  monochrome_image: imageDataUrl.optional().describe('Optional glyph for the Android themed icon'),
  ios_layout: z
    .enum(IOS_ICON_LAYOUTS)
    .optional()
    .describe('all-sizes: every Xcode slot; single-size: one 1024 icon per appearance (Xcode 14+)'),
});
export type IconRequest = z.input<typeof IconRequest>;

export const IconResponse = z.object({
  icons: z.object({
    /** `file_name`: the file's path in the ZIP; a single download is named after its last part. */
    ios: z.array(z.object({ data: base64Data, size: z.string(), usage: z.string(), file_name: z.string() })),
    android: z.array(z.object({ data: base64Data, size: z.string(), density: z.string(), file_name: z.string() })),
  }),
  zip_data: base64Data,
  zip_file_name: z.string(),
  /** Things the user should know, e.g. a small or non-square source. */
  warnings: z.array(z.string()),
  /** What launchers show: the adaptive icon under each mask shape, and the themed icon (PNG, 288 px). */
  previews: z.array(z.object({ shape: z.enum(ICON_PREVIEW_NAMES), data: base64Data })).optional(),
  /** How the adaptive icon was built, in dp of the 108 dp layer. */
  adaptive: z
    .object({
      source_kind: z.enum(['logo', 'plate', 'full-bleed']),
      artwork_radius_dp: z.number(),
      safe_radius_dp: z.number(),
      themed_coverage_percent: z.number(),
      themed_source: z.enum(['alpha', 'plate-removed', 'luminance', 'uploaded', 'none']),
    })
    .optional(),
});
export type IconResponse = z.infer<typeof IconResponse>;

/**
 * The form's live preview, drawn by the same code as the set: the upload and the Android choices,
 * answered with the launcher previews and the adaptive report only (no icons, no ZIP).
 */
export const IconPreviewRequest = IconRequest.pick({
  image_data: true,
  background_color: true,
  padding_percent: true,
  android_inset_percent: true,
  adaptive_background_color: true,
  foreground_image: true,
  background_image: true,
  monochrome_image: true,
});
export type IconPreviewRequest = z.input<typeof IconPreviewRequest>;

export const IconPreviewResponse = IconResponse.pick({ warnings: true }).extend({
  previews: z.array(z.object({ shape: z.enum(ICON_PREVIEW_NAMES), data: base64Data })),
  adaptive: IconResponse.shape.adaptive.unwrap(),
});
export type IconPreviewResponse = z.infer<typeof IconPreviewResponse>;

export const TARGET_PLATFORMS = ['ios', 'android'] as const;
export type TargetPlatform = (typeof TARGET_PLATFORMS)[number];
/** The resizer's store choice: one store, or both (each capture to both stores' slots of its shape). */
export const RESIZE_STORES = ['ios', 'android', 'both'] as const;
export type ResizeStore = (typeof RESIZE_STORES)[number];
export const RESIZE_MAX_IMAGES = 10;
/**
 * A screenshot smaller than this on a side is no screenshot (the smallest store slot is 1080 px
 * wide); upscaling a 1×1 image to every store size turned 1.6 KB into 9.2 MB of output.
 */
export const RESIZE_MIN_SOURCE_SIDE = 200;
/** The images one resize request may produce, encoded, before it is refused (422 output_too_large). */
export const RESIZE_MAX_OUTPUT_BYTES = 96 * 1024 * 1024;
/** fit: the whole screenshot, padded with a colour; fill: the target filled, cropped around the centre. */
export const FIT_MODES = ['fit', 'fill'] as const;
export type FitMode = (typeof FIT_MODES)[number];
export const SCREENSHOT_TREATMENTS = ['scaled', 'letterboxed', 'cropped'] as const;
export type ScreenshotTreatment = (typeof SCREENSHOT_TREATMENTS)[number];

export const ResizeRequest = z.object({
  images: z
    .array(
      z.object({
        data: z
          .string()
          .min(1, INVALID_IMAGE_FILES_MESSAGE)
          .describe(`A data URL, at most ${megabytes(SCREENSHOT_UPLOAD_MAX_BYTES)} MB decoded; a larger file is answered 413`)
          .meta({ examples: [EXAMPLE_SCREENSHOT_DATA_URL] }),
        name: z.string().trim().max(200).default(''),
      }),
    )
    .min(1, INVALID_IMAGE_FILES_MESSAGE)
    .max(RESIZE_MAX_IMAGES, `At most ${RESIZE_MAX_IMAGES} images at a time`),
  target_platform: z
    .enum(RESIZE_STORES)
    .describe("Whose slots to fill: ios, android, or both (each capture goes to both stores' slots of its own shape)"),
  fit_mode: z.enum(FIT_MODES).default('fit'),
  /** Padding colour for fit; absent means sampled from the screenshot's edge. */
  background_color: hexColor.optional(),
});
export type ResizeRequest = z.input<typeof ResizeRequest>;

export const ResizeResponse = z.object({
  resized_images: z.array(
    z.object({
      data: base64Data,
      device: z.string(),
      size: z.string(),
      source_name: z.string(),
      /** The store whose slot this is, and the shape of capture the slot takes. */
      store: z.enum(TARGET_PLATFORMS),
      shape: z.enum(SCREENSHOT_SHAPE_NAMES),
      /** Path inside the ZIP: one folder per device (inside one folder per store when both are chosen). */
      file_name: z.string(),
      mime_type: z.enum(['image/png', 'image/jpeg']),
      /** What was done to reach the slot's size: scaled (same shape within 1%), letterboxed or cropped. */
      treatment: z.enum(SCREENSHOT_TREATMENTS).optional(),
      /** Letterboxed: the width of each of the two bars, in output pixels. */
      bar_px: z.number().int().optional(),
      /** Cropped: output-scale pixels cut away in total (half on each side). */
      cropped_px: z.number().int().optional(),
      /** The same in words, e.g. "letterboxed: 2 bars of 137 px (top and bottom)". */
      treatment_note: z.string().optional(),
    }),
  ),
  zip_data: base64Data,
  zip_file_name: z.string(),
  warnings: z.array(z.string()),
  /** Captures that fit no slot of the chosen store(s): left out, never squeezed or letterboxed. */
  not_placed: z.array(
    z.object({
      source_name: z.string(),
      size: z.string(),
      /** The capture's shape when it has one (a phone capture for a store choice with no phone slot), else absent. */
      shape: z.enum(SCREENSHOT_SHAPE_NAMES).optional(),
      reason: z.string(),
    }),
  ),
});
export type ResizeResponse = z.infer<typeof ResizeResponse>;

/**
 * HEIC captures for tools that draw in the browser: browsers cannot decode HEIC, so the image
 * service turns one into a JPEG the page can draw (orientation applied, same pixel size).
 */
export const ConvertImageRequest = z.object({
  image_data: z
    .string()
    .min(1, 'An image is required')
    .describe(
      `A HEIC/HEIF image as a data URL, at most ${megabytes(SCREENSHOT_UPLOAD_MAX_BYTES)} MB decoded; a larger file is answered 413`,
    )
    .meta({ examples: [EXAMPLE_HEIC_DATA_URL] }),
});
export type ConvertImageRequest = z.input<typeof ConvertImageRequest>;

export const ConvertImageResponse = z.object({
  data: base64Data,
  mime_type: z.literal('image/jpeg'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ConvertImageResponse = z.infer<typeof ConvertImageResponse>;

/** The screenshot mockup's canvases: the composer draws on them and the export keeps their size. */
export const MOCKUP_DEVICES = ['iphone', 'android', 'tablet'] as const;
export type MockupDevice = (typeof MOCKUP_DEVICES)[number];

export const MOCKUP_CANVAS: Readonly<Record<MockupDevice, { width: number; height: number }>> = {
  iphone: { width: 375, height: 812 },
  android: { width: 360, height: 760 },
  tablet: { width: 768, height: 1024 },
};

/** The screenshot sits at (10, 50) and is 20 px narrower and 100 px shorter than the canvas. */
export const MOCKUP_SCREEN_INSET = { x: 10, y: 50, width: 20, height: 100 } as const;
