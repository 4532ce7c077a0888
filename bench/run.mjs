#!/usr/bin/env node
// `npm run bench`: every benchmark in this folder, one after another.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((file) => file.endsWith('.mjs') && !['run.mjs', 'lib.mjs'].includes(file));
// Every bench runs even when one fails (the icon audit exits 1 when a check fails); the failures are listed at the end.
const failed = benches.filter((bench) => {
  console.log(`\n== ${bench}`);
  return spawnSync(process.execPath, [path.join(root, 'bench', bench)], { stdio: 'inherit' }).status !== 0;
});
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
