/** @slow every accepted request builds a whole kit (sent a kind of case at a time): started first on a fresh clone (test-support/slow-files-first-sequencer.mjs) */
import { getAt, ROUTES } from '@aiapp/contracts';
import { acceptedCasesTogether, startStack, type Stack } from '@aiapp/test-support';
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

  it('The cases the contract accepts are sent a kind at a time, each field with its own value in one body, so a kit is built per kind rather than per field and kind', () => {
    const requests = matricesOf([ROUTES.generateStoreKit])[0]!.requests;
    const { together, apart } = acceptedCasesTogether(ROUTES.generateStoreKit, requests);
    const regex = together.find(({ request }) => request.name.startsWith('regex metacharacter #,'));
    expect(regex?.names).toEqual(expect.arrayContaining(['profile.app_name: regex metacharacter #']));
    for (const { request, members } of together) {
      const body = JSON.parse(request.body!.toString()) as Parameters<typeof getAt>[0];
      expect(ROUTES.generateStoreKit.request!.safeParse(body).success).toBe(true);
      for (const member of members!) {
        // Texts compared (the deepest nested cases would overflow the comparison's stack).
        const alone = getAt(JSON.parse(member.body!.toString()), member.change!.path);
        if (typeof alone === 'string') expect(getAt(body, member.change!.path)).toBe(alone);
      }
    }
    const sentTogether = together.flatMap(({ names }) => names);
    expect(sentTogether.length + apart.length).toBe(requests.length);
    expect(together.length).toBeLessThan(sentTogether.length / 10);
  });

  sweepCalls([ROUTES.generateStoreKit], () => stack);
});
