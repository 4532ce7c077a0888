import { z } from 'zod';
import { SERVICES } from '@aiapp/contracts';
import { serviceMain } from '@aiapp/kit';
import { createApp } from './app';
import { warmLogoFonts } from './domain/logo';
import { configureSharp } from './sharp-settings';
import { configureV8 } from './v8-settings';

configureSharp();
// Before createApp starts the job worker threads.
configureV8();

serviceMain({
  name: 'image',
  defaultPort: SERVICES.image.port,
  config: {
    // More jobs at once than cores buys no throughput, only memory (bench/README.md, gateway load).
    IMAGE_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    // Waiting requests hold no body (it is read when their turn comes); 64 wait about 8 s at 8 sets/s.
    IMAGE_JOB_QUEUE: z.coerce.number().int().min(0).max(1000).default(64),
    // The store kit asks these two for its privacy pack and landing page (docs/architecture.md, Store kit).
    LEGAL_SERVICE_URL: z.url().default(`http://127.0.0.1:${SERVICES.legal.port}`),
    TEXT_GEN_SERVICE_URL: z.url().default(`http://127.0.0.1:${SERVICES['text-gen'].port}`),
  },
  start: async (config, { logger, health }) => {
    await warmLogoFonts();
    return {
      app: createApp({
        logger,
        health,
        imageJobs: { concurrency: config.IMAGE_JOB_CONCURRENCY, maxWaiting: config.IMAGE_JOB_QUEUE },
        siblings: { legal: config.LEGAL_SERVICE_URL, textGen: config.TEXT_GEN_SERVICE_URL },
      }),
    };
  },
});
