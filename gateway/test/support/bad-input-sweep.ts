import { createHash } from 'node:crypto';
import { ErrorResponse, SERVICE_NAMES, type RouteContract } from '@aiapp/contracts';
import { DEFAULT_IMAGE_JOBS } from '@aiapp/image-service';
import {
  acceptedCasesTogether,
  bodyOf,
  casesTogether,
  malformedRequestsFor,
  rawRequest,
  REGEX_METACHARACTERS,
  textFieldPaths,
  type MalformedRequest,
  type RawOutcome,
  type SentTogether,
  type Stack,
} from '@aiapp/test-support';

/*
 * The bad-input sweep of gateway/test/bad-input-sweep*.test.ts: a generated matrix of malformed
 * requests for each call (test-support/src/malformed-requests.ts), sent through the real gateway
 * and services. Split over two files (the image calls, the rest) so the two jest workers share it.
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

/**
 * What one call's sweep has learnt of its fields so far: those the service refused when sent
 * alone, and those it accepted (alone or in a body sent together).
 */
class FieldAnswers {
  private readonly refusedAlone = new Set<string>();
  private readonly accepted = new Set<string>();

  learn(sent: SentTogether, outcome: RawOutcome): void {
    // A refusal of what the contract itself refuses says nothing about the field.
    if (outcome.kind !== 'answered' || !sent.request.mayPass) return;
    const fields = (sent.members ?? (sent.request.change ? [sent.request] : [])).map(({ name }) => fieldOf(name));
    if (outcome.status < 400) for (const field of fields) this.accepted.add(field);
    else if (outcome.status < 500 && !sent.members) for (const field of fields) this.refusedAlone.add(field);
  }

  /**
   * Refused alone and never accepted: an image field sent text, whatever the text. A field the
   * service refuses one value of (a NUL byte, refused in every text field) and accepts others is
   * not, or every later body would be split into single fields and rendered once per field.
   */
  refusesAnyText(name: string): boolean {
    const field = fieldOf(name);
    return this.refusedAlone.has(field) && !this.accepted.has(field);
  }
}

/**
 * Sends one entry; field cases sent together that the service refused (a 4xx: one field's value
 * may be refused by the service though the contract takes it) are sent again in two halves, and so
 * on down to single fields, so that a refusal of one field never hides the others' answers.
 */
async function sendSplittingRefused(
  stack: Stack,
  contract: RouteContract,
  sent: SentTogether,
  answers: FieldAnswers,
): Promise<{ sent: SentTogether; outcome: RawOutcome }[]> {
  const { members } = sent;
  // A field the service refuses whatever it is sent would only get the others refused too.
  const known = members?.filter(({ name }) => answers.refusesAnyText(name));
  if (members && known && known.length > 0) {
    const rest = members.filter((member) => !known.includes(member));
    const parts = [
      ...distinctRequests(known),
      ...(casesTogether(contract, rest) ? [casesTogether(contract, rest)!] : distinctRequests(rest)),
    ];
    const outcomes = [];
    for (const part of parts) outcomes.push(...(await sendSplittingRefused(stack, contract, part, answers)));
    return outcomes;
  }
  const outcome = await send(stack, contract, sent.request);
  answers.learn(sent, outcome);
  const refused = outcome.kind === 'answered' && outcome.status >= 400 && outcome.status < 500;
  if (!members || !refused) return [{ sent, outcome }];
  const half = Math.ceil(members.length / 2);
  const again = [members.slice(0, half), members.slice(half)].flatMap((part) => {
    const together = casesTogether(contract, part);
    return together ? [together] : distinctRequests(part);
  });
  const outcomes = [];
  for (const entry of again) outcomes.push(...(await sendSplittingRefused(stack, contract, entry, answers)));
  return [{ sent, outcome }, ...outcomes];
}

/** "profile.app_name" of "profile.app_name: regex metacharacter #". */
const fieldOf = (name: string) => name.slice(0, name.indexOf(': '));

const matrices = new Map<RouteContract, MalformedRequest[]>();

