#!/usr/bin/env node
// Icon generation and screenshot resizing: speed, peak memory, and whether the image service
// stays responsive while it works. Needs `npm run build` first (it uses services/image/dist).
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, percentile, root, startBuilt, probeHealthWhile } from './lib.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const dist = path.join(root, 'services/image/dist/domain');
const { buildIconSet } = require(`${dist}/icons/build-icon-set.js`);
// libvips as the service's threads have it, so the in-process figures time what the service runs.
require(path.join(root, 'services/image/dist/sharp-settings.js')).configureSharp();
const { buildZip } = require(`${dist}/zip/build-zip.js`);
const { IOS_ICON_PIXEL_SIZES, ANDROID_DENSITIES, WEB_ICONS } = require(path.join(root, 'libraries/store-facts/dist'));

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const median = (list) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );
const ms = (value) => `${value.toFixed(0)} ms`;

/** A 1024×1024 app icon: gradient, shapes and text, like a real upload. */
async function iconSource() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#ec4899"/></linearGradient></defs><rect width="1024" height="1024" rx="180" fill="url(#g)"/><circle cx="512" cy="470" r="250" fill="#fff" opacity="0.9"/><text x="512" y="560" font-size="240" text-anchor="middle" fill="#312e81" font-family="sans-serif" font-weight="bold">Ap</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A phone screenshot with a status bar, cards and text lines. */
async function screenshotSource(seed) {
  const rows = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="90" y="${360 + i * 170}" width="${600 + ((seed * 97 + i * 53) % 390)}" height="44" rx="12" fill="#cbd5e1"/><text x="90" y="${345 + i * 170}" font-size="40" fill="#0f172a" font-family="sans-serif">Item ${i + 1} of screen ${seed}</text>`,
  ).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1170" height="2532"><rect width="1170" height="2532" fill="#f8fafc"/><rect width="1170" height="150" fill="#4f46e5"/><text x="60" y="110" font-size="56" fill="#fff" font-family="sans-serif">Screen ${seed}</text>${rows}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * What a naive generator does: decode the upload again for every output file. Same outputs
 * (count, sizes, flattening, masks) and the same ZIP as the real pipeline.
 */
async function naiveIconSet(source) {
  const white = { r: 255, g: 255, b: 255, alpha: 1 };
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const one = (size, { opaque = false, art = size, mask } = {}) => {
    const pad = Math.floor((size - art) / 2);
    let pipeline = sharp(source)
      .resize(art, art, { fit: 'contain', background: clear })
      .extend({ top: pad, left: pad, bottom: size - art - pad, right: size - art - pad, background: opaque ? white : clear });
    if (opaque) pipeline = pipeline.flatten({ background: white });
    if (mask)
      pipeline = pipeline.ensureAlpha().composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
          ),
          blend: 'dest-in',
        },
      ]);
    return pipeline.png().toBuffer();
  };
  const jobs = [
    ...IOS_ICON_PIXEL_SIZES.map((size) => one(size, { opaque: true })),
    ...ANDROID_DENSITIES.flatMap(({ scale }) => [
      one(48 * scale, { opaque: true, art: Math.round(44 * scale), mask: true }),
      one(48 * scale, { opaque: true, art: Math.round(44 * scale), mask: true }),
      one(108 * scale, { art: Math.round(66 * scale) }),
      one(108 * scale, { art: Math.round(66 * scale) }),
    ]),
    one(512, { opaque: true }),
    ...WEB_ICONS.map((icon) => one(icon.size, { opaque: icon.purpose !== 'any' && icon.purpose !== 'favicon' })),
  ];
  const pngs = await Promise.all(jobs);
  return buildZip(pngs.map((data, i) => ({ path: `icon-${i}.png`, data }))).then((zip) => zip.toString('base64'));
}

async function pipelineComparison(source) {
  const body = {
    image_data: `data:image/png;base64,${source.toString('base64')}`,
    image_name: 'bench.png',
    background_color: '#FFFFFF',
    padding_percent: 0,
  };
  const samples = { decodeOnce: [], naive: [], cpu: [] };
  for (let i = 0; i < 3; i += 1) await Promise.all([buildIconSet(body), naiveIconSet(source)]);
  for (let i = 0; i < ROUNDS; i += 1) {
    const cpuBefore = process.cpuUsage();
    let started = performance.now();
    await buildIconSet(body);
    samples.decodeOnce.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    samples.cpu.push((cpu.user + cpu.system) / 1000);
    started = performance.now();
    await naiveIconSet(source);
    samples.naive.push(performance.now() - started);
  }
  return { decodeOnce: median(samples.decodeOnce), naive: median(samples.naive), cpu: median(samples.cpu) };
}

/** Peak resident memory of a process so far (Linux VmHWM). */
const peakRssMb = (pid) => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Runs `work` while probing /healthz every 25 ms; returns the work's result and the probes' latencies. */
async function whileProbingHealth(url, work) {
  const { result, latencies } = await probeHealthWhile(url, 25, work);
  return { result, health: { count: latencies.length, median: median(latencies), max: Math.max(...latencies) } };
}

async function post(url, route, body) {
  const started = performance.now();
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route}: ${res.status} ${text.slice(0, 200)}`);
  return performance.now() - started;
}

