import type { z } from 'zod';

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
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'ModelFailure';
  }
}
