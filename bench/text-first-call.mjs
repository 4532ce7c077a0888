// The text tools' speed with the built-in engine (issue 28, "Speed"): the first call after a
// service starts, over HTTP to the built service, and the median in process over the tuning half
// of the evaluation briefs: over all three rounds, over the first (each brief new to the process:
// its words not yet tagged) and over the other two (each brief seen before).
//
//   npm run build && node bench/text-first-call.mjs
//
// The first call is timed from the request to the answer, once /healthz says the service is up;
// its brief is one the service has never seen (not the OpenAPI example it warms up on). The ASO
// optimizer runs in seo-tracker, which needs a database: DATABASE_URL, default the local server.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asoRequest, landingRequest, nameRequest, reviewRequests, storeRequest } from './brief-requests.mjs';
import { freePort, root, startBuilt } from './lib.mjs';

const require = createRequire(import.meta.url);
const { generateStoreDescription } = require('../services/text-gen/dist/domain/store-description');
const { generateReviewPreviews } = require('../services/text-gen/dist/domain/reviews');
const { generateLandingPage } = require('../services/text-gen/dist/domain/landing-page');
const { generateAppNames } = require('../services/text-gen/dist/domain/app-names');
const { optimizeAso } = require('../services/seo-tracker/dist/domain/aso/optimize-aso');

const briefs = JSON.parse(readFileSync(path.join(root, 'bench/briefs/briefs-200.json'), 'utf8')).filter(
  (_, index) => index % 2 === 0,
);
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const now = new Date('2026-11-25T12:00:00Z');
const tools = {
  'store description': {
    service: 'text-gen',
    route: '/api/generate-store-description',
    request: storeRequest,
    run: (body) => generateStoreDescription(body, { logger }),
  },
  'landing page': {
    service: 'text-gen',
    route: '/api/generate-landing-page',
    request: landingRequest,
    run: (body) => generateLandingPage(body, { logger, now }),
  },
  'review previews': {
    service: 'text-gen',
    route: '/api/generate-reviews',
    request: (brief) => reviewRequests(brief)[0],
    run: (body) => generateReviewPreviews(body, { logger, now }),
  },
  'app names': {
    service: 'text-gen',
    route: '/api/generate-app-names',
    request: nameRequest,
    run: (body) => generateAppNames(body, { logger }),
  },
  'ASO optimizer': {
    service: 'seo-tracker',
    route: '/api/optimize-aso',
    request: asoRequest,
    run: (body) => optimizeAso(body, { logger }),
  },
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const env = { OPENAI_API_KEY: '', DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' };
console.log('first call after start, over HTTP (a brief the service has not seen):');
for (const [name, tool] of Object.entries(tools)) {
  const port = await freePort();
  const service = await startBuilt(`services/${tool.service}/dist/server.js`, { ...env, PORT: String(port) });
  try {
    const started = performance.now();
    const res = await fetch(`${service.url}${tool.route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(tool.request(briefs[1])),
    });
    await res.arrayBuffer();
    console.log(`  ${name.padEnd(18)} ${res.status} in ${(performance.now() - started).toFixed(1)} ms`);
  } finally {
    service.stop();
  }
}

console.log(`in process, median over ${briefs.length} briefs × 3 rounds (after one call):`);
for (const [name, tool] of Object.entries(tools)) {
  const bodies = briefs.map(tool.request);
  await tool.run(bodies[0]);
  const rounds = [[], [], []];
  for (const times of rounds)
    for (const body of bodies) {
      const started = performance.now();
      await tool.run(body);
      times.push(performance.now() - started);
    }
  const [fresh, ...seen] = rounds;
  console.log(
    `  ${name.padEnd(18)} median ${median(rounds.flat()).toFixed(2)} ms (new briefs ${median(fresh).toFixed(2)} ms, seen before ${median(seen.flat()).toFixed(2)} ms)`,
  );
}
