import {
  APP_STORE_REQUIRED_SCREENSHOTS,
  STORE_RULE_SOURCES,
  fitsPlayScreenshotRules,
  STORE_TEXT_LIMITS,
  PLAY_SCREENSHOT_RULES,
  ANDROID_ICON_DP,
  APP_STORE_MARKETING_ICON_PX,
  ANDROID_RESIZE_TARGETS,
  type PixelSize,
} from '@aiapp/store-facts';
import type { Block, ContentDocument } from '../model';
import { formatSize } from './format';

const gh = (repository: string, number: number) => `https://github.com/${repository}/issues/${number}`;
const FLUTTER_ICONS = 'fluttercommunity/flutter_launcher_icons';
const CAPACITOR_ASSETS = 'ionic-team/capacitor-assets';
const FASTLANE = 'fastlane/fastlane';
const PLAY_SCRAPER = 'facundoolano/google-play-scraper';

/** One case: what people saw, why it happened, what fixed it, and the rule to keep. */
function caseBlocks(parts: { happened: string; cause: string; fix: string; lesson: string }): Block[] {
  return [
    { type: 'paragraph', text: `**What happened.** ${parts.happened}` },
    { type: 'paragraph', text: `**Why.** ${parts.cause}` },
    { type: 'paragraph', text: `**The fix.** ${parts.fix}` },
    { type: 'note', tone: 'tip', text: parts.lesson },
  ];
}

const PHONE_SHOTS = [APP_STORE_REQUIRED_SCREENSHOTS.iphone69.sizes[0], { width: 1080, height: 2400 }] as const;
const describeRatio = ({ width, height }: { width: number; height: number }) =>
  `${formatSize({ width, height })} (${(height / width).toFixed(2)}:1)`;

