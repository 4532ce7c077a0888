// The ASO optimizer's keyword field, titles and subtitles, read for the fault classes the
// independent readings of sets D and E named (bench/briefs/spent-2026-11-28/reading-*.md), with the
// built-in engine, in process from dist:
//
//   npm run build:node && node bench/aso-field-faults.mjs [--list]
//
// Over the spent sets A-E and the tuning half of briefs-200 (never the measure half). Counts:
// - keyword field: other languages' function words (`stopword` lists, Zipf < 3.5, "-language"
//   words), chat shorthand, tokens with a quote mark at an end, trademarks the brand list marks
//   as never words, everyday words (Zipf >= 5) and anyone-nouns; field rules (100 bytes, no
//   ", ", no word of the name, first title or first subtitle); the subject (appSubject) absent
//   from the field, name, first title and first subtitle;
// - titles (the phrase after "Name: ") and subtitles: a word of the name again, shorthand or a
//   foreign function word, single-word phrases, generic heads ("Gallery", "Tool", "System") and
//   a store shelf word alone; and how many suggestions there are, so fewer-but-sound shows.
// The word tests are the library's own (isChatShorthand, isForeignFunctionWord): a count of what
// the rules were written against, not an independent reading. --list prints every hit.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { asoRequest } from './brief-requests.mjs';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { optimizeAso } = require('../services/seo-tracker/dist/domain/aso/optimize-aso');
const {
  isForeignFunctionWord,
  isChatShorthand,
  zipfFrequency,
  isEverydayWord,
  singular,
  foldedWords,
} = require('../libraries/text/dist');
const { isBrandKeyword, appSubject } = require('../libraries/listing-copy/dist');
const { STORE_SHELF_WORDS } = require('../libraries/store-facts/dist');

const SETS = [
  ['A', 'spent-2026-11-26/fresh-a.json'],
  ['B', 'spent-2026-11-26/fresh-b.json'],
  ['C', 'spent-2026-11-26/fresh-c.json'],
  ['D', 'spent-2026-11-28/fresh-d.json'],
  ['E', 'spent-2026-11-28/fresh-e.json'],
  ['tune', 'briefs-200.json'],
];
const ANYONE = new Set(['owner', 'person', 'people', 'visitor', 'member', 'user', 'enthusiast', 'individual', 'player']);
const GENERIC_HEADS = new Set(
  'aid tool helper system app application gallery version group collection companion assistant manager service solution platform utility hub suite kit'.split(
    ' ',
  ),
);
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const counts = new Map();
const hit = (fault, example) => counts.set(fault, [...(counts.get(fault) ?? []), example]);
const totals = { apps: 0, titles: 0, bareBrand: 0, subtitles: 0, noSubtitle: 0 };

for (const [set, file] of SETS) {
  const all = JSON.parse(readFileSync(path.join(root, 'bench/briefs', file), 'utf8'));
  const briefs = set === 'tune' ? all.filter((_, index) => index % 2 === 0) : all;
  for (const brief of briefs) {
    const request = asoRequest(brief);
    const aso = await optimizeAso(request, { logger });
    const name = `${set} ${brief.app_name}`;
    const field = aso.app_store_keywords ? aso.app_store_keywords.split(',') : [];
    const subject = appSubject({
      name: request.app_name,
      category: request.category,
      description: request.description,
      features: [],
    });
    totals.apps += 1;
    for (const word of field) {
      const lower = word.toLowerCase();
      const acronym = new RegExp(`\\b${lower.toUpperCase()}\\b`).test(request.description);
      if ((isForeignFunctionWord(lower) && zipfFrequency(lower) < 3.5 && !acronym) || /-language$/.test(lower))
        hit('keyword: foreign function word', `${name}: ${word}`);
      if (lower.split(/[-/]/).some((part) => part.length > 1 && isChatShorthand(part)))
        hit('keyword: chat shorthand', `${name}: ${word}`);
      if (/^['’]|['’]$/.test(word)) hit('keyword: stray quote mark', `${name}: ${word}`);
      if (isBrandKeyword(word)) hit('keyword: trademark', `${name}: ${word}`);
      if ((isEverydayWord(lower) || ANYONE.has(singular(lower))) && singular(lower) !== subject?.singular)
        hit('keyword: everyday word or anyone-noun', `${name}: ${word}`);
    }
    const indexed = new Set(
      foldedWords([request.app_name, aso.title_suggestions[0] ?? '', aso.subtitle_suggestions[0] ?? ''].join(' ')),
    );
    if (Buffer.byteLength(aso.app_store_keywords) > 100 || aso.app_store_keywords.includes(', '))
      hit('keyword field: over 100 bytes or ", "', name);
    if (field.some((word) => foldedWords(word).some((folded) => indexed.has(folded))))
      hit('keyword field: word of name/title/subtitle again', name);
    const everything = foldedWords([aso.app_store_keywords.replace(/,/g, ' '), ...indexed].join(' '));
    if (subject && !everything.some((word) => word.includes(subject.singular)))
      hit('subject in none of field, name, title, subtitle', `${name}: ${subject.singular}`);

    const brand = (aso.title_suggestions[0] ?? request.app_name).split(': ')[0];
    const brandWords = new Set(foldedWords(brand));
    totals.titles += aso.title_suggestions.length;
    totals.subtitles += aso.subtitle_suggestions.length;
    if (!aso.title_suggestions.some((title) => title.includes(': '))) totals.bareBrand += 1;
    if (aso.subtitle_suggestions.length === 0) totals.noSubtitle += 1;
    const phrases = [
      ...aso.title_suggestions
        .filter((title) => title.includes(': '))
        .map((title) => ['title', title.slice(title.indexOf(': ') + 2)]),
      ...aso.subtitle_suggestions.map((subtitle) => ['subtitle', subtitle]),
    ];
    for (const [kind, phrase] of phrases) {
      if (foldedWords(phrase).some((word) => brandWords.has(word))) hit(`${kind}: word of the name again`, `${name}: ${phrase}`);
      const typed = phrase.split(/[\s/]+/);
      if (typed.some((word) => isChatShorthand(word) || (isForeignFunctionWord(word) && zipfFrequency(word) < 3.5)))
        hit(`${kind}: shorthand or foreign function word`, `${name}: ${phrase}`);
      for (const part of phrase.split(/\s*[&,]\s*/)) {
        const words = foldedWords(part);
        if (words.length === 1) hit(`${kind}: single-word phrase`, `${name}: ${part}`);
        if (GENERIC_HEADS.has(words.at(-1)) || (words.length === 1 && STORE_SHELF_WORDS.has(words[0])))
          hit(`${kind}: generic head or shelf word`, `${name}: ${part}`);
      }
    }
  }
}

console.log(
  `${totals.apps} apps; ${totals.titles} titles (${totals.bareBrand} apps with the bare name only); ` +
    `${totals.subtitles} subtitles (${totals.noSubtitle} apps with none)`,
);
for (const [fault, examples] of [...counts].sort()) console.log(`${String(examples.length).padStart(5)}  ${fault}`);
if (process.argv.includes('--list'))
  for (const [fault, examples] of [...counts].sort()) console.log(`\n${fault}\n  ${examples.join('\n  ')}`);
