import type { ContentDocument } from '../model';
import { ERASURE_ANCHOR } from '../catalogue';

export const TERMS: ContentDocument = {
  path: '/terms',
  tableOfContents: true,
  lead: 'These terms apply when you use AI App Toolkit. By using the site you accept them. They are written to be read: if something is unclear, [ask us](/contact).',
  sections: [
    {
      id: 'the-service',
      title: 'The service',
      blocks: [
        {
          type: 'paragraph',
          text: 'AI App Toolkit offers free web tools that generate assets and text for mobile apps. You can use them without an account. Each result is shown after you give an e-mail address. We may change, add or remove tools at any time, and a tool may be unavailable while it is maintained.',
        },
      ],
    },
    {
      id: 'your-results',
      title: 'Your input and your results',
      blocks: [
        {
          type: 'list',
          items: [
            'You keep all rights in what you submit. Submit only material you have the right to use, such as your own screenshots and logos.',
            'What the tools generate from your input is yours to use, including commercially. We claim no rights in it.',
            "You are responsible for how you use a result: check that names, logos and text do not infringe anyone's rights, describe your app accurately, and meet the stores' rules.",
          ],
        },
      ],
    },
    {
      id: 'generated-content',
      title: 'Generated content is a starting point',
      blocks: [
        {
          type: 'list',
          items: [
            'Privacy policies are generated from your choices and are not legal advice. Have them reviewed for the places where you operate.',
            'Store descriptions, names and keyword suggestions are drafts. Read them before publishing.',
            "Keyword ranks reflect the stores' public search results when you ran the tool; difficulty and volume figures are estimates.",
            'Sample reviews are for mockups only. Do not publish them as real reviews.',
          ],
        },
      ],
    },
    {
      id: 'your-e-mail',
      title: 'The e-mail address you give us',
      blocks: [
        {
          type: 'paragraph',
          text: `When you unlock a result we store the e-mail address you entered, the tool you used and the time. The operator of this site sends news about the toolkit to the address only after you confirm, with the link we mail you, that you want it. The [privacy notice](/privacy) says what is stored, for how long and who receives it; its [erasure form](/privacy#${ERASURE_ANCHOR}) mails you a link that deletes your address.`,
        },
        {
          type: 'paragraph',
          text: 'The images and text you submit to the tools are used to produce your result and are not stored. The Keyword Rank Tracker stores the ranks it observes so it can show changes between runs. Our servers keep technical logs of requests to operate and protect the service.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        {
          type: 'list',
          items: [
            'Do not use the tools to create unlawful, deceptive or infringing material.',
            'Do not try to overload, scrape or get around the limits of the service; requests may be rate-limited.',
            'Do not give an e-mail address that is not yours.',
          ],
        },
      ],
    },
    {
      id: 'no-warranty',
      title: 'No warranty',
      blocks: [
        {
          type: 'paragraph',
          text: "The tools are provided free and as they are. We work to keep them accurate and in line with the stores' current rules, but we cannot guarantee that a result will be accepted by a store, or that the service will always be available or free of errors. Check results before you rely on them.",
        },
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      blocks: [
        {
          type: 'paragraph',
          text: 'To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the tools, such as a rejected submission, lost sales or lost data. Nothing in these terms limits liability that cannot be limited by law.',
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          type: 'paragraph',
          text: 'We may update these terms. The date at the top of this page shows when they last changed; continuing to use the site after a change means you accept the new version.',
        },
      ],
    },
  ],
};
