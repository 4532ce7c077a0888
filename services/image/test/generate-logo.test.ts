import { XMLValidator } from 'fast-xml-parser';
import { LOGO_COLOR_SCHEMES, LOGO_LAYOUTS, LOGO_STYLES, logoCharactersMessage, LogoResponse } from '@aiapp/contracts';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import { createApp } from '../src/app';

describe('POST /api/generate-logo', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger }));
  });
  afterAll(() => service.close());

  const generate = (body: unknown) =>
    fetch(`${service.url}/api/generate-logo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const combinations = LOGO_STYLES.flatMap((style) => LOGO_COLOR_SCHEMES.map((color_scheme) => [style, color_scheme] as const));

  it.each(combinations)(
    'When the style is %s in %s, then the answer matches the contract and the SVG is well-formed',
    async (style, color_scheme) => {
      const res = await generate({ text: 'FitTrack', style, color_scheme });
      expect(res.status).toBe(200);
      const body = LogoResponse.parse(await res.json());
      expect(XMLValidator.validate(body.svg_code)).toBe(true);
      expect(body.svg_code).toContain('FitTrack');
      expect(body.css_styles).toContain('.app-logo');
    },
  );

  it('When the text is hostile markup, then it is inert text in the SVG', async () => {
    const res = await generate({ text: '"><script>alert(1)</script>', style: 'modern', color_scheme: 'red' });
    const { svg_code } = LogoResponse.parse(await res.json());
    expect(XMLValidator.validate(svg_code)).toBe(true);
    expect(svg_code).not.toMatch(/<script/i);
    expect(svg_code).toContain('&lt;script&gt;');
  });

  it('When the text is blank, then 400 with a clear message', async () => {
    const res = await generate({ text: '   ', style: 'modern', color_scheme: 'blue' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe('Must not be blank');
  });

  it.each(LOGO_LAYOUTS)('When the layout is %s, then the logo is drawn with outlined letters', async (layout) => {
    const res = await generate({ text: 'FitTrack', style: 'minimalist', color_scheme: 'green', layout });
    expect(res.status).toBe(200);
    const { svg_code } = LogoResponse.parse(await res.json());
    expect(svg_code).not.toMatch(/<text/);
    expect(svg_code).toContain('<title id="');
  });

  it('When the layout is unknown, then 400 on the layout field', async () => {
    const res = await generate({ text: 'FitTrack', layout: 'stacked' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.details[0].path).toEqual(['layout']);
  });

  it('When the name has a symbol the bundled fonts lack, then 400 naming it on the text field', async () => {
    const res = await generate({ text: 'Star ★ App' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe(logoCharactersMessage(['★']));
    expect(error.details[0].path).toEqual(['text']);
  });

  it('When the name has emoji or letters of another script, then 400 naming them on the text field', async () => {
    const res = await generate({ text: 'Rocket 🚀 火箭' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.message).toBe(
      'The logo fonts cannot draw "🚀", "火", "箭": use letters of the Latin, Greek or Cyrillic alphabets, digits and punctuation',
    );
    expect(error.details[0].path).toEqual(['text']);
  });

  it('When the style is not one of the three, then 400', async () => {
    expect((await generate({ text: 'A', style: 'grunge', color_scheme: 'blue' })).status).toBe(400);
  });
});
