import { XMLValidator } from 'fast-xml-parser';
import { LOGO_COLOR_SCHEMES, LOGO_STYLES, LogoResponse } from '@aiapp/contracts';
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

  it('When the style is not one of the three, then 400', async () => {
    expect((await generate({ text: 'A', style: 'grunge', color_scheme: 'blue' })).status).toBe(400);
  });
});
