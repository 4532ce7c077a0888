/**
 * Calls to action true of every app: made only of the claim check's neutral words and promising
 * nothing (no "in a minute"), so any listing may end with one.
 */
export const UNIVERSAL_CTAS: readonly string[] = [
  'Download {app} and see how it fits your day.',
  'Get {app} today and see for yourself.',
  'Install {app} and give it a try today.',
  'Try {app} and see what it can do for you.',
  'Get {app} and take the first step today.',
  'Download {app} and make it your own.',
  'Give {app} a try and see if it suits you.',
  'Get started with {app} today.',
  'Install {app} now and find out for yourself.',
];
