/** Where each part of the kit goes inside the ZIP; fastlane's folders as deliver and supply read them. */
export const KIT_PATHS = {
  metadata: 'fastlane/metadata',
  appStoreLocale: (locale: string) => `fastlane/metadata/${locale}`,
  playLocale: (locale: string) => `fastlane/metadata/android/${locale}`,
  appStoreScreenshots: (locale: string) => `fastlane/screenshots/${locale}`,
  icons: 'icons',
  privacy: 'privacy',
  web: 'web',
  readme: 'README.md',
  reportMarkdown: 'validation-report.md',
  reportJson: 'validation-report.json',
} as const;
