#!/usr/bin/env node
// The built-in text engine's time per call: the store description and app name generators with
// no model configured, in-process (the domain functions) and over HTTP to the built service.
// Needs `npm run build` first.
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, measureInterleaved, root, startBuilt } from './lib.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 1000);
const require = createRequire(import.meta.url);
const { StoreDescriptionRequest, AppNameRequest } = require(path.join(root, 'shared-contracts/dist'));
const { writeStoreDescription } = require(path.join(root, 'services/text-gen/dist/domain/store-description/built-in'));
const { suggestAppNames } = require(path.join(root, 'services/text-gen/dist/domain/app-names/suggest-names'));

const typical = {
  app_name: 'FitTrack',
  app_category: 'Health & Fitness',
  key_features: [
    'Track workouts and runs with GPS',
    'Personalized training plans',
    'Sync with Apple Health and Google Fit',
    'Progress charts',
  ],
  target_audience: 'busy professionals who want to stay fit',
  app_type: 'health',
  unique_selling_points: ['No ads, ever', 'Works offline', 'Your data stays on your device'],
};
const long = (label) => `${label} ${'with a long explanation of the benefit it brings '.repeat(5)}`.slice(0, 200);
const largest = {
  ...typical,
  app_name: 'A'.repeat(80),
  key_features: Array.from({ length: 15 }, (_, index) => long(`Feature ${index + 1}`)),
  unique_selling_points: Array.from({ length: 10 }, (_, index) => long(`Point ${index + 1}`)),
};
const names = { keywords: ['fitness', 'track', 'habit tracker'], category: 'health' };

const port = await freePort();
const service = await startBuilt('services/text-gen/dist/server.js', { PORT: String(port), OPENAI_API_KEY: '' });
const post = (route, body) => async () => {
  const res = await fetch(`${service.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  await res.arrayBuffer();
};
const inProcess = (run) => async () => run();

try {
  const figures = await measureInterleaved(
    {
      'store description, typical, in-process': inProcess(() => writeStoreDescription(StoreDescriptionRequest.parse(typical))),
      'store description, largest, in-process': inProcess(() => writeStoreDescription(StoreDescriptionRequest.parse(largest))),
      'app names, in-process': inProcess(() => suggestAppNames(AppNameRequest.parse(names))),
      'store description, typical, HTTP': post('/api/generate-store-description', typical),
      'store description, largest, HTTP': post('/api/generate-store-description', largest),
      'app names, HTTP': post('/api/generate-app-names', names),
    },
    COUNT,
  );
  console.log(`Built-in text engine, ${COUNT} rounds after a warm-up, sequential, keep-alive`);
  for (const [name, { median, p99 }] of Object.entries(figures)) {
    console.log(`${name.padEnd(42)} median ${median.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms`);
  }
} finally {
  service.stop();
}
