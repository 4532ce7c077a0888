import {
  DEFAULT_CAPTURE_RETENTION_DAYS,
  DEFAULT_RATE_LIMITS,
  EMAIL_CAPTURED_TOPIC,
  EMAIL_ERASED_TOPIC,
  CONTACT_RECEIVED_TOPIC,
} from '@aiapp/contracts';
import { ERASURE_ANCHOR } from '../catalogue';
import type { ContentDocument } from '../model';

const longestWindowMinutes = Math.max(...Object.values(DEFAULT_RATE_LIMITS).map((limit) => limit.windowSeconds)) / 60;

/**
 * The site's own privacy notice: what this installation stores about its visitors, why, for how
 * long, who receives it, and how to use your rights. Every fact here is one the code keeps:
 * change them together.
 */
export const PRIVACY: ContentDocument = {
  path: '/privacy',
  tableOfContents: true,
  tableOfContentsDepth: 1,
  lead: 'What this site stores about you, why, for how long, who receives it, and how to have it erased. It covers this website and its tools, not the privacy policies our generator writes for your apps.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who is responsible',
      blocks: [
        {
          type: 'paragraph',
          text: 'The people who run this installation of AI App Toolkit decide what happens to the data described here. You reach them through the [contact page](/contact).',
        },
      ],
    },
    {
      id: 'what-we-store',
      title: 'What we store',
      blocks: [
        {
          type: 'list',
          items: [
            '**When you unlock a result:** the e-mail address you entered, the tool you used and the time. The address is stored once, however often you give it; each result adds the tool and the time.',
            '**When you write to us** through the contact form: your name, your e-mail address, your message and the time.',
            '**To limit abuse:** for the calls that cost us something (unlocking a result, messages and erasure requests, the image tools, text generation and keyword lookups) we count calls per network address: your IP address (an IPv6 address by its /64 network), the kind of call and the number of calls in the current window. The count is deleted within a minute after its window ends: after at most ' +
              `${longestWindowMinutes} minutes with the standard limits, and never later than 24 hours.`,
            '**Server logs:** the method, the address of the page or call, the answer status, how long it took and a request id. Logs contain no e-mail address, no IP address and nothing you typed.',
            '**In your own browser:** the last e-mail address you gave (so the next form is filled in for you) and the names you starred in the App Name Generator, in local storage. They stay on your device; clear your browser data to remove them.',
          ],
        },
        {
          type: 'paragraph',
          text: 'The images and text you submit to the tools are used to produce your result and are not stored. The Keyword Rank Tracker keeps the ranks it observes (app, store, keyword, position and time) to show changes between runs; that is data about apps, not about you. There are no cookies, no analytics scripts and no ad networks on this site.',
        },
      ],
    },
    {
      id: 'events',
      title: 'What we pass on inside our systems',
      blocks: [
        {
          type: 'paragraph',
          text: 'Our e-mail service announces each of these moments as an event on our message bus (Apache Kafka), so the operator’s other systems, such as a newsletter tool or a customer list, can act on it:',
        },
        {
          type: 'table',
          caption: 'Events our e-mail service publishes',
          head: ['Event', 'When', 'What it contains'],
          rows: [
            [
              `\`${EMAIL_CAPTURED_TOPIC}\``,
              'You unlock a result',
              'An event id, the time, a random id for your address, the address as you typed it, and the tool',
            ],
            [
              `\`${CONTACT_RECEIVED_TOPIC}\``,
              'You write to us',
              'An event id, the time, an id for the message, your name, address and message',
            ],
            [
              `\`${EMAIL_ERASED_TOPIC}\``,
              'Your address is erased, at your request or when its time is up',
              'An event id, the time, the reason and the ids of what was erased; no address',
            ],
          ],
        },
      ],
    },
    {
      id: 'why',
      title: 'Why',
      blocks: [
        {
          type: 'list',
          items: [
            '**Your address** is what we ask in return for a free result. The operator may use it to send you news about the toolkit; erase it below to stop that.',
            '**Your messages** are kept so we can answer them.',
            '**Counts per network address** protect the service from being flooded, so it stays free and available for everyone.',
            '**Logs** let us find and fix errors; the request id an error message shows leads to the matching line.',
          ],
        },
      ],
    },
    {
      id: 'how-long',
      title: 'How long',
      blocks: [
        {
          type: 'list',
          items: [
            `**Your address** is kept until you erase it, or for ${DEFAULT_CAPTURE_RETENTION_DAYS} days after you last unlocked a result, whichever comes first. Each unlocked result loses its link to you after ${DEFAULT_CAPTURE_RETENTION_DAYS} days; what remains is the tool and the time, which count towards the number of results delivered on the home page and can no longer be traced to anyone.`,
            `**Your messages** are deleted ${DEFAULT_CAPTURE_RETENTION_DAYS} days after you sent them, or when you erase your address.`,
            '**Events** wait in our database until they are passed on, and are deleted 7 days after that. Systems that receive them keep them for as long as the operator has set, and delete their copy when an erasure event arrives.',
            '**Counts per network address** go when their window ends (above); **logs** are kept for as long as the operator’s hosting keeps them.',
          ],
        },
        {
          type: 'note',
          tone: 'tip',
          text: `These are the standard periods. An operator can shorten or lengthen the ${DEFAULT_CAPTURE_RETENTION_DAYS}-day period with the \`CAPTURE_RETENTION_DAYS\` setting of the e-mail service.`,
        },
      ],
    },
    {
      id: 'who-receives-it',
      title: 'Who receives it',
      blocks: [
        {
          type: 'list',
          items: [
            'The people who run this site, and the systems of theirs that read the events above.',
            'When the operator has connected a language model service, the text you type into the text tools (store descriptions, app names, landing pages, reviews) is sent to it to write your result. Your e-mail address is never sent.',
            'The Keyword Rank Tracker asks the App Store and Google Play for the keywords and app you enter. Nothing about you goes with it.',
          ],
        },
        { type: 'paragraph', text: 'We do not sell or rent your data, and we do not share it with advertisers.' },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          type: 'paragraph',
          text: 'You may ask what we hold about you, have it corrected or erased, object to its use for news, and complain to your data protection authority.',
        },
        {
          type: 'list',
          items: [
            `**Erasure:** use the form [below](#${ERASURE_ANCHOR}). It takes effect at once.`,
            '**Anything else:** write to us through the [contact page](/contact) from the address it concerns, so we know it is yours.',
          ],
        },
      ],
    },
    {
      id: ERASURE_ANCHOR,
      title: 'Erase your e-mail address',
      blocks: [
        {
          type: 'paragraph',
          text: 'Enter the address and we erase it at once, with the messages sent from it, and tell our other systems to erase their copies. The results it unlocked stay counted on the home page, with no link to it. The answer is the same whether or not we held the address, so nobody can use this form to find out who is on our list.',
        },
      ],
    },
  ],
};
