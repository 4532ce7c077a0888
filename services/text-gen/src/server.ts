import { SERVICES } from '@aiapp/contracts';
import { createLogger, modelFromConfig, modelSettings, serviceMain, warmThroughHttp } from '@aiapp/kit';
import { warmListingClaims } from '@aiapp/listing-copy';
import { createApp } from './app';
import { TEXT_WARM_UP_REQUESTS } from './warm-up-requests';

serviceMain({
  name: 'text-gen',
  defaultPort: SERVICES['text-gen'].port,
  config: {
    ...modelSettings('text-gen'),
  },
  start: async (config, { logger, health }) => {
    // The stock lines' words are tagged and each writer run through the HTTP stack on two apps'
    // requests now, not on a visitor's first request; the warm-up's app has no model, so no model is asked.
    warmListingClaims();
    await warmThroughHttp(
      createApp({ logger: createLogger('text-gen', 'silent'), health: { shuttingDown: false }, articles: [] }),
      TEXT_WARM_UP_REQUESTS,
      logger,
    );
    const model = await modelFromConfig(config, logger);
    return { app: createApp({ logger, health, ...(model ? { model } : {}) }) };
  },
});
