#!/usr/bin/env node
// What a visitor downloads and how soon they see something: the JavaScript each page loads
// (gzipped, against the 150 KB budget for the first page) and the first contentful paint of /
// in Chromium through the gateway, on loopback and on a phone-like profile. Needs `npm run build`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { freePort, percentile, root, startBuilt } from './lib.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 15);
const BUDGET_KB = 150;
const ROUTES = ['/', '/logo-maker', '/privacy-policy', '/aso-guide', '/faq'];
// Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower.
const PHONE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };

const dist = path.join(root, 'web/dist');
const gzipKb = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length / 1024;
const fmtKb = (kb) => `${kb.toFixed(1)} KB`;

const port = await freePort();
const gateway = await startBuilt('gateway/dist/server.js', { PORT: String(port), WEB_DIST_DIR: dist });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});

/** Opens a page in a fresh browser context; returns the JS files it fetched and its first contentful paint. */
async function load(route, profile) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  if (profile) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latency,
      downloadThroughput: profile.downloadThroughput,
      uploadThroughput: profile.uploadThroughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  const scripts = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  });
  await page.goto(`${gateway.url}${route}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
  await context.close();
  return { scripts: [...scripts], fcp };
}

async function fcpFigures(profile) {
  const samples = [];
  for (let i = 0; i < LOADS; i += 1) samples.push((await load('/', profile)).fcp);
  samples.sort((a, b) => a - b);
  return `median ${percentile(samples, 50).toFixed(0)} ms, p90 ${percentile(samples, 90).toFixed(0)} ms (${LOADS} cold loads)`;
}

try {
  console.log('JavaScript loaded when a page is opened directly (gzip -9 of the built files):');
  for (const route of ROUTES) {
    const { scripts } = await load(route);
    const total = scripts.reduce((sum, file) => sum + gzipKb(file), 0);
    const verdict =
      route === '/' ? (total <= BUDGET_KB ? ` (budget ${BUDGET_KB} KB: within)` : ` (budget ${BUDGET_KB} KB: OVER)`) : '';
    console.log(`  ${route.padEnd(16)} ${fmtKb(total).padStart(9)} in ${scripts.length} files${verdict}`);
  }
  console.log('\nEvery chunk of the build:');
  const chunks = fs.readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  for (const file of chunks.sort((a, b) => gzipKb(`assets/${b}`) - gzipKb(`assets/${a}`))) {
    const raw = fs.statSync(path.join(dist, 'assets', file)).size / 1024;
    console.log(`  ${file.padEnd(36)} ${fmtKb(raw).padStart(9)} raw ${fmtKb(gzipKb(`assets/${file}`)).padStart(9)} gzip`);
  }
  console.log('\nFirst contentful paint of / through the gateway, 375 px viewport:');
  console.log(`  loopback, no throttling:          ${await fcpFigures(undefined)}`);
  console.log(`  phone profile (150 ms RTT, 1.6 Mbit/s, CPU 4x): ${await fcpFigures(PHONE)}`);
} finally {
  await browser.close();
  gateway.stop();
}
