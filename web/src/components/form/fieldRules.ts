import { z } from 'zod';

/**
 * What a form control needs to know about one request field, read from the contract's schema
 * so a limit is written once, in shared-contracts (docs/architecture.md, "Contracts drive
 * everything"). Lengths count what the schema counts (UTF-16 code units, like `maxLength`).
 */
export interface FieldRules {
  /** The visitor must fill it: not optional or defaulted, and the contract refuses it left empty. */
  required: boolean;
  /** A text's bounds, or each row's for a list typed row by row. */
  minLength?: number;
  maxLength?: number;
  /** A list's bounds (textRows). */
  minRows?: number;
  maxRows?: number;
  /** A number's bounds; `step` is 1 for whole numbers. */
  min?: number;
  max?: number;
  step?: number;
  /** The values an enum allows, in the contract's order. */
  options?: readonly string[];
}

type Schema = z.core.$ZodType;

/**
 * The schema the visitor's input meets: through defaults and optionals (which make a field
 * optional), the input side of `.pipe()` and `.transform()`, and the inner schema of a
 * `z.preprocess()` (see https://zod.dev/api?id=pipes and https://zod.dev/api?id=preprocess).
 */
function inputSide(schema: Schema): { schema: Schema; optional: boolean } {
  let current = schema as z.core.$ZodTypes;
  let optional = false;
  for (;;) {
    const def = current._zod.def;
    switch (def.type) {
      case 'default':
      case 'prefault':
      case 'optional':
        optional = true;
        current = def.innerType as z.core.$ZodTypes;
        break;
      case 'nullable':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        current = def.innerType as z.core.$ZodTypes;
        break;
      case 'pipe':
        current = (def.in._zod.def.type === 'transform' ? def.out : def.in) as z.core.$ZodTypes;
        break;
      default:
        return { schema: current, optional };
    }
  }
}

interface Bounds {
  min?: number;
  max?: number;
  whole: boolean;
}

/**
 * Folds a schema's checks (`.min()`, `.max()`, `.length()`, `.int()`) into the bounds they
 * allow. An exclusive number bound (`.gt()`, `.positive()`) tightens by one for whole numbers;
 * HTML has no exclusive bound for other numbers, so there it stays as written.
 */
function boundsOf(schema: Schema): Bounds {
  const bounds: Bounds = { whole: false };
  const exclusive = { min: false, max: false };
  const atLeast = (value: number) => (bounds.min = Math.max(bounds.min ?? -Infinity, value));
  const atMost = (value: number) => (bounds.max = Math.min(bounds.max ?? Infinity, value));
  for (const check of schema._zod.def.checks ?? []) {
    const def = (check as z.core.$ZodChecks)._zod.def;
    switch (def.check) {
      case 'min_length':
        atLeast(def.minimum);
        break;
      case 'max_length':
        atMost(def.maximum);
        break;
      case 'length_equals':
        atLeast(def.length);
        atMost(def.length);
        break;
      case 'greater_than':
        atLeast(Number(def.value));
        exclusive.min = !def.inclusive;
        break;
      case 'less_than':
        atMost(Number(def.value));
        exclusive.max = !def.inclusive;
        break;
      case 'number_format':
        bounds.whole ||= def.format.includes('int');
        break;
    }
  }
  if (bounds.whole && exclusive.min && bounds.min !== undefined) bounds.min += 1;
  if (bounds.whole && exclusive.max && bounds.max !== undefined) bounds.max -= 1;
  return bounds;
}

/** The request fields of an object schema (its refinements keep the shape). */
function shapeOf(schema: Schema): Readonly<Record<string, Schema>> {
  const { schema: object } = inputSide(schema);
  const def = (object as z.core.$ZodTypes)._zod.def;
  if (def.type !== 'object') throw new Error(`Field rules need an object schema, not ${def.type}`);
  return def.shape;
}

/** The rules of one request field, e.g. `fieldRules(StoreDescriptionRequest, 'app_name')` → `{ required: true, minLength: 1, maxLength: 80 }`. */
export function fieldRules(schema: Schema, field: string): FieldRules {
  const fieldSchema = shapeOf(schema)[field];
  if (!fieldSchema) throw new Error(`The contract has no field ${field}`);
  return rulesOf(fieldSchema);
}

/** What a control holds when the visitor leaves it empty. */
const EMPTY_INPUT: Readonly<Record<string, unknown>> = { string: '', array: [], enum: '' };

function rulesOf(fieldSchema: Schema): FieldRules {
  const { schema: input, optional } = inputSide(fieldSchema);
  const def = (input as z.core.$ZodTypes)._zod.def;
  const bounds = boundsOf(input);
  // Asked of the whole field, so a blank that trims to nothing, an address format or a list's
  // minimum after blank rows are dropped all count.
  const required = !optional && !z.safeParse(fieldSchema, EMPTY_INPUT[def.type]).success;
  switch (def.type) {
    case 'string':
      return { required, minLength: bounds.min, maxLength: bounds.max };
    case 'array': {
      const row = boundsOf(inputSide(def.element).schema);
      return {
        required,
        minRows: bounds.min,
        maxRows: bounds.max,
        minLength: row.min,
        maxLength: row.max,
      };
    }
    case 'number':
      return { required, min: bounds.min, max: bounds.max, step: bounds.whole ? 1 : undefined };
    case 'enum':
      return { required, options: Object.values(def.entries).map(String) };
    case 'record':
      // A text per key (the policy's purpose per data category): each value's limit.
      return { ...rulesOf(def.valueType), required };
    default:
      return { required };
  }
}

/** The choices a field offers: an enum's values, or each whole number of a bounded range. */
export function choicesOf(rules: FieldRules): readonly string[] {
  if (rules.options) return rules.options;
  const { min, max, step } = rules;
  if (min === undefined || max === undefined || step !== 1) throw new Error('The field offers no fixed choices');
  return Array.from({ length: max - min + 1 }, (_, index) => String(min + index));
}
