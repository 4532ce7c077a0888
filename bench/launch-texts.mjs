// Issue 28's "done when" figures for the text tools over a set of app briefs, with the built-in
// engine, in process from dist:
//
//   npm run build:node && node bench/launch-texts.mjs [--briefs FILE | --half tune|measure|all] [--grammar] [--sample DIR] [--dump OUT]
//
// FILE is a JSON array of briefs; without it, one half of bench/briefs/briefs-200.json (even
// indices tune, odd measure) or all of it. The requests are bench/brief-requests.mjs's fixed rules.
//
// Figures:
// - per tool, the sentences written and those the final claim check removed;
// - store description and ASO: Play short descriptions that are slogans (under 50 characters, or
//   without a word of the visitor's features);
// - the app's subject (appSubject over name, category, notes and features: the notes, which no
//   request carries, say what the app really is, so the judge reads them) present, as a word in
//   singular or plural, in the Play short description (the store description's and the ASO's), the first sentence of the Play and App Store
//   descriptions, the ASO keyword field (or the name, first title and subtitle it complements),
//   every ASO title suggestion, and the landing page's headline or subhead;
// - --grammar: LanguageTool 6.6 (bench/languagetool, see bench/listing-quality.mjs for the set-up)
//   over every text the engine wrote; each match is counted as the app name's (an invented name is
//   no dictionary word), as the visitor's when its words are a part of what the visitor typed (a
//   typo in a feature shows through), else as the engine's;
// - --sample DIR: 30 random sentences per tool (seeded), each with its app's brief, written to
//   DIR/<tool>.md for a reader who did not write the engine, and DIR/first-lines.md: per app, the
//   lines people and stores read first (short descriptions, first paragraphs, keyword field,
//   titles, subtitles, landing headline and subhead, the first five names).
// - --dump OUT: every answer (store description, ASO, reviews, landing page, app names) per brief,
//   as JSON, for checking that a change meant to be only faster writes the same bytes (diff two dumps).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asoRequest, landingRequest, nameRequest, reviewRequests, storeRequest } from './brief-requests.mjs';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const { generateStoreDescription } = require('../services/text-gen/dist/domain/store-description');
const { generateReviewPreviews } = require('../services/text-gen/dist/domain/reviews');
const { generateLandingPage } = require('../services/text-gen/dist/domain/landing-page');
const { landingCopy } = require('../services/text-gen/dist/domain/landing-page/landing-copy');
const { optimizeAso } = require('../services/seo-tracker/dist/domain/aso/optimize-aso');
const { suggestAppNames } = require('../services/text-gen/dist/domain/app-names/suggest-names');
const { appSubject } = require('../libraries/listing-copy/dist');
const { words, singular } = require('../libraries/text/dist');

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const briefsFile = option('--briefs', null);
const half = option('--half', 'measure');
const all = JSON.parse(readFileSync(briefsFile ?? path.join(root, 'bench/briefs/briefs-200.json'), 'utf8'));
const briefs = briefsFile || half === 'all' ? all : all.filter((_, index) => index % 2 === (half === 'tune' ? 0 : 1));
const NOW = new Date('2026-11-25T12:00:00Z');
const logger = { info() {}, warn() {}, error() {}, debug() {} };

// A full stop after an abbreviation, or any mark inside brackets ("(quiet?)"), ends no sentence.
const ABBREVIATION = /(?:^|\s)(?:e\.g|i\.e|vs|incl|approx|etc|no|St|Dr|Mr|Mrs|Ms)\.$/i;
const sentencesOf = (text) => {
  const out = [];
  let start = 0;
  let depth = 0;
  const value = String(text);
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && depth > 0) depth -= 1;
    else if (/[.!?]/.test(char) && depth === 0 && (index + 1 === value.length || /\s/.test(value[index + 1]))) {
      if (char === '.' && ABBREVIATION.test(value.slice(start, index + 1))) continue;
      out.push(value.slice(start, index + 1));
      start = index + 1;
    }
  }
  out.push(value.slice(start));
  return out.map((part) => part.trim()).filter(Boolean);
};
const firstSentence = (text) =>
  sentencesOf(
    String(text)
      .split('\n')
      .find((line) => line.trim()) ?? '',
  )[0] ?? '';
/**
 * The engine's own sentences of a text: line by line, without headings (no lower-case letter),
 * bullets, and the visitor's own lines ("• Offline maps: Ride without signal." keeps the second part).
 */
const engineSentences = (text, own) =>
  String(text)
    .split('\n')
    .map((line) => line.replace(/^\s*[•*-]\s*/, '').trim())
    .filter((line) => /\p{Ll}/u.test(line))
    .map((line) => {
      // "Offline maps: Ride without signal." keeps the engine's part; a sentence that merely opens with the visitor's words stays whole.
      const given = own.find((mine) => mine && line.startsWith(`${mine.trim()}:`));
      return given ? line.slice(given.trim().length + 1).trim() : line;
    })
    .flatMap(sentencesOf);
