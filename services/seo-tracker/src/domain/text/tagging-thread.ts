import { parentPort } from 'node:worker_threads';
import { taggedTerms } from './tagged-terms';

/** The tagging thread (tagged-terms.ts, `startTaggingThread`): a text in, its tagged terms out. */
parentPort?.on('message', ({ id, text }: { id: number; text: string }) => {
  parentPort?.postMessage({ id, terms: taggedTerms(text) });
});
