import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { exampleRequestFor, getAt, setAt, type Json, type JsonPath, type RouteContract } from '@aiapp/contracts';

export interface MalformedRequest {
  /** What is wrong with it, e.g. "text: null" or "body: invalid JSON (trailing comma)". */
  name: string;
  method: string;
  body?: Buffer;
  /** Grow the JSON body to exactly this many bytes with a padding field (done when sent: see bodyOf). */
  paddedTo?: number;
  headers: Record<string, string>;
  /** Send without Content-Length (chunked), as a streaming client would. */
  chunked?: boolean;
  query?: string;
  /** False when the request is wrong whatever the service does with it: the answer must be a 4xx. */
  mayPass: boolean;
  /** Whether the answer must (or must not) be 413, when the size alone decides. */
  tooLarge?: boolean;
  /** For a field case: the field, what is wrong with it (e.g. "regex metacharacter #") and the value sent there. */
  change?: FieldChange;
}

export interface FieldChange {
  path: JsonPath;
  kind: string;
  value: Json;
}

/** Stands in for a value JSON.stringify cannot produce (e.g. 1e400, which parses to Infinity). */
const RAW_PREFIX = '\u0000raw:';
const RAW = (text: string) => `${RAW_PREFIX}${text}\u0000`;
const RAW_PATTERN = /"\\u0000raw:.*?\\u0000"/g;

function serialise(value: Json): string {
  return JSON.stringify(value).replace(RAW_PATTERN, (match) => (JSON.parse(match) as string).slice(5, -1));
}

const parsedRaw = new Map<string, unknown>();

/**
 * What JSON.parse makes of `serialise(value)`, with each raw piece parsed once per file rather
 * than the whole text once per request: the deepest pieces, sent in every field, take a quarter
 * of a second each to parse.
 */
function parsedForm(value: Json): unknown {
  if (typeof value === 'string' && value.startsWith(RAW_PREFIX) && value.endsWith('\u0000')) {
    const text = value.slice(RAW_PREFIX.length, -1);
    if (!parsedRaw.has(text)) parsedRaw.set(text, JSON.parse(text));
    return parsedRaw.get(text);
  }
  if (Array.isArray(value)) return value.map(parsedForm);
  // fromEntries, not assignment: a "__proto__" key stays an own property, as JSON.parse makes it.
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, parsedForm(item)]));
  return value;
}

/** Hostile text that is still well-formed JSON: what a form field may carry. */
const HOSTILE_TEXT: Record<string, string> = {
  'NUL byte': 'a\u0000b',
  'C0 controls and ANSI escapes': '\u0001\u0007\u001b[31mred\u001b[0m\u007f\u0085',
  'CRLF header injection': 'x\r\nSet-Cookie: injected=1\r\n\r\n<h1>',
  'bidi overrides': '\u202eevil\u202c \u2066isolate\u2069 \u200f',
  'zero-width and BOM': '\u200b\u200c\u200d\ufeff',
  'lone high surrogate': 'a\ud800',
  'lone low surrogate': '\udfffz',
  'combining marks': `Z${'\u0336\u0337\u0338'.repeat(300)}`,
  'emoji ZWJ sequence': '👩‍👩‍👧‍👦🏳️‍🌈',
  'right-to-left script': 'تطبيق رائع',
  'whitespace only': ' \t\u00a0\u3000 ',
  'markup and script': '<script>alert(1)</script><img src=x onerror=alert(1)>',
  SQL: "'; DROP TABLE subscribers; --",
  'path traversal': '../../../../etc/passwd',
  'format string': '%s%s%n%x{0}${7*7}',
  'prototype words': '__proto__',
  'object member names': 'constructor',
};

/**
 * Every regular-expression metacharacter (ECMA-262 SyntaxCharacter, plus "/" and "#"), and emoji:
 * a service that builds a RegExp from what a visitor typed without escaping it (escapeRegExp in
 * @aiapp/text) answers 500 to these. The ASO optimizer once did for "🔥 Best Free Budget Planner #1".
 */
