#!/usr/bin/env node
// The logo maker's time per logo, in-process: the font warm-up the service does at start, the
// first logo after it, then every style × layout over short, long, wide and non-Latin names.
// Needs `npm run build` first.
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile, root } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_COUNT ?? 20);
const require = createRequire(import.meta.url);
const { buildLogo, warmLogoFonts } = require(path.join(root, 'services/image/dist/domain/logo'));
const { LOGO_LAYOUTS, LOGO_STYLES } = require(path.join(root, 'shared-contracts/dist'));

const NAMES = ['Habitloop', 'Super Long Application Name For Testing Wrap', 'W'.repeat(20), 'Café Déjà', 'Привет мир'];

const warmStart = performance.now();
await warmLogoFonts();
const warmMs = performance.now() - warmStart;
const firstStart = performance.now();
buildLogo({ text: 'Habitloop', style: 'modern', color_scheme: 'blue' });
const firstMs = performance.now() - firstStart;

const times = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const style of LOGO_STYLES) {
    for (const layout of LOGO_LAYOUTS) {
      for (const text of NAMES) {
        const start = performance.now();
        buildLogo({ text, style, color_scheme: 'blue', layout });
        times.push(performance.now() - start);
      }
    }
  }
}
times.sort((a, b) => a - b);
const ms = (value) => `${value.toFixed(1)} ms`;
console.log(`font warm-up ${ms(warmMs)}; first logo after it ${ms(firstMs)}`);
console.log(
  `${times.length} logos: median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(times.at(-1))}`,
);
