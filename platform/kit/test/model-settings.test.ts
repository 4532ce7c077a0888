import { z } from 'zod';
import { ROUTES } from '@aiapp/contracts';
import { MODEL_FALLBACK_MARGIN_MS, modelFromConfig, modelSettings, modelTimeoutMaxMs, readConfig } from '../src';
import { silentLogger } from '@aiapp/test-support';

describe('the model settings every text-writing service reads', () => {
  it('When a service answers with a model, then its timeout stays the fallback margin below its shortest model route', () => {
    expect(modelTimeoutMaxMs('text-gen')).toBe(
      Math.min(
        ROUTES.generateStoreDescription.timeoutMs,
        ROUTES.generateAppNames.timeoutMs,
        ROUTES.generateReviews.timeoutMs,
        ROUTES.generateLandingPage.timeoutMs,
      ) - MODEL_FALLBACK_MARGIN_MS,
    );
    expect(modelTimeoutMaxMs('seo-tracker')).toBe(ROUTES.optimizeAso.timeoutMs - MODEL_FALLBACK_MARGIN_MS);
    expect(() => modelTimeoutMaxMs('image')).toThrow(/serves no route a model answers/);
  });

  it('When nothing is set, then the defaults apply and no model is made', async () => {
    const config = readConfig(z.object(modelSettings('seo-tracker')), { env: { OPENAI_BASE_URL: '', OPENAI_MODEL: '' } });
    expect(config).toEqual({
      OPENAI_API_KEY: '',
      OPENAI_BASE_URL: 'https://api.openai.com/v1',
      OPENAI_MODEL: 'gpt-4.1-mini',
      OPENAI_TIMEOUT_MS: 30_000,
      OPENAI_MAX_COMPLETION_TOKENS: 3_000,
      MODEL_MAX_IN_FLIGHT: 8,
    });
    expect(await modelFromConfig(config, silentLogger)).toBeUndefined();
  });

  it('When a key is set, then the model is made with the configured name', async () => {
    const config = readConfig(z.object(modelSettings('text-gen')), {
      env: { OPENAI_API_KEY: 'ollama', OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3.2:3b' },
    });
    expect((await modelFromConfig(config, silentLogger))?.model).toBe('llama3.2:3b');
  });

  it('When the timeout would reach the gateway timeout or the address is not http, then the service refuses to start and says why', () => {
    expect(() =>
      readConfig(z.object(modelSettings('seo-tracker')), { env: { OPENAI_TIMEOUT_MS: '41000', OPENAI_BASE_URL: 'ftp://x' } }),
    ).toThrow(/OPENAI_BASE_URL[\s\S]*OPENAI_TIMEOUT_MS: must stay 5000 ms below the gateway's route timeout/);
  });
});
