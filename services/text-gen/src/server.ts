import { SERVICES } from '@aiapp/contracts';
import { modelFromConfig, modelSettings, serviceMain } from '@aiapp/kit';
import { createApp } from './app';

serviceMain({
  name: 'text-gen',
  defaultPort: SERVICES['text-gen'].port,
  config: {
    ...modelSettings('text-gen'),
  },
  start: async (config, { logger, health }) => {
    const model = await modelFromConfig(config, logger);
    return { app: createApp({ logger, health, ...(model ? { model } : {}) }) };
  },
});
