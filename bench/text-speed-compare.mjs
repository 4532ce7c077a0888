// The built-in text tools of two builds in one process, interleaved brief by brief (which build
// goes first alternates), so both see the same machine load: CPU and wall time per call, median
// over bench/briefs/briefs-200.json, round 0 with every brief new to the process, later rounds
// with every brief seen before. For before/after figures of a change meant only to be faster.
//
//   node bench/text-speed-compare.mjs <worktree A, built> <worktree B, built> [tool,tool|all] [rounds]
//
// Tools: store, landing, reviews, aso, names. Both builds share node_modules' compromise and
// pluralize (one copy each in the process); each has its own caches.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const [first, second, only = 'all', roundsText = '3'] = process.argv.slice(2);
if (!first || !second) throw new Error('usage: node bench/text-speed-compare.mjs <worktree A> <worktree B> [tools] [rounds]');
const rounds = Number(roundsText);
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const now = new Date('2026-11-25T12:00:00Z');

function load(root) {
  const require = createRequire(path.join(path.resolve(root), 'bench', 'compare.mjs'));
  const started = performance.now();
  const store = require('../services/text-gen/dist/domain/store-description').generateStoreDescription;
  const reviews = require('../services/text-gen/dist/domain/reviews').generateReviewPreviews;
  const landing = require('../services/text-gen/dist/domain/landing-page').generateLandingPage;
  const aso = require('../services/seo-tracker/dist/domain/aso/optimize-aso').optimizeAso;
  const names = require('../services/text-gen/dist/domain/app-names/suggest-names').suggestAppNames;
  console.log(`${root}: modules loaded in ${(performance.now() - started).toFixed(0)} ms`);
  return {
    store: (body) => store(body, { logger }),
    landing: (body) => landing(body, { logger, now }),
    reviews: (body) => reviews(body, { logger, now }),
    aso: (body) => aso(body, { logger }),
    names: (body) => names(body),
  };
}

const { asoRequest, landingRequest, nameRequest, reviewRequests, storeRequest } = await import('./brief-requests.mjs');
const requests = {
  store: storeRequest,
  landing: landingRequest,
  reviews: (brief) => reviewRequests(brief)[0],
  aso: asoRequest,
  names: nameRequest,
};
const builds = { A: load(first), B: load(second) };
const briefs = JSON.parse(readFileSync(new URL('briefs/briefs-200.json', import.meta.url), 'utf8'));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(run, body, into) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(body);
  into.wall.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
}

for (const tool of only === 'all' ? Object.keys(requests) : only.split(',')) {
  const bodies = briefs.map(requests[tool]);
  for (let round = 0; round < rounds; round += 1) {
    const times = { A: { cpu: [], wall: [] }, B: { cpu: [], wall: [] } };
    for (const [index, body] of bodies.entries()) {
      for (const build of index % 2 ? ['A', 'B'] : ['B', 'A']) await timed(builds[build][tool], body, times[build]);
    }
    const figures = (build) => `${build} CPU ${median(times[build].cpu).toFixed(2)} wall ${median(times[build].wall).toFixed(2)}`;
    console.log(`${tool.padEnd(8)} round ${round} (${round ? 'seen' : 'new '})  ${figures('A')}  |  ${figures('B')}  ms median`);
  }
}
