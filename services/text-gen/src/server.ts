import { SERVICES } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createApp } from './app';

serviceMain({
  name: 'text-gen',
  defaultPort: SERVICES["text-gen"].port,
  config: {},
  start: async (_config, { logger, health }) => ({ app: createApp({ logger, health }) }),
});
