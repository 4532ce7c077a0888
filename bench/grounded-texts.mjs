// Truth of the review previews, landing pages and store descriptions over app briefs (issue 28):
// how many sentences the claim check flags, how alike the texts of different apps are, and the
// built-in engine's time per call, in process from dist.
//
//   npm run build:node && node bench/grounded-texts.mjs --half tune|measure|all [--briefs FILE] [--show N]
//
// FILE is a JSON array of briefs, or several files separated by commas (app_name, app_category, target_audience, key_features,
// unique_selling_points, notes); the default is the 200 briefs written for this evaluation by
// someone who had not read the engine. Even indices are the tuning half, odd indices the measure
// half (never used to change the engine); all is every brief (for a spent set). --show N prints the texts of tuning brief N (an odd
// index is refused).
//
// The requests a visitor would type, from a brief: bench/brief-requests.mjs (fixed rules, written
// before any run). Besides the figures below it counts short descriptions under 50 characters or
// without a word of the visitor's features (slogans).
//
// Figures, per tool:
// - sentences: every sentence of every text (review bodies; headline, subhead, feature
//   sentences, steps, audience, FAQ answers and closing as the page shows them, without the
//   visitor's own description and features and the footer), split at . ! ? marks; review titles
//   are headlines of two to five words and are reported apart;
// - flagged before the final filter: sentences of the engine's own answer that the claim check
//   (the same check the service runs last) does not support;
// - removed: what the final filter took out (`unsupported_sentences_removed`);
// - distinct ratio: distinct sentences / sentences, over all apps of the half;
// - cross-category shared: share of sentences whose exact text also occurs in an app of another
//   category (category = app_category's first part, "Lifestyle / Beekeeping" → "lifestyle");
// - the same once names are swapped: the app's name replaced by a placeholder first, so
//   "Five stars for Leafy." and "Five stars for Parkly." are one sentence (a line that fits any app);
// - generic: sentences that, without the app's name, hold no word of the visitor's features
//   (content words of four letters or more, singular and plural alike);
// - median and first ms per call (the domain function with the claim check, no HTTP).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { landingRequest, reviewRequests, storeRequest } from './brief-requests.mjs';

