import type { z } from 'zod';
import type { ModelSkipReason } from '@aiapp/contracts';

/** The longest answer a text tool needs (a 4,000-character store description and its variations) with room to spare. */
export const DEFAULT_MAX_COMPLETION_TOKENS = 3_000;
/** Model calls one service process runs at once by default (MODEL_MAX_IN_FLIGHT). */
export const DEFAULT_MAX_IN_FLIGHT = 8;

export interface ModelRequest<S extends z.ZodType> {
  /** The answer's shape, sent as strict structured output and checked on the way back. */
  schema: S;
  /** The schema's name as the model sees it. */
  name: string;
  instructions: string;
  input: string;
  signal?: AbortSignal;
}

/** An OpenAI-compatible chat model that answers with one JSON object of a given shape. */
export interface ModelClient {
  readonly model: string;
  /** Rejects with a ModelFailure whenever no answer of the right shape came back. */
  generate<S extends z.ZodType>(request: ModelRequest<S>): Promise<z.output<S>>;
}

/** Why the model's answer could not be used, worded for the person reading the result. */
export class ModelFailure extends Error {
  /** Set when the model was not asked at all: which budget or cap stopped the call. */
  readonly skipped: ModelSkipReason | null;
  constructor(
    readonly reason: string,
    options?: { cause?: unknown; skipped?: ModelSkipReason },
  ) {
    super(reason, options);
    this.name = 'ModelFailure';
    this.skipped = options?.skipped ?? null;
  }
}
