import { SERVICES } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createApp } from './app';

serviceMain({
  name: 'legal',
  defaultPort: SERVICES.legal.port,
  config: {},
  start: async (_config, { logger, health }) => ({ app: createApp({ logger, health }) }),
});
