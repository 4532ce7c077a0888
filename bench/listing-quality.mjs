// Listing quality over the corpus in bench/listing-corpus/apps.json (issue 16's "Measured" figures).
//
//   npm run build:node && node bench/listing-quality.mjs [--grammar] [--show N] [--pairs]
//
// --grammar runs LanguageTool 6.6 (en-US) over every generated text; fetch it first with
//   (cd bench/languagetool && mvn -q dependency:copy-dependencies -DoutputDirectory=lib && javac -cp 'lib/*' -d . GrammarCheck.java)
// --show N prints the listing of corpus app N (0-based) in full.
// --pairs prints, for every same-category pair above the 15% goal, the sentences both share.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const { writeStoreDescription } = require('../services/text-gen/dist/domain/store-description/built-in');
const { StoreDescriptionRequest } = require('../shared-contracts/dist');
const { bannedTitleWordsIn } = require('../libraries/store-facts/dist');
const copyLib = require('../libraries/listing-copy/dist');

const args = process.argv.slice(2);
const corpus = JSON.parse(readFileSync(path.join(here, 'listing-corpus/apps.json'), 'utf8'));
const requests = corpus.map((app) => StoreDescriptionRequest.parse(app));
const listings = requests.map((request) => ({ request, copy: writeStoreDescription(request) }));

const showIndex = args.indexOf('--show');
if (showIndex >= 0) {
  const { request, copy } = listings[Number(args[showIndex + 1])];
  console.log(JSON.stringify(request, null, 2));
  for (const [field, text] of Object.entries(copy)) {
    if (field === 'variations') for (const v of text) console.log(`\n--- variation: ${v.title} (${v.focus})\n${v.description}`);
    else
      console.log(
        `\n--- ${field} (${Array.isArray(text) ? text.length : text.length} chars)\n${Array.isArray(text) ? text.join(', ') : text}`,
      );
  }
  process.exit(0);
}

