import {
  CONSENT_TEXTS,
  CURRENT_CONSENT_ID,
  DEFAULT_CAPTURE_RETENTION_DAYS,
  DEFAULT_EVENT_RETENTION_HOURS,
  DEFAULT_OUTBOX_MAX_AGE_DAYS,
  DEFAULT_RATE_LIMITS,
  DEFAULT_UNCONFIRMED_RETENTION_HOURS,
  EMAIL_CAPTURED_TOPIC,
  EMAIL_CONFIRMED_TOPIC,
  EMAIL_ERASED_TOPIC,
  CONTACT_RECEIVED_TOPIC,
  LINK_TOKEN_TTL_HOURS,
} from '@aiapp/contracts';
import { ACCESS_ANCHOR, ERASURE_ANCHOR } from '../catalogue';
import type { ContentDocument } from '../model';

const unconfirmedDays = DEFAULT_UNCONFIRMED_RETENTION_HOURS / 24;
const eventDays = DEFAULT_EVENT_RETENTION_HOURS / 24;
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
            '**When you unlock a result:** the e-mail address you entered, the tool you used and the time. The address is stored once, however often you give it; each result adds the tool and the time. We also store when we sent you the mail that asks you to confirm news, and, if you confirm, when you did and the exact words you agreed to.',
            `**Links we mail you** (to confirm news, to erase your address, to see what we hold): the address it went to, what it is for, when it was made, until when it works and when it was used. A mail waiting to be sent holds the address until our mail server has accepted it; then it is deleted. An erasure or access link can be asked for any address, so the address typed into those forms is stored this way too, whether or not we held it before.`,
            '**When you write to us** through the contact form: your name, your e-mail address, your message and the time.',
            '**To limit abuse:** for the calls that cost us something (unlocking a result, messages, erasure, access and confirmation links, the image tools, text generation and keyword lookups) we count calls per network address: your IP address (an IPv6 address by its /64 network), the kind of call and the number of calls in the current window. The count is deleted within a minute after its window ends: after at most ' +
              `${longestWindowMinutes} minutes with the standard limits, and never later than 24 hours. While our database cannot be reached, the same count is kept in the server's memory for the same time, and the number of your calls still in progress only as long as they are. The site's daily count of AI-written texts holds no address.`,
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
              `\`${EMAIL_CONFIRMED_TOPIC}\``,
              'You confirm that you want news',
              'An event id, the time, the random id for your address, the address, and the words you agreed to',
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
            `**Your address** is what we ask in return for a free result. We send news to it only after you have confirmed, with the link in the mail we send you, that you agree to this: “${CONSENT_TEXTS[CURRENT_CONSENT_ID]}” Without that confirmation the address unlocks your result and nothing more. Erase it below to stop news at any time.`,
            '**Links we mail you** let only the owner of an address confirm news, erase it or see what we hold about it.',
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
            `**An address nobody confirmed** is erased ${unconfirmedDays} days after it was first given; the confirmation link works until then.`,
            `**Links we mail you** are deleted when they stop working: erasure and access links after ${LINK_TOKEN_TTL_HOURS} hours, confirmation links after ${unconfirmedDays} days. A mail our mail server keeps refusing is given up and deleted 7 days later.`,
            `**A confirmed address** is kept until you erase it, or for ${DEFAULT_CAPTURE_RETENTION_DAYS} days after you last unlocked a result, whichever comes first. Each unlocked result loses its link to you after ${DEFAULT_CAPTURE_RETENTION_DAYS} days; what remains is the tool and the time, which count towards the number of results delivered on the home page and can no longer be traced to anyone.`,
            `**Your messages** are deleted ${DEFAULT_CAPTURE_RETENTION_DAYS} days after you sent them, or when you erase your address.`,
            `**Events** wait in our database until they are passed on, and are deleted ${eventDays} days after that; an event that could not be passed on is deleted after ${DEFAULT_OUTBOX_MAX_AGE_DAYS} days all the same. Our message bus keeps each event for ${eventDays} days. Systems that read them keep them for as long as the operator has set, and delete their copy when an erasure event arrives.`,
            '**Counts per network address** go when their window ends (above); **logs** are kept for as long as the operator’s hosting keeps them.',
          ],
        },
        {
          type: 'note',
          tone: 'tip',
          text: `These are the standard periods. An operator can change them with settings of the e-mail service: \`CAPTURE_RETENTION_DAYS\` (${DEFAULT_CAPTURE_RETENTION_DAYS} days), \`UNCONFIRMED_RETENTION_HOURS\` (${DEFAULT_UNCONFIRMED_RETENTION_HOURS} hours), \`OUTBOX_RETENTION_HOURS\` and \`KAFKA_TOPIC_RETENTION_HOURS\` (${DEFAULT_EVENT_RETENTION_HOURS} hours), \`OUTBOX_MAX_AGE_DAYS\` (${DEFAULT_OUTBOX_MAX_AGE_DAYS} days).`,
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
            `**Erasure:** use the form [below](#${ERASURE_ANCHOR}). We mail a link to the address; pressing the button on the page it opens erases everything at once. The mail that asks you to confirm news can also be unsubscribed from with your mail program's unsubscribe button (one click): that erases the address in the same way, for as long as the confirmation link works.`,
            `**Access:** use the form [further below](#${ACCESS_ANCHOR}). We mail a link to the address; the page it opens shows everything we hold about it.`,
            '**Anything else:** write to us through the [contact page](/contact); we answer to the address it concerns, so only its owner reads the answer.',
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
          text: `Enter the address and we mail a link to it that works once, for ${LINK_TOKEN_TTL_HOURS} hours. The page it opens erases the address, the messages sent from it and its links, and tells our other systems to erase their copies; opening the link alone changes nothing. The results it unlocked stay counted on the home page, with no link to it. The answer here is the same, and comes after the same time, whether or not we hold the address, so nobody can use this form to find out who is on our list; an address gets at most three such links a day.`,
        },
      ],
    },
    {
      id: ACCESS_ANCHOR,
      title: 'See what we hold about you',
      blocks: [
        {
          type: 'paragraph',
          text: `Enter the address and we mail a link to it that works once, for ${LINK_TOKEN_TTL_HOURS} hours. The page it opens shows everything we hold about the address, also as JSON to save. Here too the answer is the same whatever the address.`,
        },
      ],
    },
  ],
};
