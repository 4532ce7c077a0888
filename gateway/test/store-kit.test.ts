import { JSDOM } from 'jsdom';
import plist from 'plist';
import sharp from 'sharp';
import { XMLParser } from 'fast-xml-parser';
import {
  PLAY_DATA_SAFETY_CSV_HEADER,
  fitsPlayScreenshotRules,
  measureText,
  STORE_TEXT_LIMITS,
  type StoreTextField,
} from '@aiapp/store-facts';
import { StoreKitResponse, type StoreKitRequest } from '@aiapp/contracts';
import { readZip, startStack, type Stack } from '@aiapp/test-support';

/**
 * The store kit through the gateway, read back with readers of our own choosing: yauzl for the
 * ZIP, sharp's metadata for pixel sizes and alpha, the `plist` package for the privacy manifest,
 * fast-xml-parser for the Android XML, jsdom for the landing page.
 */

const dataUrl = (png: Buffer, type = 'image/png') => `data:${type};base64,${png.toString('base64')}`;

/** A logo on transparency: a filled circle in the middle of a clear square. */
async function iconPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024"><circle cx="512" cy="512" r="380" fill="#2563EB"/><rect x="412" y="300" width="200" height="424" fill="#FFFFFF"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A capture of `width`×`height` with a band of colour, so the resized images are not blank. */
async function capture(width: number, height: number, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#F8FAFC"/><rect y="${height / 3}" width="${width}" height="${height / 3}" fill="${hue}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const FINGERPRINT = Array.from({ length: 32 }, (_, i) => i.toString(16).padStart(2, '0')).join(':');

function profile(overrides: Record<string, unknown> = {}) {
  return {
    app_name: 'Habit Garden',
    subtitle: 'Grow daily routines',
    app_category: 'HEALTH_AND_FITNESS',
    secondary_category: 'LIFESTYLE',
    app_type: 'health',
    key_features: ['Daily streaks', 'Gentle reminders', 'Weekly review'],
    target_audience: 'People building habits',
    unique_selling_points: ['Works offline'],
    brand_colors: ['#14532D', '#22C55E'],
    locales: [
      {
        locale: 'en-US',
        app_store: {
          name: 'Habit Garden',
          subtitle: 'Grow daily routines',
          keywords: 'tracker,streak,reminder,routine',
          description: 'Habit Garden turns each routine into a plant that grows as you keep it up.',
          promotional_text: 'Now with weekly reviews.',
          release_notes: 'First release.',
        },
        play: {
          title: 'Habit Garden',
          short_description: 'Grow your daily routines like a garden.',
          full_description: 'Habit Garden turns each routine into a plant that grows as you keep it up.',
          release_notes: 'First release.',
        },
      },
    ],
    support_url: 'https://habitgarden.example/support',
    marketing_url: 'https://habitgarden.example',
    privacy_url: 'https://habitgarden.example/privacy',
    copyright: '2026 Garden Apps Ltd',
    company_name: 'Garden Apps Ltd',
    contact_email: 'hello@habitgarden.example',
    bundle_id: 'com.gardenapps.habits',
    team_id: 'A1B2C3D4E5',
    app_store_id: '6450000001',
    package_name: 'com.gardenapps.habits',
    sha256_cert_fingerprints: [FINGERPRINT],
    data_collected: ['Personal Information (name, email)', 'Usage Analytics'],
    audience: 'general',
    ...overrides,
  };
}

async function post(stack: Stack, body: unknown) {
  const response = await fetch(`${stack.url}/api/generate-store-kit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const text = (files: Map<string, Buffer>, path: string) => {
  const file = files.get(path);
  if (!file) throw new Error(`${path} is not in the kit`);
  return file.toString('utf8').replace(/\n$/, '');
};

async function pixels(file: Buffer | undefined) {
  if (!file) throw new Error('missing image');
  const meta = await sharp(file).metadata();
  return { width: meta.width, height: meta.height, alpha: meta.hasAlpha, format: meta.format };
}

describe('POST /api/generate-store-kit', () => {
  let stack: Stack;
  let icon: string;
  let phone: string[];
  let tablet: string;
  let kit: StoreKitResponse;
  let files: Map<string, Buffer>;

  beforeAll(async () => {
    stack = await startStack();
    icon = dataUrl(await iconPng());
    phone = await Promise.all(['#16A34A', '#0EA5E9', '#F59E0B'].map(async (hue) => dataUrl(await capture(1170, 2532, hue))));
    tablet = dataUrl(await capture(2048, 2732, '#A855F7'));
    const body: StoreKitRequest = {
      profile: profile() as StoreKitRequest['profile'],
      icon: { image_data: icon, image_name: 'habit-garden.png' },
      screenshots: [...phone.map((data, i) => ({ data, name: `phone-${i + 1}.png` })), { data: tablet, name: 'ipad.png' }],
    };
    const answer = await post(stack, body);
    expect(answer.status).toBe(200);
    kit = StoreKitResponse.parse(answer.body);
    files = await readZip(Buffer.from(kit.zip_data, 'base64'));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('When a profile, an icon and four captures are sent, then every file listed is in the ZIP, with its size', () => {
    expect(kit.zip_file_name).toBe('habit-garden_store_kit.zip');
    expect([...files.keys()].sort()).toEqual(kit.files.map((file) => file.path).sort());
    for (const file of kit.files) expect(files.get(file.path)?.length).toBe(file.bytes);
  });

  it('When the kit is built, then deliver finds each App Store text under metadata/<locale>/ and the app files at the top', () => {
    const folder = 'fastlane/metadata/en-US';
    const locale = profile().locales[0]!;
    expect(text(files, `${folder}/name.txt`)).toBe(locale.app_store.name);
    expect(text(files, `${folder}/subtitle.txt`)).toBe(locale.app_store.subtitle);
    expect(text(files, `${folder}/keywords.txt`)).toBe(locale.app_store.keywords);
    expect(text(files, `${folder}/description.txt`)).toBe(locale.app_store.description);
    expect(text(files, `${folder}/promotional_text.txt`)).toBe(locale.app_store.promotional_text);
    expect(text(files, `${folder}/release_notes.txt`)).toBe(locale.app_store.release_notes);
    expect(text(files, `${folder}/support_url.txt`)).toBe('https://habitgarden.example/support');
    expect(text(files, `${folder}/marketing_url.txt`)).toBe('https://habitgarden.example');
    expect(text(files, `${folder}/privacy_url.txt`)).toBe('https://habitgarden.example/privacy');
    expect(text(files, 'fastlane/metadata/copyright.txt')).toBe('2026 Garden Apps Ltd');
    expect(text(files, 'fastlane/metadata/primary_category.txt')).toBe('HEALTH_AND_FITNESS');
    expect(text(files, 'fastlane/metadata/secondary_category.txt')).toBe('LIFESTYLE');
  });

  it('When the kit is built, then every App Store text is within its limit in the store’s own unit', () => {
    const fields: Record<string, StoreTextField> = {
      name: 'appStoreName',
      subtitle: 'appStoreSubtitle',
      keywords: 'appStoreKeywords',
      description: 'appStoreDescription',
      promotional_text: 'appStorePromotionalText',
      release_notes: 'appStoreReleaseNotes',
    };
    for (const [file, field] of Object.entries(fields)) {
      expect(measureText(text(files, `fastlane/metadata/en-US/${file}.txt`), field)).toBeLessThanOrEqual(
        STORE_TEXT_LIMITS[field].max,
      );
    }
  });

  it('When the kit is built, then every Google Play text is within its limit', () => {
    const fields: Record<string, StoreTextField> = {
      title: 'playTitle',
      short_description: 'playShortDescription',
      full_description: 'playFullDescription',
      'changelogs/default': 'playReleaseNotes',
    };
    for (const [file, field] of Object.entries(fields)) {
      expect(measureText(text(files, `fastlane/metadata/android/en-US/${file}.txt`), field)).toBeLessThanOrEqual(
        STORE_TEXT_LIMITS[field].max,
      );
    }
  });

  it('When the kit is built, then supply finds the Play texts and images under metadata/android/<locale>/', async () => {
    const folder = 'fastlane/metadata/android/en-US';
    const play = profile().locales[0]!.play;
    expect(text(files, `${folder}/title.txt`)).toBe(play.title);
    expect(text(files, `${folder}/short_description.txt`)).toBe(play.short_description);
    expect(text(files, `${folder}/full_description.txt`)).toBe(play.full_description);
    expect(text(files, `${folder}/changelogs/default.txt`)).toBe(play.release_notes);
    expect(await pixels(files.get(`${folder}/images/icon.png`))).toMatchObject({ width: 512, height: 512, format: 'png' });
    expect(files.get(`${folder}/images/icon.png`)!.length).toBeLessThanOrEqual(1024 * 1024);
    expect(await pixels(files.get(`${folder}/images/featureGraphic.png`))).toEqual({
      width: 1024,
      height: 500,
      alpha: false,
      format: 'png',
    });
  });

  it('When phone and tablet captures are given, then Play gets 3 phone and 1 seven- and ten-inch screenshot within its rules, opaque', async () => {
    const images = [...files.keys()].filter((path) => path.startsWith('fastlane/metadata/android/en-US/images/'));
    const inFolder = (folder: string) => images.filter((path) => path.includes(`/images/${folder}/`));
    expect(inFolder('phoneScreenshots')).toHaveLength(3);
    expect(inFolder('sevenInchScreenshots')).toHaveLength(1);
    expect(inFolder('tenInchScreenshots')).toHaveLength(1);
    for (const path of [
      ...inFolder('phoneScreenshots'),
      ...inFolder('sevenInchScreenshots'),
      ...inFolder('tenInchScreenshots'),
    ]) {
      const facts = await pixels(files.get(path));
      expect({ path, fits: fitsPlayScreenshotRules({ width: facts.width!, height: facts.height! }), alpha: facts.alpha }).toEqual(
        {
          path,
          fits: true,
          alpha: false,
        },
      );
    }
  });

  it('When phone and tablet captures are given, then the App Store folder holds 6.9", 6.5" and iPad 13" sizes, opaque (the 2048×2732 iPad capture is a 13" size already)', async () => {
    const shots = [...files.keys()].filter((path) => path.startsWith('fastlane/screenshots/en-US/'));
    const sizes = await Promise.all(shots.map(async (path) => pixels(files.get(path))));
    const counted = sizes.reduce<Record<string, number>>((counts, facts) => {
      const key = `${facts.width}x${facts.height}`;
      counts[key] = (counts[key] ?? 0) + 1;
      return counts;
    }, {});
    expect(counted).toEqual({ '1320x2868': 3, '1242x2688': 3, '2048x2732': 1 });
    // deliver files an iPad capture under the 13" display type only when its name says so (app_screenshot.rb).
    expect(shots.filter((path) => path.includes('IPAD_PRO_3GEN_129'))).toEqual([
      'fastlane/screenshots/en-US/04_ipad13_IPAD_PRO_3GEN_129_2048x2732.jpg',
    ]);
    expect(sizes.every((facts) => facts.alpha === false)).toBe(true);
  });

  it('When the kit is built, then the icon sets are there as the icon generator makes them, with dark, tinted and monochrome layers', () => {
    const contents = JSON.parse(text(files, 'icons/ios/AppIcon.appiconset/Contents.json')) as {
      images: { appearances?: { value: string }[] }[];
    };
    const appearances = new Set(contents.images.flatMap((image) => image.appearances?.map((a) => a.value) ?? []));
    expect(appearances).toEqual(new Set(['dark', 'tinted']));
    const adaptive = new XMLParser({ ignoreAttributes: false }).parse(
      text(files, 'icons/android/res/mipmap-anydpi-v26/ic_launcher.xml'),
    ) as {
      'adaptive-icon': Record<string, unknown>;
    };
    expect(Object.keys(adaptive['adaptive-icon'])).toEqual(expect.arrayContaining(['background', 'foreground', 'monochrome']));
    expect([...files.keys()].some((path) => path.startsWith('icons/web/'))).toBe(true);
  });

  it('When the kit is built, then the privacy pack holds the policy, a manifest a plist parser reads, the App Privacy sheet and the Data safety CSV', () => {
    expect(text(files, 'privacy/privacy-policy.html')).toContain('Habit Garden');
    expect(text(files, 'privacy/privacy-policy.md')).toContain('Habit Garden');
    const manifest = plist.parse(text(files, 'privacy/PrivacyInfo.xcprivacy')) as {
      NSPrivacyTracking: boolean;
      NSPrivacyCollectedDataTypes: { NSPrivacyCollectedDataType: string }[];
    };
    expect(manifest.NSPrivacyTracking).toBe(false);
    expect(manifest.NSPrivacyCollectedDataTypes.map((type) => type.NSPrivacyCollectedDataType)).toEqual(
      expect.arrayContaining(['NSPrivacyCollectedDataTypeEmailAddress']),
    );
    expect(text(files, 'privacy/app-store-privacy-answers.md')).toContain('Email Address');
    // RFC 4180 records: CRLF between them, as the Console's own export.
    const csv = text(files, 'privacy/play-data-safety.csv').split('\r\n');
    expect(csv[0]).toBe(PLAY_DATA_SAFETY_CSV_HEADER);
    const rows = csv.slice(1).map((line) => line.split(','));
    expect(rows.every((row) => row.length >= 5)).toBe(true);
    expect(rows).toContainEqual(expect.arrayContaining(['PSL_DATA_COLLECTION_COLLECTS_PERSONAL_DATA', '', 'true']));
    expect(rows).toContainEqual(expect.arrayContaining(['PSL_DATA_TYPES_PERSONAL', 'PSL_EMAIL', 'true', 'MULTIPLE_CHOICE']));
  });

  it('When the kit is built, then the landing page has the Smart App Banner, Open Graph and X card tags, store buttons, icon, screenshots and privacy link', async () => {
    const { document } = new JSDOM(text(files, 'web/index.html')).window;
    const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="apple-itunes-app"]')).toBe('app-id=6450000001');
    expect(meta('meta[property="og:title"]')).toBe('Habit Garden');
    expect(meta('meta[property="og:image"]')).toBe('https://habitgarden.example/og-image.png');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const links = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(
      expect.arrayContaining([
        'https://apps.apple.com/app/id6450000001',
        'https://play.google.com/store/apps/details?id=com.gardenapps.habits',
        'https://habitgarden.example/privacy',
      ]),
    );
    const images = [...document.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(expect.arrayContaining(['icon.png', 'screenshots/1.jpg', 'screenshots/2.jpg', 'screenshots/3.jpg']));
    for (const src of images) expect(files.has(`web/${src}`)).toBe(true);
    expect(await pixels(files.get('web/og-image.png'))).toMatchObject({ width: 1200, height: 630 });
  });

  it('When a Team ID, bundle ID, package name and fingerprint are given, then both app-link files name them', () => {
    const aasa = JSON.parse(text(files, 'web/.well-known/apple-app-site-association')) as {
      applinks: { details: { appIDs: string[] }[] };
    };
    expect(aasa.applinks.details[0]!.appIDs).toEqual(['A1B2C3D4E5.com.gardenapps.habits']);
    const links = JSON.parse(text(files, 'web/.well-known/assetlinks.json')) as {
      relation: string[];
      target: { package_name: string; sha256_cert_fingerprints: string[] };
    }[];
    expect(links[0]!.relation).toEqual(['delegate_permission/common.handle_all_urls']);
    expect(links[0]!.target.package_name).toBe('com.gardenapps.habits');
    expect(links[0]!.target.sha256_cert_fingerprints).toEqual([FINGERPRINT.toUpperCase()]);
  });

  it('When the kit is built, then its README names the folders and the deliver and supply commands, and the report is in it as JSON', () => {
    const readme = text(files, 'README.md');
    expect(readme).toContain('fastlane deliver');
    expect(readme).toContain('fastlane supply');
    expect(readme).toContain('App Privacy');
    expect(JSON.parse(text(files, 'validation-report.json'))).toEqual(kit.report);
    expect(text(files, 'validation-report.md')).toContain('Validation report');
    expect(kit.report.checks.length).toBeGreaterThan(20);
    expect(kit.report.checks.filter((check) => check.status === 'fail')).toEqual([]);
  });

  it('When a keyword repeats a word of the name and a title is over the limit of the file it fills, then the report marks them red', async () => {
    const base = profile();
    const locale = base.locales[0]!;
    const answer = await post(stack, {
      profile: profile({
        app_name: 'Habit Garden: the calm daily routine tracker',
        locales: [
          {
            ...locale,
            app_store: { ...locale.app_store, name: '', keywords: 'habit, garden' },
            play: { ...locale.play, title: '' },
          },
        ],
      }),
      icon: { image_data: icon, image_name: '' },
      screenshots: [{ data: phone[0]!, name: '' }],
    });
    expect(answer.status).toBe(200);
    const report = StoreKitResponse.parse(answer.body).report;
    const failed = report.checks.filter((check) => check.status === 'fail').map((check) => `${check.path}: ${check.rule}`);
    expect(report.passed).toBe(false);
    expect(failed).toEqual(
      expect.arrayContaining([
        'fastlane/metadata/en-US/name.txt: at most 30 characters',
        'fastlane/metadata/en-US/keywords.txt: keywords separated by commas without spaces',
        'fastlane/metadata/en-US/keywords.txt: no word the name or subtitle already has',
        'fastlane/metadata/android/en-US/title.txt: at most 30 characters',
        'fastlane/metadata/android/en-US/images/phoneScreenshots: 2–8 screenshots',
      ]),
    );
  });

  it('When one locale has only Play texts, then the kit writes exactly the folders that have texts', async () => {
    const locale = profile().locales[0]!;
    const answer = await post(stack, {
      profile: profile({
        locales: [
          locale,
          { locale: 'de-DE', play: { title: 'Gewohnheitsgarten', short_description: 'Routinen wachsen lassen.' } },
        ],
      }),
      icon: { image_data: icon, image_name: '' },
      screenshots: phone.slice(0, 2).map((data) => ({ data, name: '' })),
    });
    expect(answer.status).toBe(200);
    const paths = StoreKitResponse.parse(answer.body).files.map((file) => file.path);
    expect(paths).toContain('fastlane/metadata/android/de-DE/title.txt');
    expect(paths.some((path) => path.startsWith('fastlane/metadata/de-DE/'))).toBe(false);
    expect(paths.some((path) => path.startsWith('fastlane/screenshots/de-DE/'))).toBe(false);
    expect(paths).toContain('fastlane/screenshots/en-US/01_iphone69_1320x2868.jpg');
  });

  it('When a capture already has a size the 6.9" slot takes, then it keeps that size there and the report is green', async () => {
    const native = dataUrl(await capture(1290, 2796, '#16A34A'));
    const answer = await post(stack, {
      profile: profile(),
      icon: { image_data: icon, image_name: '' },
      screenshots: [native, ...phone.slice(0, 1)].map((data) => ({ data, name: '' })),
    });
    expect(answer.status).toBe(200);
    const nativeKit = StoreKitResponse.parse(answer.body);
    const nativeFiles = await readZip(Buffer.from(nativeKit.zip_data, 'base64'));
    expect(await pixels(nativeFiles.get('fastlane/screenshots/en-US/01_iphone69_1290x2796.jpg'))).toMatchObject({
      width: 1290,
      height: 2796,
      alpha: false,
    });
    expect(nativeFiles.has('fastlane/screenshots/en-US/02_iphone69_1320x2868.jpg')).toBe(true);
    expect(nativeKit.report.checks.filter((check) => check.path.startsWith('fastlane/screenshots/'))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'fastlane/screenshots/en-US/01_iphone69_1290x2796.jpg', status: 'pass' }),
      ]),
    );
    expect(nativeKit.report.passed).toBe(true);
  });

  describe('bad input', () => {
    const valid = () => ({
      profile: profile(),
      icon: { image_data: icon, image_name: '' },
      screenshots: [{ data: phone[0]!, name: '' }],
    });

    it.each([
      [
        'a profile without a name',
        (body: ReturnType<typeof valid>) => ({ ...body, profile: { ...body.profile, app_name: ' ' } }),
        ['profile', 'app_name'],
      ],
      [
        'a non-image screenshot',
        (body: ReturnType<typeof valid>) => ({
          ...body,
          screenshots: [
            body.screenshots[0]!,
            { data: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`, name: 'notes.txt' },
          ],
        }),
        ['screenshots', 1, 'data'],
      ],
      [
        'a 20th screenshot',
        (body: ReturnType<typeof valid>) => ({ ...body, screenshots: Array(20).fill(body.screenshots[0]) }),
        ['screenshots'],
      ],
      [
        'a fingerprint that is not 32 hex bytes',
        (body: ReturnType<typeof valid>) => ({ ...body, profile: { ...body.profile, sha256_cert_fingerprints: ['AB:CD:EF'] } }),
        ['profile', 'sha256_cert_fingerprints', 0],
      ],
      [
        'a bundle id with spaces',
        (body: ReturnType<typeof valid>) => ({ ...body, profile: { ...body.profile, bundle_id: 'com.garden apps.habits' } }),
        ['profile', 'bundle_id'],
      ],
    ])('When the request has %s, then 400 JSON names the field and no kit is made', async (_case, spoil, path) => {
      const answer = await post(stack, spoil(valid()));
      expect(answer.status).toBe(400);
      const error = answer.body.error as { message: string; details: { path: (string | number)[] }[] };
      expect(error.message.length).toBeGreaterThan(0);
      expect(error.details[0]!.path).toEqual(path);
      // Nothing half-written: the answer is the error alone, no ZIP and no file list.
      expect(Object.keys(answer.body)).toEqual(['error']);
    });
  });
});
