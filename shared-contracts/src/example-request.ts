import { z } from 'zod';
import type { RouteContract } from './routes';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonPath = (string | number)[];

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: Json[];
  /** From a field's `.meta({ examples })`: a value the service accepts where the type alone cannot say. */
  examples?: Json[];
  minimum?: number;
  minItems?: number;
}

/** A 1×1 PNG as a data URL: what an image field accepts. */
export const EXAMPLE_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** Values tried, in order, for a text field without an example until the contract accepts one. */
const TEXT_CANDIDATES = ['Example', 'dev@example.com', 'https://example.com', '2025-01-15', 'us'];

function skeleton(schema: JsonSchema): Json {
  if (schema.examples && schema.examples.length > 0) return schema.examples[0] ?? null;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0] ?? null;
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, child]) => [key, skeleton(child)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => skeleton(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return TEXT_CANDIDATES[0] ?? '';
  }
}

/** The schema of the node at `path`. */
function schemaAt(schema: JsonSchema, path: JsonPath): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of path) node = typeof key === 'number' ? node?.items : node?.properties?.[key];
  return node;
}

/** The next value to try for a refused node: the next choice of an enum, else the next text candidate. */
function nextCandidate(schema: JsonSchema | undefined, tried: Json | undefined): Json | undefined {
  if (schema?.enum) return schema.enum[schema.enum.indexOf(tried ?? null) + 1];
  return typeof tried === 'string' ? TEXT_CANDIDATES[TEXT_CANDIDATES.indexOf(tried) + 1] : undefined;
}

export function getAt(value: Json, path: JsonPath): Json | undefined {
  let node: Json | undefined = value;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string, Json>)[key] : undefined;
  return node;
}

/** A deep copy of `value` with the node at `path` replaced (or removed when `replacement` is undefined). */
export function setAt(value: Json, path: JsonPath, replacement: Json | undefined): Json {
  const copy = structuredClone(value);
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, Json> | Json[];
  const key = path[path.length - 1] as string | number;
  if (replacement !== undefined) (parent as Record<string | number, Json>)[key] = replacement;
  else if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return copy;
}

/**
 * A body the call's contract accepts (the example in the OpenAPI document, which the tests and
 * `make up-check` send), derived from its request schema alone, so calls added to the route table
 * later get one too: each field starts from its example or its JSON-schema type, and a
 * text field the contract refuses is retried with the next candidate (e-mail, URL, date...), and a
 * refused choice with the enum's next value (a rule across fields, e.g. a rating and a review type).
 */
export function exampleRequestFor(contract: RouteContract): Json {
  if (!contract.request) return null;
  const schema = z.toJSONSchema(contract.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  let body = skeleton(schema);
  for (let round = 0; round < 20; round += 1) {
    const parsed = contract.request.safeParse(body);
    if (parsed.success) return body;
    const path = parsed.error.issues[0]?.path as JsonPath;
    const next = nextCandidate(schemaAt(schema, path), getAt(body, path));
    // No candidate left: the field must be optional, so leave it out.
    body = setAt(body, path, next);
  }
  throw new Error(`No valid example body could be derived for ${contract.path}: teach exampleRequestFor the new field type`);
}
