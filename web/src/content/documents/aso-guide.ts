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
import { describeLength } from '../textMeasures';
import { formatSize, formatSizes } from './format';

/** The worked examples use one invented app, so every measured number refers to text shown on the page. */
const EXAMPLE = {
  name: 'Sip: Water Reminder',
  subtitle: 'Daily Hydration Tracker',
  wastefulKeywords: 'water reminder app, hydration tracker, drink water, water tracker, reminders, sip',
  keywords: 'drink,intake,goal,habit,fluid,bottle,log,alarm,alert,hydrate,glass,cup,h2o,thirst,schedule,routine',
  rejectedPlayTitle: 'Best Water Reminder #1 FREE 💧',
  playTitle: 'Sip: Water Reminder & Tracker',
  playShortDescription: 'Drink enough water every day: gentle reminders, a daily goal and a quick log.',
} as const;

const iphone = APP_STORE_REQUIRED_SCREENSHOTS.iphone69;
const ipad = APP_STORE_REQUIRED_SCREENSHOTS.ipad13;
const playSides = PLAY_SCREENSHOT_RULES.sidePx;
const playAspect = PLAY_SCREENSHOT_RULES.maxAspect;
const largestIphone = iphone.sizes[0];
const croppedForPlay = { width: largestIphone.width, height: largestIphone.width * playAspect };
const paddedForPlay = { width: Math.ceil(largestIphone.height / playAspect), height: largestIphone.height };