/** The calls' matrices, for a file to count and check them (each built once per file: the image calls' take seconds). */
export const matricesOf = (contracts: readonly RouteContract[]) =>
  contracts.map((contract) => {
    let requests = matrices.get(contract);
    if (!requests) matrices.set(contract, (requests = malformedRequestsFor(contract)));
    return { contract, requests };
  });

/**
 * The matrix with requests that are the same byte for byte sent once, answered for each of their
 * names: every optional field "missing" is the minimal body, which an icon or screenshot call
 * would otherwise render again and again to the same answer.
 */
export function distinctRequests(requests: readonly MalformedRequest[]): SentTogether[] {
  const byBytes = new Map<string, SentTogether>();
  for (const request of requests) {
    // The bytes sent are the body grown to `paddedTo` (bodyOf), so the body's digest and the other
    // fields name them without building the padded copy (some are megabytes) just to compare. A
    // field case's value is in its body (some are megabytes too): its path and kind are enough.
    const { name: _name, body, change, ...rest } = request;
    const key = JSON.stringify([
      rest,
      change && [change.path, change.kind],
      body ? createHash('sha256').update(body).digest('base64') : null,
    ]);
    const seen = byBytes.get(key);
    if (seen) seen.names.push(request.name);
    else byBytes.set(key, { request, names: [request.name] });
  }
  return [...byBytes.values()];
}

/**
 * The text fields of the call (from its zod schema) that some regex metacharacter or the emoji is
 * never sent in, as "field: character": the issue asks for every one of `# $ ^ * + ? ( ) [ ] { } | \ / .`
 * and emoji in every text field of every call.
 */
export function regexCaseGaps(contract: RouteContract, requests: readonly MalformedRequest[]): string[] {
  return textFieldPaths(contract).flatMap((path) => {
    const field = path.join('.');
    const sent = requests
      .filter((request) => request.name.startsWith(`${field}: `))
      .map((request) => request.body?.toString() ?? '');
    return [...REGEX_METACHARACTERS, '🔥']
      .filter((character) => !sent.some((body) => body.includes(JSON.stringify(character).slice(1, -1))))
      .map((character) => `${field}: ${character}`);
  });
}

/**
 * Registers one test per call (its whole matrix, answers checked) and a last one that every
 * service is still up. `stack` is read inside the tests (a beforeAll of the file starts it).
 */
export function sweepCalls(contracts: readonly RouteContract[], stack: () => Stack): void {
  const matrices = matricesOf(contracts);
  it.each(
    matrices.map(({ contract, requests }) => [contract.method, contract.path, requests.length, contract, requests] as const),
  )(
    'When %s %s is sent each of its %i malformed requests (every regex metacharacter and emoji in each text field among them), then every answer is JSON: a 4xx, or a result the contract allows; never a 5xx, a hang or a dropped connection',
    async (_method, _path, _count, contract, requests) => {
      expect(regexCaseGaps(contract, requests)).toEqual([]);
      const { together, apart } = acceptedCasesTogether(contract, requests);
      const answers = new FieldAnswers();
      const outcomes = await inParallel([...together, ...distinctRequests(apart)], parallelRequestsFor(contract), (entry) =>
        sendSplittingRefused(stack(), contract, entry, answers),
      );
      const problems = outcomes.flat().flatMap(({ sent: { request, names }, outcome }) => {
        const problem = problemWith(contract, request, outcome);
        return problem ? names.map((name) => `${name} → ${problem}`) : [];
      });
      expect(problems).toEqual([]);
    },
    // A guard against hangs, not a speed target: the icon and screenshot calls' matrices render
    // about sixty full answers each (every hostile name is rendered), slow on a loaded machine.
    900_000,
  );

  it('After the sweep, every service and the gateway are still up, and nothing was written onto Object.prototype', async () => {
    for (const name of SERVICE_NAMES) expect((await fetch(`${stack().upstreams[name]}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack().url}/healthz`)).status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const capture = await fetch(`${stack().url}/api/email-capture`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'after-the-sweep@example.com', tool_used: 'logo-maker' }),
    });
    expect(capture.status).toBe(200);
  });
}
