#!/usr/bin/env node
// The gateway's added latency on POST /api/generate-logo: the same requests, same run,
// straight to the image service and through the gateway. Needs `npm run build` first.
import { freePort, measureInterleaved, startBuilt } from './lib.mjs';

const COUNT = Number(process.env.BENCH_COUNT ?? 2000);
const body = JSON.stringify({ text: 'FitTrack Pro', style: 'circular', color_scheme: 'purple' });

const imagePort = await freePort();
const gatewayPort = await freePort();
const image = await startBuilt('services/image/dist/server.js', { PORT: String(imagePort) });
const gateway = await startBuilt('gateway/dist/server.js', { PORT: String(gatewayPort), IMAGE_SERVICE_URL: image.url });

const post = (base) => async () => {
  const res = await fetch(`${base}/api/generate-logo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (res.status !== 200) throw new Error(`status ${res.status}`);
  await res.arrayBuffer();
};

try {
  const { direct, viaGateway } = await measureInterleaved({ direct: post(image.url), viaGateway: post(gateway.url) }, COUNT);
  const fmt = (n) => n.toFixed(2);
  console.log(`POST /api/generate-logo, ${COUNT} rounds of one direct and one gateway request, sequential, keep-alive`);
  console.log(`direct to image service: median ${fmt(direct.median)} ms, p99 ${fmt(direct.p99)} ms`);
  console.log(`through the gateway:     median ${fmt(viaGateway.median)} ms, p99 ${fmt(viaGateway.p99)} ms`);
  console.log(
    `added by the gateway:    median ${fmt(viaGateway.median - direct.median)} ms, p99 ${fmt(viaGateway.p99 - direct.p99)} ms`,
  );
} finally {
  gateway.stop();
  image.stop();
}