export const ASO_GUIDE: ContentDocument = {
  path: '/aso-guide',
  tableOfContents: true,
  lead: 'App Store Optimization (ASO) is the work of making your app easy to find in store search and convincing once someone lands on its page. This guide covers the App Store and Google Play from first principles: what the stores read, how to research keywords without paid data, every text limit you will run into, the visual assets that turn a visit into an install, three worked examples, and a 90-day plan to put it all into practice.',
  sections: [
    {
      id: 'fundamentals',
      title: 'ASO fundamentals',
      blocks: [
        {
          type: 'paragraph',
          text: 'ASO has two jobs. The first is **discoverability**: appearing when people search, browse categories or look at charts. The second is **conversion**: persuading the people who see your listing to install. Improving one without the other wastes effort. A top-three rank for a keyword does little if the icon and first screenshots do not earn the tap, and a beautiful product page does little if nobody reaches it.',
        },
        {
          type: 'paragraph',
          text: 'Search is the part you control most directly. Both stores match the words of a query against text you supply, then order the matching apps using signals they do not publish. You decide the text; you influence the signals by building an app people keep, rate and recommend.',
        },
      ],
      subsections: [
        {
          id: 'what-stores-read',
          title: 'What each store reads',
          blocks: [
            {
              type: 'paragraph',
              text: 'The fields differ between the stores, and so does what each one uses for search. The limits below are the ones App Store Connect and the Play Console enforce.',
            },
            {
              type: 'table',
              caption: 'Text fields, their limits and their role in search',
              head: ['Field', 'Limit', 'Used for search'],
              rows: [
                [
                  'App Store app name',
                  `${STORE_TEXT_LIMITS.appStoreName.max} characters`,
                  'Yes, and it carries the most weight.',
                ],
                ['App Store subtitle', `${STORE_TEXT_LIMITS.appStoreSubtitle.max} characters`, 'Yes.'],
                ['App Store keyword field', `${STORE_TEXT_LIMITS.appStoreKeywords.max} bytes`, 'Yes. Hidden from visitors.'],
                [
                  'App Store promotional text',
                  `${STORE_TEXT_LIMITS.appStorePromotionalText.max} characters`,
                  'Practitioners report it is not indexed.',
                ],
                [
                  'App Store description',
                  `${STORE_TEXT_LIMITS.appStoreDescription.max} characters`,
                  'Practitioners agree it does not affect App Store search; Apple says it is used on the product page and by web search engines.',
                ],
                ['Google Play title', `${STORE_TEXT_LIMITS.playTitle.max} characters`, 'Yes.'],
                ['Google Play short description', `${STORE_TEXT_LIMITS.playShortDescription.max} characters`, 'Yes.'],
                [
                  'Google Play full description',
                  `${STORE_TEXT_LIMITS.playFullDescription.max} characters`,
                  'Yes. There is no separate keyword field.',
                ],
              ],
            },
            {
              type: 'paragraph',
              text: 'Apple also indexes your developer or company name. On Google Play, the full description matters for search, which changes how you write it: see [Keywords on Google Play](#play-keywords).',
            },
          ],
        },
        {
          id: 'ranking-signals',
          title: 'Ranking signals you cannot see',
          blocks: [
            {
              type: 'paragraph',
              text: 'Neither store publishes its ranking formula, so treat any precise claim about weights with suspicion. What is documented or widely observed:',
            },
            {
              type: 'list',
              items: [
                '**Text relevance.** An app cannot rank for a word it never uses in an indexed field.',
                '**Quality on Google Play.** Google states that an app whose user-perceived crash rate or ANR rate exceeds the Android vitals bad-behaviour thresholds may be shown less on Google Play, and may get a warning on its listing. The thresholds are shown in the Play Console under Android vitals.',
                '**Ratings and reviews.** They are shown next to your app in search results and on the product page, so they shape conversion even where their effect on rank is unknown.',
                '**Downloads and engagement.** Practitioners consistently observe that apps people install and keep using tend to rank better. The stores do not document how much.',
              ],
            },
          ],
        },
        {
          id: 'conversion',
          title: 'Conversion: the product page',
          blocks: [
            {
              type: 'paragraph',
              text: 'In App Store search results, people see your icon, name, subtitle, rating and the first screenshots or app preview before they ever open your page. On Google Play they see the icon, title, rating and, on many surfaces, your screenshots or feature graphic. Those few elements decide whether anyone reads the rest, so design them for a glance: one clear promise, legible at phone size.',
            },
          ],
        },
      ],
    },
    {
      id: 'keywords',
      title: 'Keyword research',
      blocks: [
        {
          type: 'paragraph',
          text: 'Good keywords are words your future users actually type, that describe what your app really does, and that you can realistically rank for. Research is the work of finding candidates and then choosing the few that deserve your limited characters.',
        },
      ],
      subsections: [
        {
          id: 'keyword-metrics',
          title: 'Relevance, popularity and difficulty',
          blocks: [
            {
              type: 'list',
              items: [
                '**Relevance**: would someone who searched this word be happy to find your app? Irrelevant traffic does not install, and installs that churn hurt you.',
                '**Popularity**: how often people search the word. No free source gives real search volumes. Apple shows a 5 to 100 popularity score to Apple Search Ads advertisers; commercial ASO tools either use that score or estimate their own.',
                '**Difficulty**: how hard it is to reach the top results, judged from the apps already there: how many ratings they have, how many use the word in their title, how established they are.',
              ],
            },
            {
              type: 'note',
              tone: 'warning',
              text: 'Every popularity or difficulty number outside Apple Search Ads is an estimate, and tools use different scales (5 to 100, 0 to 10, 0 to 100). Compare keywords within one tool, never numbers across tools. Our [Keyword Rank Tracker](/keyword-tracker) labels its figures as estimates for this reason.',
            },
          ],
        },
        {
          id: 'finding-keywords',
          title: 'Finding candidates',
          blocks: [
            {
              type: 'list',
              items: [
                '**Store autocomplete.** Type the first letters of a word into the store search on a device and note the suggestions: they come from what people search.',
                "**Competitors' names and subtitles.** Read the top ten results for your main term. The words they repeat tell you what the store associates with the query.",
                "**Reviews.** Your reviews and your competitors' reviews show the words users use for the problem, which are often not the words you use for your features.",
                '**Your own feature list.** Write down every task your app helps with, as a user would phrase it ("split a bill", not "expense allocation").',
                '**Search term reports.** If you run Apple Search Ads or Google Ads app campaigns, their reports show the queries that led to installs.',
              ],
            },
            {
              type: 'paragraph',
              text: "Apple does not allow other apps' names or other companies' names in the keyword field, and Google Play's policies prohibit misleading metadata and impersonating other apps. Target the problem, not the competitor.",
            },
          ],
        },
        {
          id: 'choosing-keywords',
          title: 'Choosing your targets',
          blocks: [
            {
              type: 'paragraph',
              text: 'A new app rarely ranks for a one-word head term such as "fitness". Longer, specific phrases ("interval timer for running") are searched less but are easier to win and convert better, because the searcher has already said what they want. A useful rule: pick a small set of primary phrases you can credibly reach within a few weeks, and a longer tail of single words that combine with them.',
            },
            {
              type: 'steps',
              items: [
                { title: 'Shortlist', text: 'Collect 30 to 50 candidates from the sources above.' },
                {
                  title: 'Score',
                  text: 'Mark each for relevance (would they install?), then note popularity and difficulty estimates from one tool.',
                },
                {
                  title: 'Assign',
                  text: 'Put the most valuable phrase in the name or title, the next ones in the subtitle or short description, and single words in the keyword field.',
                },
                { title: 'Measure', text: 'Record your rank for each target before you ship, then weekly after.' },
              ],
            },
          ],
        },
        {
          id: 'keyword-field',
          title: 'The App Store keyword field',
          blocks: [
            {
              type: 'paragraph',
              text: `The keyword field holds ${STORE_TEXT_LIMITS.appStoreKeywords.max} **bytes**, not characters, of comma-separated terms. Letters of the basic Latin alphabet take one byte each in UTF-8, accented letters two, and Chinese, Japanese or Korean characters usually three: "über" is ${describeLength('über', 'bytes')} and "水分補給" is ${describeLength('水分補給', 'bytes')}. The rules that make the most of it:`,
            },
            {
              type: 'list',
              items: [
                'Separate terms with commas and no spaces. A space after each comma is a wasted byte.',
                'Do not repeat words already in your app name or company name: Apple indexes them anyway. Practitioners extend this to the subtitle.',
                'Prefer single words to phrases. The App Store combines words across the name, subtitle and keyword field, so "water" in the name and "intake" in the keywords can match "water intake".',
                'Leave out plurals of words you already have, your category name, and filler such as "app" or "free".',
                "Never use other apps' names, trademarks you do not own, or unrelated popular terms: Apple rejects them.",
              ],
            },
          ],
        },
        {
          id: 'play-keywords',
          title: 'Keywords on Google Play',
          blocks: [
            {
              type: 'paragraph',
              text: `Google Play has no keyword field. It reads your title, your ${STORE_TEXT_LIMITS.playShortDescription.max}-character short description and your full description. Use your primary phrases naturally in all three, and describe features in the words users search for. There is no official "right" keyword density: figures such as 2 to 3 % come from practitioners, not from Google. What Google's policy does say is that repetitive or excessive keywords, keyword lists and unattributed user testimonials are not allowed, and listings that rely on them can be rejected.`,
            },
          ],
        },
        {
          id: 'tracking',
          title: 'Tracking ranks',
          blocks: [
            {
              type: 'paragraph',
              text: "Your rank for a keyword is your position in the store's search results for it. The stores keep no public history of ranks, so the only way to see a trend is to record your own observations over time. Ranks differ by country and can move a few places within a day, so compare week against week and ignore one-place moves. Apple's public iTunes Search API, which many tools use for iOS, allows roughly 20 calls a minute and is a good approximation of device results, not an exact copy.",
            },
          ],
        },
      ],
    },
    {
      id: 'metadata',
      title: 'Metadata, field by field',
      blocks: [
        {
          type: 'paragraph',
          text: 'With your keywords chosen, write each field for both jobs at once: matching searches and convincing the person reading.',
        },
      ],
      subsections: [
        {
          id: 'title',
          title: 'App name and title',
          blocks: [
            {
              type: 'paragraph',
              text: `Both stores allow ${STORE_TEXT_LIMITS.appStoreName.max} characters. The common pattern is a short brand followed by your most valuable phrase: "Brand: what it does". Keep the brand first so people recognise it in lists where the name is cut short.`,
            },
            {
              type: 'paragraph',
              text: 'Google Play\'s metadata policy, enforced since 29 September 2021, rejects titles with emoji, ALL CAPS (unless it is your brand), and words that suggest ranking, price or promotion, such as "top", "best", "#1" or "free".',
            },
          ],
        },
        {
          id: 'subtitle',
          title: 'Subtitle and short description',
          blocks: [
            {
              type: 'paragraph',
              text: `The App Store subtitle (${STORE_TEXT_LIMITS.appStoreSubtitle.max} characters) appears under your name in search results. Use it for your second-best phrase and a benefit, not a slogan: "Daily Hydration Tracker" tells both the store and the reader what the app does; "Feel amazing" tells neither. Google Play's short description (${STORE_TEXT_LIMITS.playShortDescription.max} characters) plays the same role and is indexed for search.`,
            },
          ],
        },
        {
          id: 'promotional-text',
          title: 'Promotional text',
          blocks: [
            {
              type: 'paragraph',
              text: `The App Store's promotional text (${STORE_TEXT_LIMITS.appStorePromotionalText.max} characters) sits above the description and can be changed at any time without submitting a new version. Use it for what is timely: a seasonal feature, an event, a new integration. Practitioners report it is not used for search, so do not spend it on keywords.`,
            },
          ],
        },
        {
          id: 'description',
          title: 'Description',
          blocks: [
            {
              type: 'paragraph',
              text: `Both stores allow ${STORE_TEXT_LIMITS.appStoreDescription.max} characters. Only the first lines are visible before "more", so open with the problem you solve and the result people get. Then list the main features as short paragraphs or bullets, mention who it is for, and end with what is included in any subscription. The App Store takes plain text only; markup appears literally.`,
            },
            {
              type: 'paragraph',
              text: 'On Google Play the description is indexed, so cover your secondary phrases there naturally, once or twice each, in sentences a person would write.',
            },
          ],
        },
        {
          id: 'localization',
          title: 'Localization',
          blocks: [
            {
              type: 'paragraph',
              text: 'Each localization of your listing has its own name, subtitle, keywords and screenshots. Localizing is more than translating: people in different countries search with different words for the same thing, so research keywords per language with native speakers or autocomplete in that storefront. Start with the countries where you already see installs in App Store Connect or the Play Console.',
            },
          ],
        },
      ],
    },
    {
      id: 'visual-assets',
      title: 'Visual assets',
      blocks: [
        {
          type: 'paragraph',
          text: 'Icons and screenshots do most of the persuading, and they are also where most store rejections come from. Get the technical rules right first, then design.',
        },
      ],
      subsections: [
        {
          id: 'icon',
          title: 'The app icon',
          blocks: [
            {
              type: 'list',
              items: [
                `**App Store:** the ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} marketing icon must have no alpha channel, even if every pixel is opaque; otherwise the upload fails with ITMS-90717. Since Xcode 14 one ${APP_STORE_MARKETING_ICON_PX} px image can generate every iOS size, and iOS 18 added optional dark and tinted variants.`,
                `**Google Play:** a ${PLAY_STORE_ICON.size}×${PLAY_STORE_ICON.size} 32-bit PNG up to ${PLAY_STORE_ICON.maxKilobytes} KB, full square. Play rounds the corners itself, so leave out your own rounding and drop shadows.`,
                `**Android launcher:** adaptive icons have ${ANDROID_ICON_DP.adaptiveLayer} dp layers of which the mask shows the central ${ANDROID_ICON_DP.viewport} dp; only the central ${ANDROID_ICON_DP.safeZone} dp is safe under every mask shape. Artwork that fills the layer gets cropped.`,
              ],
            },
            {
              type: 'paragraph',
              text: `Design for 60 pixels, not ${APP_STORE_MARKETING_ICON_PX}: one simple shape, strong contrast with both light and dark backgrounds, no words beyond perhaps one letter. Compare your icon next to the top ten results for your main keyword; it should stand out from them, not blend in. Our [Icon Generator Pro](/icon-generator-pro) builds every size with these rules applied.`,
            },
          ],
        },
        {
          id: 'screenshots',
          title: 'Screenshots',
          blocks: [
            {
              type: 'table',
              caption: 'Screenshot rules that cause most rejections',
              head: ['Rule', 'App Store', 'Google Play'],
              rows: [
                [
                  'Required sizes',
                  `${iphone.label}: ${formatSizes(iphone.sizes)}, if ${iphone.when}. ${ipad.label}: ${formatSizes(ipad.sizes)}, if ${ipad.when}.`,
                  `Each side ${playSides.min} to ${playSides.max} px; the long side at most ${playAspect}× the short side.`,
                ],
                [
                  'How many',
                  `${APP_STORE_SCREENSHOT_RULES.perSlot.min} to ${APP_STORE_SCREENSHOT_RULES.perSlot.max} per display size and language`,
                  `${PLAY_SCREENSHOT_RULES.perDeviceType.min} to ${PLAY_SCREENSHOT_RULES.perDeviceType.max} per device type`,
                ],
                ['Format', 'PNG or JPEG, RGB, no transparency', 'PNG (24-bit, no transparency) or JPEG'],
              ],
            },
            {
              type: 'paragraph',
              text: 'The first two or three screenshots do the work, because they are the ones shown in search results. Give each one a single message in a short caption written as a benefit ("See your whole week at a glance"), show the real interface large enough to read, and put the most compelling feature first. Localize captions along with your text.',
            },
          ],
        },
        {
          id: 'video-and-graphics',
          title: 'App previews and the feature graphic',
          blocks: [
            {
              type: 'paragraph',
              text: `On the App Store you can add up to three app previews per display size and language, each 15 to 30 seconds long, made of footage captured from the app itself. A preview autoplays without sound in search results, so make the first seconds understandable on mute. Google Play requires a ${PLAY_FEATURE_GRAPHIC.width}×${PLAY_FEATURE_GRAPHIC.height} feature graphic to publish and accepts an optional promo video as a YouTube link.`,
            },
          ],
        },
        {
          id: 'ratings-and-events',
          title: 'Ratings, reviews and events',
          blocks: [
            {
              type: 'paragraph',
              text: "The star rating sits next to your name everywhere, so it is part of every first impression. Ask for ratings at a moment of success, through the system's own prompt: on iOS the system shows it at most three times a year for each person, and Google Play's In-App Review API applies its own quota. Reply to critical reviews that describe a real problem, and say when it is fixed; the replies are public and read by the next visitor.",
            },
            {
              type: 'paragraph',
              text: "Both stores also let you promote what is happening in your app without a new listing. App Store **in-app events** (a challenge, a premiere, a new season) get their own cards on your product page and can appear in search results and editorial placements. Google Play's **promotional content** serves the same purpose on Play. They give returning and new visitors a fresh reason to look, and they are a good use for the keywords that did not fit in your metadata.",
            },
          ],
        },
        {
          id: 'store-tests',
          title: 'Testing what converts',
          blocks: [
            {
              type: 'paragraph',
              text: 'Both stores let you test listing variants on real visitors. On the App Store, **product page optimization** tests alternate icons, screenshots and app previews against your original page, and **custom product pages** give ads and campaigns their own page variants with their own links. On Google Play, **store listing experiments** test graphics and text, and **custom store listings** target countries or audiences. Test one idea at a time, and let a test run until the console reports a confident result rather than stopping it early.',
            },
          ],
        },
      ],
    },
    {
      id: 'measuring',
      title: 'Measuring results',
      blocks: [
        {
          type: 'paragraph',
          text: 'ASO without measurement is guesswork. Both consoles report the funnel from being seen to being installed; learn where to find it before you change anything, and write down the numbers you start from.',
        },
        {
          type: 'list',
          items: [
            '**Impressions**: how often your app was seen in the store, including in search results. A rise after a metadata change usually means you now match more searches.',
            '**Product page views**: how many people opened your page. Impressions without page views point at the icon, name, subtitle and first screenshots.',
            '**Conversion rate**: installs divided by product page views. Page views without installs point at the screenshots, the description and the ratings.',
            "**Sources**: App Store Connect separates App Store search from browsing, and from visitors referred by other apps and websites; the Play Console's store listing reports split acquisition by source too. Search traffic is the share that keyword work changes.",
          ],
        },
        {
          type: 'paragraph',
          text: 'Compare periods of the same length, allow for weekends and seasons, and leave a change in place for at least two weeks before you judge it. When you run a store test, let the console decide the winner.',
        },
      ],
    },
    {
      id: 'case-studies',
      title: 'Worked examples',
      blocks: [
        {
          type: 'paragraph',
          text: `The three examples below use an invented app, "${EXAMPLE.name}", so that every number can be checked on the page; they are illustrations of the rules, not client results. For real, documented submission failures and their fixes, read our [case studies](/case-studies).`,
        },
      ],
      subsections: [
        {
          id: 'example-keyword-field',
          title: 'Example 1: rebuilding an App Store keyword field',
          blocks: [
            {
              type: 'paragraph',
              text: `The app is named "${EXAMPLE.name}" with the subtitle "${EXAMPLE.subtitle}". Its first keyword field repeats words the store already indexes:`,
            },
            {
              type: 'example',
              title: `Before: ${describeLength(EXAMPLE.wastefulKeywords, 'bytes')}`,
              lines: [EXAMPLE.wastefulKeywords],
            },
            {
              type: 'paragraph',
              text: '"water", "reminder" and "sip" are in the name; "hydration" and "tracker" are in the subtitle; "app" is filler; "reminders" is a plural of a word already present; and every space after a comma costs a byte. Almost nothing in it adds a new searchable word. Rebuilt with single, new words only:',
            },
            {
              type: 'example',
              title: `After: ${describeLength(EXAMPLE.keywords, 'bytes')}, all new words`,
              lines: [EXAMPLE.keywords],
            },
            {
              type: 'paragraph',
              text: 'The store can now combine these with the name and subtitle to match searches such as "water intake", "drink reminder" or "hydration habit", none of which the first version covered.',
            },
          ],
        },
        {
          id: 'example-play-listing',
          title: 'Example 2: a Google Play title that passes the metadata policy',
          blocks: [
            {
              type: 'example',
              title: `Rejected title (${describeLength(EXAMPLE.rejectedPlayTitle, 'characters')})`,
              lines: [EXAMPLE.rejectedPlayTitle],
            },
            {
              type: 'paragraph',
              text: 'It breaks the policy four ways: "Best" and "#1" imply ranking, "FREE" is a price claim in capitals, and the emoji is not allowed. The fix keeps the brand and the search phrase and adds a second feature word:',
            },
            {
              type: 'example',
              title: `Accepted title (${describeLength(EXAMPLE.playTitle, 'characters')}) and short description (${describeLength(EXAMPLE.playShortDescription, 'characters')})`,
              lines: [EXAMPLE.playTitle, EXAMPLE.playShortDescription],
            },
          ],
        },
        {
          id: 'example-screenshots',
          title: 'Example 3: one screenshot set for both stores',
          blocks: [
            {
              type: 'paragraph',
              text: `The team designs its screenshots at ${formatSize(largestIphone)}, an accepted size for the App Store's required ${iphone.label} slot. The same files fail on Google Play: ${largestIphone.height} ÷ ${largestIphone.width} is more than ${playAspect}, so the long side is over ${playAspect}× the short side. Two fixes keep the image undistorted: crop to ${formatSize(croppedForPlay)}, which cuts a little from the top and bottom, or pad to ${formatSize(paddedForPlay)} with a background colour. Both stay within Play's ${playSides.min} to ${playSides.max} px sides. Stretching is never the answer: stores do not reject it, but people notice.`,
            },
          ],
        },
      ],
    },
    {
      id: 'conclusion',
      title: 'Conclusion and a 90-day plan',
      blocks: [
        {
          type: 'paragraph',
          text: 'ASO rewards steady iteration more than a single big launch. Get the technical rules right so nothing is rejected, choose keywords you can win, write every field for a human reader, and measure before you change anything. The plan below fits around normal release work.',
        },
      ],
      subsections: [
        {
          id: 'plan-days-1-30',
          title: 'Days 1 to 30: foundations',
          blocks: [
            {
              type: 'list',
              items: [
                'Audit your listing on both stores against the limits in this guide; fix any icon or screenshot that breaks a rule.',
                'Research keywords: shortlist 30 to 50 candidates, choose 5 primary phrases and a tail of single words.',
                'Rewrite the name or title, subtitle or short description, keyword field and the first lines of the description.',
                'Record a baseline: current rank for every target keyword, and the conversion rate from product page view to install in App Store Connect and the Play Console.',
                'Ship the new metadata with your next release.',
              ],
            },
          ],
        },
        {
          id: 'plan-days-31-60',
          title: 'Days 31 to 60: conversion',
          blocks: [
            {
              type: 'list',
              items: [
                'Redesign the first three screenshots around three benefits, with short captions.',
                'Start one store test (product page optimization or a store listing experiment) on the screenshot set or the icon.',
                'Localize the listing for the two countries that already bring you the most installs.',
                "Review how you ask for ratings: prompt after a success, not at launch. On iOS the system shows the rating prompt at most three times a year per person, so don't waste them.",
              ],
            },
          ],
        },
        {
          id: 'plan-days-61-90',
          title: 'Days 61 to 90: iterate',
          blocks: [
            {
              type: 'list',
              items: [
                'Compare ranks with your baseline. Keep keywords that moved; replace the ones that did not with the next candidates from your shortlist.',
                'Apply the winner of your store test and start the next one.',
                'Use promotional text or in-app events to highlight what changed.',
                'Answer reviews, especially the critical ones that describe a real problem you have since fixed.',
                'Write down what worked, and begin the next 90 days with fresh research.',
              ],
            },
          ],
        },
      ],
    },
  ],
  sources: [
    { label: 'Apple: product page (app name and keyword guidance)', url: STORE_RULE_SOURCES.appStoreProductPage },
    { label: 'App Store Connect Help: app information (name, subtitle)', url: STORE_RULE_SOURCES.appStoreAppInformation },
    {
      label: 'App Store Connect Help: platform version information (keywords, promotional text, description)',
      url: STORE_RULE_SOURCES.appStoreVersionInformation,
    },
    { label: 'App Store Connect Help: screenshot specifications', url: STORE_RULE_SOURCES.appStoreScreenshots },
    { label: 'Google Play: metadata policy', url: STORE_RULE_SOURCES.playMetadataPolicy },
    { label: 'Play Console Help: preview assets (screenshots, feature graphic)', url: STORE_RULE_SOURCES.playGraphicAssets },
    { label: 'Android Developers: Google Play icon design specifications', url: STORE_RULE_SOURCES.playIconSpec },
    { label: 'Android Developers: adaptive icons', url: STORE_RULE_SOURCES.androidAdaptiveIcons },
    {
      label: 'Android Developers: Android vitals and visibility on Google Play',
      url: 'https://developer.android.com/topic/performance/vitals',
    },
    { label: 'Apple: iTunes Search API', url: STORE_RULE_SOURCES.itunesSearchApi },
  ],
};
