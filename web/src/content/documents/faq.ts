import {
  ANDROID_RESIZE_TARGETS,
  ICON_SET_COUNTS,
  IOS_RESIZE_TARGETS,
  STORE_TEXT_LIMITS,
  APP_STORE_MARKETING_ICON_PX,
  PLAY_STORE_ICON,
  PLAY_SCREENSHOT_RULES,
} from '@aiapp/store-facts';
import { LISTED_TOOLS } from '@aiapp/site-catalogue';
import type { ContentDocument } from '../model';
import { formatSize } from './format';
import { ERASURE_ANCHOR } from '../catalogue';

/** FAQ content (docs/product.md §2): categories, each with question and answer items. */
export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface FaqCategory {
  readonly id: string;
  readonly name: string;
  readonly items: readonly FaqItem[];
}

const toolList = LISTED_TOOLS.map((tool) => `[${tool.name}](${tool.route})`).join(', ');
const resizeSizes = (targets: typeof IOS_RESIZE_TARGETS) =>
  targets.map((target) => `${target.device} ${formatSize(target)}`).join(', ');

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'general',
    name: 'General',
    items: [
      {
        question: 'What is AI App Toolkit?',
        answer: `A free web toolkit for mobile app developers: ${LISTED_TOOLS.length} tools for logos, app icons, store screenshots, store text, keywords and privacy policies, each made to the rules of the App Store and Google Play.`,
      },
      {
        question: 'Which tools can I use today?',
        answer: `${toolList}. The [home page](/#tools) always shows the current list.`,
      },
      { question: 'Is it really free?', answer: 'Yes. Every tool is free to use, with no trial period and no paid tier.' },
      {
        question: 'Do I need an account?',
        answer: 'No. There is no signup and no password. Each result asks for an e-mail address, and that is all.',
      },
      {
        question: 'Why do you ask for my e-mail address?',
        answer: `It is what we ask in return for a free result. We store the address with the name of the tool you used and the time, and we mail you a link to confirm whether you want news about the toolkit: without that confirmation we send none. The [privacy notice](/privacy) says what we keep, for how long and who receives it, and [erases the address](/privacy#${ERASURE_ANCHOR}) whenever you like.`,
      },
      {
        question: 'Do I have to enter my e-mail address every time?',
        answer:
          "Each result asks for it, but the address you gave last is remembered in your browser and filled in for you. It is kept on your device, in the browser's local storage.",
      },
    ],
  },
  {
    id: 'tools',
    name: 'Using the tools',
    items: [
      {
        question: 'What is in the Icon Generator Pro ZIP?',
        answer: `An \`AppIcon.appiconset\` folder for Xcode with ${ICON_SET_COUNTS.iosFiles} opaque icons filling all ${ICON_SET_COUNTS.iosSlots} slots (iPhone, iPad and the ${APP_STORE_MARKETING_ICON_PX} px App Store icon), named by its \`Contents.json\`; Android \`res\` folders with legacy, round, adaptive and themed icons for ${ICON_SET_COUNTS.androidDensities} densities and a ${PLAY_STORE_ICON.size} px Play Store icon; and web icons. The [tutorial](/tutorials#icon-generator-pro) shows where each goes.`,
      },
      {
        question: 'Which sizes does the Screenshot Resizer produce?',
        answer: `For iOS: ${resizeSizes(IOS_RESIZE_TARGETS)}. For Android: ${resizeSizes(ANDROID_RESIZE_TARGETS)}. Images are fitted or cropped to each size, never stretched.`,
      },
      {
        question: 'Are the reviews from the Review Preview Generator real?',
        answer:
          "No. They are samples for mockups and presentations. Posting them as real reviews would break both stores' rules.",
      },
      {
        question: 'Who writes the store descriptions?',
        answer:
          'A built-in engine that needs no network, unless the people running this site connect an OpenAI-compatible language model. The result says which one wrote it. Either way, read it before you publish.',
      },
      {
        question: 'Where do the keyword ranks come from?',
        answer:
          "From the stores' public search results at the moment you run the tracker: Apple's iTunes Search API for the App Store, and Google Play's search for Android. Difficulty and volume are estimates, labelled as such, because no store publishes search volumes.",
      },
      {
        question: 'Can I use what I generate commercially?',
        answer:
          "Yes. What you create from your own input is yours to use, including in commercial apps. You remain responsible for checking it, for example that a name or logo does not infringe someone else's trademark. See the [terms](/terms#your-results).",
      },
      {
        question: 'What file formats do I get?',
        answer:
          'Logos as SVG with CSS; icons and screenshots as PNG files in a ZIP; mockups as PNG; landing pages as a single HTML file; privacy policies as text, Markdown and an HTML page, with an Xcode privacy manifest (`PrivacyInfo.xcprivacy`).',
      },
    ],
  },
  {
    id: 'store-rules',
    name: 'Store rules',
    items: [
      {
        question: 'How long can my app name be?',
        answer: `${STORE_TEXT_LIMITS.appStoreName.max} characters on the App Store and ${STORE_TEXT_LIMITS.playTitle.max} on Google Play. The App Store subtitle is another ${STORE_TEXT_LIMITS.appStoreSubtitle.max}; Google Play's short description is ${STORE_TEXT_LIMITS.playShortDescription.max}.`,
      },
      {
        question: 'How many keywords fit in the App Store keyword field?',
        answer: `It depends on their length: the field holds ${STORE_TEXT_LIMITS.appStoreKeywords.max} bytes of UTF-8 text, commas included. Leave out spaces after commas and words already in your app name. The [ASO guide](/aso-guide#keyword-field) has a worked example.`,
      },
      {
        question: 'Why was my App Store icon rejected when it has no transparent pixels?',
        answer:
          'App Store Connect refuses an App Store icon saved with an alpha channel at all (ITMS-90717), however opaque it looks. Flatten it onto a solid colour and save it without alpha.',
      },
      {
        question: 'Why does Google Play refuse my screenshots?',
        answer: `Most often because of their shape: each side must be ${PLAY_SCREENSHOT_RULES.sidePx.min} to ${PLAY_SCREENSHOT_RULES.sidePx.max} px and the long side at most ${PLAY_SCREENSHOT_RULES.maxAspect}× the short side, which native screenshots from tall phones exceed. Transparency is not allowed either.`,
      },
      {
        question: 'Do I need a privacy policy?',
        answer:
          'Yes. Both stores ask for a privacy policy URL, and both ask you to declare what data the app collects: App Privacy in App Store Connect, the Data safety form in the Play Console.',
      },
    ],
  },
  {
    id: 'privacy',
    name: 'Privacy and your data',
    items: [
      {
        question: 'What do you store about me?',
        answer:
          'For each result: the e-mail address you gave, the tool and the time. The Keyword Rank Tracker also stores each rank it observes (app, store, keyword, position and time) so it can show changes between runs. Our servers keep technical logs of requests to run the service.',
      },
      {
        question: 'Do you keep the images and text I submit?',
        answer:
          'No. What you submit is used to make your result and is not stored. Screenshot mockups never leave your browser at all.',
      },
      {
        question: 'Do you use cookies or trackers?',
        answer:
          'No tracking cookies, no analytics scripts and no advertising. Pages load nothing from other websites; our content security policy forbids it.',
      },
      {
        question: 'How do I have my e-mail address deleted?',
        answer: `Enter it in the [erasure form](/privacy#${ERASURE_ANCHOR}) of the privacy notice. We mail a link to the address; the page it opens erases it at once, with any message you sent from it.`,
      },
    ],
  },
  {
    id: 'site',
    name: 'About this site',
    items: [
      {
        question: "Why don't you show big usage numbers?",
        answer:
          'Because we only show numbers that are true. The figures on the home page are counted live from the results delivered so far, and the tool count comes from the list of tools itself.',
      },
      {
        question: 'How do I report a problem?',
        answer:
          'Through the [contact page](/contact). Tell us the page, what you did and what happened; if an error message showed a request id, include it.',
      },
    ],
  },
];

/** The FAQ as a document: categories are sections and questions their subsections, so each has an anchor. */
export const FAQ_DOCUMENT: ContentDocument = {
  path: '/faq',
  tableOfContents: true,
  tableOfContentsDepth: 1,
  lead: 'Short answers about the tools, the e-mail step, your data and the store rules. If your question is not here, [contact us](/contact).',
  sections: FAQ_CATEGORIES.map((category) => ({
    id: category.id,
    title: category.name,
    blocks: [],
    subsections: category.items.map((item, index) => ({
      id: `${category.id}-${index + 1}`,
      title: item.question,
      blocks: [{ type: 'paragraph' as const, text: item.answer }],
    })),
  })),
};
