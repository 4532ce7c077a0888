import { z } from 'zod';

/**
 * The words a visitor reads when a request breaks a contract rule, written once for the form
 * and for the services' 400 answers (docs/architecture.md, Contracts drive everything). A schema's own message (e.g. the
 * "Please add at least one key feature") wins; every other rule is worded here, so zod's
 * developer wording ("Too big: expected string to have <=40 characters") never reaches a page.
 * The form shows a message next to its field, so it does not repeat the field's name.
 */
export const plainMessages: z.core.$ZodErrorMap = (issue) => {
  const entry = entryNumber(issue.path);
  switch (issue.code) {
    case 'too_small':
      return tooSmall(issue.origin, Number(issue.minimum), entry);
    case 'too_big':
      return tooBig(issue.origin, Number(issue.maximum), entry);
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return FORMAT_MESSAGES[issue.format] ?? 'Is not in the expected format';
    case 'invalid_type':
      return issue.input === undefined ? 'Required' : (TYPE_MESSAGES[issue.expected] ?? 'Has the wrong type');
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}`;
    default:
      return 'Is not valid';
  }
};

/** A list entry's place, counted from 1 as the visitor sees the rows; undefined for a field. */
function entryNumber(path: readonly PropertyKey[] | undefined): number | undefined {
  const last = path?.at(-1);
  return typeof last === 'number' ? last + 1 : undefined;
}

const subject = (entry: number | undefined) => (entry === undefined ? 'Must' : `Entry ${entry} must`);
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const characters = (n: number) => count(n, 'character', 'characters');
const entries = (n: number) => count(n, 'entry', 'entries');

function tooSmall(origin: string, minimum: number, entry: number | undefined): string {
  if (origin === 'string')
    return minimum <= 1 ? `${subject(entry)} not be blank` : `${subject(entry)} be at least ${characters(minimum)}`;
  if (origin === 'array' || origin === 'set') return `Add at least ${entries(minimum)}`;
  return `${subject(entry)} be at least ${minimum}`;
}

function tooBig(origin: string, maximum: number, entry: number | undefined): string {
  if (origin === 'string') return `${subject(entry)} be at most ${characters(maximum)}`;
  if (origin === 'array' || origin === 'set') return `At most ${entries(maximum)}`;
  return `${subject(entry)} be at most ${maximum}`;
}

const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  email: 'Please enter a valid e-mail address',
  url: 'Please enter a full web address, e.g. https://example.com',
  regex: 'Is not in the expected format',
};

const TYPE_MESSAGES: Readonly<Record<string, string>> = {
  string: 'Must be text',
  number: 'Must be a number',
  int: 'Must be a whole number',
  boolean: 'Must be true or false',
  array: 'Must be a list',
  object: 'Must be an object',
};

/** Checks a request against its contract, with the plain messages above. */
export function checkRequest<S extends z.ZodType>(schema: S, input: unknown) {
  return schema.safeParse(input, { error: plainMessages });
}

/**
 * One message per top-level request field (the first issue found for it), for showing each
 * next to its form field; issues about the request as a whole are under ''.
 */
export function messagesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    messages[field] ??= issue.message;
  }
  return messages;
}

/** The upload alerts the product spec words exactly, also used as the API's error messages. */
export const FILE_TOO_LARGE_MESSAGE = 'File size must be less than 10MB';
export const INVALID_IMAGE_FILES_MESSAGE = 'Please select valid image files';
