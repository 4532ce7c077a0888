import type { STORE_FAILURES } from '@aiapp/contracts';

export type StoreFailure = (typeof STORE_FAILURES)[number];

/** A store request that did not give us results, classified so the page can say why. */
export class StoreError extends Error {
  constructor(
    readonly failure: StoreFailure,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export function isStoreError(error: unknown): error is StoreError {
  return error instanceof StoreError;
}
