import {
  ANDROID_RESIZE_TARGETS,
  APP_STORE_REQUIRED_SCREENSHOTS,
  APP_STORE_SCREENSHOT_RULES,
  IOS_RESIZE_TARGETS,
  PLAY_FEATURE_GRAPHIC,
  PLAY_SCREENSHOT_RULES,
  fitsPlayScreenshotRules,
  type PixelSize,
} from '@aiapp/store-facts';
import type { DeviceClass, Platform } from './devices';

/** One exported image size: a store slot the set is rendered for. */
export interface StoreTarget {
  id: string;
  store: 'App Store' | 'Google Play';
  /** Whose device frame the images show. */
  platform: Platform;
  label: string;
  /** The ZIP folder; files inside are numbered in set order. */
  folder: string;
  width: number;
  height: number;
  /** In the set unless the visitor unticks it; the others are there to tick. */
  byDefault: boolean;
}

function sizeOf(targets: readonly { device: string; width: number; height: number }[], device: string): PixelSize {
  const found = targets.find((target) => target.device === device);
  if (!found) throw new Error(`The store facts have no ${device} size`);
  return found;
}

/** App Store Connect's 6.9″ slot takes 1320×2868 (6.9″ iPhones) or 1290×2796 (6.7″ ones). */
const [IPHONE_69, IPHONE_67] = APP_STORE_REQUIRED_SCREENSHOTS.iphone69.sizes;
const [IPAD_13] = APP_STORE_REQUIRED_SCREENSHOTS.ipad13.sizes;
const IPHONE_65 = sizeOf(IOS_RESIZE_TARGETS, '6.5 inch');
const PLAY_PHONE = sizeOf(ANDROID_RESIZE_TARGETS, 'phone');
const PLAY_TABLET_7 = sizeOf(ANDROID_RESIZE_TARGETS, '7 inch tablet');
const PLAY_TABLET_10 = sizeOf(ANDROID_RESIZE_TARGETS, '10 inch tablet');

const TARGETS: Record<DeviceClass, readonly StoreTarget[]> = {
  phone: [
    {
      id: 'app-store-iphone-6.9',
      store: 'App Store',
      platform: 'apple',
      label: 'iPhone 6.9″',
      folder: 'app-store/iphone-6.9',
      ...IPHONE_69,
      byDefault: true,
    },
    {
      id: 'app-store-iphone-6.7',
      store: 'App Store',
      platform: 'apple',
      label: 'iPhone 6.7″',
      folder: 'app-store/iphone-6.7',
      ...IPHONE_67,
      byDefault: false,
    },
    {
      id: 'app-store-iphone-6.5',
      store: 'App Store',
      platform: 'apple',
      label: 'iPhone 6.5″',
      folder: 'app-store/iphone-6.5',
      ...IPHONE_65,
      byDefault: true,
    },
    {
      id: 'google-play-phone',
      store: 'Google Play',
      platform: 'android',
      label: 'Phone',
      folder: 'google-play/phone',
      ...PLAY_PHONE,
      byDefault: true,
    },
  ],
  tablet: [
    {
      id: 'app-store-ipad-13',
      store: 'App Store',
      platform: 'apple',
      label: 'iPad 13″',
      folder: 'app-store/ipad-13',
      ...IPAD_13,
      byDefault: true,
    },
    {
      id: 'google-play-tablet-7',
      store: 'Google Play',
      platform: 'android',
      label: '7″ tablet',
      folder: 'google-play/tablet-7',
      ...PLAY_TABLET_7,
      byDefault: false,
    },
    {
      id: 'google-play-tablet',
      store: 'Google Play',
      platform: 'android',
      label: '10″ tablet',
      folder: 'google-play/tablet-10',
      ...PLAY_TABLET_10,
      byDefault: true,
    },
  ],
};

export const FEATURE_GRAPHIC: StoreTarget = {
  id: 'google-play-feature-graphic',
  store: 'Google Play',
  platform: 'android',
  label: 'Feature graphic',
  folder: 'google-play',
  ...PLAY_FEATURE_GRAPHIC,
  byDefault: true,
};

/** The screenshot sizes a set can be exported at for a phone or a tablet frame, in store order. */
export function storeTargets(deviceClass: DeviceClass): readonly StoreTarget[] {
  return TARGETS[deviceClass];
}

/** The sizes ticked before the visitor changes anything, for phones and tablets alike. */
export const DEFAULT_TARGET_IDS: readonly string[] = [...TARGETS.phone, ...TARGETS.tablet]
  .filter((target) => target.byDefault)
  .map((target) => target.id);

// A wrong fact in the contracts must not ship Play screenshots the console rejects.
for (const target of [...TARGETS.phone, ...TARGETS.tablet].filter((entry) => entry.store === 'Google Play')) {
  if (!fitsPlayScreenshotRules(target)) throw new Error(`${target.id} breaks Google Play's screenshot rules`);
}

/** At most this many screenshots in a set: Google Play's per-device-type limit, below the App Store's 10. */
export const MAX_SET_SIZE = Math.min(PLAY_SCREENSHOT_RULES.perDeviceType.max, APP_STORE_SCREENSHOT_RULES.perSlot.max);
