import path from 'node:path';
import { readFileSync } from 'node:fs';

const fixture = (name: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../fixtures/openai', name), 'utf8')) as Record<string, unknown>;

/** What a model answered to the store listing call, and to the variations call. */
export const storeListing = () => fixture('store-listing-answer.json');
export const storeVariations = () => fixture('store-variations-answer.json');
