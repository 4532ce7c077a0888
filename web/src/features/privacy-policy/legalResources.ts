import { STORE_PRIVACY_LINKS } from '@aiapp/store-facts';

export interface Resource {
  title: string;
  description: string;
  href: string;
}

export interface ResourceGroup {
  title: string;
  resources: readonly Resource[];
}

/** The Business & Legal Resources block (docs/product.md §2): our guides, then the stores' and regulators' own pages. */
export const LEGAL_RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    title: 'Our guides',
    resources: [
      {
        title: 'Best practices',
        description: 'Launch checklists for store listings, assets and policies.',
        href: '/best-practices',
      },
      {
        title: 'Tutorials',
        description: 'Step-by-step walkthroughs of App Store Connect and the Play Console.',
        href: '/tutorials',
      },
      { title: 'FAQ', description: 'Answers to common questions about our tools.', href: '/faq' },
    ],
  },
  {
    title: 'Apple',
    resources: [
      {
        title: 'App privacy details',
        description: 'What each App Privacy data type and purpose means.',
        href: STORE_PRIVACY_LINKS.appPrivacyDetails,
      },
      {
        title: 'App Review Guidelines 5.1.1',
        description: 'What your privacy policy must say to pass review.',
        href: STORE_PRIVACY_LINKS.appReviewPrivacy,
      },
      {
        title: 'Privacy manifest files',
        description: 'Declaring collected data and required-reason APIs in Xcode.',
        href: STORE_PRIVACY_LINKS.privacyManifest,
      },
    ],
  },
  {
    title: 'Google Play',
    resources: [
      {
        title: 'Data safety section',
        description: 'How to fill in the Data safety form in the Play Console.',
        href: STORE_PRIVACY_LINKS.playDataSafety,
      },
      {
        title: 'User Data policy',
        description: "Google Play's privacy policy and disclosure requirements.",
        href: STORE_PRIVACY_LINKS.playUserData,
      },
      {
        title: 'Declare data use in code',
        description: 'Which Android permissions and APIs imply which data types.',
        href: STORE_PRIVACY_LINKS.playDeclareDataUse,
      },
    ],
  },
  {
    title: 'Privacy laws',
    resources: [
      {
        title: 'UK GDPR guidance (ICO)',
        description: "The UK regulator's guide for organisations.",
        href: 'https://ico.org.uk/for-organisations/uk-gdpr-guidance-and-resources/',
      },
      {
        title: 'CCPA (California Attorney General)',
        description: 'Consumer rights and business duties in California.',
        href: 'https://oag.ca.gov/privacy/ccpa',
      },
      {
        title: 'COPPA FAQ (FTC)',
        description: 'When an app is directed to children under 13 and what that requires.',
        href: 'https://www.ftc.gov/business-guidance/resources/complying-coppa-frequently-asked-questions',
      },
    ],
  },
];
