/** First-party pages the store facts come from; the content pages cite them. */
export const STORE_RULE_SOURCES = {
  appStoreProductPage: 'https://developer.apple.com/app-store/product-page/',
  appStoreAppInformation: 'https://developer.apple.com/help/app-store-connect/reference/app-information',
  appStoreVersionInformation: 'https://developer.apple.com/help/app-store-connect/reference/platform-version-information',
  appStoreScreenshots: 'https://developer.apple.com/help/app-store-connect/reference/app-information/screenshot-specifications',
  playMetadataPolicy: 'https://support.google.com/googleplay/android-developer/answer/9898842',
  playShortDescription: 'https://support.google.com/googleplay/android-developer/answer/13393723',
  playGraphicAssets: 'https://support.google.com/googleplay/android-developer/answer/1078870',
  playIconSpec: 'https://developer.android.com/distribute/google-play/resources/icon-design-specifications',
  androidAdaptiveIcons: 'https://developer.android.com/develop/ui/views/launch/icon_design_adaptive',
  itunesSearchApi: 'https://performance-partners.apple.com/search-api',
} as const;
