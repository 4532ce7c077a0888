/** @slow about 1,100 of its requests build a whole kit: started first on a fresh clone (test-support/slow-files-first-sequencer.mjs) */
import { ROUTES } from '@aiapp/contracts';
import { startStack, type Stack } from '@aiapp/test-support';
import { matricesOf, sweepCalls } from './support/bad-input-sweep';

/*
 * The store kit's part of the bad-input sweep (what the matrix is made of: bad-input-sweep.test.ts):
 * apart, because its profile has some thirty text fields and every request the contract accepts
 * builds a whole kit, so it runs beside the other image calls' file rather than after them.
 */

describe('Malformed requests to the store kit, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('The store kit’s matrix breaks every field of the profile, the icon and the screenshots', () => {
    const requests = matricesOf([ROUTES.generateStoreKit]).flatMap((matrix) => matrix.requests);
    const fields = new Set(requests.map((request) => request.name.split(': ')[0]));
    for (const field of [
      'profile.app_name',
      'profile.bundle_id',
      'profile.sha256_cert_fingerprints.0',
      'profile.locales.0.locale',
      'icon.image_data',
      'screenshots.0.data',
    ])
      expect(fields).toContain(field);
  });

  sweepCalls([ROUTES.generateStoreKit], () => stack);
});
