import { z } from 'zod';
import { ROUTE_LIST, type ServiceName } from '@aiapp/contracts';
import type { Logger } from '../logger';
import { DEFAULT_MAX_COMPLETION_TOKENS, DEFAULT_MAX_IN_FLIGHT, type ModelClient } from './model-client';
import type { OpenAiSettings } from './openai-model-client';

/** The model must give up early enough for the built-in engine to answer before the gateway's 504. */
export const MODEL_FALLBACK_MARGIN_MS = 5_000;
const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4.1-mini';
const DEFAULT_TIMEOUT_MS = 30_000;

/** Unset or empty (as compose passes an unset variable) both mean the default. */
const orDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .default('')
    .transform((value) => value || fallback);

/** The longest model call a service may allow: its shortest model route's gateway timeout, less the fallback margin. */
export function modelTimeoutMaxMs(service: ServiceName): number {
  const timeouts = ROUTE_LIST.filter((route) => route.service === service && route.rateLimit === 'model').map(
    (route) => route.timeoutMs,
  );
  if (timeouts.length === 0) throw new Error(`${service} serves no route a model answers`);
  return Math.min(...timeouts) - MODEL_FALLBACK_MARGIN_MS;
}

/**
 * The settings of the OpenAI-compatible model, the same names in every service that writes text
 * with one (spread into `serviceMain`'s config). An empty key means the built-in engines only.
 */
export function modelSettings(service: ServiceName) {
  return {
    OPENAI_API_KEY: z.string().trim().default(''),
    OPENAI_BASE_URL: orDefault(DEFAULT_BASE_URL).pipe(z.url({ protocol: /^https?$/ })),
    OPENAI_MODEL: orDefault(DEFAULT_MODEL),
    OPENAI_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .max(modelTimeoutMaxMs(service), `must stay ${MODEL_FALLBACK_MARGIN_MS} ms below the gateway's route timeout`)
      .default(DEFAULT_TIMEOUT_MS),
    OPENAI_MAX_COMPLETION_TOKENS: z.coerce.number().int().min(256).max(100_000).default(DEFAULT_MAX_COMPLETION_TOKENS),
    MODEL_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1_000).default(DEFAULT_MAX_IN_FLIGHT),
  };
}

export interface ModelConfig {
  OPENAI_API_KEY: string;
  OPENAI_BASE_URL: string;
  OPENAI_MODEL: string;
  OPENAI_TIMEOUT_MS: number;
  OPENAI_MAX_COMPLETION_TOKENS: number;
  MODEL_MAX_IN_FLIGHT: number;
}

/** A ModelClient on the openai SDK, which is loaded on this first call. */
export async function openAiModelClient(settings: OpenAiSettings): Promise<ModelClient> {
  const { createOpenAiModelClient } = await import('./openai-model-client');
  return createOpenAiModelClient(settings);
}

/** The configured model, or undefined without a key (the SDK refuses to start without one, and there is nothing to call). */
export async function modelFromConfig(config: ModelConfig, logger: Logger): Promise<ModelClient | undefined> {
  const model = config.OPENAI_API_KEY
    ? await openAiModelClient({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL,
        model: config.OPENAI_MODEL,
        timeoutMs: config.OPENAI_TIMEOUT_MS,
        maxCompletionTokens: config.OPENAI_MAX_COMPLETION_TOKENS,
        maxInFlight: config.MODEL_MAX_IN_FLIGHT,
      })
    : undefined;
  logger.info(
    model ? { engine: 'model', model: config.OPENAI_MODEL, baseURL: config.OPENAI_BASE_URL } : { engine: 'built-in' },
    model
      ? 'AI texts from the configured model, built-in engine as fallback'
      : 'OPENAI_API_KEY not set: AI texts from the built-in engine',
  );
  return model;
}
