import type { ComposerDevice, FrameVariant } from './composer/devices';
import type { BackgroundKind } from './composer/drawShot';
import type { ComposerFont } from './composer/fontFamilies';
import { DEFAULT_TARGET_IDS } from './composer/storeTargets';
import type { ComposerTemplateId } from './composer/templates';
import type { ExportScale } from './mockupGeometry';

/** Everything the form sets besides the screenshots: one style for the whole set. */
export interface ComposerSettings {
  appName: string;
  device: ComposerDevice;
  variant: FrameVariant;
  template: ComposerTemplateId;
  background: BackgroundKind;
  from: string;
  to: string;
  textColour: string;
  font: ComposerFont;
  /** Store sizes the set exports at (StoreTarget ids). */
  targetIds: readonly string[];
  /** The classic mockup's export scale (docs/product.md §9). */
  scale: ExportScale;
}

export const DEFAULT_SETTINGS: ComposerSettings = {
  appName: '',
  device: 'iphone',
  variant: 'dark',
  template: 'caption-above',
  background: 'gradient',
  from: '#4f46e5',
  to: '#0ea5e9',
  textColour: '#ffffff',
  font: 'inter',
  targetIds: DEFAULT_TARGET_IDS,
  scale: 3,
};

export const BACKGROUND_LABELS: Record<BackgroundKind, string> = { solid: 'Solid', gradient: 'Gradient', image: 'Image' };

export const VARIANT_LABELS: Record<FrameVariant, string> = { dark: 'Dark', light: 'Light', colour: 'Colour' };

/** Headline and subline lengths that still fit a phone image at a readable size. */
export const HEADLINE_MAX = 60;
export const SUBLINE_MAX = 90;
/** The app name only names the ZIP and its files: room for any store name. */
export const APP_NAME_MAX = 60;
