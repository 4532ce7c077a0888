#!/usr/bin/env node
// `npm run bench`: every benchmark in this folder, one after another.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const benches = fs
  .readdirSync(path.join(root, 'bench'))
  .filter((file) => file.endsWith('.mjs') && !['run.mjs', 'lib.mjs'].includes(file));
for (const bench of benches) {
  console.log(`\n== ${bench}`);
  execFileSync(process.execPath, [path.join(root, 'bench', bench)], { stdio: 'inherit' });
}