export const REGEX_METACHARACTERS = ['#', '$', '^', '*', '+', '?', '(', ')', '[', ']', '{', '}', '|', '\\', '/', '.'] as const;
const EMOJI = '🔥💰👩‍👩‍👧‍👦';

/** The regex-hostile values for one text field, each built around the field's valid value. */
function regexCases(valid: string): [string, string][] {
  return [
    // At the start and at the end: "(", "[", "\\" at the end and "*", "+", "?", ")" at the start are syntax errors in a RegExp.
    ...REGEX_METACHARACTERS.map((character): [string, string] => [
      `regex metacharacter ${character}`,
      `${character}${valid} ${character}`,
    ]),
    ['every regex metacharacter alone', REGEX_METACHARACTERS.join(' ')],
    ['every regex metacharacter and emoji around a valid value', `${EMOJI} ${valid} ${REGEX_METACHARACTERS.join('')} ${EMOJI}`],
    ['emoji and #1, as in an app name', `${EMOJI.slice(0, 2)} Best Free ${valid} Planner #1`],
  ];
}

interface JsonSchemaNode {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  additionalProperties?: JsonSchemaNode | boolean;
  propertyNames?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
}

/**
 * The paths of every text field a call's request schema has (strings at any depth: object
 * properties, array items as their first item, record values under their first allowed key),
 * derived from the zod schema itself, so a text field added to a contract is swept without a list
 * to keep up to date. Enumerations are included: a hostile value must be refused, not crash.
 */
export function textFieldPaths(contract: RouteContract): JsonPath[] {
  if (!contract.request) return [];
  const root = z.toJSONSchema(contract.request, { io: 'input', unrepresentable: 'any' }) as JsonSchemaNode;
  const found = new Map<string, JsonPath>();
  const walk = (node: JsonSchemaNode | undefined, path: JsonPath) => {
    if (!node) return;
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) walk(branch, path);
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : [];
    if (types.includes('string') && path.length > 0) found.set(JSON.stringify(path), path);
    for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key]);
    if (node.items) walk(node.items, [...path, 0]);
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      const key = node.propertyNames?.enum?.find((name): name is string => typeof name === 'string') ?? 'key';
      walk(node.additionalProperties, [...path, key]);
    }
  };
  walk(root, []);
  return [...found.values()];
}

/**
 * The example body with every field the contract lets go left out: each field's cases are sent
 * over this plus that field alone, so a call whose valid answers are expensive (a whole icon set
 * with its optional layers) makes a cheap one for each accepted case. The full example body is
 * still sent once as the baseline (gateway/test/bad-input-sweep.test.ts).
 */
export function minimalRequestFor(contract: RouteContract): Json {
  const sample = exampleRequestFor(contract);
  if (!contract.request || sample === null || typeof sample !== 'object' || Array.isArray(sample)) return sample;
  let minimal: Json = sample;
  for (const key of Object.keys(sample)) {
    const without = setAt(minimal, [key], undefined);
    if (contract.request.safeParse(without).success) minimal = without;
  }
  return minimal;
}

/** The minimal body plus the top-level field that holds `path`, with the example's value. */
function baseFor(sample: Json, minimal: Json, path: JsonPath): Json {
  const key = path[0];
  if (key === undefined || minimal === null || typeof minimal !== 'object' || Array.isArray(minimal)) return sample;
  const value = getAt(sample, [key]);
  return value === undefined ? minimal : setAt(minimal, [key], value);
}

/** Values of the wrong kind for any field. */
const WRONG_VALUES: Record<string, Json> = {
  null: null,
  true: true,
  zero: 0,
  'negative number': -1,
  fraction: 3.5,
  'huge number': 1e308,
  'Infinity (1e400)': RAW('1e400'),
  'empty string': '',
  'empty array': [],
  'array of null': [null],
  'empty object': {},
  'object with __proto__': RAW('{"__proto__":{"polluted":"yes"}}'),
};

