// The app's subject (appSubject, @aiapp/listing-copy) per brief, for a reader to judge against the
// brief's notes: the subject launch-texts reads from the notes, and the one the store description
// reads from what a visitor types (name, category, audience, features):
//
//   npm run build:node && node bench/app-subjects.mjs [--briefs FILE | --half tune|measure|all]
//
// One line per brief: index, notes' subject, store's subject, then name | category | notes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { appSubject } = require('../libraries/listing-copy/dist');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const briefsFile = option('--briefs', null);
const half = option('--half', 'tune');
const all = JSON.parse(readFileSync(briefsFile ?? path.join(root, 'bench/briefs/briefs-200.json'), 'utf8'));
const briefs = briefsFile || half === 'all' ? all : all.filter((_, index) => index % 2 === (half === 'tune' ? 0 : 1));

const topic = (sources) => appSubject(sources)?.topic ?? '-';
briefs.forEach((brief, index) => {
  const common = { name: brief.app_name, category: brief.app_category, features: brief.key_features ?? [] };
  const fromNotes = topic({ ...common, description: brief.notes });
  const fromVisitor = topic({ ...common, audience: brief.target_audience });
  console.log([index, fromNotes, fromVisitor, `${brief.app_name} | ${brief.app_category} | ${brief.notes ?? ''}`].join('\t'));
});
