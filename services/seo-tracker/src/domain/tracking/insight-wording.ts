import type { Store } from './store-client';
import type { StoreFailure } from './store-error';

/**
 * Where a keyword should go to count for search, per store: on the App Store the name, the
 * subtitle and the keyword field (https://developer.apple.com/help/app-store-connect/reference/app-information,
 * https://developer.apple.com/help/app-store-connect/reference/platform-version-information); on
 * Google Play the title, the short and the full description (https://www.gummicube.com/blog/google-play-description).
 */
export const PLACEMENT: Record<Store, { prominent: string; secondary: string; quiet: string }> = {
  ios: { prominent: 'title', secondary: 'subtitle', quiet: 'keyword field' },
  android: { prominent: 'title', secondary: 'short description', quiet: 'full description' },
};

export function failureText(failure: StoreFailure, storeLabel: string): string {
  switch (failure) {
    case 'rate_limited':
      return `${storeLabel} is limiting our requests`;
    case 'timeout':
      return `${storeLabel} did not answer in time`;
    case 'unexpected_response':
      return `${storeLabel} sent an answer we could not read`;
    case 'store_unreachable':
      return `${storeLabel} could not be reached`;
  }
}

export const quote = (keyword: string) => `'${keyword}'`;

export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function shortDate(date: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

export function compactCount(count: number): string {
  return new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(count);
}
