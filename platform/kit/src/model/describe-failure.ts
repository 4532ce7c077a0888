import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  ContentFilterFinishReasonError,
  LengthFinishReasonError,
} from 'openai/core/error';
import { ModelFailure } from './model-client';

/** What went wrong with a model call, in words a visitor can read next to the result. */
export function describeFailure(error: unknown, context: { model: string; timeoutMs: number }): ModelFailure {
  const because = (reason: string) => new ModelFailure(reason, { cause: error });
  if (error instanceof ModelFailure) return error;
  if (error instanceof APIConnectionTimeoutError) return because(`no answer within ${seconds(context.timeoutMs)} seconds`);
  if (error instanceof APIUserAbortError) return because('the request was cancelled');
  if (error instanceof APIConnectionError) return because('the model server could not be reached');
  if (error instanceof APIError) return because(statusReason(error.status, context.model));
  if (error instanceof LengthFinishReasonError) return because('its answer was cut off at the token limit');
  if (error instanceof ContentFilterFinishReasonError) return because("its answer was stopped by the provider's content filter");
  return because('its answer was not valid JSON of the expected shape');
}

function statusReason(status: number | undefined, model: string): string {
  switch (status) {
    case 401:
    case 403:
      return `the API key was refused (HTTP ${status})`;
    case 404:
      return `the model "${model}" was not found (HTTP 404)`;
    case 429:
      return 'the model is rate limited or out of quota (HTTP 429)';
    default:
      return status && status >= 500
        ? `the model server failed (HTTP ${status})`
        : `the model server refused the request (HTTP ${status ?? 'error'})`;
  }
}

export const seconds = (ms: number) => (ms / 1000).toLocaleString('en', { maximumFractionDigits: 1 });
