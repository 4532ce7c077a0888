/** Download file names (docs/product.md §9) and the one slug rule they share. */

/** Lower-case ASCII words joined by dashes; accents folded; 'app' when nothing is left. */
export function slugify(name: string, fallback = 'app'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || fallback;
}

export const logoFileName = (text: string) => `${slugify(text, 'logo').replace(/-logo$/, '')}-logo.svg`;
export const logoPngFileName = (text: string) => logoFileName(text).replace(/\.svg$/, '.png');
export const landingPageFileName = (appName: string) => `${slugify(appName)}-landing-page.html`;
export const mockupFileName = (device: string) => `${slugify(device, 'device')}-mockup.png`;

/** `<name>_icons.zip` from the uploaded file's name without its extension, else `app_icons.zip`. */
export function iconZipFileName(imageName: string): string {
  const base = imageName.replace(/\.[a-z0-9]{1,5}$/i, '');
  return `${slugify(base, 'app')}_icons.zip`;
}

export const screenshotZipFileName = (platform: 'ios' | 'android' | 'both') => `${platform}_screenshots.zip`;
/** The screenshot composer's set: `<app>_store_screenshots.zip`, and one image as `<app>-<slot>[-<n>].png`. */
export const storeSetZipFileName = (appName: string) => `${slugify(appName)}_store_screenshots.zip`;
export const storeImageFileName = (appName: string, slot: string, position?: number) =>
  `${slugify([appName || 'app', slot, position ?? ''].join(' '))}.png`;

/** docs/product.md §9: the app name lower-cased with spaces turned into dashes; characters no file system accepts are dropped. */
export function privacyPolicyFileName(appName: string, extension: 'txt' | 'md' | 'html' = 'txt'): string {
  const base = appName
    .trim()
    .toLowerCase()
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '')
    .replace(/\s+/g, '-');
  return `${base || 'app'}-privacy-policy.${extension}`;
}

/** Xcode only reads a privacy manifest under this exact name. */
export const PRIVACY_MANIFEST_FILE_NAME = 'PrivacyInfo.xcprivacy';

/** The store kit: `<app>_store_kit.zip`. */
export const storeKitZipFileName = (appName: string) => `${slugify(appName)}_store_kit.zip`;
