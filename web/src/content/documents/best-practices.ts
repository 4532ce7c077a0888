import {
  APP_STORE_REQUIRED_SCREENSHOTS,
  STORE_RULE_SOURCES,
  STORE_TEXT_LIMITS,
  APP_STORE_MARKETING_ICON_PX,
  APP_STORE_SCREENSHOT_RULES,
  PLAY_STORE_ICON,
  PLAY_FEATURE_GRAPHIC,
  PLAY_SCREENSHOT_RULES,
  ANDROID_ICON_DP,
} from '@aiapp/store-facts';
import type { ContentDocument } from '../model';
import { formatSizes } from './format';

const iphone = APP_STORE_REQUIRED_SCREENSHOTS.iphone69;
const ipad = APP_STORE_REQUIRED_SCREENSHOTS.ipad13;
const icon = APP_STORE_MARKETING_ICON_PX;

export const BEST_PRACTICES: ContentDocument = {
  path: '/best-practices',
  tableOfContents: true,
  lead: 'A release checklist for the App Store and Google Play. Each item is either a rule the stores enforce (break it and the upload or review fails) or a practice that makes your listing work harder. Rules are marked as such, with the number the store checks.',
  sections: [
    {
      id: 'icons',
      title: 'App icons',
      blocks: [
        {
          type: 'list',
          items: [
            `**Rule:** the App Store icon is ${icon}×${icon} px with no alpha channel. A PNG that merely looks opaque still fails with ITMS-90717 if it was saved with alpha.`,
            `**Rule:** the Google Play icon is ${PLAY_STORE_ICON.size}×${PLAY_STORE_ICON.size} px, 32-bit PNG, at most ${PLAY_STORE_ICON.maxKilobytes} KB, full square. Play applies the rounded mask itself, so do not round the corners or add a shadow.`,
            `Keep Android adaptive icon artwork inside the central ${ANDROID_ICON_DP.safeZone} dp of the ${ANDROID_ICON_DP.adaptiveLayer} dp layer; the launcher crops the rest.`,
            "Provide a monochrome layer so your icon follows the user's theme on Android 13 and later; without it, themed launchers show your normal icon among tinted ones.",
            'On iOS 18 and later, people can show dark and tinted icons. Supply your own dark and tinted variants in the asset catalog if the automatic ones look wrong.',
            'Judge the icon at its smallest size, beside your competitors: one shape, strong contrast, no small text.',
          ],
        },
      ],
    },
    {
      id: 'screenshots',
      title: 'Screenshots and previews',
      blocks: [
        {
          type: 'list',
          items: [
            `**Rule:** apps that run on iPhone need the ${iphone.label} screenshots (${formatSizes(iphone.sizes)}); apps that run on iPad need the ${ipad.label} screenshots (${formatSizes(ipad.sizes)}). App Store Connect scales them for smaller devices unless you provide those too.`,
            `**Rule:** ${APP_STORE_SCREENSHOT_RULES.perSlot.min} to ${APP_STORE_SCREENSHOT_RULES.perSlot.max} App Store screenshots per display size and language, PNG or JPEG, with no transparency. Each slot checks its own sizes: a valid file in the wrong slot is refused.`,
            `**Rule:** Google Play screenshots are PNG or JPEG without transparency, each side ${PLAY_SCREENSHOT_RULES.sidePx.min} to ${PLAY_SCREENSHOT_RULES.sidePx.max} px, the long side at most ${PLAY_SCREENSHOT_RULES.maxAspect}× the short side; ${PLAY_SCREENSHOT_RULES.perDeviceType.min} to ${PLAY_SCREENSHOT_RULES.perDeviceType.max} per device type.`,
            `**Rule:** Google Play needs a ${PLAY_FEATURE_GRAPHIC.width}×${PLAY_FEATURE_GRAPHIC.height} feature graphic before you can publish.`,
            'Put your strongest benefit in the first screenshot; the first few are the ones people see in search results.',
            'One message per screenshot, in a caption short enough to read on a phone, over real interface.',
            'App previews (up to three per display size and language, 15 to 30 seconds) must show footage captured from the app. They autoplay muted, so the first seconds must make sense without sound.',
            'Localize captions along with the rest of the listing.',
          ],
        },
      ],
    },
    {
      id: 'store-text',
      title: 'Store text',
      blocks: [
        {
          type: 'table',
          caption: 'Text limits the stores enforce',
          head: ['Field', 'App Store', 'Google Play'],
          rows: [
            [
              'Name or title',
              `${STORE_TEXT_LIMITS.appStoreName.max} characters`,
              `${STORE_TEXT_LIMITS.playTitle.max} characters`,
            ],
            [
              'Subtitle or short description',
              `${STORE_TEXT_LIMITS.appStoreSubtitle.max} characters`,
              `${STORE_TEXT_LIMITS.playShortDescription.max} characters`,
            ],
            ['Keywords', `${STORE_TEXT_LIMITS.appStoreKeywords.max} bytes, comma-separated`, 'No keyword field'],
            [
              'Promotional text',
              `${STORE_TEXT_LIMITS.appStorePromotionalText.max} characters, changeable without a new version`,
              'None',
            ],
            [
              'Description',
              `${STORE_TEXT_LIMITS.appStoreDescription.max} characters, plain text`,
              `${STORE_TEXT_LIMITS.playFullDescription.max} characters`,
            ],
          ],
        },
        {
          type: 'list',
          items: [
            'Count the App Store keyword field in UTF-8 bytes: accented letters take two bytes, Chinese, Japanese and Korean characters usually three.',
            'Do not repeat words from your app name or company name in the keyword field, and separate keywords with commas and no spaces.',
            "**Rule:** no other apps' names or trademarks you do not own in App Store keywords.",
            '**Rule:** Google Play titles may not contain emoji, ALL CAPS (unless it is your brand) or ranking and price words such as "best", "top", "#1" or "free".',
            'Google Play forbids repetitive or excessive keywords and unattributed testimonials in descriptions. Write for people; use each phrase where it fits naturally.',
            'Open the description with the problem you solve and the outcome; only the first lines show before "more".',
          ],
        },
      ],
    },
    {
      id: 'ratings',
      title: 'Ratings and reviews',
      blocks: [
        {
          type: 'list',
          items: [
            "On iOS, ask with the system's review request (`requestReview`). The system decides whether to show it and shows it at most three times a year for each person, so ask after a success, never at launch or after an error.",
            "Apple's guidelines require the system prompt for in-app review requests; a custom review dialog of your own is not allowed.",
            'On Android, use the Google Play In-App Review API. Google applies a quota, so the dialog may not appear every time you ask, and its guidelines say not to ask people whether they like the app before showing it.',
            'Reply to reviews in App Store Connect and the Play Console, especially critical ones that describe a problem you have fixed. Replies are public.',
            'Never buy, swap or fabricate reviews. Both stores prohibit it, and our [Review Preview Generator](/review-preview) makes clearly labelled samples for mockups only.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy declarations',
      blocks: [
        {
          type: 'list',
          items: [
            '**Rule:** both stores ask for a privacy policy URL: App Store Connect for every app, the Play Console in its App content section.',
            "Fill in App Store Connect's App Privacy section and Google Play's Data safety form from the same inventory as your policy, including what your analytics, advertising and crash-reporting SDKs collect.",
            'Since 1 May 2024, App Store Connect requires apps that use certain APIs Apple lists as "required reason" APIs to declare an approved reason in a privacy manifest (`PrivacyInfo.xcprivacy`).',
            'Review the three together whenever you add an SDK or a data-collecting feature. Our [Privacy Policy Generator](/privacy-policy) produces the policy and the matching store answers from one set of choices.',
          ],
        },
      ],
    },
    {
      id: 'releases',
      title: 'Releases',
      blocks: [
        {
          type: 'list',
          items: [
            'Use phased release on the App Store (automatic updates reach users over seven days) and staged rollouts on Google Play (a percentage you raise), so a bad build reaches few people.',
            'Write release notes that say what changed for the user, not the build number.',
            "Keep store text changes in step with your releases when they need review, and use the App Store's promotional text for news that does not.",
            'Watch crash and ANR rates after each release. Google states that apps above the Android vitals bad-behaviour thresholds may be shown less on Google Play.',
          ],
        },
      ],
    },
    {
      id: 'measurement',
      title: 'Measure before you change',
      blocks: [
        {
          type: 'list',
          items: [
            "Note how many people saw your listing and how many installed, from App Store Connect's analytics and the Play Console's store listing reports, before changing anything.",
            'Change one thing at a time, or use product page optimization and store listing experiments so the store measures it for you.',
            'Record keyword ranks weekly; single-day moves of a place or two are noise.',
          ],
        },
        {
          type: 'paragraph',
          text: 'For the reasoning behind each item, read the [ASO guide](/aso-guide); for what happens when these rules are missed, read the [case studies](/case-studies).',
        },
      ],
    },
  ],
  sources: [
    { label: 'App Store Connect Help: screenshot specifications', url: STORE_RULE_SOURCES.appStoreScreenshots },
    { label: 'App Store Connect Help: platform version information', url: STORE_RULE_SOURCES.appStoreVersionInformation },
    { label: 'Play Console Help: preview assets', url: STORE_RULE_SOURCES.playGraphicAssets },
    { label: 'Google Play metadata policy', url: STORE_RULE_SOURCES.playMetadataPolicy },
    { label: 'Android Developers: Google Play icon design specifications', url: STORE_RULE_SOURCES.playIconSpec },
    { label: 'Android Developers: adaptive icons', url: STORE_RULE_SOURCES.androidAdaptiveIcons },
    {
      label: 'Apple: requesting App Store reviews',
      url: 'https://developer.apple.com/documentation/storekit/requesting-app-store-reviews',
    },
    {
      label: 'Android Developers: Google Play In-App Review API',
      url: 'https://developer.android.com/guide/playcore/in-app-review',
    },
    {
      label: 'Apple: privacy manifest files',
      url: 'https://developer.apple.com/documentation/bundleresources/privacy-manifest-files',
    },
    { label: 'Android Developers: Android vitals', url: 'https://developer.android.com/topic/performance/vitals' },
  ],
};
