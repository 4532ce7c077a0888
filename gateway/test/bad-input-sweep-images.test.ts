import { ROUTE_LIST } from '@aiapp/contracts';
import { startStack, type Stack } from '@aiapp/test-support';
import { matricesOf, sweepCalls } from './support/bad-input-sweep';

/*
 * The image calls' part of the bad-input sweep (the rest, and what the matrix is made of, is in
 * bad-input-sweep.test.ts): apart, so the two jest workers each take a share of the sweep.
 */

const IMAGE_CALLS = ROUTE_LIST.filter((contract) => contract.service === 'image');

describe('Malformed requests to the image calls, through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.stop());

  it('The image calls are swept here, every other call in bad-input-sweep.test.ts', () => {
    expect(IMAGE_CALLS.map((contract) => contract.path)).toEqual(
      expect.arrayContaining(['/api/generate-icons', '/api/resize-screenshots', '/api/convert-image', '/api/generate-logo']),
    );
    expect(matricesOf(IMAGE_CALLS).every(({ requests }) => requests.length > 10)).toBe(true);
  });

  sweepCalls(IMAGE_CALLS, () => stack);
});
