import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IconRequest, PrivacyPolicyRequest, ReviewRequest, StoreDescriptionRequest, type ToolId } from '@aiapp/contracts';
import sharp from 'sharp';
import { buildIconSet } from '../../services/image/src/domain/icons/build-icon-set';
import { buildLogo } from '../../services/image/src/domain/logo';
import { generatePrivacyPolicy } from '../../services/legal/src/domain/generate-privacy-policy';
import { generateReviews } from '../../services/text-gen/src/domain/reviews/generate-reviews';
import { writeStoreDescription } from '../../services/text-gen/src/domain/store-description/built-in';
import { SAMPLE_APP, type ResultSample } from '../src/components/tool-page/resultSample';

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

async function produceSamples(): Promise<Partial<Record<ToolId, ResultSample>>> {
  const logo = buildLogo({ text: SAMPLE_APP.name, style: 'modern', color_scheme: 'blue' });
  const logoPng = await sharp(Buffer.from(logo.svg_code))
    .resize(1024, 1024, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
  const icons = await buildIconSet(
    IconRequest.parse({ image_data: `data:image/png;base64,${logoPng.toString('base64')}`, image_name: 'habitloop.png' }),
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
      kind: 'icons',
      input: `the logo of ${forApp}`,
      icons: [
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
  };
}

const PNG_DATA_URL = /^data:image\/png;base64,/;

/** Every PNG data URL in a sample, in order. */
const pngsIn = (sample: unknown): string[] =>
  JSON.stringify(sample)
    .match(/"data:image\/png;base64,[^"]+"/g)
    ?.map((quoted) => JSON.parse(quoted) as string) ?? [];

/** The sample with its PNGs replaced by a marker: their bytes are compared as pixels instead. */
const withoutPngs = (sample: unknown): unknown =>
  JSON.parse(JSON.stringify(sample), (_key, value: unknown) =>
    typeof value === 'string' && PNG_DATA_URL.test(value) ? '<png>' : value,
  );

/**
 * Two PNGs show the same picture: same size and channels, no channel more than 2 levels apart.
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
