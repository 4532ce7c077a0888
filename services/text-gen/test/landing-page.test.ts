import { landingPageService } from './support/landing-page-service';

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror="alert(2)">',
  '"><svg onload=alert(3)>',
  "' onmouseover='alert(4)",
  'javascript:alert(5)',
  '</style><style>body{display:none}</style>',
  '<!-- --><iframe src="https://evil.example">',
];

/** Every tag the page contains, with its attributes: where markup could hide. */
const tagsOf = (html: string) => html.match(/<[a-z!][^>]*>/gi) ?? [];

describe('POST /api/generate-landing-page', () => {
  const { post, page } = landingPageService();

  it('When a page is generated, then it is one complete document with hero, features and footer', async () => {
    const html = await page({
      app_name: 'FitTrack',
      description: 'Your personal fitness coach.\n\nTrack every workout.',
      features: ['GPS tracking: map every run', 'Personalized plans'],
    });
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>FitTrack – Your personal fitness coach</title>');
    expect(html).toContain('<meta name="description" content="Your personal fitness coach. Track every workout.">');
    expect(html).toContain('<meta property="og:title" content="FitTrack">');
    expect(html).toContain('<span class="brand__name">FitTrack</span>');
    expect(html).toMatch(/<h1>[^<]*FitTrack[^<]*<\/h1>/);
    expect(html).toContain('<p>Your personal fitness coach.</p>\n<p>Track every workout.</p>');
    expect(html).toContain('<h3>GPS tracking</h3>\n<p>Map every run.</p>');
    expect(html).toContain('<h3>Personalized plans</h3>');
    expect(html).toContain('&copy; 2026 FitTrack. All rights reserved.');
    expect(html).toMatch(/<a class="button" href="#">Download Now<\/a>/);
    expect(html).toContain('@media (prefers-reduced-motion:reduce)');
    expect(html).toContain('grid-template-columns:repeat(auto-fit,minmax(min(100%,240px),1fr))');
  });

  it('When the page is generated, then it loads nothing from anywhere and runs no script', async () => {
    const html = await page({
      app_name: 'FitTrack',
      description: 'Coach.',
      features: ['A'],
      app_store_url: 'https://apps.apple.com/app/id1',
    });
    expect(html).not.toMatch(/<script|<link|<img|<iframe|@import|url\(/i);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'`);
    const externalUrls = html.match(/https?:\/\/[^"'\s<]+/g) ?? [];
    expect(externalUrls).toEqual(['https://apps.apple.com/app/id1', 'https://apps.apple.com/app/id1']);
  });

  it('When store links are given, then the call to action and the download band lead to them', async () => {
    const html = await page({
      app_name: 'FitTrack',
      description: 'Coach.',
      cta_text: 'Get FitTrack',
      app_store_url: 'https://apps.apple.com/us/app/fittrack/id123',
      play_store_url: 'https://play.google.com/store/apps/details?id=com.fit&hl=en',
    });
    expect(html).toContain(
      '<a class="button" href="https://apps.apple.com/us/app/fittrack/id123" rel="noopener">Get FitTrack</a>',
    );
    expect(html).toContain(
      'href="https://play.google.com/store/apps/details?id=com.fit&amp;hl=en" rel="noopener">Get it on Google Play</a>',
    );
    expect(html).toContain('Download on the App Store');
    expect(html).not.toContain('Replace # with your');
  });

  it.each(['app_name', 'description', 'features', 'cta_text'])(
    'When hostile markup is typed into %s, then it stays inert text',
    async (field) => {
      // A store link gives every page the same sections: a page with no feature a person would say has no "How it works".
      const base = {
        app_name: 'Safe',
        description: 'Safe.',
        features: ['Safe'],
        cta_text: 'Go',
        app_store_url: 'https://apps.apple.com/app/id1',
      };
      const tagNames = (html: string) => tagsOf(html).map((tag) => /^<!?[a-z-]+/i.exec(tag)?.[0]);
      const baseline = tagNames(await page(base));
      for (const attack of HOSTILE) {
        const value = field === 'features' ? [attack] : field === 'cta_text' ? attack.slice(0, 40) : attack;
        const html = await page({ ...base, [field]: value });
        // No kind of element a page made from harmless text lacks: nothing the user typed became a tag
        // (a card the lexicon cannot explain has no sentence, and a step no feature can fill is left out).
        expect(tagNames(html).filter((name) => !baseline.includes(name))).toEqual([]);
        // Attribute names only: escaped user text inside a quoted value is inert.
        for (const tag of tagsOf(html).map((tag) => tag.replace(/"[^"]*"/g, '""'))) {
          expect(tag).not.toMatch(/\son\w+\s*=/i);
          expect(tag).not.toMatch(/javascript:/i);
        }
      }
    },
  );

  it('When hostile text is escaped, then the visitor still reads exactly what was typed', async () => {
    const html = await page({ app_name: 'A & B <Pro>', description: 'Say "hi" & <b>wave</b>', features: ["It's <i>fast</i>"] });
    expect(html).toContain('<span class="brand__name">A &amp; B &lt;Pro&gt;</span>');
    expect(html).toMatch(/<h1>[^<]*A &amp; B &lt;Pro&gt;[^<]*<\/h1>/);
    expect(html).toContain('<p>Say &quot;hi&quot; &amp; &lt;b&gt;wave&lt;/b&gt;</p>');
    expect(html).toContain('<h3>It&#39;s &lt;i&gt;fast&lt;/i&gt;</h3>');
  });

  it.each([
    ['a javascript: link', { app_store_url: 'javascript:alert(1)' }, 'The App Store link must be a full https:// address'],
    [
      'an http link',
      { play_store_url: 'http://play.google.com/store/apps' },
      'The Google Play link must be a full https:// address',
    ],
    ['a blank app name', { app_name: '  ' }, 'Must not be blank'],
    ['a blank description', { description: '' }, 'Must not be blank'],
    ['a call to action over 40 characters', { cta_text: 'x'.repeat(41) }, undefined],
  ])('When the request has %s, then 400 with a clear message', async (_case, change, message) => {
    const res = await post({ app_name: 'A', description: 'B', ...change });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    if (message) expect(error.message).toBe(message);
  });

  it('When features are blank or missing, then blanks are dropped and no empty section is shown', async () => {
    const withBlanks = await page({ app_name: 'A', description: 'B', features: ['', '  ', 'Real one'] });
    expect(withBlanks.match(/<li class="card">/g)).toHaveLength(1);
    const without = await page({ app_name: 'A', description: 'B', cta_text: '  ' });
    expect(without).not.toContain('id="features"');
    expect(without).toContain('>Download Now</a>');
  });

  /** The words a visitor reads, markup and CSS removed. */
  const visibleWords = (html: string) =>
    html
      .slice(html.indexOf('<body'))
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z#0-9]+;/gi, ' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? [];

  it('When a page is generated, then most of its words are written for it: headline, benefits, how it works', async () => {
    const request = {
      app_name: 'Ledgerly',
      category: 'Finance',
      description: 'Ledgerly keeps your household budget in one place, with every account and bill in view.',
      features: ['Budget categories', 'Bill reminders', 'Export to CSV', 'Shared budgets with your partner'],
    };
    const html = await page(request);
    const inputWords = new Set(visibleWords(JSON.stringify(request)));
    const words = visibleWords(html);
    const generated = words.filter((word) => !inputWords.has(word));
    expect(generated.length / words.length).toBeGreaterThanOrEqual(0.5);
    expect(html).toContain('How it works');
    // "What is Ledgerly? Ledgerly is a finance app." says less than the subhead; with no store link, no "Download … on your phone".
    expect(html).not.toContain('What is Ledgerly?');
    expect(html).not.toContain('on your phone');
    // A card says what its feature does in a sentence, or shows the visitor's line alone (never a filled-in frame).
    const cards = html.match(/<li class="card">[\s\S]*?<\/li>/g) ?? [];
    const explained = cards.filter((card) => /<p>/.test(card));
    expect(explained.every((card) => /<p>[^<]+\.<\/p>/.test(card))).toBe(true);
    expect(explained.length).toBeGreaterThanOrEqual(cards.length / 2);
  });

  it('When a feature is what the app does, then the page says it of the app and never asks the visitor to do it', async () => {
    const html = await page({
      app_name: 'Nailmark Level',
      category: 'Utilities',
      description: 'A level for hanging pictures.',
      features: ['remembers ur frame sizes', 'Level any frame on the wall'],
      app_store_url: 'https://apps.apple.com/app/id1',
    });
    expect(html).toMatch(/<h1>Nailmark Level remembers your frame sizes<\/h1>/);
    expect(html).toContain('Open Nailmark Level and level any frame on the wall.');
    expect(html).not.toMatch(/(?:and|you) remember your frame sizes/i);
  });

  it.each([
    ['Business', 'layout-workspace'],
    ['Word game', 'layout-playful'],
    ['Kids maths', 'layout-playful'],
    ['Meditation', 'layout-calm'],
    ['Travel', 'layout-spotlight'],
  ])('When the category is %s, then the page uses the %s layout', async (category, layout) => {
    const html = await page({ app_name: 'Acme', description: 'An app.', category });
    expect(html).toContain(`<body class="${layout}">`);
  });

  it('When a privacy policy link is given, then the footer links it and the FAQ says where it is; without one neither does', async () => {
    const withPolicy = await page({ app_name: 'A', description: 'B', privacy_url: 'https://a.example/privacy' });
    expect(withPolicy).toContain('<a href="https://a.example/privacy" rel="noopener">Privacy policy</a>');
    expect(withPolicy).toContain('How is my data handled?');
    const without = await page({ app_name: 'A', description: 'B' });
    expect(without).not.toContain('Privacy policy');
    expect(without).not.toContain('How is my data handled?');
    const res = await post({ app_name: 'A', description: 'B', privacy_url: 'javascript:alert(1)' });
    expect(res.status).toBe(400);
  });
});
