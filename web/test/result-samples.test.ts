import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  AppNameRequest,
  AsoRequest,
  IconRequest,
  LandingPageRequest,
  PrivacyPolicyRequest,
  ReviewRequest,
  StoreDescriptionRequest,
  type KeywordRanking,
} from '@aiapp/contracts';
import { type ToolId } from '@aiapp/site-catalogue';
import { silentLogger, storeFixture } from '@aiapp/test-support';
import sharp from 'sharp';
import { buildIconSet, buildLogo } from '@aiapp/image-service';
import { generatePrivacyPolicy } from '@aiapp/legal-service';
import { optimizeAso } from '@aiapp/seo-tracker-service';
import { buildLandingPage, generateReviews, suggestAppNames, writeStoreDescription } from '@aiapp/text-gen-service';
import { SAMPLE_APP, type ResultSample } from '../src/components/tool-page/resultSample';
import { composerExport, resizedSample, sampleAppIcon, sampleCapture, thumbnail } from './result-samples/image-samples';
import { trackOnRecordedAnswers } from './result-samples/keyword-tracker-sample';

/**
 * The examples in the empty result panels are real outputs of our engines for one sample app.
 * This test makes them again and compares them with the shipped files, so an example can never
 * drift from what the tool really gives. After an engine change, write them anew with
 * `UPDATE_RESULT_SAMPLES=1 npx jest web/test/result-samples.test.ts`.
 */

const SAMPLES_DIR = path.resolve(__dirname, '../src/samples');
/** A fixed day: the engines date their output, and the examples must not change with the calendar. */
const SAMPLE_DAY = new Date('2026-11-20T12:00:00Z');

/** The first paragraphs of a text, up to about `length` characters, ending at a paragraph. */
function excerpt(text: string, length: number): string {
  const paragraphs = text.split(/\n{2,}/);
  const kept: string[] = [];
  for (const paragraph of paragraphs) {
    if (kept.length > 0 && [...kept, paragraph].join('\n\n').length > length) break;
    kept.push(paragraph);
  }
  // Never end on a heading whose text has not started yet.
  while (kept.length > 1 && /\n[=-]+$/.test(kept[kept.length - 1] ?? '')) kept.pop();
  return kept.join('\n\n');
}

const CHANGE_WORDS: Record<KeywordRanking['change'], (by: number) => string> = {
  up: (by) => `Up ${by}`,
  down: (by) => `Down ${by}`,
  same: () => 'Same',
  new: () => 'New',
  unknown: () => 'Not checked',
};

const estimate = (value: number | null) => (value === null ? '—' : `${value}/100`);

