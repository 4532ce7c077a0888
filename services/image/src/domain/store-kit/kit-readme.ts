import type { AppProfile } from '@aiapp/contracts';
import { KIT_APP_STORE_SCREENSHOTS } from '@aiapp/store-facts';
import type { KitLocales } from './listing-files';

const sizeText = (size: { width: number; height: number }) => `${size.width}×${size.height}`;

/** 'iPhone 6.9-inch (1320×2868; a capture at 1290×2796 or 1260×2736 keeps its size)', one per slot. */
const appStoreSlots = Object.values(KIT_APP_STORE_SCREENSHOTS)
  .map((slot) => {
    const own = slot.accepted.filter((size) => size.width !== slot.width || size.height !== slot.height).map(sizeText);
    return `${slot.label} (${sizeText(slot)}; a capture at ${own.join(' or ')} keeps its size)`;
  })
  .join(', ');

/** The kit's README.md: what each folder is, the fastlane commands, and what no tool uploads. */
export function kitReadme(profile: AppProfile, locales: KitLocales, parts: { aasa: boolean; assetLinks: boolean }): string {
  const appStoreLocales = locales.appStore.map((entry) => entry.locale).join(', ') || 'none';
  const playLocales = locales.play.map((entry) => entry.locale).join(', ') || 'none';
  const bundle = profile.bundle_id || 'your.bundle.id';
  const pkg = profile.package_name || 'your.package.name';
  return `# ${profile.app_name}: store kit

Everything for a launch, from one app profile. Check \`validation-report.md\` first: every file is
checked against its store rule there (✅ passes, ❌ needs fixing).

## Folders

| Folder | What it is |
| --- | --- |
| \`fastlane/metadata/<locale>/\` | App Store texts per locale (${appStoreLocales}), as \`fastlane deliver\` reads them |
| \`fastlane/metadata/\` | \`copyright.txt\`, \`primary_category.txt\`, \`secondary_category.txt\` |
| \`fastlane/screenshots/<locale>/\` | App Store screenshots: ${appStoreSlots}; iPad only where a tablet capture is given |
| \`fastlane/metadata/android/<locale>/\` | Google Play texts (${playLocales}) and \`images/\`: icon, feature graphic, phone and tablet screenshots, as \`fastlane supply\` reads them |
| \`icons/\` | The icon sets: \`AppIcon.appiconset\` (with dark and tinted) for Xcode, Android \`res/\` (adaptive and monochrome layers), web icons |
| \`privacy/\` | The privacy policy (HTML and Markdown), \`PrivacyInfo.xcprivacy\`, the App Privacy answers sheet, the Play Data safety CSV |
| \`web/\` | The landing page (\`index.html\`), its images, the hosted privacy policy${parts.aasa || parts.assetLinks ? ' and `.well-known/` app-link files' : ''} |

## Upload the store listings

From the folder that holds \`fastlane/\` (fastlane 2.226 or later knows the 6.9" and 13" sizes):

\`\`\`sh
fastlane deliver --app_identifier ${bundle} --skip_binary_upload --metadata_path fastlane/metadata --screenshots_path fastlane/screenshots
fastlane supply --package_name ${pkg} --skip_upload_apk --skip_upload_aab --metadata_path fastlane/metadata/android
\`\`\`

deliver reads \`fastlane/metadata\` and ignores its \`android/\` folder; supply needs a Play service-account
key (\`--json_key\`), deliver an App Store Connect API key (\`--api_key_path\`).

## Paste by hand (no tool uploads these)

- **App Store Connect › App Privacy:** answer from \`privacy/app-store-privacy-answers.md\`.
- **Xcode:** add \`privacy/PrivacyInfo.xcprivacy\` to the app target; drag \`icons/ios/AppIcon.appiconset\` into the asset catalogue.
- **Play Console › App content › Data safety:** *Import from CSV* and choose \`privacy/play-data-safety.csv\`, then review each answer.
- **Android Studio:** copy \`icons/android/res/\` into \`app/src/main/res/\`.

## Host the web files

Upload \`web/\` to your site's root${profile.marketing_url ? ` (${profile.marketing_url})` : ''}. Serve
\`.well-known/apple-app-site-association\` as \`application/json\` without redirects, and \`.well-known/assetlinks.json\`
at the same host as your app links. Host \`web/privacy.html\` at your privacy policy URL if you have none yet.
`;
}
