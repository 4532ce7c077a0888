/**
 * Calls to action true of every app, for a brief without a feature to name: made only of the
 * claim check's neutral words and promising nothing, so any listing may end with one.
 */
export const UNIVERSAL_CTAS: readonly string[] = ['Download {app} today.', 'Get {app} today.', 'Install {app} today.'];
