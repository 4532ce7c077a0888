// Review previews, landing pages and privacy policies over eight invented apps (issue 17's "Measured" figures).
//
//   npm run build:node && node bench/texts-quality.mjs [--pages DIR] [--policy]
//
// --pages DIR writes each app's landing page to DIR/<app>.html (for screenshots).
// --policy prints the children's section of a children's and a general-audience policy.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { generateReviews } = require('../services/text-gen/dist/domain/reviews/generate-reviews');
const { buildLandingPage } = require('../services/text-gen/dist/domain/landing-page/build-landing-page');
const { generatePrivacyPolicy } = require('../services/legal/dist/domain/generate-privacy-policy');
const { ReviewRequest, LandingPageRequest } = require('../shared-contracts/dist');

const NOW = new Date('2026-11-23T12:00:00Z');
const APPS = [
  {
    app_name: 'StreakNest',
    category: 'Habits',
    description: 'StreakNest helps you build small daily habits and see your progress over weeks.',
    features: ['Daily check-ins', 'Reminders', 'Progress charts', 'Home screen widget'],
  },
  {
    app_name: 'Wordfall',
    category: 'Word game',
    description: 'Wordfall is a falling-letters word game with a new puzzle every day.',
    features: ['Daily puzzle', 'Global leaderboard', 'Play offline', 'No ads'],
  },
  {
    app_name: 'ClinicLink Care',
    category: 'Medical',
    description: 'Book video visits with licensed clinicians and keep your visit notes in one place.',
    features: ['Book video visits', 'Secure messaging with your clinician', 'Prescription reminders'],
  },
  {
    app_name: 'Lumen Edit',
    category: 'Photo & Video',
    description: 'Lumen Edit gives you precise photo editing tools on your phone.',
    features: ['RAW editing', 'Presets', 'Export to full resolution', 'Dark mode'],
  },
  {
    app_name: 'Sum Sprout',
    category: 'Kids maths',
    description: 'Sum Sprout turns maths practice into a game for children aged 5 to 10.',
    features: ['Adaptive practice', 'Parent dashboard', 'Sticker rewards'],
  },
  {
    app_name: 'FieldDesk Dispatch',
    category: 'Business',
    description: 'Schedule field technicians, track jobs and send invoices from one app.',
    features: ['Schedule jobs for technicians', 'Live technician map', 'Invoices on site', 'Offline mode'],
  },
  {
    app_name: 'Ledgerly',
    category: 'Finance',
    description: 'Ledgerly keeps your household budget in one place.',
    features: ['Budget categories', 'Bill reminders', 'Export to CSV', 'Shared budgets'],
  },
  {
    app_name: 'Trailmate',
    category: 'Travel',
    description: 'Plan trips, save places and keep your bookings together.',
    features: ['Trip itineraries', 'Offline maps', 'Share plans with friends'],
  },
];

const args = process.argv.slice(2);

