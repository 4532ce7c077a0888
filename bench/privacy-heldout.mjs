#!/usr/bin/env node
// Held-out privacy requests (bench/privacy-heldout.json, from measure-only briefs): writes each
// policy, its store answers and review notes to one text file to be read by a person, and prints
// the phrases a reader checks first. Needs `npm run build:node` first. Usage:
//   node bench/privacy-heldout.mjs [output directory, default /tmp/privacy-heldout]
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { PrivacyPolicyRequest } = require(path.join(root, 'shared-contracts/dist'));
const { generatePrivacyPolicy } = require(path.join(root, 'services/legal/dist/domain/generate-privacy-policy'));

const out = process.argv[2] ?? '/tmp/privacy-heldout';
mkdirSync(out, { recursive: true });
const { requests } = JSON.parse(readFileSync(path.join(root, 'bench/privacy-heldout.json'), 'utf8'));

for (const { brief_index: index, request } of requests) {
  const result = generatePrivacyPolicy(PrivacyPolicyRequest.parse(request), new Date('2026-11-27T12:00:00Z'));
  const rows = (answers) =>
    answers.data_types.map(
      (row) => `  ${row.data_type} [${row.declare}] ${row.purposes.join(', ')}${row.note ? ` (${row.note})` : ''}`,
    );
  const text = [
    result.policy,
    '---- App Store',
    `collects data: ${result.store_answers.app_store.collects_data}`,
    ...rows(result.store_answers.app_store),
    '---- Google Play',
    `collects or shares: ${result.store_answers.google_play.collects_or_shares_data}`,
    ...rows(result.store_answers.google_play),
    '---- Review notes',
    ...result.review_notes.map((note) => `* ${note}`),
  ].join('\n');
  const file = path.join(out, `${String(index).padStart(3, '0')}-${request.app_name.replace(/\W+/g, '-').toLowerCase()}.txt`);
  writeFileSync(file, `${text}\n`);
  const whyLines = result.policy
    .split('\n')
    .filter((line) => /^- (Why we use it|Why it uses it|Who we share it with|How long)/.test(line));
  console.log(`#${index} ${request.app_name}: ${file}`);
  for (const line of whyLines) console.log(`  ${line}`);
}
