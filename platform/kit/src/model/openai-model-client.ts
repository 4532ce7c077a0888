import OpenAI from 'openai';
import type { z } from 'zod';
import { zodResponseFormat } from 'openai/helpers/zod';
import { DEFAULT_MAX_COMPLETION_TOKENS, DEFAULT_MAX_IN_FLIGHT, ModelFailure, type ModelClient } from './model-client';
import { describeFailure, seconds } from './describe-failure';

const SDK_TIMEOUT_SLACK_MS = 1_000;

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible server: api.openai.com, Ollama, vLLM, LM Studio. */
  baseURL: string;
  model: string;
  /** For the whole call; kept below the gateway's route timeout so a fallback still answers in time. */
  timeoutMs: number;
  /** Sent as `max_completion_tokens`: the most one answer may cost. */
  maxCompletionTokens?: number;
  /** Model calls this process runs at once; one more is not sent, the built-in engine answers it. */
  maxInFlight?: number;
  /** Tests and proxies may supply their own fetch. */
  fetch?: typeof fetch;
}

/**
 * A ModelClient on the openai SDK's Chat Completions `parse`, the structured-output call
 * OpenAI-compatible servers support most widely. No retries: a failed call falls back to the
 * built-in engine at once instead of spending the visitor's time.
 */
export function createOpenAiModelClient(settings: OpenAiSettings): ModelClient {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    // The SDK's own timeout stops at the response headers; ours (below) covers the whole call.
    timeout: settings.timeoutMs + SDK_TIMEOUT_SLACK_MS,
    maxRetries: 0,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  });
  const context = { model: settings.model, timeoutMs: settings.timeoutMs };
  const maxInFlight = settings.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  let inFlight = 0;

  return {
    model: settings.model,
    async generate({ schema, name, instructions, input, signal }) {
      if (inFlight >= maxInFlight) {
        throw new ModelFailure(`the server already runs ${maxInFlight} AI requests, its most at once`, { skipped: 'busy' });
      }
      if (signal?.aborted) throw new ModelFailure('the request was cancelled');
      inFlight += 1;
      const deadline = AbortSignal.timeout(settings.timeoutMs);
      try {
        const completion = await client.chat.completions.parse(
          {
            model: settings.model,
            messages: [
              { role: 'system', content: instructions },
              { role: 'user', content: input },
            ],
            response_format: zodResponseFormat(schema, name),
            max_completion_tokens: settings.maxCompletionTokens ?? DEFAULT_MAX_COMPLETION_TOKENS,
          },
          { signal: signal ? AbortSignal.any([deadline, signal]) : deadline },
        );
        const message = completion.choices[0]?.message;
        if (message?.refusal) throw new ModelFailure('the model declined the request');
        if (message?.parsed == null) throw new ModelFailure('the model sent an empty answer');
        // parse() checked the answer against `schema`; the SDK types it loosely.
        return message.parsed as z.output<typeof schema>;
      } catch (error) {
        if (deadline.aborted) throw new ModelFailure(`no answer within ${seconds(settings.timeoutMs)} seconds`, { cause: error });
        throw describeFailure(error, context);
      } finally {
        inFlight -= 1;
      }
    },
  };
}