// Reviews: for each rating and type, texts shared word for word between apps (names swapped), and mean stars.
const COMBOS = [1, 2, 3, 4, 5].flatMap((rating) =>
  ['positive', 'mixed'].filter((type) => type === 'mixed' || rating >= 3).map((review_type) => ({ rating, review_type })),
);
let sharedTexts = 0;
let totalTexts = 0;
let withoutFeatures = 0;
let sharedWithoutFeatures = 0;
const means = [];
for (const combo of COMBOS) {
  const sets = APPS.map((app) => ({
    app,
    full: generateReviews(ReviewRequest.parse({ ...app, ...combo }), NOW).reviews,
    bare: generateReviews(ReviewRequest.parse({ app_name: app.app_name, ...combo }), NOW).reviews,
  }));
  const neutral = (app, text) => text.replaceAll(app.app_name, '{app}');
  for (const [index, set] of sets.entries()) {
    const others = new Set(
      sets.filter((_, other) => other !== index).flatMap((s) => s.full.map((r) => neutral(s.app, r.review))),
    );
    const othersBare = new Set(
      sets.filter((_, other) => other !== index).flatMap((s) => s.bare.map((r) => neutral(s.app, r.review))),
    );
    sharedTexts += set.full.filter((r) => others.has(neutral(set.app, r.review))).length;
    sharedWithoutFeatures += set.bare.filter((r) => othersBare.has(neutral(set.app, r.review))).length;
    totalTexts += set.full.length;
    withoutFeatures += set.bare.length;
  }
  const stars = sets.flatMap((s) => s.full.map((r) => r.rating));
  const perApp = sets.map((s) => s.full.reduce((sum, r) => sum + r.rating, 0) / s.full.length);
  means.push({
    ...combo,
    mean: stars.reduce((a, b) => a + b, 0) / stars.length,
    minApp: Math.min(...perApp),
    maxApp: Math.max(...perApp),
    distinct: new Set(stars).size,
  });
}
console.log(`Reviews, 8 apps x ${COMBOS.length} rating/type pairs x 6 cards = ${totalTexts} texts`);
console.log(
  `  shared word for word with another app (names swapped), with category+features: ${sharedTexts} (${((100 * sharedTexts) / totalTexts).toFixed(1)}%)`,
);
console.log(
  `  same, app name only (spec fields):                                        ${sharedWithoutFeatures} (${((100 * sharedWithoutFeatures) / withoutFeatures).toFixed(1)}%)`,
);
for (const m of means)
  console.log(
    `  ${m.rating}* ${m.review_type.padEnd(8)} mean ${m.mean.toFixed(2)} (per app ${m.minApp.toFixed(2)}-${m.maxApp.toFixed(2)}), star values used: ${m.distinct}`,
  );

// Landing pages: visible words and the share not copied from the input.
const words = (text) => text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
const visible = (html) =>
  html
    .slice(html.indexOf('<body'))
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
console.log('\nLanding pages (store links and privacy URL given)');
const pagesDir = args.includes('--pages') ? args[args.indexOf('--pages') + 1] : null;
if (pagesDir) mkdirSync(pagesDir, { recursive: true });
for (const app of APPS) {
  const request = LandingPageRequest.parse({
    ...app,
    app_store_url: 'https://apps.apple.com/app/id1234567890',
    play_store_url: 'https://play.google.com/store/apps/details?id=com.example.app',
    privacy_url: 'https://example.com/privacy',
  });
  const html = buildLandingPage(request, NOW).html_code;
  const inputWords = new Set(words([app.app_name, app.description, ...app.features].join(' ')));
  const seen = words(visible(html));
  const fresh = seen.filter((word) => !inputWords.has(word)).length;
  const layout = /<body class="layout-([a-z]+)">/.exec(html)?.[1];
  console.log(
    `  ${app.app_name.padEnd(20)} ${layout.padEnd(10)} ${String(seen.length).padStart(4)} visible words, ${((100 * fresh) / seen.length).toFixed(0)}% not from the input`,
  );
  if (pagesDir) writeFileSync(path.join(pagesDir, `${app.app_name.toLowerCase().replaceAll(' ', '-')}.html`), html);
}

if (args.includes('--policy')) {
  const section = (policy) => {
    const start = policy.indexOf("Children's privacy");
    return policy.slice(start, policy.indexOf('\n7. ', start) > 0 ? policy.indexOf('\n7. ', start) : start + 3000).trim();
  };
  const base = {
    company_name: 'Little Owl Apps',
    email: 'parents@littleowl.example',
    website: '',
    data_collected: ['Personal Information (name, email)', 'Usage Analytics'],
  };
  for (const [label, extra] of [
    ['children (Sum Sprout)', { app_name: 'Sum Sprout', audience: 'children' }],
    ['general (Ledgerly)', { app_name: 'Ledgerly', audience: 'general' }],
  ]) {
    console.log(`\n--- ${label} ---\n${section(generatePrivacyPolicy({ ...base, ...extra }, NOW).policy)}`);
  }
}
