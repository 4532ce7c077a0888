import { APP_STORE_REQUIRED_SCREENSHOTS, APP_STORE_MARKETING_ICON_PX } from '@aiapp/store-facts';
import { findTool } from '@aiapp/site-catalogue';
import type { ContentDocument } from '../model';

/** Our tool as named in a table, linked. */
function ours(toolId: string): string {
  const tool = findTool(toolId);
  if (!tool) throw new Error(`No tool ${toolId} in the registry`);
  return `**[${tool.name}](${tool.route})** (ours)`;
}

const HEAD = ['Tool', 'Where it runs', 'Best at', 'Watch out for'];

export const TOOLS_COMPARISON: ContentDocument = {
  path: '/tools-comparison',
  tableOfContents: true,
  lead: 'Our tools beside the ones developers most often use for the same jobs. For each, where it runs, what it does best and what to watch out for, including where an alternative is the better choice. Everything said about other tools comes from their documentation or public issue trackers.',
  sections: [
    {
      id: 'app-icons',
      title: 'App icons',
      blocks: [
        {
          type: 'table',
          caption: 'Generating iOS and Android app icons',
          head: HEAD,
          rows: [
            [
              ours('icon-generator-pro'),
              'Browser, nothing to install',
              'A ZIP for Xcode and Android Studio from one image: an App Store icon without alpha, a matching Contents.json, adaptive, round and Play Store icons.',
              'You re-run it by hand when the icon changes; build tools regenerate automatically.',
            ],
            [
              'Xcode (single size)',
              'Xcode 14 and later',
              `One ${APP_STORE_MARKETING_ICON_PX} px image is enough for every iOS size.`,
              `You still provide an opaque ${APP_STORE_MARKETING_ICON_PX} px image; it does nothing for Android.`,
            ],
            [
              'Android Studio Image Asset',
              'Android Studio',
              'Adaptive icons with a vector foreground, legacy and round icons, previews under each mask.',
              'Android only.',
            ],
            [
              '@capacitor/assets',
              'Command line, Capacitor projects',
              'Icons and splash screens for iOS, Android and PWAs from one logo and background colours.',
              `Android icons appeared too large until an inset was added ([#410](https://github.com/ionic-team/capacitor-assets/issues/410)); check the result on a device.`,
            ],
            [
              'flutter_launcher_icons',
              'Command line, Flutter projects',
              'Configured in `pubspec.yaml`; covers iOS (including dark and tinted), Android adaptive and monochrome, web, Windows and macOS.',
              'Turn on `remove_alpha_ios` and set `background_color_ios`, or App Store uploads fail or icons turn black.',
            ],
            [
              'Expo prebuild',
              'Expo projects',
              'Icons generated from `app.json` on every build, including iOS dark, tinted and `.icon` variants.',
              'Only inside Expo projects; non-square images are cropped.',
            ],
          ],
        },
      ],
    },
    {
      id: 'screenshots',
      title: 'Store screenshots',
      blocks: [
        {
          type: 'table',
          caption: 'Producing store screenshots',
          head: HEAD,
          rows: [
            [
              ours('screenshot-resizer'),
              'Browser',
              'Exact sizes for each App Store slot and Play rules from your existing screenshots, without stretching, in one ZIP.',
              'It resizes; it does not design captions or backgrounds.',
            ],
            [
              ours('screenshot-mockups'),
              'Browser, drawn on your device',
              'Captioned store screenshots in current device frames at every App Store and Google Play size, plus the Play feature graphic, in one ZIP.',
              "Frames are close drawings, not the makers' artwork; one style per set.",
            ],
            [
              'fastlane snapshot, frameit and deliver',
              'Command line, macOS for iOS capture',
              'Automating capture, framing and upload for every device and language.',
              'Its size tables must be kept current: it has refused sizes App Store Connect accepts ([#22030](https://github.com/fastlane/fastlane/issues/22030)).',
            ],
            [
              'Design tool templates',
              'Figma, Sketch and similar',
              'Full creative control over captions and layout.',
              'You export every size yourself and check each against the rules.',
            ],
            [
              'App Store Connect scaling',
              'App Store Connect',
              `Upload only the ${APP_STORE_REQUIRED_SCREENSHOTS.iphone69.label} set and Apple scales it for smaller iPhones.`,
              'You cannot tailor screenshots for smaller devices without uploading them.',
            ],
          ],
        },
      ],
    },
    {
      id: 'aso-research',
      title: 'Keyword research and rank tracking',
      blocks: [
        {
          type: 'table',
          caption: 'Researching keywords and tracking ranks',
          head: HEAD,
          rows: [
            [
              `${ours('keyword-tracker')} and ${ours('aso-optimizer')}`,
              'Browser, free',
              "Ranks read from the stores' public search results, history from your own runs, keyword and title suggestions within store limits.",
              'Difficulty and volume are estimates; history starts with your first run.',
            ],
            [
              'AppTweak, Sensor Tower, MobileAction, AppFollow, Appfigures',
              'Web, paid plans',
              'Apple Search Ads popularity, daily rank history, competitor and market intelligence.',
              'Cost; each uses its own scales, so figures are not comparable between tools.',
            ],
            [
              'Apple Search Ads',
              'Web, advertiser account',
              "Apple's own popularity score for search terms, and which searches led to installs from your ads.",
              'iOS only; needs an advertiser account.',
            ],
          ],
        },
      ],
    },
    {
      id: 'store-text',
      title: 'Store text and app names',
      blocks: [
        {
          type: 'table',
          caption: 'Writing store descriptions and choosing names',
          head: HEAD,
          rows: [
            [
              `${ours('ai-store-description')} and ${ours('app-name-generator')}`,
              'Browser',
              'Descriptions for both stores and names that fit every limit, from a built-in engine or any OpenAI-compatible model the operator configures.',
              'Read and edit before publishing: it only knows what you tell it about the app.',
            ],
            [
              'General chat assistants',
              'Web or apps',
              'Flexible drafting and brainstorming.',
              'They do not check store limits or policies; count characters yourself.',
            ],
            ['A professional copywriter', 'People', 'Voice, positioning and research into your audience.', 'Cost and time.'],
          ],
        },
      ],
    },
    {
      id: 'privacy-policies',
      title: 'Privacy policies',
      blocks: [
        {
          type: 'table',
          caption: 'Getting a privacy policy',
          head: HEAD,
          rows: [
            [
              ours('privacy-policy'),
              'Browser, free',
              'A policy covering exactly the data you select, plus matching answers for App Privacy and the Data safety form.',
              'Not legal advice; you host it yourself.',
            ],
            [
              'Hosted policy services',
              'Web, usually paid',
              'Hosting the policy and updating it as laws change.',
              'You still declare your data in both stores yourself.',
            ],
            ['A lawyer', 'People', 'Advice for your business and jurisdictions, and someone accountable for it.', 'Cost.'],
          ],
        },
      ],
    },
    {
      id: 'choosing',
      title: 'Choosing',
      blocks: [
        {
          type: 'list',
          items: [
            'If your project already uses Expo, Capacitor or Flutter, its icon tooling regenerates icons on every build: use it, and check its output against the [best practices](/best-practices#icons).',
            'If you want store-ready files now without installing anything, or a second opinion on what a build tool produced, use ours.',
            "If you need market intelligence or Apple's own popularity data, a paid ASO suite or Apple Search Ads gives you what no free tool can.",
          ],
        },
      ],
    },
  ],
};
