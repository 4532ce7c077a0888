import type { ContentDocument } from '../model';

/** The words of the contact page; the address itself comes from the site's configuration. */
export const CONTACT: ContentDocument = {
  path: '/contact',
  lead: 'Questions, problems, ideas for a tool, or a request to delete your e-mail address: write to the people who run this site.',
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
          text: 'Write from the address you want deleted, so we know it is yours, and say so in your message.',
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
