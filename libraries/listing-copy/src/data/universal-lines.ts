/**
 * Calls to action true of every app: made only of the claim check's neutral words, so any
 * listing may end with one even when its category's own lines say more than the brief does.
 */
export const UNIVERSAL_CTAS: readonly string[] = [
  'Download {app} and see how it fits your day.',
  'Get {app} today and see for yourself.',
  'Install {app} and give it a try today.',
  'Try {app} and see what it can do for you.',
  'Download {app} now and get started in a minute.',
  'Get {app} and take the first step today.',
  'Try {app} today: it takes a minute to get going.',
  'Download {app} and make it your own.',
  'Give {app} a try and see if it suits you.',
  'Get started with {app} today.',
  'Open {app} once and you will know your way around.',
  'Install {app} now and find out for yourself.',
];