function leafPaths(value: Json, path: JsonPath = []): JsonPath[] {
  if (value === null || typeof value !== 'object') return path.length > 0 ? [path] : [];
  const children = Array.isArray(value) ? value.map((_item, index) => index) : Object.keys(value);
  const own = path.length > 0 ? [path] : [];
  return [...own, ...children.flatMap((key) => leafPaths((value as Record<string | number, Json>)[key] as Json, [...path, key]))];
}

const label = (path: JsonPath) => path.join('.');

/** Far beyond any field's length limit; the whole-body cases test the body limit itself. */
const HUGE_TEXT_CAP = 1024 * 1024;

/** Deep enough to fill the body limit, capped so the test itself stays small. */
const depthFor = (limit: number, bytesPerLevel: number) => Math.min(200_000, Math.floor(limit / bytesPerLevel) - 1);

function deepArray(depth: number): Json {
  return RAW(`${'['.repeat(depth)}${']'.repeat(depth)}`);
}

function deepObject(depth: number): Json {
  return RAW(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
}

/**
 * Every field of a valid body, broken one at a time, each over the minimal body plus that field;
 * every text field (from the schema) also gets the regex metacharacters and emoji.
 */
function fieldCases(contract: RouteContract, sample: Json, limit: number): { name: string; body: Json; change?: FieldChange }[] {
  const cases: { name: string; body: Json; change?: FieldChange }[] = [];
  const minimal = minimalRequestFor(contract);
  const textPaths = textFieldPaths(contract);
  const leaves = leafPaths(sample);
  const inSample = new Set(leaves.map(label));
  const isTextField = new Set(textPaths.map(label));
  // Text fields the example leaves out (a record of purposes, empty in it) are broken too.
  const paths = [...leaves, ...textPaths.filter((path) => !inSample.has(label(path)))];
  for (const path of paths) {
    const name = label(path);
    const base = baseFor(sample, minimal, path);
    if (path.length > 1 && getAt(base, path.slice(0, -1)) === undefined) {
      throw new Error(`${name}: no place for it in the example body; teach fieldCases this shape`);
    }
    const current = getAt(base, path) ?? 'Example';
    const add = (kind: string, value: Json | undefined) =>
      cases.push({
        name: `${name}: ${kind}`,
        body: setAt(base, path, value),
        change: value === undefined ? undefined : { path, kind, value },
      });
    if (!inSample.has(name)) add('a valid value', current);
    if (typeof current === 'string' || isTextField.has(name)) {
      for (const [kind, text] of regexCases(String(current))) add(kind, text);
    }
    add('missing', undefined);
    for (const [kind, value] of Object.entries(WRONG_VALUES)) add(kind, value);
    add(`nested arrays, depth ${depthFor(limit, 4)}`, deepArray(depthFor(limit, 4)));
    add(`nested objects, depth ${depthFor(limit, 12)}`, deepObject(depthFor(limit, 12)));
    add(
      '5000-item array',
      Array.from({ length: Math.min(5000, Math.floor(limit / 4)) }, () => 'x'),
    );
    if (typeof current !== 'string') continue;
    const huge = Math.min(Math.floor(limit / 2) - 200, HUGE_TEXT_CAP);
    add(`${huge}-character string`, 'a'.repeat(huge));
    add(`${huge} two-byte characters`, 'é'.repeat(huge));
    for (const [kind, text] of Object.entries(HOSTILE_TEXT)) {
      add(kind, text);
      add(`${kind} around a valid value`, `${text}${current}${text}`);
    }
  }
  return cases;
}

const INVALID_JSON: Record<string, string> = {
  'empty body': '',
  'unterminated object': '{',
  'trailing comma': '{"a":1,}',
  'single quotes': "{'a':1}",
  'bare word': 'nul',
  NaN: '{"a":NaN}',
  'undefined value': '{"a":undefined}',
  comment: '{/* c */}',
  'two documents': '{}{}',
  'unescaped control character': '{"a":"\u0001"}',
  'invalid escape': '{"a":"\\x41"}',
  'invalid UTF-8 bytes': '{"a":"\xff\xfe"}',
};

/** The whole body broken: not JSON, not an object, nested, polluting, or too large. */
function bodyCases(sample: Json, limit: number): [string, string | Buffer][] {
  const text = serialise(sample);
  const record = sample as Record<string, Json>;
  return [
    ...Object.entries(INVALID_JSON).map(([kind, body]): [string, string | Buffer] => [
      `invalid JSON (${kind})`,
      kind === 'invalid UTF-8 bytes' ? Buffer.from(body, 'latin1') : body,
    ]),
    ...['null', '[]', '"text"', '42', 'true', '{}', `[${text}]`].map((body): [string, string] => [
      `JSON ${body.slice(0, 20)} instead of the object`,
      body,
    ]),
    [`nested arrays, depth ${depthFor(limit, 2)}`, serialise(deepArray(depthFor(limit, 2)))],
    [`nested objects, depth ${depthFor(limit, 6)}`, serialise(deepObject(depthFor(limit, 6)))],
    ['__proto__ key', `{"__proto__":{"polluted":"yes"},${text.slice(1)}`],
    ['constructor.prototype key', `{"constructor":{"prototype":{"polluted":"yes"}},${text.slice(1)}`],
    [
      'duplicate keys, the second of the wrong type',
      `${text.slice(0, -1)}${Object.keys(record).length > 0 ? ',' : ''}${Object.keys(record)
        .map((key) => `"${key}":{"x":[1]}`)
        .join(',')}}`,
    ],
    ['byte-order mark before the JSON', `\ufeff${text}`],
    ['unknown extra fields', serialise({ ...record, extra: 'x', is_admin: true })],
  ];
}

const JSON_HEADERS = { 'content-type': 'application/json' };

const gzipBombs = new Map<number, Buffer>();

/** A gzip body that inflates to 64 KB past `limit`: made once per limit (the image calls share theirs). */
function gzipBombPast(limit: number): Buffer {
  let bomb = gzipBombs.get(limit);
  if (!bomb) gzipBombs.set(limit, (bomb = gzipSync(Buffer.alloc(limit + 64 * 1024, ' '))));
  return bomb;
}

function postCases(contract: RouteContract): MalformedRequest[] {
  const sample = exampleRequestFor(contract);
  const limit = contract.maxBodyBytes;
  const text = serialise(sample);
  const post = (
    name: string,
    body: string | Buffer,
    headers: Record<string, string> = JSON_HEADERS,
    extra: Partial<MalformedRequest> = {},
    parsed?: unknown,
  ) =>
    classify(
      contract,
      { name, method: 'POST', body: Buffer.isBuffer(body) ? body : Buffer.from(body), headers, ...extra },
      parsed,
    );
  return [
    ...fieldCases(contract, sample, limit).map(({ name, body, change }) =>
      post(name, serialise(body), JSON_HEADERS, change ? { change } : {}, parsedForm(body)),
    ),
    ...bodyCases(sample, limit).map(([name, body]) => post(`body: ${name}`, body)),
    post('content type: none', text, {}),
    post('content type: text/plain', text, { 'content-type': 'text/plain' }),
    post('content type: form', 'text=Example&style=modern', { 'content-type': 'application/x-www-form-urlencoded' }),
    post('content type: multipart', `--b\r\nContent-Disposition: form-data; name="text"\r\n\r\nExample\r\n--b--\r\n`, {
      'content-type': 'multipart/form-data; boundary=b',
    }),
    post('content type: application/json in UTF-16', Buffer.from(text, 'utf16le'), {
      'content-type': 'application/json; charset=utf-16',
    }),
    post('content type: application/json with an unknown charset', text, { 'content-type': 'application/json; charset=klingon' }),
    post('content type: garbage', text, { 'content-type': ';;;/' }),
    post('content encoding: unknown', text, { ...JSON_HEADERS, 'content-encoding': 'x-pack' }),
    post('content encoding: gzip header over plain bytes', text, { ...JSON_HEADERS, 'content-encoding': 'gzip' }),
    post(
      'content encoding: gzip bomb past the body limit',
      gzipBombPast(limit),
      { ...JSON_HEADERS, 'content-encoding': 'gzip' },
      { tooLarge: true },
    ),
    post('body exactly at the limit', text, JSON_HEADERS, { paddedTo: limit, tooLarge: false }),
    post('body exactly at the limit, chunked', text, JSON_HEADERS, { paddedTo: limit, tooLarge: false, chunked: true }),
    post('body one byte over the limit, with Content-Length', text, JSON_HEADERS, { paddedTo: limit + 1, tooLarge: true }),
    post('body one byte over the limit, chunked', text, JSON_HEADERS, { paddedTo: limit + 1, tooLarge: true, chunked: true }),
    post('body 64 KiB over the limit, chunked', text, JSON_HEADERS, {
      paddedTo: limit + 64 * 1024,
      tooLarge: true,
      chunked: true,
    }),
    ...['GET', 'PUT', 'DELETE', 'PATCH'].map((method) => ({ name: `method: ${method}`, method, headers: {}, mayPass: false })),
  ];
}

/** A call without a body ignores what it is sent; only the wrong method must be refused. */
function getCases(): MalformedRequest[] {
  const body = (text: string) => Buffer.from(text);
  return [
    { name: 'with a JSON body', method: 'GET', body: body('{"a":1}'), headers: JSON_HEADERS, mayPass: true },
    { name: 'with invalid JSON', method: 'GET', body: body('{'), headers: JSON_HEADERS, mayPass: true },
    {
      name: 'query: prototype keys',
      method: 'GET',
      headers: {},
      query: '?__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
      mayPass: true,
    },
    { name: 'query: deep brackets', method: 'GET', headers: {}, query: `?a${'[b]'.repeat(200)}=1`, mayPass: true },
    {
      name: 'query: 4000 parameters',
      method: 'GET',
      headers: {},
      query: `?${Array.from({ length: 4000 }, (_v, i) => `p${i}=1`).join('&')}`,
      mayPass: true,
    },
    ...['POST', 'PUT', 'DELETE', 'PATCH'].map((method) => ({
      name: `method: ${method}`,
      method,
      body: body('{}'),
      headers: JSON_HEADERS,
      mayPass: false,
    })),
  ];
}

/**
 * A POST may succeed only as well-formed JSON (a leading byte-order mark may be ignored, RFC 8259
 * §8.1), sent as JSON, within the limit, that the contract accepts. `parsed`, when given, is what
 * the body parses to (parsedForm).
 */
function classify(contract: RouteContract, request: Omit<MalformedRequest, 'mayPass'>, parsed?: unknown): MalformedRequest {
  const plainJson =
    request.headers['content-type'] === 'application/json' && !request.headers['content-encoding'] && !request.tooLarge;
  if (!plainJson || !request.body || !contract.request) return { ...request, mayPass: false };
  try {
    const value = parsed ?? JSON.parse(request.body.toString('utf8').replace(/^\ufeff/, ''));
    return { ...request, mayPass: contract.request.safeParse(value).success };
  } catch {
    return { ...request, mayPass: false };
  }
}

/** Padding bytes, grown as a larger body asks for more and shared by every padded body of the file. */
let padding = Buffer.alloc(0);

/**
 * The bytes to send, in order: the body itself, or the body grown by an unknown "padding" field to
 * `paddedTo` bytes. The padding is a view of one shared buffer, not a copy: an image call's body at
 * its limit is some 56 MB, built five times per call (at the limit, over it, chunked or not).
 */
export function bodyOf(request: MalformedRequest): Buffer[] | undefined {
  if (!request.body || request.paddedTo === undefined) return request.body && [request.body];
  const open = request.body.subarray(0, request.body.lastIndexOf('}'));
  const field = Buffer.from(',"padding":""}');
  const length = request.paddedTo - open.length - field.length;
  if (padding.length < length) padding = Buffer.alloc(length, 'p');
  return [open, field.subarray(0, 12), padding.subarray(0, length), field.subarray(12)];
}

/** The malformed-request matrix for one call of the route table. */
export function malformedRequestsFor(contract: RouteContract): MalformedRequest[] {
  return contract.method === 'GET' ? getCases() : postCases(contract);
}

/** Requests sent as one, answered for every name they carry. */
export interface SentTogether {
  request: MalformedRequest;
  names: string[];
  /** For field cases put into one body: the cases themselves, to send apart if that body is refused. */
  members?: MalformedRequest[];
}

/** Each call's example and minimal bodies, derived once (each takes a JSON schema and many parses). */
const bodiesFor = new WeakMap<RouteContract, { sample: Json; minimal: Json }>();

/**
 * Field cases the contract accepts (each carrying its `change`) put into one body, each field with
 * its own value; undefined when the contract refuses them together (a rule
 * across fields) or the body would come near the limit.
 */
export function casesTogether(contract: RouteContract, members: readonly MalformedRequest[]): SentTogether | undefined {
  if (members.length < 2 || !contract.request) return undefined;
  // Over the minimal body plus the top-level fields the cases sit in, as each case alone is sent.
  let bodies = bodiesFor.get(contract);
  if (!bodies) bodiesFor.set(contract, (bodies = { sample: exampleRequestFor(contract), minimal: minimalRequestFor(contract) }));
  const { sample, minimal } = bodies;
  const base = members.reduce<Json>((merged, { change }) => (change ? baseFor(sample, merged, change.path) : merged), minimal);
  const body = members.reduce((merged, { change }) => (change ? setAt(merged, change.path, change.value) : merged), base);
  const text = serialise(body);
  if (Buffer.byteLength(text) > contract.maxBodyBytes / 2 || !contract.request.safeParse(parsedForm(body)).success)
    return undefined;
  const kinds = [...new Set(members.map(({ change }) => change?.kind))];
  return {
    request: {
      name: `${kinds.join(', ')}, in ${members.length} fields`,
      method: 'POST',
      body: Buffer.from(text),
      headers: JSON_HEADERS,
      mayPass: true,
    },
    names: members.map((member) => member.name),
    members: [...members],
  };
}

/**
 * Field cases the contract accepts, put together by kind: each kind (say "regex metacharacter #")
 * goes into every field that takes it in one body, where the matrix has one request per field. A
 * call whose accepted answers are expensive (a store kit renders its images and the texts of some
 * thirty fields) then renders a few times per kind, not once per field and kind, and every field
 * still carries every value. A body sent together that the service refuses is split and sent
 * again (the sweep does this), down to single fields, so a refusal of one field hides no other.
 */
export function acceptedCasesTogether(
  contract: RouteContract,
  requests: readonly MalformedRequest[],
): { together: SentTogether[]; apart: MalformedRequest[] } {
  const byKind = new Map<string, MalformedRequest[]>();
  const apart: MalformedRequest[] = [];
  for (const request of requests) {
    if (request.mayPass && request.change) byKind.set(request.change.kind, [...(byKind.get(request.change.kind) ?? []), request]);
    else apart.push(request);
  }
  const together: SentTogether[] = [];
  for (const members of byKind.values()) {
    const sent = casesTogether(contract, members);
    if (sent) together.push(sent);
    else apart.push(...members);
  }
  return { together, apart };
}