const hasSubject = (text, subject) =>
  words(text).some((word) => word === subject.topic.toLowerCase() || singular(word) === subject.singular.toLowerCase());

const texts = { store: [], aso: [], reviews: [], landing: [] };
const removed = { store: 0, reviews: 0, landing: 0 };
const subject = { none: [], checks: new Map() };
const slogans = [];
const asoSlogans = [];
const dump = [];
const firstLines = [];
const note = (place, brief, ok, text) => {
  const entry = subject.checks.get(place) ?? { ok: 0, missing: [] };
  if (ok) entry.ok += 1;
  else entry.missing.push(`${brief.app_name}: ${text}`);
  subject.checks.set(place, entry);
};

for (const brief of briefs) {
  // The visitor's words: what the requests carry (the brief's notes are the reader's only).
  const own = [
    brief.app_category ?? '',
    ...(brief.key_features ?? []),
    ...(brief.unique_selling_points ?? []),
    brief.target_audience ?? '',
  ];
  const add = (tool, text) => texts[tool].push({ brief, own, text });
  const answers = { app_name: brief.app_name, reviews: [] };
  dump.push(answers);
  const store = storeRequest(brief);
  const listing = await generateStoreDescription(store, { logger });
  answers.store = listing;
  removed.store += listing.unsupported_sentences_removed;
  for (const text of [
    listing.short_description,
    listing.promotional_text,
    listing.play_store_description,
    listing.app_store_description,
  ])
    add('store', text);
  const featureWords = new Set(store.key_features.flatMap((line) => words(line)).filter((word) => word.length > 3));
  const isSlogan = (short) => short.length < 50 || !words(short).some((word) => featureWords.has(word));
  if (isSlogan(listing.short_description)) slogans.push(`${brief.app_name}: ${listing.short_description}`);

  const aso = await optimizeAso(asoRequest(brief), { logger });
  answers.aso = aso;
  if (isSlogan(aso.play_short_description)) asoSlogans.push(`${brief.app_name}: ${aso.play_short_description}`);
  for (const text of [...aso.title_suggestions, ...aso.subtitle_suggestions, aso.play_short_description]) add('aso', text);

  for (const request of reviewRequests(brief)) {
    const answer = await generateReviewPreviews(request, { logger, now: NOW });
    answers.reviews.push(answer);
    removed.reviews += answer.unsupported_sentences_removed;
    for (const card of answer.reviews) add('reviews', card.review);
  }

  const landing = landingRequest(brief);
  const page = await generateLandingPage(landing, { logger, now: NOW });
  answers.landing = page;
  answers.names = suggestAppNames(nameRequest(brief));
  removed.landing += page.unsupported_sentences_removed;
  const copy = landingCopy(landing);
  for (const text of [
    copy.headline,
    copy.subhead,
    ...copy.features.map((f) => f.text),
    ...copy.steps.map((s) => s.text),
    copy.audience,
    ...copy.faq.map((f) => f.answer),
    copy.closing,
  ])
    if (text) add('landing', text);

  firstLines.push(
    [
      `## ${brief.app_name}`,
      '',
      `- Play short description: ${listing.short_description}`,
      `- Play description, first paragraph: ${listing.play_store_description.split('\n')[0]}`,
      `- App Store description, first paragraph: ${listing.app_store_description.split('\n')[0]}`,
      `- Promotional text: ${listing.promotional_text}`,
      `- ASO keyword field: ${aso.app_store_keywords}`,
      `- ASO titles: ${aso.title_suggestions.join(' | ')}`,
      `- ASO subtitles: ${aso.subtitle_suggestions.join(' | ')}`,
      `- ASO Play short description: ${aso.play_short_description}`,
      `- Landing headline: ${copy.headline}`,
      `- Landing subhead: ${copy.subhead}`,
      `- Names: ${answers.names.slice(0, 5).join(', ')}`,
    ].join('\n'),
  );

  const found = appSubject({
    name: brief.app_name,
    category: brief.app_category,
    description: brief.notes,
    features: brief.key_features ?? [],
  });
  if (!found) {
    subject.none.push(brief.app_name);
    continue;
  }
  const check = (place, text) => note(place, brief, hasSubject(text, found), `[${found.topic}] ${text}`);
  check('Play short description', listing.short_description);
  check('ASO Play short description', aso.play_short_description);
  check('Play description, first sentence', firstSentence(listing.play_store_description));
  check('App Store description, first sentence', firstSentence(listing.app_store_description));
  // Apple indexes the name, the title and subtitle it is written beside, and the field together: a
  // word there would be wasted in the field, so the field counts with them.
  check(
    'ASO keyword field (with the name and the first title and subtitle)',
    [aso.app_store_keywords, brief.app_name, aso.title_suggestions[0] ?? '', aso.subtitle_suggestions[0] ?? ''].join(' '),
  );
  for (const title of aso.title_suggestions) check('ASO title suggestion', title);
  check('landing headline or subhead', `${copy.headline} ${copy.subhead}`);
}

