import { z } from 'zod';
import { ROUTES, SERVICES } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createApp } from './app';
import { createOpenAiModelClient } from './model-client/openai-model-client';

/** The model must give up early enough for the built-in engine to answer before the gateway's 504. */
const FALLBACK_MARGIN_MS = 5_000;
const MODEL_TIMEOUT_MAX_MS =
  Math.min(ROUTES.generateStoreDescription.timeoutMs, ROUTES.generateAppNames.timeoutMs) - FALLBACK_MARGIN_MS;

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const DEFAULT_MODEL = 'gpt-4.1-mini';

/** Unset or empty (as compose passes an unset variable) both mean the default. */
const orDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .default('')
    .transform((value) => value || fallback);

serviceMain({
  name: 'text-gen',
  defaultPort: SERVICES['text-gen'].port,
  config: {
    OPENAI_API_KEY: z.string().trim().default(''),
    OPENAI_BASE_URL: orDefault(DEFAULT_BASE_URL).pipe(z.url({ protocol: /^https?$/ })),
    OPENAI_MODEL: orDefault(DEFAULT_MODEL),
    OPENAI_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(1_000)
      .max(MODEL_TIMEOUT_MAX_MS, `must stay ${FALLBACK_MARGIN_MS} ms below the gateway's route timeout`)
      .default(30_000),
  },
  start: async (config, { logger, health }) => {
    // The SDK throws without a key, and without one there is nothing to call: built-in engine only.
    const model = config.OPENAI_API_KEY
      ? createOpenAiModelClient({
          apiKey: config.OPENAI_API_KEY,
          baseURL: config.OPENAI_BASE_URL,
          model: config.OPENAI_MODEL,
          timeoutMs: config.OPENAI_TIMEOUT_MS,
        })
      : undefined;
    logger.info(
      model ? { engine: 'model', model: config.OPENAI_MODEL, baseURL: config.OPENAI_BASE_URL } : { engine: 'built-in' },
      model
        ? 'AI texts from the configured model, built-in engine as fallback'
        : 'OPENAI_API_KEY not set: AI texts from the built-in engine',
    );
    return { app: createApp({ logger, health, ...(model ? { model } : {}) }) };
  },
});
