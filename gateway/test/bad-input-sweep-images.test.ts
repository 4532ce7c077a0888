/** @slow icon sets and store screenshots are rendered for every accepted request: started first on a fresh clone (test-support/slow-files-first-sequencer.mjs) */
import { ROUTE_LIST, ROUTES } from '@aiapp/contracts';
import { startStack, type Stack } from '@aiapp/test-support';
import { distinctRequests, matricesOf, sweepCalls } from './support/bad-input-sweep';

/*
 * The image calls' part of the bad-input sweep (the rest, and what the matrix is made of, is in
 * bad-input-sweep.test.ts): apart, so the two jest workers each take a share of the sweep.
 */

// The store kit's matrix (over 3,000 requests, each accepted one a whole ZIP) has a file of its own.
const IMAGE_CALLS = ROUTE_LIST.filter((contract) => contract.service === 'image' && contract !== ROUTES.generateStoreKit);

describe('Malformed requests to the image calls, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('The image calls are swept here (the store kit in bad-input-sweep-store-kit.test.ts), every other call in bad-input-sweep.test.ts', () => {
    expect(IMAGE_CALLS.map((contract) => contract.path)).toEqual(
      expect.arrayContaining(['/api/generate-icons', '/api/resize-screenshots', '/api/convert-image', '/api/generate-logo']),
    );
    expect(matricesOf(IMAGE_CALLS).every(({ requests }) => requests.length > 10)).toBe(true);
  });

  it('Requests that are the same byte for byte are sent once and answered for every name they carry: the icon set of the minimal body is rendered once, not once per optional field left out', () => {
    const icons = matricesOf([ROUTES.generateIcons])[0]!.requests;
    const distinct = distinctRequests(icons);
    expect(distinct.flatMap(({ names }) => names).sort()).toEqual(icons.map((request) => request.name).sort());
    const minimal = distinct.find(({ names }) => names.includes('image_name: missing'));
    expect(minimal?.names).toEqual(
      expect.arrayContaining(['padding_percent: missing', 'foreground_image: missing', 'ios_layout: missing']),
    );
    expect(distinct.length).toBeLessThan(icons.length);
  });

  sweepCalls(IMAGE_CALLS, () => stack);
});