console.log(`${briefs.length} briefs (${briefsFile ?? `bench/briefs/briefs-200.json, ${half} half`})`);
for (const tool of Object.keys(texts)) {
  const sentences = texts[tool].flatMap(({ text, own }) => engineSentences(text, own)).length;
  console.log(
    `${tool.padEnd(8)} ${String(sentences).padStart(5)} sentences${tool in removed ? `, ${removed[tool]} removed by the claim check` : ''}`,
  );
}
console.log(`short descriptions that are slogans: ${slogans.length} of ${briefs.length}`);
for (const line of slogans) console.log(`  ${line}`);
console.log(`ASO Play short descriptions that are slogans: ${asoSlogans.length} of ${briefs.length}`);
for (const line of asoSlogans) console.log(`  ${line}`);
console.log(`subject: none found for ${subject.none.length} (${subject.none.join(', ')})`);
for (const [place, entry] of subject.checks) {
  console.log(`  ${place}: ${entry.ok} of ${entry.ok + entry.missing.length}`);
  for (const line of entry.missing.slice(0, Number(option('--show-missing', 6)))) console.log(`    missing: ${line}`);
}

const dumpFile = option('--dump', null);
if (dumpFile) {
  writeFileSync(dumpFile, `${JSON.stringify(dump, null, 1)}\n`);
  console.log(`answers written to ${dumpFile}`);
}

if (args.includes('--grammar')) {
  const lib = path.join(root, 'bench/languagetool');
  if (!existsSync(path.join(lib, 'GrammarCheck.class')))
    throw new Error('LanguageTool is not set up: see bench/listing-quality.mjs');
  const checked = Object.entries(texts).flatMap(([tool, items]) => items.map((item) => ({ tool, ...item })));
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'launch-grammar-')), 'texts.txt');
  writeFileSync(file, checked.map(({ text }) => text).join('\n=====\n'));
  const out = execFileSync('java', ['-cp', `${lib}/lib/*:${lib}`, 'GrammarCheck', file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64e6,
  });
  const counts = new Map();
  const lines = [];
  for (const [index, category, rule, message, matched] of out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))) {
    const { tool, brief, own, text } = checked[Number(index)];
    const found = matched.trim().toLowerCase();
    // "Download Knot" (CONFUSION_KNOT_NOT) for an app named "Knot Nook": a spelling, confusion or
    // casing rule that fires on a word of the invented name is about the name, whatever word it spans.
    const nameWords = new Set(brief.app_name.toLowerCase().match(/\p{L}+/gu) ?? []);
    const onName =
      ['TYPOS', 'CONFUSED_WORDS', 'CASING'].includes(category) &&
      (found.match(/\p{L}+/gu) ?? []).some((word) => nameWords.has(word));
    const whose =
      brief.app_name.toLowerCase().includes(found) || onName
        ? 'name'
        : own.some((line) => line.toLowerCase().includes(found))
          ? 'visitor'
          : 'engine';
    const key = `${tool} ${whose} ${category}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (whose !== 'name')
      lines.push(
        `  [${tool}, ${whose}, ${category} ${rule}] "${matched}": ${message}\n      in: ${sentencesOf(text).find((s) => s.includes(matched.trim())) ?? text.slice(0, 160)}`,
      );
  }
  console.log(
    `LanguageTool over ${checked.length} texts: ${[...counts].map(([key, count]) => `${key} ${count}`).join('; ') || 'no matches'}`,
  );
  for (const line of lines) console.log(line);
}

const sampleDir = option('--sample', null);
if (sampleDir) {
  mkdirSync(sampleDir, { recursive: true });
  let seed = 20261126;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (const [tool, items] of Object.entries(texts)) {
    const pool = items.flatMap(({ brief, text, own }) => engineSentences(text, own).map((sentence) => ({ brief, sentence })));
    const chosen = [];
    while (chosen.length < Math.min(30, pool.length)) {
      const pick = pool.splice(Math.floor(random() * pool.length), 1)[0];
      chosen.push(pick);
    }
    const body = chosen
      .map(({ brief, sentence }, index) =>
        [
          `## ${index + 1}. ${sentence}`,
          `App: ${brief.app_name} (${brief.app_category}); audience: ${brief.target_audience || '-'}`,
          `Notes: ${brief.notes ?? '-'}`,
          `Features: ${(brief.key_features ?? []).join(' | ')}`,
          `Selling points: ${(brief.unique_selling_points ?? []).join(' | ') || '-'}`,
        ].join('\n'),
      )
      .join('\n\n');
    writeFileSync(path.join(sampleDir, `${tool}.md`), `# ${tool}: 30 random sentences\n\n${body}\n`);
  }
  const intro =
    'For each app: Play short description, first paragraph of the Play and App Store descriptions, promotional text, ASO keyword field, title and subtitle suggestions, ASO Play short description, landing headline and subhead, first 5 names.';
  writeFileSync(path.join(sampleDir, 'first-lines.md'), `# Per-app first lines\n\n${intro}\n\n${firstLines.join('\n\n')}\n`);
  console.log(`samples written to ${sampleDir}`);
}