const sentencesOf = (text) =>
  text
    .split('\n')
    // Headings (lines in capitals) are structure, not sentences.
    .filter((line) => line !== line.toUpperCase())
    .flatMap((line) => line.replace(/^•\s*/, '').match(/[^.!?]+[.!?]+|[^.!?]+$/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);

const STOP = new Set(
  'a an the and or but of to in on for with by at from as is are be it its this that you your our we they them their can will so not no into up out all any each more most than then there here what when who how which also just only very has have had was were been do does did get gets make makes one every'.split(
    ' ',
  ),
);
const contentWords = (text) =>
  (text.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? [])
    .filter((word) => word.length > 2 && !STOP.has(word))
    .map(copyLib.singularWord);

// 1. Play description lengths.
const playLengths = listings.map(({ copy }) => copy.play_store_description.length);
const withThree = listings.filter(({ request }) => request.key_features.length >= 3);
const inRange = withThree.filter(
  ({ copy }) => copy.play_store_description.length >= 1500 && copy.play_store_description.length <= 3500,
);

// 2. Sentences repeated inside one text.
let repeated = 0;
for (const { copy } of listings) {
  for (const text of [copy.play_store_description, copy.app_store_description, ...copy.variations.map((v) => v.description)]) {
    const seen = new Set();
    for (const sentence of sentencesOf(text).map((s) => s.toLowerCase())) {
      if (seen.has(sentence)) repeated += 1;
      seen.add(sentence);
    }
  }
}

// 3. Content words not copied from the input (Play description).
let novel = 0;
let total = 0;
for (const { request, copy } of listings) {
  const input = new Set(contentWords(JSON.stringify(request)));
  const name = new Set(contentWords(request.app_name));
  for (const word of contentWords(copy.play_store_description)) {
    if (name.has(word)) continue;
    total += 1;
    if (!input.has(word)) novel += 1;
  }
}

// 4. Sentences two apps of the same category share once the names are swapped.
const byPack = new Map();
for (const listing of listings) {
  const pack = copyLib.packFor(listing.request.app_category, listing.request.app_type).id;
  byPack.set(pack, [...(byPack.get(pack) ?? []), listing]);
}
const shares = [];
for (const [pack, group] of byPack) {
  for (let a = 0; a < group.length; a += 1) {
    for (let b = a + 1; b < group.length; b += 1) {
      const neutral = ({ request, copy }) =>
        new Set(
          sentencesOf(
            copy.play_store_description.replaceAll(request.app_name, '{app}').replaceAll(request.app_name.toUpperCase(), '{APP}'),
          ),
        );
      const first = neutral(group[a]);
      const second = neutral(group[b]);
      const shared = [...first].filter((sentence) => second.has(sentence));
      shares.push({
        pack,
        pair: `${group[a].request.app_name} / ${group[b].request.app_name}`,
        shared,
        share: shared.length / Math.min(first.size, second.size),
      });
    }
  }
}

// 5. Guard hits in the generated copy, and the warnings the visitor's own text would get.
const guardHits = [];
for (const { request, copy } of listings) {
  const own = [request.app_name];
  const given = [
    request.app_name,
    request.app_category,
    request.target_audience,
    ...request.key_features,
    ...request.unique_selling_points,
  ];
  const inputBrands = new Set(copyLib.brandsIn(given.join('\n'), own));
  const pack = copyLib.packFor(request.app_category, request.app_type);
  const texts = { ...copy, variations: copy.variations.map((v) => v.description).join('\n') };
  for (const [field, text] of Object.entries(texts)) {
    if (typeof text !== 'string') continue;
    const brands = copyLib.brandsIn(text, own).filter((brand) => !inputBrands.has(brand));
    const numbers = copyLib.unsupportedNumbers(text, given);
    const forbidden = copyLib.forbiddenWordsIn(text, pack).filter((word) => !given.join(' ').toLowerCase().includes(word));
    const claims = field === 'short_description' ? bannedTitleWordsIn(text) : [];
    for (const [kind, found] of Object.entries({ brands, numbers, forbidden, claims })) {
      if (found.length) guardHits.push(`${request.app_name} ${field} ${kind}: ${found.join(', ')}`);
    }
  }
}
const inputWarnings = listings.flatMap(({ request }) =>
  copyLib
    .brandWarnings(request.app_name, [{ label: 'The features', text: request.key_features.join('\n') }])
    .map((warning) => `${request.app_name}: ${warning.split(':')[0]}`),
);

/** Issue 16: two apps of one category share at most this share of their Play sentences. */
const SHARE_GOAL = 0.15;
const percent = (value) => `${(value * 100).toFixed(1)}%`;
const sorted = [...playLengths].sort((a, b) => a - b);
console.log(`apps: ${listings.length} (${byPack.size} category packs)`);
console.log(
  `Play description length: min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted[sorted.length - 1]}; ` +
    `${inRange.length}/${withThree.length} apps with ≥ 3 features in 1500–3500`,
);
console.log(`sentences repeated inside one text: ${repeated}`);
console.log(`content words not copied from the input (Play): ${percent(novel / total)} (${novel}/${total})`);
const worst = [...shares].sort((a, b) => b.share - a.share);
console.log(
  `same-category sentence share (names swapped): mean ${percent(shares.reduce((s, x) => s + x.share, 0) / shares.length)}, ` +
    `max ${percent(worst[0]?.share ?? 0)} (${worst[0]?.pair}) over ${shares.length} pairs, ` +
    `${shares.filter((pairShare) => pairShare.share > SHARE_GOAL).length} above ${percent(SHARE_GOAL)}`,
);
if (args.includes('--pairs')) {
  for (const { pack, pair, shared, share } of worst.filter((pairShare) => pairShare.share > SHARE_GOAL)) {
    console.log(`  ${pack}: ${pair} ${percent(share)}`);
    for (const sentence of shared) console.log(`    - ${sentence}`);
  }
}
console.log(`guard hits in generated copy: ${guardHits.length}`);
for (const hit of guardHits) console.log(`  ${hit}`);
console.log(`guard warnings on the visitors' own text: ${inputWarnings.length}`);
for (const warning of inputWarnings) console.log(`  ${warning}`);

if (args.includes('--grammar')) {
  const lib = path.join(here, 'languagetool');
  if (!existsSync(path.join(lib, 'GrammarCheck.class')))
    throw new Error('LanguageTool is not set up: see the comment at the top of this file');
  const texts = listings.flatMap(({ copy }) => [
    copy.play_store_description,
    copy.app_store_description,
    copy.short_description,
    copy.promotional_text,
    ...copy.variations.map((v) => v.description),
  ]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'listing-grammar-')), 'texts.txt');
  writeFileSync(file, texts.join('\n=====\n'));
  const out = execFileSync('java', ['-cp', `${lib}/lib/*:${lib}`, 'GrammarCheck', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64e6,
  });
  const matches = out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
  const grammar = matches.filter(([, category]) => category === 'GRAMMAR');
  const counts = new Map();
  for (const [, category] of matches) counts.set(category, (counts.get(category) ?? 0) + 1);
  const byCategory = [...counts].map(([category, count]) => `${category} ${count}`);
  console.log(
    `LanguageTool over ${texts.length} texts: GRAMMAR matches ${grammar.length}; all categories: ${byCategory.join(', ') || 'none'}`,
  );
  for (const [index, category, rule, message, words] of matches)
    console.log(`  [${category} ${rule}] text ${index}: "${words}": ${message}`);
}
