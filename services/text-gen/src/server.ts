import { SERVICES } from '@aiapp/contracts';
import { modelFromConfig, modelSettings, serviceMain } from '@aiapp/kit';
import { warmListingClaims } from '@aiapp/listing-copy';
import { createApp } from './app';
import { warmBuiltInWriters } from './domain/warm-up';

serviceMain({
  name: 'text-gen',
  defaultPort: SERVICES['text-gen'].port,
  config: {
    ...modelSettings('text-gen'),
  },
  start: async (config, { logger, health }) => {
    // The stock lines' words are tagged and each writer run once now, not on a visitor's first request.
    warmListingClaims();
    await warmBuiltInWriters(logger);
    const model = await modelFromConfig(config, logger);
    return { app: createApp({ logger, health, ...(model ? { model } : {}) }) };
  },
});
