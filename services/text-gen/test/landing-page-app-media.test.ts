import { EXAMPLE_PNG_DATA_URL, LANDING_IMAGE_MAX_BYTES, LANDING_SCREENSHOTS_MAX, LandingPageRequest } from '@aiapp/contracts';
import { landingPageService } from './support/landing-page-service';
import { buildLandingPage } from '../src';

/** Every `<meta>` and `<link>` of the head as attribute maps, read the way a crawler reads them. */
function headTags(html: string): Record<string, string>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return (head.match(/<(?:meta|link)\s[^>]*>/g) ?? []).map((tag) =>
    Object.fromEntries([...tag.matchAll(/([a-z:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  );
}
const metaContent = (html: string, key: string) =>
  headTags(html).find((tag) => tag.name === key || tag.property === key)?.content;

const JPEG_DATA_URL = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64')}`;

describe('Landing page with the app in it', () => {
  const { post, page } = landingPageService();

  it('When an App Store ID and a package name are given, then the Smart App Banner names the app and both store buttons lead to its listings', async () => {
    const html = await page({
      app_name: 'FitTrack',
      description: 'Workouts.',
      app_store_id: '1234567890',
      package_name: 'com.fittrack.app',
    });
    expect(metaContent(html, 'apple-itunes-app')).toBe('app-id=1234567890');
    expect(html).toContain('<a class="button store-button" href="https://apps.apple.com/app/id1234567890" rel="noopener">');
    expect(html).toContain(
      '<a class="button store-button" href="https://play.google.com/store/apps/details?id=com.fittrack.app" rel="noopener">',
    );
    expect(html).toContain('Download on the App Store');
    expect(html).toContain('Get it on Google Play');
  });

  it('When only an App Store link is given, then the banner takes the ID from it; without any, there is no banner', async () => {
    const linked = await page({
      app_name: 'A',
      description: 'B',
      app_store_url: 'https://apps.apple.com/us/app/fittrack/id987654321',
    });
    expect(metaContent(linked, 'apple-itunes-app')).toBe('app-id=987654321');
    const bare = await page({ app_name: 'A', description: 'B' });
    expect(metaContent(bare, 'apple-itunes-app')).toBeUndefined();
    expect(metaContent(bare, 'twitter:card')).toBe('summary');
  });

  it('When the page address and a share image are given, then Open Graph and the X card carry them with the name and summary', async () => {
    const html = await page({
      app_name: 'FitTrack',
      description: 'Your personal fitness coach.',
      page_url: 'https://fittrack.example/',
      social_image_url: 'https://fittrack.example/og.png',
    });
    expect(metaContent(html, 'og:title')).toBe('FitTrack');
    expect(metaContent(html, 'og:description')).toBe('Your personal fitness coach.');
    expect(metaContent(html, 'og:url')).toBe('https://fittrack.example/');
    expect(metaContent(html, 'og:image')).toBe('https://fittrack.example/og.png');
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe('https://fittrack.example/og.png');
    expect(headTags(html).find((tag) => tag.rel === 'canonical')?.href).toBe('https://fittrack.example/');
  });

  it('When the name and description hold markup and quotes, then every share tag has them escaped, and no tag gains an attribute', async () => {
    const hostile = "\"><script>alert(1)</script>' onload='x";
    const html = await page({ app_name: hostile, description: hostile });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    for (const key of ['og:title', 'og:description', 'og:site_name', 'twitter:title', 'twitter:description'])
      expect({ key, content: metaContent(html, key) }).toEqual({ key, content: expect.stringContaining('&lt;script&gt;') });
    // Each tag is only known attributes with quoted values: the quotes in the text did not close one.
    for (const tag of head.match(/<meta\s[^>]*>/g) ?? [])
      expect(tag).toMatch(/^<meta(?:\s(?:name|property|content|charset|http-equiv)="[^"]*")+>$/);
  });

  it('When an icon and screenshots are uploaded, then the brand shows the icon and a gallery shows each screenshot, named', async () => {
    const html = await page({
      app_name: 'FitTrack',
      description: 'Workouts.',
      icon_data: EXAMPLE_PNG_DATA_URL,
      screenshots: [EXAMPLE_PNG_DATA_URL, JPEG_DATA_URL],
    });
    expect(html).toContain(`<img class="icon icon--image" src="${EXAMPLE_PNG_DATA_URL}" alt="" width="64" height="64">`);
    expect(html).toContain(`<img src="${JPEG_DATA_URL}" alt="FitTrack screenshot 2 of 2" loading="lazy" decoding="async">`);
    expect(html.match(/<ul class="shot-row">[\s\S]*?<\/ul>/)?.[0].match(/<img /g)).toHaveLength(2);
    const withoutIcon = await page({ app_name: 'FitTrack', description: 'Workouts.' });
    expect(withoutIcon).toContain('<span class="icon" aria-hidden="true">F</span>');
    expect(withoutIcon).not.toContain('class="shot-row"');
  });

  it.each([
    [{ app_store_id: 'id123' }, 'app_store_id'],
    [{ package_name: 'fittrack' }, 'package_name'],
    [{ package_name: 'com.1fit.app' }, 'package_name'],
    [{ page_url: 'http://fittrack.example' }, 'page_url'],
    [{ social_image_url: 'javascript:alert(1)' }, 'social_image_url'],
    [{ icon_data: 'data:image/png;base64,R0lGODlhAQABAAAAACw=' }, 'icon_data'],
    [{ icon_data: 'https://fittrack.example/icon.png' }, 'icon_data'],
    [{ icon_data: `data:image/png;base64,${'A'.repeat(Math.ceil((LANDING_IMAGE_MAX_BYTES * 4) / 3) + 100)}` }, 'icon_data'],
    [{ screenshots: Array(LANDING_SCREENSHOTS_MAX + 1).fill(EXAMPLE_PNG_DATA_URL) }, 'screenshots'],
    [{ screenshots: ['data:image/svg+xml;base64,PHN2Zz4='] }, 'screenshots'],
  ])('When %o is sent, then 400 naming %s', async (field, name) => {
    const res = await post({ app_name: 'A', description: 'B', ...field });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.details.map((detail: { path: unknown[] }) => detail.path[0])).toContain(name);
  });

  it('When a folder of web files calls the builder with relative image paths, then they are used as they are and anything else is dropped', () => {
    const request = LandingPageRequest.parse({ app_name: 'FitTrack', description: 'Workouts.', app_store_id: '1234567890' });
    const { html_code: html } = buildLandingPage(request, new Date('2026-01-01T00:00:00Z'), undefined, {
      icon: 'icon-512.png',
      screenshots: [
        'screenshots/01.png',
        '../secret.png',
        'https://tracker.example/x.png',
        'javascript:alert(1)',
        'screenshots/02.jpg',
      ],
    });
    expect(html).toContain('<img class="icon icon--image" src="icon-512.png"');
    const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map(([, src]) => src);
    expect(sources).toEqual(['icon-512.png', 'screenshots/01.png', 'screenshots/02.jpg']);
    expect(metaContent(html, 'apple-itunes-app')).toBe('app-id=1234567890');
    expect(html).toContain("img-src data: 'self'");
  });
});
