import sharp from 'sharp';
import { SERVICES } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createApp } from './app';

// libvips' operation cache only helps when the same operation repeats on the same input; uploads
// never do, so it would only hold on to memory (up to 50 MB by default) between requests.
sharp.cache(false);

serviceMain({
  name: 'image',
  defaultPort: SERVICES.image.port,
  config: {},
  start: async (_config, { logger, health }) => ({ app: createApp({ logger, health }) }),
});
