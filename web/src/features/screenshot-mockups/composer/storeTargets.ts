import {
  ANDROID_RESIZE_TARGETS,
  APP_STORE_REQUIRED_SCREENSHOTS,
  APP_STORE_SCREENSHOT_RULES,
  IOS_RESIZE_TARGETS,
  PLAY_FEATURE_GRAPHIC,
  PLAY_SCREENSHOT_RULES,
  fitsPlayScreenshotRules,
  type PixelSize,
} from '@aiapp/contracts';
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
}

function sizeOf(targets: readonly { device: string; width: number; height: number }[], device: string): PixelSize {
  const found = targets.find((target) => target.device === device);
  if (!found) throw new Error(`The store facts have no ${device} size`);
  return found;
}

const [IPHONE_69] = APP_STORE_REQUIRED_SCREENSHOTS.iphone69.sizes;
const [IPAD_13] = APP_STORE_REQUIRED_SCREENSHOTS.ipad13.sizes;
const IPHONE_65 = sizeOf(IOS_RESIZE_TARGETS, '6.5 inch');
const PLAY_PHONE = sizeOf(ANDROID_RESIZE_TARGETS, 'phone');
const PLAY_TABLET = sizeOf(ANDROID_RESIZE_TARGETS, '10 inch tablet');

const TARGETS: Record<DeviceClass, readonly StoreTarget[]> = {
  phone: [
    {
      id: 'app-store-iphone-6.9',
      store: 'App Store',
      platform: 'apple',
      label: 'iPhone 6.9″',
      folder: 'app-store/iphone-6.9',
      ...IPHONE_69,
    },
    {
      id: 'app-store-iphone-6.5',
      store: 'App Store',
      platform: 'apple',
      label: 'iPhone 6.5″',
      folder: 'app-store/iphone-6.5',
      ...IPHONE_65,
    },
    {
      id: 'google-play-phone',
      store: 'Google Play',
      platform: 'android',
      label: 'Phone',
      folder: 'google-play/phone',
      ...PLAY_PHONE,
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
    },
    {
      id: 'google-play-tablet',
      store: 'Google Play',
      platform: 'android',
      label: '10″ tablet',
      folder: 'google-play/tablet-10',
      ...PLAY_TABLET,
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
};

/** The screenshot sizes a set is exported at for a phone or a tablet frame. */
export function storeTargets(deviceClass: DeviceClass): readonly StoreTarget[] {
  return TARGETS[deviceClass];
}

// A wrong fact in the contracts must not ship Play screenshots the console rejects.
for (const target of [...TARGETS.phone, ...TARGETS.tablet].filter((entry) => entry.store === 'Google Play')) {
  if (!fitsPlayScreenshotRules(target)) throw new Error(`${target.id} breaks Google Play's screenshot rules`);
}

/** At most this many screenshots in a set: Google Play's per-device-type limit, below the App Store's 10. */
export const MAX_SET_SIZE = Math.min(PLAY_SCREENSHOT_RULES.perDeviceType.max, APP_STORE_SCREENSHOT_RULES.perSlot.max);