export const CASE_STUDIES: ContentDocument = {
  path: '/case-studies',
  tableOfContents: true,
  lead: 'Eight problems that developers have hit again and again when shipping to the App Store and Google Play, each documented in public issue trackers. For each one: what people saw, why it happened, what fixed it, and the rule that prevents it. Every case links to the public record so you can read the original reports.',
  sections: [
    {
      id: 'alpha-channel-icon',
      title: 'An opaque icon rejected as transparent (ITMS-90717)',
      blocks: caseBlocks({
        happened: `Uploads to App Store Connect failed with "ERROR ITMS-90717: Invalid App Store Icon. The App Store Icon in the asset catalog can't be transparent nor contain an alpha channel." It was reported for apps built with Expo in 2017 ([expo/expo #1086](${gh('expo/expo', 1086)})), the NativeScript CLI in 2019 ([#4584](${gh('NativeScript/nativescript-cli', 4584)})) and flutter_launcher_icons in 2020 ([#216](${gh(FLUTTER_ICONS, 216)})), among many others.`,
        cause:
          'The rule is about the file format, not the pixels: a PNG saved with an alpha channel is refused even when every pixel is fully opaque. Icon generators that pass the source PNG through unchanged keep its alpha channel.',
        fix: `Flatten the ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} App Store icon onto a solid background and save it without an alpha channel (an RGB PNG). flutter_launcher_icons added a \`remove_alpha_ios\` option in version 0.9.0 for exactly this ([#253](${gh(FLUTTER_ICONS, 253)})).`,
        lesson: 'Check the saved file, not how it looks: an App Store icon must be an RGB image with no alpha channel at all.',
      }),
    },
    {
      id: 'black-background',
      title: 'Transparency removed, and the background turned black',
      blocks: caseBlocks({
        happened: `Developers who switched on alpha removal found their iOS icons on a black square ([flutter_launcher_icons #432](${gh(FLUTTER_ICONS, 432)}), [#454](${gh(FLUTTER_ICONS, 454)})).`,
        cause:
          'Removing an alpha channel means choosing a colour for the pixels that were transparent. When the tool does not ask, image libraries commonly fall back to black.',
        fix: `flutter_launcher_icons added a \`background_color_ios\` setting so the colour is chosen explicitly ([pull request #450](https://github.com/${FLUTTER_ICONS}/pull/450)).`,
        lesson:
          'Whenever transparency is flattened, pick the background colour yourself, and look at the result before you ship it.',
      }),
    },
    {
      id: 'unassigned-children',
      title: 'Xcode reports "unassigned children" and the app ships a blank icon',
      blocks: caseBlocks({
        happened: `After generating icons, Xcode showed warnings such as "15 unassigned children" and the app ran with the default blank icon ([flutter_launcher_icons #221](${gh(FLUTTER_ICONS, 221)}), [#259](${gh(FLUTTER_ICONS, 259)})). A related report listed obsolete 50, 57 and 72 px icons as unassigned ([#73](${gh(FLUTTER_ICONS, 73)})).`,
        cause:
          "An `AppIcon.appiconset` folder is described by its `Contents.json`. In #221 that file was empty; in #259 an entry's file name did not match the file on disk. Xcode only uses images that an entry names, and sizes no current device uses are listed as unassigned.",
        fix: 'Write a `Contents.json` in which every entry names a file that exists, at exactly the pixel size that entry describes, and leave out sizes Xcode no longer uses.',
        lesson: 'After dropping an icon set into Xcode, open the asset catalog: it should show no warnings and no empty wells.',
      }),
    },
    {
      id: 'zoomed-adaptive-icon',
      title: 'Android launcher icons that look zoomed in',
      blocks: caseBlocks({
        happened: `Icons generated from a ${APP_STORE_MARKETING_ICON_PX} px logo appeared enlarged and cropped on Android devices ([capacitor-assets #410](${gh(CAPACITOR_ASSETS, 410)}), [#376](${gh(CAPACITOR_ASSETS, 376)})), and developers asked for a scaling option ([#118](${gh(CAPACITOR_ASSETS, 118)})).`,
        cause: `An adaptive icon layer is ${ANDROID_ICON_DP.adaptiveLayer} dp square, but the launcher mask shows only the central ${ANDROID_ICON_DP.viewport} dp, and only the central ${ANDROID_ICON_DP.safeZone} dp is safe under every mask shape. Artwork that fills the whole layer is cut off.`,
        fix: `capacitor-assets added an inset of about one sixth on each edge in the launcher XML so the artwork lands inside the visible area ([pull request #424](https://github.com/${CAPACITOR_ASSETS}/pull/424)).`,
        lesson: `Keep the important part of an adaptive icon inside the central ${ANDROID_ICON_DP.safeZone} of ${ANDROID_ICON_DP.adaptiveLayer} dp, and preview it under circle and squircle masks.`,
      }),
    },
    {
      id: 'tools-behind-the-store',
      title: 'Valid screenshots refused by an upload tool',
      blocks: caseBlocks({
        happened: `fastlane's \`deliver\` refused ${formatSize(APP_STORE_REQUIRED_SCREENSHOTS.ipad13.sizes[0])} screenshots from the 13-inch iPad Pro with "Invalid screen size", although App Store Connect accepts that size ([fastlane #22030](${gh(FASTLANE, 22030)}), still being reported in 2025). The same happened to ${formatSize(APP_STORE_REQUIRED_SCREENSHOTS.iphone69.sizes[1])} iPhone 14 Pro Max screenshots when that phone was new ([#20653](${gh(FASTLANE, 20653)})). Earlier, frameit produced framed 10.2-inch iPad screenshots at 1620×2160 where Apple's specification asks for 1668×2224, so the upload step refused them ([#18243](${gh(FASTLANE, 18243)})).`,
        cause:
          'Upload and framing tools keep their own copy of the accepted sizes. When Apple adds a device size, every copy has to be updated, and users of an older copy are blocked until it is.',
        fix: 'Updating the tool once support landed, or uploading those screenshots directly in App Store Connect. Some users of #22030 reported success after naming the files for the `APP_IPAD_PRO_3GEN_129` display type; others did not.',
        lesson:
          "Validate screenshots against the store's current specification, not a tool's copy of it, and check the slot you upload to: a valid size in the wrong slot is still rejected.",
      }),
    },
    {
      id: 'play-aspect-ratio',
      title: 'Modern phone screenshots that Google Play will not take',
      blocks: [
        {
          type: 'paragraph',
          text: `**What happens.** Google Play requires each side of a screenshot to be ${PLAY_SCREENSHOT_RULES.sidePx.min} to ${PLAY_SCREENSHOT_RULES.sidePx.max} px and the long side to be at most ${PLAY_SCREENSHOT_RULES.maxAspect}× the short side. Screenshots taken on today's tall phones break the second rule:`,
        },
        {
          type: 'table',
          caption: "Native phone screenshots against Google Play's rules",
          head: ['Screenshot', 'Passes Google Play'],
          rows: PHONE_SHOTS.map((size) => [
            describeRatio(size),
            fitsPlayScreenshotRules(size) ? 'Yes' : `No: longer than ${PLAY_SCREENSHOT_RULES.maxAspect}:1`,
          ]),
        },
        {
          type: 'paragraph',
          text: `**Why.** The rule predates phones with 19.5:9 and 20:9 displays. A native ${formatSize(PHONE_SHOTS[0])} capture (the App Store's largest iPhone size) and a native 1080×2400 Android capture are both taller than ${PLAY_SCREENSHOT_RULES.maxAspect}:1.`,
        },
        {
          type: 'paragraph',
          text: `**The fix.** Crop (cover) or pad (contain) to ${PLAY_SCREENSHOT_RULES.maxAspect}:1 or less, for example 1080×2160 or ${formatSize(ANDROID_RESIZE_TARGETS[0] as PixelSize)}, before uploading. Never stretch.`,
        },
        {
          type: 'note',
          tone: 'tip',
          text: "Produce store screenshots per store: the same design, exported separately for each store's rules.",
        },
      ],
    },
    {
      id: 'scrapers-break',
      title: 'Keyword tools built on unofficial store scrapers',
      blocks: caseBlocks({
        happened: `The popular \`google-play-scraper\` package, which many ASO scripts use, broke when Google changed its pages: reports in 2019 ([#305](${gh(PLAY_SCRAPER, 305)})), 2020 ([#410](${gh(PLAY_SCRAPER, 410)})), 2022 ([#539](${gh(PLAY_SCRAPER, 539)}), [#553](${gh(PLAY_SCRAPER, 553)})), 2023 ([#641](${gh(PLAY_SCRAPER, 641)})) and October 2025 ([#725](${gh(PLAY_SCRAPER, 725)})). Version 10 became ESM-only, which broke CommonJS projects ([#660](${gh(PLAY_SCRAPER, 660)})), and in December 2025 its README said it was no longer actively maintained.`,
        cause:
          'Google Play has no public search API, so scrapers parse pages that can change at any time. Fast requests are also throttled.',
        fix: "Put store access behind an adapter you can repair or replace, test it against recorded responses, cache results and throttle requests. For iOS, use Apple's official iTunes Search API, which asks for about 20 calls a minute at most.",
        lesson:
          'Treat any rank from an unofficial source as approximate and expect it to fail now and then; a tool should say so rather than show stale or invented numbers.',
      }),
    },
    {
      id: 'play-metadata-policy',
      title: 'Google Play titles that had to change',
      blocks: caseBlocks({
        happened: `Google Play began enforcing its metadata policy for app titles, icons and developer names on 29 September 2021. Titles with emoji, words such as "best", "top" or "#1", or price and promotion claims such as "free" were no longer accepted and had to be rewritten.`,
        cause: 'The policy treats such words as misleading: they describe a ranking or a price rather than the app.',
        fix: `Titles were rewritten as the brand plus a plain description of what the app does, within ${STORE_TEXT_LIMITS.playTitle.max} characters.`,
        lesson: 'Write titles that describe the app; see our [ASO guide](/aso-guide#example-play-listing) for a worked rewrite.',
      }),
    },
  ],
  sources: [
    { label: 'Google Play metadata policy', url: STORE_RULE_SOURCES.playMetadataPolicy },
    {
      label: 'AppTweak: preparing for the Google Play metadata policy changes',
      url: 'https://www.apptweak.com/en/aso-blog/how-to-prepare-for-new-google-metadata-policy-changes',
    },
    { label: 'Play Console Help: preview assets and screenshot rules', url: STORE_RULE_SOURCES.playGraphicAssets },
    { label: 'App Store Connect Help: screenshot specifications', url: STORE_RULE_SOURCES.appStoreScreenshots },
    { label: 'Android Developers: adaptive icons', url: STORE_RULE_SOURCES.androidAdaptiveIcons },
    { label: 'Apple: iTunes Search API', url: STORE_RULE_SOURCES.itunesSearchApi },
  ],
};
