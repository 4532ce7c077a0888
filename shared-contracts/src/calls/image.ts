import { z } from 'zod';
import { base64Data, requiredText } from '../fields';

export const LOGO_STYLES = ['modern', 'circular', 'minimalist'] as const;
export const LOGO_COLOR_SCHEMES = ['blue', 'green', 'purple', 'red', 'orange'] as const;
export const LOGO_TEXT_MAX_LENGTH = 60;

export const LogoRequest = z.object({
  text: requiredText(LOGO_TEXT_MAX_LENGTH),
  style: z.enum(LOGO_STYLES).default('modern'),
  color_scheme: z.enum(LOGO_COLOR_SCHEMES).default('blue'),
});
export type LogoRequest = z.infer<typeof LogoRequest>;

export const LogoResponse = z.object({
  svg_code: z.string(),
  css_styles: z.string(),
});
export type LogoResponse = z.infer<typeof LogoResponse>;

export const IconRequest = z.object({
  image_data: z.string().min(1, 'An image is required').describe('The image as a data URL (PNG, JPEG or WebP)'),
  image_name: z.string().trim().max(200).default(''),
});
export type IconRequest = z.infer<typeof IconRequest>;

export const IconResponse = z.object({
  icons: z.object({
    ios: z.array(z.object({ data: base64Data, size: z.string(), usage: z.string() })),
    android: z.array(z.object({ data: base64Data, size: z.string(), density: z.string() })),
  }),
  zip_data: base64Data,
});
export type IconResponse = z.infer<typeof IconResponse>;

export const TARGET_PLATFORMS = ['ios', 'android'] as const;
export const RESIZE_MAX_IMAGES = 10;

export const ResizeRequest = z.object({
  images: z
    .array(z.object({ data: z.string().min(1), name: z.string().trim().max(200).default('') }))
    .min(1, 'Please select valid image files')
    .max(RESIZE_MAX_IMAGES, `At most ${RESIZE_MAX_IMAGES} images at a time`),
  target_platform: z.enum(TARGET_PLATFORMS),
});
export type ResizeRequest = z.infer<typeof ResizeRequest>;

export const ResizeResponse = z.object({
  resized_images: z.array(z.object({ data: base64Data, device: z.string(), size: z.string() })),
  zip_data: base64Data,
});
export type ResizeResponse = z.infer<typeof ResizeResponse>;
