#!/usr/bin/env node
// Installs npm dependencies when node_modules is missing or older than the lockfile.
// Uses only Node built-ins, so it runs before anything is installed.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const marker = path.join(root, 'node_modules', '.package-lock.json');
const lockfile = path.join(root, 'package-lock.json');

function installNeeded() {
  if (!fs.existsSync(marker)) return true;
  return fs.statSync(lockfile).mtimeMs > fs.statSync(marker).mtimeMs;
}

export function ensureDependencies() {
  if (!installNeeded()) return;
  console.log('Installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDependencies();
