import {
  ICON_SET_COUNTS,
  ICON_UPLOAD_MAX_BYTES,
  STORE_TEXT_LIMITS,
  PLAY_STORE_ICON,
  PLAY_SCREENSHOT_RULES,
  APP_STORE_MARKETING_ICON_PX,
} from '@aiapp/store-facts';
import { PRIVACY_MANIFEST_FILE_NAME, RESIZE_MAX_IMAGES } from '@aiapp/contracts';
import { TOOLS, type ToolId } from '@aiapp/site-catalogue';
import type { Block, ContentDocument, Section } from '../model';

interface Tutorial {
  /** What to do on our page, in order. */
  readonly steps: readonly { readonly title: string; readonly text: string }[];
  /** What to do with the result in Xcode, Android Studio, App Store Connect or the Play Console. */
  readonly useTheResult: readonly string[];
}

const UPLOAD_LIMIT_MB = ICON_UPLOAD_MAX_BYTES / (1024 * 1024);
const UNLOCK = {
  title: 'Unlock',
  text: 'Enter your e-mail address in the window that opens. The result appears as soon as it is saved.',
};

/** Every tool of the registry must have its tutorial: the type makes a missing one a build error. */
const TUTORIALS: Readonly<Record<ToolId, Tutorial>> = {
  'logo-maker': {
    steps: [
      {
        title: 'Describe',
        text: 'Type the **Logo text** (usually your app name), pick a **Style** (modern, circular or minimalist) and a **Color scheme**.',
      },
      { title: 'Generate', text: 'Press **Generate Logo**.' },
      UNLOCK,
      {
        title: 'Download',
        text: 'Use **Download SVG** for the file, **Copy SVG code** for the markup, and copy the CSS styles if you place the logo on a web page.',
      },
    ],
    useTheResult: [
      'The SVG keeps its text as live text set in a common font stack, so it renders in the fonts of the device showing it. Before using it in an app, open it in a vector editor and convert the text to outlines (in Inkscape: **Path › Object to Path**).',
      '**Xcode:** in `Assets.xcassets`, add a new Image Set, drop the outlined SVG on it, then in the Attributes inspector choose **Single Scale** and tick **Preserve Vector Data**.',
      '**Android Studio:** choose **File › New › Vector Asset**, pick **Local file (SVG, PSD)** and select the outlined SVG; it becomes a VectorDrawable in `res/drawable`. VectorDrawable has no text element, which is why outlining comes first.',
      `To turn the logo into an app icon, export it from the editor as a ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} PNG and open it in the [Icon Generator Pro](/icon-generator-pro).`,
    ],
  },
  'icon-generator-pro': {
    steps: [
      {
        title: 'Upload',
        text: `Drop a square PNG, JPEG or WebP on **App icon image**, ideally ${APP_STORE_MARKETING_ICON_PX}×${APP_STORE_MARKETING_ICON_PX} or larger and under ${UPLOAD_LIMIT_MB} MB.`,
      },
      {
        title: 'Adjust',
        text: 'Choose the **Background colour** (used wherever an icon must be opaque) and the **Padding**, and check the preview under the iOS, Android circle and Android squircle masks.',
      },
      { title: 'Generate', text: 'Press **Generate Icons**.' },
      UNLOCK,
      { title: 'Download', text: '**Download ZIP** for the whole set, or download single icons from the iOS and Android grids.' },
    ],
    useTheResult: [
      `The ZIP holds ${ICON_SET_COUNTS.iosFiles} opaque iOS icons with their \`Contents.json\`, Android icons for ${ICON_SET_COUNTS.androidDensities} densities with the adaptive XML and the Play Store icon, and web icons.`,
      '**Xcode:** open `Assets.xcassets`, delete the existing **AppIcon** set and drag the `AppIcon.appiconset` folder from the ZIP into the catalog. Check that the catalog shows no "unassigned" warnings. The App Store icon travels inside your build, so there is nothing to upload separately in App Store Connect.',
      '**Android Studio:** copy the folders inside `android/res` in the ZIP into `app/src/main/res`. Delete any older `ic_launcher` files with another extension (for example `.webp`) in the same folders, or the build fails with duplicate resources. The manifest should use `android:icon="@mipmap/ic_launcher"` and `android:roundIcon="@mipmap/ic_launcher_round"`.',
      `**Play Console:** upload the ${PLAY_STORE_ICON.size}×${PLAY_STORE_ICON.size} Play Store icon in your main store listing's graphics.`,
    ],
  },
  'screenshot-resizer': {
    steps: [
      {
        title: 'Choose the store',
        text: 'Pick the **Target platform**, iOS (App Store) or Android (Google Play); the page lists every size it will produce.',
      },
      { title: 'Upload', text: `Add up to ${RESIZE_MAX_IMAGES} **Screenshots**, and remove any you added by mistake.` },
      {
        title: 'Choose the fit',
        text: 'Under **When the shape differs**, pick **Fit** (the whole screenshot, padded with a colour) or **Fill** (the size filled, cropped around the centre). Screenshots are never stretched.',
      },
      { title: 'Generate', text: 'Press **Resize Screenshots**.' },
      UNLOCK,
      { title: 'Download', text: '**Download ZIP** for everything, with one folder per device size, or download single images.' },
    ],
    useTheResult: [
      '**App Store Connect:** open your app, select the version under **iOS App**, and in **Previews and Screenshots** pick the display size, then drag in the files from the matching folder. Each size goes in its own slot.',
      `**Play Console:** open your main store listing and upload the files to the phone, 7-inch tablet and 10-inch tablet screenshot sections (${PLAY_SCREENSHOT_RULES.perDeviceType.min} to ${PLAY_SCREENSHOT_RULES.perDeviceType.max} per device type).`,
    ],
  },
  'screenshot-mockups': {
    steps: [
      {
        title: 'Upload',
        text: 'Choose your **Screenshots** in store order (up to 8); the generate button stays disabled until you do.',
      },
      {
        title: 'Caption',
        text: 'Type a **Headline**, and a **Subline** if you like, for each screenshot. The **Live preview** follows as you type.',
      },
      {
        title: 'Style the set',
        text: 'Pick the **Device**, **Frame finish**, **Layout**, **Background** and **Font**: one style for the whole set.',
      },
      { title: 'Generate', text: 'Press **Generate Mockup**. Everything is drawn in your browser; nothing is uploaded.' },
      UNLOCK,
      {
        title: 'Download',
        text: 'Use **Download all (ZIP)** for every store size at once, a numbered button for one image, or **Download PNG** for the classic mockup.',
      },
    ],
    useTheResult: [
      '**App Store Connect:** drag the files from `app-store/iphone-6.9` (or `app-store/ipad-13`) into the matching display size under **Previews and Screenshots**. They have no alpha channel, as Apple requires.',
      '**Play Console:** upload `google-play/phone` (or `google-play/tablet-10`) to the screenshot section and `google-play/feature-graphic.png` as the feature graphic.',
      'The classic mockup keeps transparent corners for your website, landing page and press kit.',
    ],
  },
  'landing-page': {
    steps: [
      {
        title: 'Describe',
        text: 'Enter the app name, a description and the call-to-action text (it defaults to "Download Now"), then add a row per feature. Empty rows are ignored.',
      },
      { title: 'Generate', text: 'Press the generate button and check the preview.' },
      UNLOCK,
      { title: 'Download', text: 'Download the HTML file or copy its code.' },
    ],
    useTheResult: [
      "The page is a single HTML file with its styles inside, so any static host can serve it. Check the download button's link points at your store pages before you publish.",
      "**App Store Connect:** use its address as the app's Marketing URL. **Play Console:** use it as the website in your store listing's contact details.",
    ],
  },
  'review-preview': {
    steps: [
      { title: 'Describe', text: 'Enter the app name, a star rating from 1 to 5 and the kind of reviews (positive or mixed).' },
      { title: 'Generate', text: 'Press the generate button.' },
      UNLOCK,
    ],
    useTheResult: [
      'The reviews are samples for mockups, pitch decks and design reviews, to see how your listing reads with reviews around it.',
      'Never post them as real reviews: both stores prohibit fake reviews.',
    ],
  },
  'aso-optimizer': {
    steps: [
      { title: 'Describe', text: 'Enter the **App name**, its **Category** and your current **Description**.' },
      { title: 'Generate', text: 'Press **Optimize**.' },
      UNLOCK,
      {
        title: 'Review',
        text: 'Read the **Keywords** with their scores, the **Title suggestions**, **Subtitle suggestions**, the **App Store keyword field**, the **Google Play short description** and the **Optimized description**. Each text shows its length against its store limit and has a copy button; the description can also be downloaded.',
      },
    ],
    useTheResult: [
      `**App Store Connect:** the name (${STORE_TEXT_LIMITS.appStoreName.max} characters) and subtitle (${STORE_TEXT_LIMITS.appStoreSubtitle.max}) go in **App Information** for each localization; the keyword field (${STORE_TEXT_LIMITS.appStoreKeywords.max} bytes) and description go on the version page. Keywords can only change with a new version, so plan them with a release.`,
      `**Play Console:** the title (${STORE_TEXT_LIMITS.playTitle.max}), short description (${STORE_TEXT_LIMITS.playShortDescription.max}) and full description (${STORE_TEXT_LIMITS.playFullDescription.max}) go in your main store listing.`,
      'Read the [ASO guide](/aso-guide#keyword-field) before you paste a keyword field: it explains what to leave out.',
    ],
  },
  'keyword-tracker': {
    steps: [
      {
        title: 'Describe',
        text: 'Enter your **App name** as it appears in the store (or paste its App Store or Google Play link for an exact match), choose the **Store** and **Country**, and enter 5 to 15 **Keywords** separated by commas.',
      },
      { title: 'Track', text: 'Press **Track Keywords**.' },
      UNLOCK,
      {
        title: 'Read',
        text: "Check the insights, then each keyword's position, previous position, change and rank history. Difficulty and volume are estimates, labelled as such. **Download CSV** keeps a copy.",
      },
    ],
    useTheResult: [
      'The first run records a baseline; from the second run on, the change column compares with the previous observation. Run it weekly rather than daily: ranks move a little within a day.',
      'Act on the insights at your next release: a keyword you rank for on page one is worth protecting; one you never appear for may belong in your subtitle or keyword field instead.',
    ],
  },
  'ai-store-description': {
    steps: [
      {
        title: 'Describe',
        text: 'Enter the app name, category, key features, audience, app type and what makes it different. At least one key feature is needed.',
      },
      { title: 'Generate', text: 'Press the generate button.' },
      UNLOCK,
      {
        title: 'Copy',
        text: 'Copy each block: the App Store description, the Google Play description, the short description, the keywords and the variations.',
      },
    ],
    useTheResult: [
      `**App Store Connect:** paste the App Store description (plain text, up to ${STORE_TEXT_LIMITS.appStoreDescription.max} characters) into the Description field of the version page.`,
      `**Play Console:** paste the full description and the ${STORE_TEXT_LIMITS.playShortDescription.max}-character short description into your main store listing.`,
      "Read everything before you publish: describe only features the app really has, and keep the wording within the stores' metadata policies.",
    ],
  },
  'app-name-generator': {
    steps: [
      { title: 'Describe', text: 'Enter a few keywords separated by commas and choose a category.' },
      { title: 'Generate', text: 'Press the generate button.' },
      UNLOCK,
      { title: 'Shortlist', text: 'Star the names you like and copy them.' },
    ],
    useTheResult: [
      `Every name fits the ${STORE_TEXT_LIMITS.appStoreName.max}-character limit of both stores. Search both stores for each shortlisted name, and check trademarks and web domains before you commit.`,
      'App Store Connect will not accept a name another app already uses, so create your app record early once you have chosen.',
    ],
  },
  'privacy-policy': {
    steps: [
      {
        title: 'Describe',
        text: 'Enter the **App name** and **Company name** (both required), a **Contact e-mail** and your **Website**, and under **What data does your app collect?** tick everything the app or its SDKs collect.',
      },
      { title: 'Generate', text: 'Press **Generate Privacy Policy**.' },
      UNLOCK,
      {
        title: 'Download',
        text: 'Use **Download .txt**, **HTML page** or **Markdown**, or **Copy policy text**. Below the policy are the matching answers for both stores and the Xcode privacy manifest.',
      },
    ],
    useTheResult: [
      'Publish the policy at a public web address: the HTML page can be hosted as it is, on your website or next to your landing page.',
      '**App Store Connect:** enter that address as the Privacy Policy URL in **App Privacy**, and answer the data-type questions there from the App Store table.',
      `**Xcode:** download \`${PRIVACY_MANIFEST_FILE_NAME}\` and add it to your app target, so the privacy manifest in your build agrees with what you declare in App Store Connect.`,
      "**Play Console:** enter the address under **App content › Privacy policy**, and fill in the **Data safety** form from the Google Play table, so the policy and both stores' declarations agree.",
      'The policy is a well-structured starting point, not legal advice: have it reviewed for the places where you operate.',
    ],
  },
  'store-kit': {
    steps: [
      {
        title: 'Describe',
        text: 'Fill in **Your app** once: name, category, features, links, company, the store ids and the privacy answers. Every other tool fills its form from it, and **Export app-profile.json** keeps a copy.',
      },
      {
        title: 'Write the listing',
        text: 'For each locale, type the App Store and Google Play texts. Each counter counts the way its store does (the keyword field in bytes) and turns red past the limit; the checks below a field say which store rule a text breaks.',
      },
      {
        title: 'Preview',
        text: 'See the listing as a phone shows it in App Store and Google Play search results, cut where the stores cut.',
      },
      UNLOCK,
      { title: 'Download', text: 'Read the validation report, then **Download the store kit** as one ZIP.' },
    ],
    useTheResult: [
      'The `fastlane` folder is laid out as `fastlane deliver` (App Store) and `fastlane supply` (Google Play) read it: run them from the folder that holds it, or copy each text into App Store Connect and the Play Console by hand.',
      "The App Privacy answers have no upload: the kit's README lists them in the order App Store Connect asks.",
    ],
  },
  blog: {
    steps: [{ title: 'Read', text: 'Open the blog for dated articles on app store optimisation, app marketing and growth.' }],
    useTheResult: ['Each article is short and practical; for the full picture start with the [ASO guide](/aso-guide).'],
  },
};

function tutorialSection(tool: (typeof TOOLS)[number]): Section {
  const tutorial = TUTORIALS[tool.id];
  const status: Block[] = [{ type: 'paragraph', text: `${tool.summary} [Open the ${tool.name}](${tool.route}).` }];
  return {
    id: tool.id,
    title: tool.name,
    blocks: [...status, { type: 'steps', items: tutorial.steps }],
    subsections: [
      { id: `${tool.id}-result`, title: 'Using the result', blocks: [{ type: 'list', items: tutorial.useTheResult }] },
    ],
  };
}

export const TUTORIALS_DOCUMENT: ContentDocument = {
  path: '/tutorials',
  tableOfContents: true,
  tableOfContentsDepth: 1,
  lead: 'Every tool follows the same flow: fill in the form, press generate, enter your e-mail address, and the result appears. Below, step by step for each tool, and what to do with the result in Xcode, Android Studio, App Store Connect and the Google Play Console. Your e-mail address is remembered in this browser, so the next tool fills it in for you.',
  sections: TOOLS.map(tutorialSection),
};
