import { SERVICES } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createApp } from './app';

serviceMain({
  name: 'seo-tracker',
  defaultPort: SERVICES["seo-tracker"].port,
  config: {},
  start: async (_config, { logger, health }) => ({ app: createApp({ logger, health }) }),
});
