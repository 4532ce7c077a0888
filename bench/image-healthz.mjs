// /healthz latency while the built image service handles one 10 MB icon upload (issue 18: large
// bodies are parsed and built in worker threads). Probes every 10 ms; prints median, p95 and max.
// Run after `npx tsc -b services/image shared-contracts`. PROF=1 writes CPU profiles to bench/.prof.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, percentile, probeHealthWhile, root } from './lib.mjs';

const require = createRequire(path.join(root, 'services/image/package.json'));
const sharp = require('sharp');

const port = await freePort();
const profile = process.env.PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/.prof')}`] : [];
const child = spawn(process.execPath, [...profile, 'services/image/dist/server.js'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent' },
  stdio: 'inherit',
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i += 1) {
  try {
    if ((await fetch(`${url}/healthz`)).ok) break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
const pixels = Buffer.from(Array.from({ length: 1800 * 1800 * 3 }, () => Math.floor(Math.random() * 256)));
const noise = await sharp(pixels, { raw: { width: 1800, height: 1800, channels: 3 } })
  .png({ compressionLevel: 9 })
  .toBuffer();
const body = JSON.stringify({ image_data: `data:image/png;base64,${noise.toString('base64')}`, image_name: 'noise.png' });

const started = performance.now();
const { result: res, latencies } = await probeHealthWhile(url, 10, async () => {
  const answer = await fetch(`${url}/api/generate-icons`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  await answer.arrayBuffer();
  return answer;
});
const took = performance.now() - started;
latencies.sort((a, b) => a - b);
const ms = (value) => `${value.toFixed(0)} ms`;
console.log(
  `10 MB upload (${(noise.length / 1048576).toFixed(2)} MB) → ${res.status} in ${ms(took)}; /healthz ${latencies.length} probes: median ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1))}; load average ${os.loadavg()[0].toFixed(1)}`,
);
child.kill('SIGINT');
await new Promise((resolve) => child.on('exit', resolve));
