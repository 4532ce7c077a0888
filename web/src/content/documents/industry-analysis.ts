import {
  APP_STORE_REQUIRED_SCREENSHOTS,
  STORE_RULE_SOURCES,
  STORE_TEXT_LIMITS,
  PLAY_SCREENSHOT_RULES,
  APP_STORE_MARKETING_ICON_PX,
} from '@aiapp/store-facts';
import type { ContentDocument } from '../model';
import { formatSizes } from './format';

const iphone = APP_STORE_REQUIRED_SCREENSHOTS.iphone69;
const ipad = APP_STORE_REQUIRED_SCREENSHOTS.ipad13;

export const INDUSTRY_ANALYSIS: ContentDocument = {
  path: '/industry-analysis',
  tableOfContents: true,
  lead: 'What has changed in the rules and tools that decide how an app looks and ranks in the stores, and what it means for your next release. This analysis covers icons, screenshots, metadata rules, keyword data, the open-source tooling many developers rely on, and AI-written store copy. Every fact links to its source; figures from third parties are marked as such.',
  sections: [
    {
      id: 'icons',
      title: 'Icons: from dozens of files to one layered source',
      blocks: [
        {
          type: 'list',
          items: [
            `**Xcode 14 (2022)** introduced single-size app icons: one ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} image from which Xcode builds every iOS size at compile time. macOS apps still need every size.`,
            `**iOS 18 (2024)** added dark and tinted home-screen icons, which an asset catalog can supply as extra ${APP_STORE_MARKETING_ICON_PX} px variants.`,
            '**Xcode 26 (2025)** introduced Icon Composer and the layered `.icon` format for the "Liquid Glass" look, with light, dark, clear and tinted renderings. Classic PNG icon sets still work.',
            '**Android 8 (API 26)** introduced adaptive icons with separate foreground and background layers, and **Android 13 (API 33)** themed icons built from an optional monochrome layer.',
          ],
        },
        {
          type: 'paragraph',
          text: "The direction on both platforms is the same: fewer bitmaps, more layers, and the system deciding the final shape and colour. What has not changed is the App Store's refusal of an icon with an alpha channel (ITMS-90717), still a frequent failure in public issue trackers; see our [case studies](/case-studies#alpha-channel-icon).",
        },
      ],
    },
    {
      id: 'screenshots',
      title: 'Screenshots: taller phones, a larger iPad, an unchanged Play rule',
      blocks: [
        {
          type: 'list',
          items: [
            `Since 23 September 2024 the **${iphone.label}** set (${formatSizes(iphone.sizes)}) is the one App Store Connect requires for iPhone apps, and the **${ipad.label}** set (${formatSizes(ipad.sizes)}) for iPad apps. Smaller sizes are scaled from these unless you provide them.`,
            `Google Play's rule that the long side may be at most ${PLAY_SCREENSHOT_RULES.maxAspect}× the short side has not changed, while phones have grown taller: a native 1080×2400 Android capture is 2.22:1 and fails it.`,
            'Upload and framing tools have to copy each new size, and they lag: fastlane refused valid 13-inch iPad screenshots for months after App Store Connect accepted them.',
          ],
        },
      ],
    },
    {
      id: 'metadata',
      title: 'Metadata rules: stricter titles, stable limits',
      blocks: [
        {
          type: 'paragraph',
          text: `Google Play's metadata policy, enforced since 29 September 2021, removed emoji, ALL CAPS and ranking or price words ("best", "#1", "free") from titles. Apple's limits have been stable: ${STORE_TEXT_LIMITS.appStoreName.max}-character names and subtitles, a ${STORE_TEXT_LIMITS.appStoreKeywords.max}-byte keyword field counted in UTF-8, ${STORE_TEXT_LIMITS.appStorePromotionalText.max} characters of promotional text that can change without review, and ${STORE_TEXT_LIMITS.appStoreDescription.max}-character descriptions.`,
        },
      ],
    },
    {
      id: 'keyword-data',
      title: 'Keyword data: everyone is estimating',
      blocks: [
        {
          type: 'paragraph',
          text: 'No store publishes search volumes. Apple shows advertisers a relative popularity score from 5 to 100 in Apple Search Ads; everything else is an estimate built from signals such as autocomplete, the number and strength of apps ranking for a term, and how many of them use it in their titles. Each commercial tool uses its own scale:',
        },
        {
          type: 'table',
          caption: 'How commercial ASO tools express keyword metrics',
          head: ['Tool', 'Popularity or volume', 'Difficulty'],
          rows: [
            ['AppTweak', '5 to 100 (Apple Search Ads popularity)', '1 to 100'],
            ['Sensor Tower', 'Traffic 0 to 10', '0 to 10, logarithmic'],
            ['MobileAction', 'Search score', '0 to 100'],
            ['AppFollow', 'Based on Apple Search Ads popularity', 'Up to 100, from 15 or more parameters'],
            ['Appfigures', 'Popularity 5 to 100', 'Competitiveness 1 to 100'],
          ],
        },
        {
          type: 'paragraph',
          text: 'A third-party analysis reports that from about 29 September 2025, Apple Search Ads returned popularity only for terms scoring 35 or more, and that the number of US keywords with a score above 5 fell from 165,875 to 39,254. Apple has not documented the change, so treat it as a report, not a fact. Either way, a free tool cannot depend on advertiser data; it has to estimate, and it should say so.',
        },
      ],
    },
    {
      id: 'open-source-tooling',
      title: 'Open-source ASO tooling is ageing',
      blocks: [
        {
          type: 'list',
          items: [
            'The `aso` library, the reference for many scoring formulas, has had no code changes since November 2018.',
            "`google-play-scraper` became ESM-only in version 10, has broken repeatedly as Google Play's pages changed, and since December 2025 its README says it is no longer actively maintained.",
            "`app-store-scraper` still depends on the deprecated `request` package. For iOS, Apple's official iTunes Search API remains available, limited to about 20 calls a minute.",
          ],
        },
        {
          type: 'paragraph',
          text: 'Anyone building on these should wrap them in an adapter, test against recorded responses, cache and throttle, and show a clear message when a store cannot be reached.',
        },
      ],
    },
    {
      id: 'ai-copy',
      title: 'AI-written store copy',
      blocks: [
        {
          type: 'paragraph',
          text: 'Language models now draft much of the store text that gets published. Two practical changes matter to developers. First, the official `openai` SDK and OpenAI-compatible local servers (Ollama, vLLM, LM Studio) support structured output, so a tool can ask for the description, short description and keywords as separate, validated fields. Second, models do not count reliably: a tool still has to check every field against the store limits after generation, and fall back gracefully when a model times out or answers badly. Version 7 of the `openai` SDK (July 2026) requires Node.js 22, so projects on Node 20 stay on version 6.',
        },
      ],
    },
    {
      id: 'what-it-means',
      title: 'What it means for your next release',
      blocks: [
        {
          type: 'list',
          ordered: true,
          items: [
            `Keep one ${APP_STORE_MARKETING_ICON_PX} px master icon with a separate opaque App Store export; add dark, tinted and Android monochrome variants.`,
            `Design screenshots at the ${iphone.label} size, then export separate sets for Google Play within its ${PLAY_SCREENSHOT_RULES.maxAspect}:1 limit.`,
            'Treat every keyword popularity or difficulty figure as an estimate, and compare keywords within one tool only.',
            'Check any generated text against the limits yourself before pasting it into a console.',
          ],
        },
      ],
    },
  ],
  sources: [
    {
      label: 'Expo: iOS icon plugin (single size, dark and tinted variants, .icon)',
      url: 'https://github.com/expo/expo/blob/main/packages/%40expo/prebuild-config/src/plugins/icons/withIosIcons.ts',
    },
    { label: 'Android Developers: adaptive and themed icons', url: STORE_RULE_SOURCES.androidAdaptiveIcons },
    { label: 'App Store Connect Help: screenshot specifications', url: STORE_RULE_SOURCES.appStoreScreenshots },
    {
      label: 'Gummicube: Apple screenshot dimensions have changed',
      url: 'https://www.gummicube.com/blog/apple-screenshot-dimensions-have-changed',
    },
    {
      label: 'fastlane #22030: 13-inch iPad screenshots refused by deliver',
      url: 'https://github.com/fastlane/fastlane/issues/22030',
    },
    { label: 'Google Play metadata policy', url: STORE_RULE_SOURCES.playMetadataPolicy },
    { label: 'AppTweak API: keyword metrics', url: 'https://developers.apptweak.com/reference/keyword-metrics' },
    {
      label: 'Sensor Tower: difficulty score',
      url: 'https://help.sensortower.com/hc/en-us/articles/7333854033051-Difficulty-Score',
    },
    { label: 'MobileAction: what is difficulty', url: 'https://help.mobileaction.co/en/articles/4201403-what-is-difficulty' },
    {
      label: 'AppFollow: keyword difficulty score',
      url: 'https://support.appfollow.io/hc/en-us/articles/360020832017-Keyword-Difficulty-Score',
    },
    {
      label: 'RankPal: Apple Search Ads popularity is not search volume (third-party analysis)',
      url: 'https://rankpal.app/blog/apple-search-ads-popularity-not-search-volume/',
    },
    { label: 'google-play-scraper', url: 'https://github.com/facundoolano/google-play-scraper' },
    { label: 'Apple: iTunes Search API', url: STORE_RULE_SOURCES.itunesSearchApi },
    { label: 'openai-node changelog', url: 'https://github.com/openai/openai-node/blob/master/CHANGELOG.md' },
  ],
};
