/** @slow some 5,000 requests through the whole stack: started first on a fresh clone (test-support/slow-files-first-sequencer.mjs) */
import { AsoResponse, exampleRequestFor, ROUTE_LIST, ROUTES, type RouteContract } from '@aiapp/contracts';
import { bannedTitleWordsIn, characterCount, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import {
  minimalRequestFor,
  REGEX_METACHARACTERS,
  startFakeStores,
  startStack,
  type FakeStores,
  type Stack,
  textFieldPaths,
} from '@aiapp/test-support';
import { matricesOf, regexCaseGaps, sweepCalls } from './support/bad-input-sweep';

/*
 * Every call of the route table (so calls that land later are covered without touching this
 * file), sent a generated matrix of malformed requests through the real gateway and services.
 * The image calls' matrices run in bad-input-sweep-images.test.ts, beside this file.
 */

describe('Malformed requests to every call, through the gateway', () => {
  let stack: Stack;
  let stores: FakeStores;
  // The image calls' matrices are built (and checked) in their own files, which send them.
  const SWEPT_HERE = ROUTE_LIST.filter((contract) => contract.service !== 'image');
  const matrices = matricesOf(SWEPT_HERE);
  const total = matrices.reduce((sum, { requests }) => sum + requests.length, 0);

  beforeAll(async () => {
    stores = await startFakeStores();
    stack = await startStack({ storeBaseUrl: stores.url });
  });
  afterAll(async () => {
    await stack?.stop();
    await stores?.close();
  });

  it(`The matrix holds ${total} malformed requests over the ${SWEPT_HERE.length} calls swept here, derived from a body each contract accepts`, () => {
    for (const contract of ROUTE_LIST) {
      if (contract.request) expect(contract.request.safeParse(exampleRequestFor(contract)).success).toBe(true);
    }
    expect(total).toBeGreaterThan(SWEPT_HERE.length * 10);
  });

  it('The text fields swept are read from the contracts’ zod schemas: nested, in arrays and in records too, each sent every regex metacharacter and emoji', () => {
    const fields = (contract: RouteContract) => textFieldPaths(contract).map((path) => path.join('.'));
    expect(fields(ROUTES.optimizeAso)).toEqual(expect.arrayContaining(['app_name', 'category', 'description']));
    expect(fields(ROUTES.resizeScreenshots)).toEqual(expect.arrayContaining(['images.0.name']));
    expect(fields(ROUTES.trackKeywords)).toEqual(expect.arrayContaining(['app_name', 'keywords.0']));
    expect(fields(ROUTES.generatePrivacyPolicy)).toEqual(
      expect.arrayContaining(['app_name', 'company_name', expect.stringMatching(/^data_purposes\./)]),
    );
    expect(REGEX_METACHARACTERS.join('')).toBe('#$^*+?()[]{}|\\/.');
    // Each call's sweep (here and in the image files) checks its own matrix the same way first.
    for (const { contract, requests } of matrices) expect(regexCaseGaps(contract, requests)).toEqual([]);
  });

  it('Each field’s cases are sent over the smallest body the contract accepts plus that field: one full example per call is the baseline', () => {
    for (const contract of ROUTE_LIST) {
      if (contract.request) expect(contract.request.safeParse(minimalRequestFor(contract)).success).toBe(true);
    }
    expect(minimalRequestFor(ROUTES.generateIcons)).toEqual({ image_data: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('When POST /api/optimize-aso is sent the app name “🔥 Best Free Budget Planner #1”, then it answers 200 with store-ready titles: 30 characters at most, no banned word', async () => {
    const res = await fetch(`${stack.url}${ROUTES.optimizeAso.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        app_name: '🔥 Best Free Budget Planner #1',
        category: 'Finance',
        description: 'Plan a monthly budget, track spending by category and see where your money goes. Set savings goals.',
      }),
    });
    expect(res.status).toBe(200);
    const result = AsoResponse.parse(await res.json());
    expect(result.title_suggestions.length).toBeGreaterThan(0);
    for (const title of result.title_suggestions) {
      expect(characterCount(title)).toBeLessThanOrEqual(STORE_TEXT_LIMITS.appStoreName.max);
      expect(characterCount(title)).toBeLessThanOrEqual(STORE_TEXT_LIMITS.playTitle.max);
      expect(bannedTitleWordsIn(title)).toEqual([]);
      expect(title).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });

  it('When each call of the route table is sent a body its contract accepts, then its service answers it: no call is listed but not mounted', async () => {
    const unmounted = [];
    for (const contract of ROUTE_LIST) {
      const res = await fetch(`${stack.url}${contract.path}`, {
        method: contract.method,
        headers: { 'content-type': 'application/json' },
        body: contract.request ? JSON.stringify(exampleRequestFor(contract)) : undefined,
      });
      if (res.status === 404) unmounted.push(`${contract.method} ${contract.path}`);
    }
    expect(unmounted).toEqual([]);
  });

  sweepCalls(SWEPT_HERE, () => stack);
});
