#!/usr/bin/env node
// Icon set speed of two or more builds of the image service, interleaved round by round so each
// sees the same machine load: `node bench/icon-set-compare.mjs <checkout> [<checkout> …]`, each
// checkout built (`npm run build:node`), e.g. this one and a git worktree at an older commit.
// Without arguments it measures this checkout alone. BENCH_ROUNDS sets the rounds (default 15).
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { percentile, root } from './lib.mjs';

const checkouts = process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : [root];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const WARM_UP = 3;

const sharp = createRequire(path.join(root, 'services/image/package.json'))('sharp');
const builders = checkouts.map((checkout) => {
  const requireThere = createRequire(path.join(checkout, 'services/image/package.json'));
  // Each checkout loads its own libvips; each is set as the service sets it (src/sharp-settings.ts),
  // written out here because older checkouts predate that module.
  requireThere('sharp').cache(false);
  return requireThere(path.join(checkout, 'services/image/dist/domain/icons/build-icon-set.js')).buildIconSet;
});

/** The same 1024×1024 source as bench/image-tools.mjs: a gradient tile with a disc and two letters. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="1024" height="1024" rx="180" fill="url(#g)"/><circle cx="512" cy="470" r="250" fill="#fff" opacity="0.9"/><text x="512" y="560" font-size="240" text-anchor="middle" fill="#312e81" font-family="sans-serif" font-weight="bold">Ap</text></svg>`;
const source = await sharp(Buffer.from(svg)).png().toBuffer();
const request = {
  image_data: `data:image/png;base64,${source.toString('base64')}`,
  image_name: 'bench.png',
  background_color: '#FFFFFF',
  padding_percent: 0,
};

const walls = checkouts.map(() => []);
const cpu = checkouts.map(() => 0);
for (let round = 0; round < WARM_UP; round += 1) for (const build of builders) await build(request);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, build] of builders.entries()) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    await build(request);
    walls[index].push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu[index] += (used.user + used.system) / 1000;
  }
}
console.log(
  `Icon set, ${ROUNDS} interleaved rounds after ${WARM_UP} to warm up; load average ${os.loadavg()[0].toFixed(1)} at the end`,
);
for (const [index, checkout] of checkouts.entries()) {
  const sorted = walls[index].sort((a, b) => a - b);
  console.log(
    `  ${checkout}: median ${percentile(sorted, 50).toFixed(0)} ms wall (min ${sorted[0].toFixed(0)}), ${(cpu[index] / ROUNDS).toFixed(0)} ms CPU per set`,
  );
}
