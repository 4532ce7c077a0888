import type { ContentDocument } from '../model';
import { ERASURE_ANCHOR } from '../catalogue';

/** The words of the contact page; the address itself comes from the site's configuration. */
export const CONTACT: ContentDocument = {
  path: '/contact',
  lead: 'Questions, problems, ideas for a tool, or a question about your data: write to the people who run this site. We answer by e-mail.',
  sections: [
    {
      id: 'reporting-a-problem',
      title: 'Reporting a problem',
      blocks: [
        {
          type: 'list',
          items: [
            'The address of the page, and the tool if it was a tool.',
            'What you did and what you expected, and what happened instead.',
            'The request id, if an error message showed one: it lets us find the exact request in our logs.',
            "For a file that a store rejected, the store's error message word for word.",
          ],
        },
      ],
    },
    {
      id: 'deleting-your-e-mail',
      title: 'Deleting your e-mail address',
      blocks: [
        {
          type: 'paragraph',
          text: `You do not need to write to us: the [erasure form](/privacy#${ERASURE_ANCHOR}) of the privacy notice mails a link that erases an address, and its access form a link that shows what we hold. For anything else about your data, write to us; we answer to the address it concerns, so only its owner reads the answer.`,
        },
      ],
    },
    {
      id: 'before-you-write',
      title: 'Before you write',
      blocks: [
        {
          type: 'paragraph',
          text: 'Many questions are answered in the [FAQ](/faq), and the [tutorials](/tutorials) show what to do with each result in Xcode, Android Studio and the store consoles.',
        },
      ],
    },
  ],
};