const require = createRequire(import.meta.url);
const started = performance.now();
const { generateStoreDescription } = require('../services/text-gen/dist/domain/store-description');
const { words, singular } = require('../libraries/text/dist');
const { generateReviewPreviews } = require('../services/text-gen/dist/domain/reviews');
const { generateReviews, planReviews, reviewFactsOf } = require('../services/text-gen/dist/domain/reviews/generate-reviews');
const { generateLandingPage } = require('../services/text-gen/dist/domain/landing-page');
const { landingCopy } = require('../services/text-gen/dist/domain/landing-page/landing-copy');
const { landingClaimCheck } = require('../services/text-gen/dist/domain/landing-page/landing-claims');
const loadMs = performance.now() - started;

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const briefFiles = option('--briefs', null)?.split(',') ?? [new URL('briefs/briefs-200.json', import.meta.url)];
const briefs = briefFiles.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')));
const half = option('--half', 'tune');
if (!['tune', 'measure', 'all'].includes(half)) throw new Error('--half is tune, measure or all');
const NOW = new Date('2026-11-25T12:00:00Z');
const logger = { info() {}, warn() {}, error() {}, debug() {} };
const SENTENCE = /[^.!?]+[.!?]+|[^.!?]+$/g;
const sentencesOf = (text) => (text.match(SENTENCE) ?? []).map((part) => part.trim()).filter(Boolean);
const landingTexts = (copy) => [
  copy.headline,
  copy.subhead,
  ...copy.features.map((feature) => feature.text),
  ...copy.steps.map((step) => step.text),
  copy.audience,
  ...copy.faq.map((item) => item.answer),
  copy.closing,
];
// The landing page's texts as the page shows them, read back from the HTML.
const visibleTexts = (html) =>
  [...html.matchAll(/<(h1|p|h3|li|summary)[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((match) =>
      match[2]
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/&#39;/g, "'")
        .replace(/&quot;/g, '"'),
    )
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const time = async (work) => {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
};

const indices = briefs.map((_, index) => index).filter((index) => half === 'all' || index % 2 === (half === 'tune' ? 0 : 1));
const showIndex = option('--show', null);
if (showIndex !== null) {
  const index = Number(showIndex);
  if (index % 2 === 1) throw new Error('--show prints tuning briefs only (even indices)');
  const brief = briefs[index];
  for (const request of reviewRequests(brief).slice(0, 2)) {
    const answer = await generateReviewPreviews(request, { logger, now: NOW });
    for (const card of answer.reviews) console.log(`${card.rating}★ ${card.title} | ${card.review}`);
  }
  const request = landingRequest(brief);
  console.log(JSON.stringify(landingCopy(request), null, 1));
  process.exit(0);
}

const tools = {
  reviews: { sentences: 0, flagged: 0, removed: 0, uses: [], ms: [], first: null, examples: [] },
  landing: { sentences: 0, flagged: 0, removed: 0, uses: [], ms: [], first: null, examples: [] },
  store: { removed: 0, uses: [], ms: [], first: null, slogans: 0, examples: [] },
  titles: { uses: [] },
};
const categoryOf = (brief) =>
  String(brief.app_category ?? '')
    .split(/\s*[/|,&]\s*/)[0]
    .trim()
    .toLowerCase();

/** The brief's feature words, singular, for the generic count. */
const featureWordsOf = (brief) =>
  new Set(
    (brief.key_features ?? [])
      .flatMap((line) => words(line))
      .filter((word) => word.length > 3)
      .map((word) => singular(word)),
  );
for (const index of indices) {
  const brief = briefs[index];
  const category = categoryOf(brief);
  const app = brief.app_name;
  const briefWords = featureWordsOf(brief);
  for (const request of reviewRequests(brief)) {
    const facts = reviewFactsOf(request);
    const own = generateReviews(request, NOW, planReviews(request, NOW), facts).reviews;
    for (const card of own)
      for (const sentence of [card.title, ...sentencesOf(card.review)])
        if (!facts.claims.supports(sentence)) {
          tools.reviews.flagged += 1;
          if (tools.reviews.examples.length < 8 && half === 'tune') tools.reviews.examples.push(`${index}: ${sentence}`);
        }
    const { value, ms } = await time(() => generateReviewPreviews(request, { logger, now: NOW }));
    tools.reviews.first ??= ms;
    tools.reviews.ms.push(ms);
    tools.reviews.removed += value.unsupported_sentences_removed;
    for (const card of value.reviews) {
      tools.titles.uses.push({ sentence: card.title, index, category });
      for (const sentence of sentencesOf(card.review))
        tools.reviews.uses.push({ sentence, index, category, app, featureWords: briefWords });
    }
  }
  const store = storeRequest(brief);
  const { value: listing, ms: storeMs } = await time(() => generateStoreDescription(store, { logger }));
  tools.store.first ??= storeMs;
  tools.store.ms.push(storeMs);
  tools.store.removed += listing.unsupported_sentences_removed;
  const featureWords = new Set(store.key_features.flatMap((line) => words(line)).filter((word) => word.length > 3));
  if (listing.short_description.length < 50 || !words(listing.short_description).some((word) => featureWords.has(word))) {
    tools.store.slogans += 1;
    if (tools.store.examples.length < 8 && half === 'tune') tools.store.examples.push(`${index}: ${listing.short_description}`);
  }
  const ownLines = new Set([...store.key_features, ...store.unique_selling_points].map((line) => line.trim()));
  for (const line of [listing.play_store_description, listing.app_store_description].join('\n').split('\n')) {
    // The visitor's own bullet is no sentence of the engine's; what follows its colon is.
    const bullet = /^• (.+?)(?:: (.*))?$/.exec(line);
    const text = bullet && ownLines.has(bullet[1].trim()) ? (bullet[2] ?? '') : line;
    for (const sentence of sentencesOf(text)) tools.store.uses.push({ sentence, index, category });
  }
  const request = landingRequest(brief);
  const claims = landingClaimCheck(request);
  for (const sentence of landingTexts(landingCopy(request)).flatMap(sentencesOf))
    if (!claims.supports(sentence)) {
      tools.landing.flagged += 1;
      if (tools.landing.examples.length < 8 && half === 'tune') tools.landing.examples.push(`${index}: ${sentence}`);
    }
  const { value, ms } = await time(() => generateLandingPage(request, { logger, now: NOW }));
  tools.landing.first ??= ms;
  tools.landing.ms.push(ms);
  tools.landing.removed += value.unsupported_sentences_removed;
  const given = new Set([request.description, ...request.features].flatMap(sentencesOf));
  // The footer's copyright line is the same on every page and no copy; the page's words end with </main>.
  for (const text of visibleTexts(value.html_code.split('</main>')[0]))
    for (const sentence of sentencesOf(text))
      if (!given.has(sentence)) tools.landing.uses.push({ sentence, index, category, app, featureWords: briefWords });
}

const report = (name, tool) => {
  const byText = new Map();
  for (const use of tool.uses) {
    const entry = byText.get(use.sentence) ?? { categories: new Set(), apps: new Set() };
    entry.categories.add(use.category);
    entry.apps.add(use.index);
    byText.set(use.sentence, entry);
  }
  const shared = tool.uses.filter((use) => (byText.get(use.sentence)?.categories.size ?? 0) > 1).length;
  const sentences = tool.uses.length;
  const swapped = (use) => (use.app ? use.sentence.replaceAll(use.app, '{app}') : use.sentence);
  const bySwapped = new Map();
  for (const use of tool.uses) {
    const categories = bySwapped.get(swapped(use)) ?? new Set();
    categories.add(use.category);
    bySwapped.set(swapped(use), categories);
  }
  const sharedSwapped = tool.uses.filter((use) => (bySwapped.get(swapped(use))?.size ?? 0) > 1);
  const generic = tool.uses.filter(
    (use) =>
      use.featureWords && !words(swapped(use).replaceAll('{app}', '')).some((word) => use.featureWords.has(singular(word))),
  );
  console.log(`\n${name} (${half} half, ${indices.length} briefs)`);
  console.log(`  sentences written                  ${sentences}`);
  if (tool.flagged !== undefined) console.log(`  flagged before the final filter    ${tool.flagged}`);
  if (tool.removed !== undefined) console.log(`  removed by the final filter        ${tool.removed}`);
  console.log(`  distinct sentences / sentences     ${(byText.size / sentences).toFixed(3)} (${byText.size})`);
  console.log(`  shared with another category       ${((100 * shared) / sentences).toFixed(1)}%`);
  if (tool.uses[0]?.app) {
    console.log(`  the same, names swapped            ${((100 * sharedSwapped.length) / sentences).toFixed(1)}%`);
    console.log(`  generic (no word of the features)  ${generic.length} (${((100 * generic.length) / sentences).toFixed(1)}%)`);
  }
  if (tool.ms) console.log(`  ms per call: median ${median(tool.ms).toFixed(2)}, first ${tool.first?.toFixed(1)}`);
  if (tool.examples?.length && tool.slogans === undefined)
    console.log(`  flagged, first few:\n    ${tool.examples.join('\n    ')}`);
  if (args.includes('--top-shared') && tool.uses[0]?.app) {
    const counts = new Map();
    for (const use of sharedSwapped) counts.set(swapped(use), (counts.get(swapped(use)) ?? 0) + 1);
    const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 12);
    console.log(`  most shared once names are swapped:\n    ${top.map(([text, count]) => `${count}× ${text}`).join('\n    ')}`);
  }
  if (args.includes('--top-shared')) {
    const top = [...byText].filter(([, entry]) => entry.categories.size > 1).sort((a, b) => b[1].apps.size - a[1].apps.size);
    console.log(
      `  most shared:\n    ${top
        .slice(0, 12)
        .map(([text, entry]) => `${entry.apps.size} apps: ${text}`)
        .join('\n    ')}`,
    );
  }
};
console.log(`modules loaded in ${loadMs.toFixed(0)} ms`);
report('Review previews, review texts', tools.reviews);
report('Review previews, titles (headlines, not sentences: reported apart)', tools.titles);
report('Landing page', tools.landing);
report('Store description (Play and App Store texts)', tools.store);
console.log(`  short descriptions that are slogans ${tools.store.slogans} of ${indices.length}`);