async function produceSamples(): Promise<Partial<Record<ToolId, ResultSample>>> {
  const logo = buildLogo({ text: SAMPLE_APP.name, style: 'modern', color_scheme: 'blue' });
  const icons = await buildIconSet(
    IconRequest.parse({
      image_data: `data:image/png;base64,${(await sampleAppIcon()).toString('base64')}`,
      image_name: 'habitloop.png',
    }),
  );
  const review = generateReviews(ReviewRequest.parse({ app_name: SAMPLE_APP.name, rating: 5 }), SAMPLE_DAY).reviews[0];
  const listing = writeStoreDescription(
    StoreDescriptionRequest.parse({
      app_name: SAMPLE_APP.name,
      app_category: SAMPLE_APP.category,
      key_features: [...SAMPLE_APP.features],
      target_audience: 'people building better daily routines',
      app_type: 'utility',
    }),
  );
  const policy = generatePrivacyPolicy(
    PrivacyPolicyRequest.parse({
      app_name: SAMPLE_APP.name,
      company_name: SAMPLE_APP.company,
      data_collected: ['Personal Information (name, email)', 'Usage Analytics'],
      effective_date: '2026-11-20',
    }),
    SAMPLE_DAY,
  );
  const names = suggestAppNames(AppNameRequest.parse({ keywords: ['habit', 'streak', 'daily'], category: 'health' }));
  // No model: the example is the built-in engine's, as on an installation without OPENAI_API_KEY.
  const aso = await optimizeAso(
    AsoRequest.parse({
      app_name: SAMPLE_APP.name,
      // The category picks the term pack; habit trackers sit in Productivity as often as in Health & Fitness.
      category: 'Productivity',
      description: storeFixture('aso/habit-tracker-description.txt'),
    }),
    { logger: silentLogger },
  );
  const landing = buildLandingPage(
    LandingPageRequest.parse({
      app_name: SAMPLE_APP.name,
      description: 'Build better habits with one tap a day: check in, keep your streak and see your week improve.',
      features: [...SAMPLE_APP.features],
      category: 'Productivity',
    }),
    SAMPLE_DAY,
  );
  const tracked = await trackOnRecordedAnswers(SAMPLE_APP.name, ['habit tracker', 'streak counter', 'water reminder']);
  const resized = await resizedSample(await sampleCapture());
  const forApp = `the sample app “${SAMPLE_APP.name}”`;
  if (!review) throw new Error('the review engine gave no review');
  return {
    'logo-maker': {
      kind: 'svg',
      input: `${forApp}, modern style, blue palette`,
      alt: `Example logo for ${SAMPLE_APP.name}`,
      svg: logo.svg_code,
    },
    'icon-generator-pro': {
      kind: 'images',
      input: `a 1024×1024 app icon of ${forApp} (a white loop and tick on a green gradient)`,
      images: [
        ...icons.icons.ios.filter((icon) => ['120x120', '80x80', '58x58'].includes(icon.size)),
        ...icons.icons.android.filter((icon) => ['96x96', '72x72', '48x48'].includes(icon.size)),
      ].map((icon) => ({
        label: `${'usage' in icon ? 'iOS' : 'Android'} ${icon.size}`,
        src: `data:image/png;base64,${icon.data}`,
      })),
    },
    'review-preview': { kind: 'review', input: `${forApp}, 5 stars, positive`, review },
    'ai-store-description': {
      kind: 'text',
      input: `${forApp} and three features`,
      title: 'App Store description (opening)',
      text: excerpt(listing.app_store_description, 500),
    },
    'privacy-policy': {
      kind: 'text',
      input: `${forApp}, collecting e-mail addresses and usage analytics`,
      title: 'Privacy policy (opening)',
      text: excerpt(policy.policy, 600),
    },
    'app-name-generator': {
      kind: 'list',
      input: 'the keywords habit, streak and daily in Health & Fitness',
      title: `Name ideas (the first 8 of ${names.length})`,
      items: names.slice(0, 8),
    },
    'aso-optimizer': {
      kind: 'fields',
      input: `${forApp} in Productivity, from its store description`,
      fields: [
        { label: 'Title', value: aso.title_suggestions[0] ?? '' },
        { label: 'Subtitle', value: aso.subtitle_suggestions[0] ?? '' },
        { label: 'App Store keyword field', value: aso.app_store_keywords },
        { label: 'Google Play short description', value: aso.play_short_description },
      ],
    },
    'landing-page': {
      kind: 'page',
      input: `${forApp} in Productivity, with three features`,
      title: `Example landing page for ${SAMPLE_APP.name}`,
      html: landing.html_code,
    },
    'keyword-tracker': {
      kind: 'table',
      input: `${forApp} on the App Store (US), checked on two days`,
      note: 'Made from App Store search answers recorded for our tests, not live rankings: track your own app to see where it stands today.',
      caption: 'Example keyword rankings',
      columns: ['Keyword', 'Position', 'Change', 'Difficulty (est.)', 'Popularity (est.)'],
      rows: Object.entries(tracked.rankings).map(([keyword, ranking]) => [
        keyword,
        ranking.current_position === null ? `Not in top ${ranking.results_checked}` : `#${ranking.current_position}`,
        CHANGE_WORDS[ranking.change](Math.abs(ranking.position_change ?? 0)),
        estimate(ranking.difficulty),
        estimate(ranking.search_volume),
      ]),
    },
    'screenshot-resizer': {
      kind: 'images',
      input: `one 1170×2532 capture of ${forApp}, for both stores`,
      note: 'Shown reduced; the downloads are full size.',
      images: await Promise.all(
        resized.map(async (image) => ({
          label: `${image.store === 'ios' ? 'App Store' : 'Google Play'} ${image.device} ${image.size}${image.treatment === 'scaled' || !image.treatment ? '' : ` (${image.treatment})`}`,
          src: await thumbnail(Buffer.from(image.data, 'base64'), 112),
        })),
      ),
    },
    'screenshot-mockups': {
      kind: 'image',
      input: 'two captures of a sample sleep app, one headline and subline, two-devices layout',
      note: 'An App Store 6.9″ image (1320×2868) of the exported set, shown reduced.',
      alt: 'Example App Store screenshot: the headline “Over 200 calming soundscapes” above two iPhones showing the app',
      src: await thumbnail(await composerExport(), 480),
    },
  };
}

const PNG_DATA_URL = /^data:image\/(?:png|webp);base64,/;

/** Every PNG or WebP data URL in a sample, in order. */
const pngsIn = (sample: unknown): string[] =>
  JSON.stringify(sample)
    .match(/"data:image\/(?:png|webp);base64,[^"]+"/g)
    ?.map((quoted) => JSON.parse(quoted) as string) ?? [];

/** The sample with its PNGs and WebPs replaced by a marker: their bytes are compared as pixels instead. */
const withoutPngs = (sample: unknown): unknown =>
  JSON.parse(JSON.stringify(sample), (_key, value: unknown) =>
    typeof value === 'string' && PNG_DATA_URL.test(value) ? '<png>' : value,
  );

/**
 * Two images show the same picture: same size and channels, no channel more than 2 levels apart.
 * Bytes are not compared: zlib and libvips builds on other machines encode the same pixels
 * differently.
 */
async function expectSamePixels(shipped: string, made: string): Promise<void> {
  const decode = (url: string) =>
    sharp(Buffer.from(url.replace(PNG_DATA_URL, ''), 'base64'))
      .raw()
      .toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(shipped), decode(made)]);
  expect(b.info).toEqual(a.info);
  const largestDifference = a.data.reduce(
    (largest, value, index) => Math.max(largest, Math.abs(value - (b.data[index] ?? 0))),
    0,
  );
  expect(largestDifference).toBeLessThanOrEqual(2);
}

describe('result samples', () => {
  it('When the shipped result samples are made again by our engines, then they are identical (pictures pixel for pixel)', async () => {
    const samples = await produceSamples();
    for (const [toolId, sample] of Object.entries(samples)) {
      const file = path.join(SAMPLES_DIR, `${toolId}.json`);
      if (process.env.UPDATE_RESULT_SAMPLES) await writeFile(file, `${JSON.stringify(sample, null, 2)}\n`);
      const shipped: unknown = JSON.parse(await readFile(file, 'utf8'));
      expect({ toolId, sample: withoutPngs(shipped) }).toEqual({ toolId, sample: withoutPngs(sample) });
      const [shippedPngs, madePngs] = [pngsIn(shipped), pngsIn(sample)];
      for (const [index, png] of madePngs.entries()) await expectSamePixels(shippedPngs[index] ?? '', png);
    }
  }, 60_000);
});
