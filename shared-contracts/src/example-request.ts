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

/** A 200×400 PNG as a data URL: the smallest screenshot the resizer takes (200 px on each side). */
export const EXAMPLE_SCREENSHOT_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAMgAAAGQCAMAAADcLN+CAAAAA1BMVEUlY+vg9LpFAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAZUlEQVR42u3BMQEAAADCoPVPbQ0PoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAgHcDOh8AAeEUs6UAAAAASUVORK5CYII=';

/** A 1×1 PNG as a data URL: what an image field accepts. */
export const EXAMPLE_PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** A 256×192 HEIC (test-support/fixtures/images/iphone-photo.heic) as a data URL: what the HEIC converter accepts. */
export const EXAMPLE_HEIC_DATA_URL =
  'data:image/heic;base64,AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUFtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFlAAEAAAAAAAAGnwAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAwWlwcnAAAACjaXBjbwAAAHdodmNDAQQIAAAAAAAAAAAAPPAA/P36+gAADwMgAAEAF0ABDAH//wQIAAADAJ24AAADAAA8ugJAIQABACtCAQEECAAAAwCduAAAAwAAPKAICAwTZbqSSmubgQEDAgAAAwACAAADAAIQIgABAAdEAcFysGJAAAAAFGlzcGUAAAAAAAABAAAAAMAAAAAQcGl4aQAAAAADCgoKAAAAFmlwbWEAAAAAAAAAAQABA4ECgwAABqdtZGF0AAAGmygBrw7YqRIggDSDAcnX+85E73+U4PIeS7ANYmbR6EbSWu89QMA1LgZ+tP4CJm7BZKKBgTyp6v1NRC5FvyX5rh/qOMf/k/jfl+v0unB43las01u7v/CDz9pylVfAzEa5vf//euofiPCH/gGYjeH8xC8HtEOxCZI3vJkx6IodA4qQ0Ra1tzMvgB6KC2Q8H0uC9VzissbHFVnLyI7YK77/4RY52rfnyjKOMtKIHNFK6UtLfibKXhgZ+G/xjFHWv/OwBiTEBv35HYsKAg4q2wS4rSwBFFWLCib/PcgVP5EC7XaKKfTNfianPThAEPMaB4XtoQtlJj8MdgN4a84zrhbmb3gU7E1EegGNLdUKvPblSJrHFbxdljvcX2Djqeou50W5r2krFhwuvWKgNkrPR232q4H/zsNv+OEk4l1sjYM0Bbqbfemv5JnZRLASyDARFh2ln4+NRDXEQacCXmfr3y4oPzxIfsTX6EkqC4/YwQWOV1GtvslQeElq2XpWhl0WCo1BAgvdNW/NLNdhTr/QIPPTjni1wDkrF4SeA3h4/lQqTVDOvYIHRdhtUWjo5uTD1EhQojWizTlLHSuR69nxTEhsNFIlrd89OJ9dCOfkxQ/kaFJ15KqSiO35m7r4J6JXYRJuUQ4YsqFiboqilOsdG/3o/RX5HJXMrub+fUXmQ+5ErCS4SjQfbO7YLVpHDeo0FsXHIjpVBXl8C+eqepy3yVkgEIU2pI1GQuQaCTSlIDBGhl0qoByWQdM7RlDF4J5sRiov4R3aFMmL7MVlJ6UYI6VRsAOkAuQUmI0br30vna8zzM9Qw68JDWmzmIRc2m4ZTcQX6B+rECM4lNNXKDjn2lWHTYyQCUNlEtzYkYHBfAuyxi34yNoucIavWwCha72gGVbinxfThBaHcHhklEAs+ASNP9hOoAF6uySzg1ZN2jn9wdjDwy4N2bUB0mCf14/1ApxGaUMcpCJckCsuXzfq/YSYBFS7oky8qv9UJEyxJ/0GEZSgPIhz2TqO0ZOH4Olfdzt9mY1rXYJiic02xg78T+fd6RPCCQOpYRA2QihabhSQg/ioj6ATyx8RKXjGjyxx844CTldZbPO9axoYvGynV6Ty/cDYYSrcfhMSAV6oXkrCw6aw6Ma7WLB+cjxzKVb9tgmKeb7eiZuevo4l0sDBzBAJVh+xQdb+rfY+CMC8moit03ycN9AFiikH0A6MQhfLBMCUqADaPvnaA8ugnOK2Oun+RHjtEaDFZ4E+GqI8eCkl/j9u/R6Sk8jRz8kLU+aEtuxdZTMyBDIk5mj9R3wJhIDfCKOQ0E4bYpFBvWRPw9EgGoLpHhnCnMobeADImag71tQSYyJZ3QXSBk2S6DaNgREnH7dIMjJHV/NfEifYEiwmdwIuSxamq3G/UYz44BjDkrh56gHoTZM2cJc3Ro9FgaKmqVq9Y/1/eKbfd+cSAmTJUhGbRIZGn721oMz5bcKCRrKkgT4jFcyWkzhEhgCAY7SXBU823nstNtxBZr4OYFhKsEiwACWIkR2ateENKEKnGumSMizY4d+PJ+qSJCf8jZaf//8wc05/zHj8Y/jjGzhEnA8vHKAqWYNZXZOCVcAPBmtw2A6HKeZbjIKdCoWXx35Z5+hbwFPtbBSOykK2w9SaMfh2vZHuf8KlgCU4e7nVLvpEhH5AWyaUSG+DiH1wQWHC4dPGCCqalurgp/vp5yKc2fSvy6lMJXW5kUXzjLVSy0R5KTWrG+UbGqhOzWjT+zJDTIWZSMWS374xt4WyHYLCt3rExdYPchfjDP/YB1JfLUj3t6dolAf+NV4oxo4XrXgZfRoBEPIGKSAyTH5TTYNuNySaOeIP2Yd/nj0bsRVaSdThJ0Ie3tHaeCreMYA0KCS6l2BNjhiHQWp9zOIg2W/lHYWT6qqA1qIPwM/te4qiLQwcKCZ0C6AVeiEu3dGf3JSYIAFQKpeelw2tGjWmg6Or8wxdkXoP1L+Wda89mpbsGzqQRw8m2sOpBrtQ0f7GUhwQbum+r9eZYNltTGTphuw0ZZOwPoWSQ5vkJQ50NAfY8eZUtXz9UnuVL6iQ9Pm+jTa2NYciSREC0Z61F6DpCF9UsGQFsAC0Pld764NWnmbuophkgR9Z50wF3vE+gcU7xTE84B9D4F5vjEKgka2QJ7sfhkN4UvaQnLJyDtrfl4apLWQFtXtWAJduCq0rI5g4grrRBvxpc8laWGrESTGuIuAakLylCtw/TQ2sA//tLx/iRUhfdK7P4fYniROsAMaA';

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
  // Each refused field costs a round per candidate: the store kit's profile, the largest request, needs about 30.
  for (let round = 0; round < 60; round += 1) {
    const parsed = contract.request.safeParse(body);
    if (parsed.success) return body;
    const path = parsed.error.issues[0]?.path as JsonPath;
    const next = nextCandidate(schemaAt(schema, path), getAt(body, path));
    // No candidate left: the field must be optional, so leave it out.
    body = setAt(body, path, next);
  }
  throw new Error(`No valid example body could be derived for ${contract.path}: teach exampleRequestFor the new field type`);
}
