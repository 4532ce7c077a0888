import { ANDROID_RESIZE_TARGETS, IOS_RESIZE_TARGETS, fitsPlayScreenshotRules } from '@aiapp/store-facts';
import {
  buildOpenApiDocument,
  iconZipFileName,
  LandingPageRequest,
  logoFileName,
  privacyPolicyFileName,
  rankQuality,
  ReviewRequest,
  ROUTE_LIST,
  slugify,
  StoreDescriptionRequest,
  StoreDescriptionResponse,
} from '@aiapp/contracts';
import { TOOLS } from '@aiapp/site-catalogue';

describe('the route table', () => {
  it('When every call of the spec, the stats call, the consent, erasure, access, unsubscribe and contact calls, the HEIC conversion, the icon preview, the store kit and its listing translation are listed, then each has a response schema and POST calls a request schema', () => {
    expect(ROUTE_LIST).toHaveLength(25);
    for (const contract of ROUTE_LIST) {
      expect(contract.response).toBeDefined();
      expect(contract.request === null).toBe(contract.method === 'GET');
      expect(contract.timeoutMs).toBeGreaterThan(0);
    }
    expect(new Set(ROUTE_LIST.map((contract) => contract.path)).size).toBe(25);
    expect(ROUTE_LIST.map((contract) => contract.path)).toEqual(
      expect.arrayContaining([
        '/api/stats',
        '/api/convert-image',
        '/api/generate-store-kit',
        '/api/preview-icon',
        '/api/email-unsubscribe',
        '/api/translate-listing',
        '/api/listing-translation',
      ]),
    );
  });

  it('When the OpenAPI document is generated, then every path has its schemas and error answers', () => {
    const document = buildOpenApiDocument() as { openapi: string; paths: Record<string, Record<string, any>> };
    expect(document.openapi).toBe('3.1.0');
    const logo = document.paths['/api/generate-logo']?.post;
    expect(logo.requestBody.content['application/json'].schema.properties.style.enum).toEqual([
      'modern',
      'circular',
      'minimalist',
    ]);
    expect(logo.responses['413']).toBeDefined();
    expect(document.paths['/api/blog-articles']?.get.requestBody).toBeUndefined();
  });

  it('When the OpenAPI document is generated, then every call with a body carries an example its contract accepts', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, any>> };
    for (const contract of ROUTE_LIST.filter((route) => route.request)) {
      const example =
        document.paths[contract.path]?.[contract.method.toLowerCase()].requestBody.content['application/json'].example;
      expect([contract.path, contract.request?.safeParse(example).success]).toEqual([contract.path, true]);
    }
  });
});

describe('screenshot store sizes', () => {
  it('When every Android target is checked against Play rules (320-3840 px, at most 2:1), then all pass in both orientations', () => {
    for (const { width, height } of ANDROID_RESIZE_TARGETS) {
      expect([
        width,
        height,
        fitsPlayScreenshotRules({ width, height }),
        fitsPlayScreenshotRules({ width: height, height: width }),
      ]).toEqual([width, height, true, true]);
    }
    expect(fitsPlayScreenshotRules({ width: 1080, height: 2400 })).toBe(false);
  });

  it('When the iOS targets are listed, then the required 6.9" iPhone size 1320×2868 comes first', () => {
    expect(IOS_RESIZE_TARGETS[0]).toMatchObject({ width: 1320, height: 2868 });
  });
});

describe('the tool registry', () => {
  it('When a tool is registered, then its id is its route without the slash', () => {
    expect(TOOLS).toHaveLength(13);
    for (const tool of TOOLS) expect(`/${tool.id}`).toBe(tool.route);
  });
});

describe('defaults from the spec', () => {
  it('When optional fields are missing, then the spec defaults apply', () => {
    expect(LandingPageRequest.parse({ app_name: 'A', description: 'B' }).cta_text).toBe('Download Now');
    expect(ReviewRequest.parse({ app_name: 'A' })).toEqual({
      app_name: 'A',
      rating: 5,
      review_type: 'positive',
      category: '',
      features: [],
    });
  });

  it('When every key feature is blank, then the spec message is the error', () => {
    const result = StoreDescriptionRequest.safeParse({ app_name: 'A', app_category: 'B', key_features: [' ', ''] });
    expect(result.error?.issues[0]?.message).toBe('Please add at least one key feature');
  });

  it('When a rating is outside 1 to 5 or fractional, then it is refused', () => {
    expect(ReviewRequest.safeParse({ app_name: 'A', rating: 6 }).success).toBe(false);
    expect(ReviewRequest.safeParse({ app_name: 'A', rating: 4.5 }).success).toBe(false);
  });
});

describe('store limits in the response contracts', () => {
  const valid = {
    play_store_description: 'Play text',
    app_store_description: 'App Store text',
    short_description: 'Short',
    promotional_text: 'Promo',
    keywords_used: ['text'],
    warnings: [],
    variations: [{ title: 'T', focus: 'F', description: 'D' }],
    unsupported_sentences_removed: 0,
    engine: 'built-in',
    fallback_reason: null,
    model_skipped: null,
  };

  it('When a store description answer is within every limit, then it passes', () => {
    expect(StoreDescriptionResponse.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['an App Store description with HTML', { app_store_description: 'Fast <b>sync</b>' }],
    ['an App Store description over 4000 characters', { app_store_description: 'x'.repeat(4001) }],
    ['a short description over 80 characters', { short_description: 'x'.repeat(81) }],
    ['promotional text over 170 characters', { promotional_text: 'x'.repeat(171) }],
    ['an unknown engine', { engine: 'gpt' }],
  ])('When the answer has %s, then the contract refuses it', (_case, change) => {
    expect(StoreDescriptionResponse.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('download file names', () => {
  it.each([
    ['My Fitness App', 'my-fitness-app'],
    ['  Café Déjà Vu!! ', 'cafe-deja-vu'],
    ['日本語', 'app'],
    ['../../etc/passwd', 'etc-passwd'],
  ])('When the name is %j, then the slug is %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('When files are named, then they follow docs/product.md §9', () => {
    expect(logoFileName('FitTrack Pro')).toBe('fittrack-pro-logo.svg');
    expect(iconZipFileName('My Icon.png')).toBe('my-icon_icons.zip');
    expect(iconZipFileName('')).toBe('app_icons.zip');
    expect(privacyPolicyFileName('My Cool App')).toBe('my-cool-app-privacy-policy.txt');
  });

  it('When a position is classed, then the spec boundaries hold', () => {
    expect([1, 10, 11, 30, 31, 50, 51].map(rankQuality)).toEqual([
      'excellent',
      'excellent',
      'good',
      'good',
      'average',
      'average',
      'poor',
    ]);
  });
});
