import {
  AsoResponse,
  ErrorResponse,
  exampleRequestFor,
  ROUTE_LIST,
  ROUTES,
  SERVICE_NAMES,
  type RouteContract,
} from '@aiapp/contracts';
import { bannedTitleWordsIn, characterCount, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import {
  bodyOf,
  malformedRequestsFor,
  minimalRequestFor,
  rawRequest,
  REGEX_METACHARACTERS,
  startFakeStores,
  startStack,
  type FakeStores,
  type MalformedRequest,
  type RawOutcome,
  type Stack,
  textFieldPaths,
} from '@aiapp/test-support';
import { DEFAULT_IMAGE_JOBS } from '@aiapp/image-service';

/*
 * Every call of the route table (so calls that land later are covered without touching this
 * file), sent a generated matrix of malformed requests through the real gateway and services.
 */

const PARALLEL_REQUESTS = 6;

/**
 * Image calls queue behind the service's job limit, and the gateway's timeout counts the time
 * in that queue: they are sent no faster than the service runs them, so a slow machine shows as
 * a slow sweep, never as a 504 for a request that was only waiting.
 */
const parallelRequestsFor = (contract: RouteContract) =>
  contract.service === 'image' ? DEFAULT_IMAGE_JOBS.concurrency : PARALLEL_REQUESTS;

/** What is wrong with the answer to one malformed request; undefined when it is right. */
function problemWith(contract: RouteContract, request: MalformedRequest, outcome: RawOutcome): string | undefined {
  if (outcome.kind !== 'answered') return `${outcome.kind}: ${outcome.detail}`;
  const { status } = outcome;
  if (status >= 500) return `${status}: ${outcome.body.slice(0, 200)}`;
  if (!String(outcome.headers['content-type']).startsWith('application/json'))
    return `${status} answered as ${outcome.headers['content-type']}`;
  let body: unknown;
  try {
    body = JSON.parse(outcome.body);
  } catch {
    return `${status} with a body that is not JSON`;
  }
  if (status >= 400 && !ErrorResponse.safeParse(body).success) return `${status} without the error shape`;
  if (status < 400 && !contract.response.safeParse(body).success) return `${status} with a body outside the response contract`;
  if (!request.mayPass && status < 400) return `${status}: accepted a request the contract refuses`;
  if (request.tooLarge === true && status !== 413) return `${status} instead of 413`;
  if (request.tooLarge === false && status === 413) return '413 for a body within the limit';
  return undefined;
}

async function inParallel<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) results[index] = await work(items[index] as T);
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

const send = (stack: Stack, contract: RouteContract, request: MalformedRequest) =>
  rawRequest(`${stack.url}${contract.path}${request.query ?? ''}`, {
    ...request,
    body: bodyOf(request),
    timeoutMs: contract.timeoutMs + 5_000,
  });

describe('Malformed requests to every call, through the gateway', () => {
  let stack: Stack;
  let stores: FakeStores;
  const matrices = ROUTE_LIST.map((contract) => ({ contract, requests: malformedRequestsFor(contract) }));
  const total = matrices.reduce((sum, { requests }) => sum + requests.length, 0);

  beforeAll(async () => {
    stores = await startFakeStores();
    stack = await startStack({ storeBaseUrl: stores.url });
  });
  afterAll(async () => {
    await stack?.stop();
    await stores?.close();
  });

  it(`The matrix holds ${total} malformed requests over ${ROUTE_LIST.length} calls, derived from a body each contract accepts`, () => {
    for (const contract of ROUTE_LIST) {
      if (contract.request) expect(contract.request.safeParse(exampleRequestFor(contract)).success).toBe(true);
    }
    expect(total).toBeGreaterThan(ROUTE_LIST.length * 10);
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
    for (const { contract, requests } of matrices) {
      for (const field of fields(contract)) {
        const sent = requests
          .filter((request) => request.name.startsWith(`${field}: `))
          .map((request) => request.body?.toString());
        for (const character of REGEX_METACHARACTERS) {
          expect(sent.some((body) => body?.includes(JSON.stringify(character).slice(1, -1)))).toBe(true);
        }
        expect(sent.some((body) => body?.includes('🔥'))).toBe(true);
      }
    }
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

  it.each(
    matrices.map(({ contract, requests }) => [contract.method, contract.path, requests.length, contract, requests] as const),
  )(
    'When %s %s is sent each of its %i malformed requests, then every answer is JSON: a 4xx, or a result the contract allows; never a 5xx, a hang or a dropped connection',
    async (_method, _path, _count, contract, requests) => {
      const outcomes = await inParallel(requests, parallelRequestsFor(contract), (request) => send(stack, contract, request));
      const problems = requests.flatMap((request, index) => {
        const problem = problemWith(contract, request, outcomes[index] as RawOutcome);
        return problem ? [`${request.name} → ${problem}`] : [];
      });
      expect(problems).toEqual([]);
    },
    // A guard against hangs, not a speed target: the icon call's matrix (four image fields) makes
    // hundreds of full icon sets, which took over 300 s on a fresh clone.
    900_000,
  );

  it('After the sweep, every service and the gateway are still up, and nothing was written onto Object.prototype', async () => {
    for (const name of SERVICE_NAMES) expect((await fetch(`${stack.upstreams[name]}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const capture = await fetch(`${stack.url}/api/email-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-the-sweep@example.com', tool_used: 'logo-maker' }),
    });
    expect(capture.status).toBe(200);
  });
});