const iconPng = await iconSource();
const comparison = await pipelineComparison(iconPng);

const service = await startBuilt('services/image/dist/server.js', { PORT: String(await freePort()) });
try {
  const idleRss = peakRssMb(service.pid);
  const iconBody = { image_data: `data:image/png;base64,${iconPng.toString('base64')}`, image_name: 'bench.png' };
  const httpIcon = [];
  for (let i = 0; i < 3 + 10; i += 1) {
    const took = await post(service.url, '/api/generate-icons', iconBody);
    if (i >= 3) httpIcon.push(took);
  }
  const noise = await sharp(Buffer.from(Array.from({ length: 1800 * 1800 * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width: 1800, height: 1800, channels: 3 },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const big = await whileProbingHealth(service.url, () =>
    post(service.url, '/api/generate-icons', {
      image_data: `data:image/png;base64,${noise.toString('base64')}`,
      image_name: 'noise.png',
    }),
  );
  const afterBigRss = peakRssMb(service.pid);

  const shots = await Promise.all([1, 2, 3, 4, 5].map(screenshotSource));
  const resizeBody = {
    images: shots.map((data, i) => ({ data: `data:image/png;base64,${data.toString('base64')}`, name: `screen-${i + 1}.png` })),
    target_platform: 'ios',
  };
  const resizeTimes = [];
  let resizeHealth;
  for (let i = 0; i < 1 + 5; i += 1) {
    const { result, health } = await whileProbingHealth(service.url, () =>
      post(service.url, '/api/resize-screenshots', resizeBody),
    );
    if (i >= 1) resizeTimes.push(result);
    if (i === 1) resizeHealth = health;
  }
  const finalRss = peakRssMb(service.pid);

  console.log(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} at the end of the run`,
  );
  console.log(
    `Icon set from one 1024×1024 PNG (${(iconPng.length / 1024).toFixed(0)} KB), ${ROUNDS} interleaved rounds, in process:`,
  );
  console.log(`  decode once, fan out: median ${ms(comparison.decodeOnce)} wall, ${ms(comparison.cpu)} CPU`);
  console.log(
    `  decode per output:    median ${ms(comparison.naive)} wall  (${(comparison.naive / comparison.decodeOnce).toFixed(1)}× slower)`,
  );
  console.log(`  over HTTP (request, set, ZIP, JSON): median ${ms(median(httpIcon))} of 10`);
  console.log(
    `10 MB upload (${(noise.length / 1048576).toFixed(2)} MB noise PNG, 1800×1800): ${ms(big.result)}; /healthz during it: ${big.health.count} probes, median ${ms(big.health.median)}, max ${ms(big.health.max)}`,
  );
  console.log(
    `Five 1170×2532 screenshots → 6 iOS sizes + ZIP: median ${ms(median(resizeTimes))} of 5; /healthz during one batch: median ${ms(resizeHealth.median)}, max ${ms(resizeHealth.max)}`,
  );
  console.log(
    `Image service peak RSS: ${idleRss.toFixed(0)} MB idle, ${afterBigRss.toFixed(0)} MB after the 10 MB upload, ${finalRss.toFixed(0)} MB after the screenshot batches`,
  );
} finally {
  service.stop();
}
