// Which lexicon entry each feature line of a set of briefs gets, and how well the entry means the
// line (issue 28, item 1): the labelled sample that calibrates the meaning threshold is read from
// this list (bench/briefs/lexicon-labels-tune.tsv), and its figures are the lexicon matches before
// and after.
//
//   npm run build:node && node bench/lexicon-matches.mjs [--half tune|all] [--briefs FILE] [--list]
//
// Lines are the features and selling points as the store description reads them (no negation,
// the core before a colon or bracket), one listing at a time, each entry used once. --list prints
// index, line, entry, meaning score and the entry's first benefit sentence, tab-separated.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { featureCore, isNegation, matchFeature, meaningScore, warmListingClaims } = require('../libraries/listing-copy/dist');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const half = option('--half', 'tune');
if (!['tune', 'all'].includes(half)) throw new Error('--half is tune or all (the measure half is never read to tune)');
const file = option('--briefs', new URL('briefs/briefs-200.json', import.meta.url));
const all = JSON.parse(readFileSync(file, 'utf8'));
const briefs = all.map((brief, index) => ({ brief, index })).filter(({ index }) => half === 'all' || index % 2 === 0);
warmListingClaims();

let lines = 0;
let matched = 0;
const rows = [];
for (const { brief, index } of briefs) {
  const taken = new Set();
  for (const bullet of [...(brief.key_features ?? []), ...(brief.unique_selling_points ?? [])]) {
    if (isNegation(bullet)) continue;
    lines += 1;
    const core = featureCore(bullet);
    const entry = matchFeature(core, taken);
    if (!entry) continue;
    taken.add(entry.id);
    matched += 1;
    rows.push([index, core, entry.id, meaningScore(core, entry).toFixed(2), entry.benefits[0]]);
  }
}
if (args.includes('--list')) for (const row of rows) console.log(row.join('\t'));
console.log(`${briefs.length} briefs, ${lines} feature lines, ${matched} matched to a lexicon entry`);

// The labelled sample: each line with the entry the old longest-phrase match gave and whether that
// entry means the line. Precision is the share of lexicon matches that are ON; recall the share of
// ON lines still matched to their entry.
const labelsFile = new URL('briefs/lexicon-labels-tune.tsv', import.meta.url);
const labelled = readFileSync(labelsFile, 'utf8')
  .split('\n')
  .filter((row) => row && !row.startsWith('#'))
  .map((row) => row.split('\t'))
  .map(([, line, entry, label]) => ({ line, entry, on: label === 'ON' }));
const kept = labelled.filter(({ line, entry }) => matchFeature(line)?.id === entry);
const on = labelled.filter((row) => row.on).length;
const keptOn = kept.filter((row) => row.on).length;
const percent = (part, whole) => `${whole ? ((100 * part) / whole).toFixed(0) : '-'}%`;
console.log(
  `labelled sample (${labelled.length} lines, ${on} ON): the same entry now for ${kept.length}; precision ${percent(keptOn, kept.length)}, recall ${percent(keptOn, on)}`,
);
if (args.includes('--calibrate')) {
  const { FEATURE_LEXICON } = require('../libraries/listing-copy/dist');
  const byId = new Map(FEATURE_LEXICON.map((entry) => [entry.id, entry]));
  const scored = labelled.map((row) => ({
    ...row,
    score: meaningScore(row.line, byId.get(row.entry)),
  }));
  for (let threshold = 0; threshold <= 0.8; threshold += 0.05) {
    const above = scored.filter((row) => row.score >= threshold);
    const right = above.filter((row) => row.on).length;
    console.log(
      `threshold ${threshold.toFixed(2)}: ${above.length} matches, precision ${percent(right, above.length)}, recall ${percent(right, on)}`,
    );
  }
  if (args.includes('--scores'))
    for (const row of scored.sort((a, b) => a.score - b.score))
      console.log(row.score.toFixed(2), row.on ? 'ON ' : 'OFF', row.line, '→', row.entry);
}

// --texts DUMP: the lexicon sentences in the texts of a `node bench/launch-texts.mjs --dump DUMP`
// run (every string of every answer, split into sentences), and a seeded sample of them (--sample N,
// default 30) with the app's features, to read for OFF sentences.
const textsFile = option('--texts', null);
if (textsFile) {
  const { FEATURE_LEXICON } = require('../libraries/listing-copy/dist');
  const answers = JSON.parse(readFileSync(textsFile, 'utf8'));
  const byName = new Map(all.map((brief) => [brief.app_name, brief]));
  const stringsOf = (value) =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
  const found = [];
  for (const answer of answers) {
    const benefits = new Set(
      FEATURE_LEXICON.flatMap((entry) => entry.benefits.map((text) => text.replaceAll('{app}', answer.app_name))),
    );
    // A sentence may follow a bullet ("• Harvest log: Every entry is kept…") or a tag, so it is looked for as it stands.
    const text = stringsOf(answer).join('\n');
    for (const sentence of benefits) if (text.includes(sentence)) found.push({ app: answer.app_name, sentence });
  }
  console.log(`${found.length} distinct lexicon sentences (per app) in ${answers.length} answers`);
  let seed = 28;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const sample = [...found];
  for (let index = sample.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [sample[index], sample[other]] = [sample[other], sample[index]];
  }
  sample.length = Math.min(sample.length, Number(option('--sample', 30)));
  for (const { app, sentence } of sample) {
    const brief = byName.get(app);
    console.log(
      `- ${app}: "${sentence}"\n    ${[...(brief?.key_features ?? []), ...(brief?.unique_selling_points ?? [])].join(' | ')}`,
    );
  }
}
