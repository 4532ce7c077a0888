import { XMLValidator } from 'fast-xml-parser';
import sharp from 'sharp';
import {
  LOGO_COLOR_SCHEMES,
  LOGO_LAYOUTS,
  LOGO_PNG_SIZE,
  LOGO_STYLES,
  LOGO_VARIANT_COUNT,
  logoCharactersMessage,
  LogoResponse,
} from '@aiapp/contracts';
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

  const pngOf = (dataUrl: string) => {
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    return sharp(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
  };
  const viewBoxOf = (svg: string) => (/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg) ?? []).slice(1).map(Number);

  it.each(LOGO_LAYOUTS)(
    `When the layout is %s, then the PNG is ${LOGO_PNG_SIZE} px on its longer side with the SVG's proportions`,
    async (layout) => {
      const res = await generate({ text: 'FitTrack', style: 'modern', color_scheme: 'blue', layout });
      const body = LogoResponse.parse(await res.json());
      const { width = 0, height = 0, format, channels } = await pngOf(body.png_data).metadata();
      expect(format).toBe('png');
      expect(channels).toBe(4);
      expect(Math.max(width, height)).toBe(LOGO_PNG_SIZE);
      const [svgWidth = 0, svgHeight = 1] = viewBoxOf(body.svg_code);
      expect(Math.abs(width / height - svgWidth / svgHeight)).toBeLessThan(0.01);
    },
  );

  it('When the PNG is read back, then it holds the drawn logo: opaque ink in the middle, clear corners', async () => {
    const res = await generate({ text: 'FitTrack', style: 'modern', color_scheme: 'blue', layout: 'monogram' });
    const { png_data } = LogoResponse.parse(await res.json());
    const { data, info } = await pngOf(png_data).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(0, 0)).toBe(0);
    expect(alphaAt(info.width - 1, info.height - 1)).toBe(0);
    let opaque = 0;
    for (let index = 3; index < data.length; index += info.channels) if (data[index] === 255) opaque += 1;
    expect(opaque / (info.width * info.height)).toBeGreaterThan(0.05);
  });

  it('When a logo is generated, then it offers every layout in every style as outlined SVG variants, the requested one first', async () => {
    const request = { text: 'FitTrack', style: 'circular', color_scheme: 'purple', layout: 'symbol' } as const;
    const body = LogoResponse.parse(await (await generate(request)).json());
    expect(body.variants).toHaveLength(LOGO_VARIANT_COUNT);
    expect(LOGO_VARIANT_COUNT).toBeGreaterThanOrEqual(6);
    const { text, ...options } = request;
    expect(text).toBe('FitTrack');
    expect(body.variants[0]).toEqual({ ...options, svg_code: body.svg_code });
    const combos = new Set(body.variants.map(({ layout, style }) => `${layout}/${style}`));
    expect(combos.size).toBe(LOGO_LAYOUTS.length * LOGO_STYLES.length);
    expect(new Set(body.variants.map(({ color_scheme }) => color_scheme)).size).toBeGreaterThan(1);
    for (const variant of body.variants) {
      expect(XMLValidator.validate(variant.svg_code)).toBe(true);
      expect(variant.svg_code).not.toMatch(/<text[\s>]/);
      expect(variant.svg_code).toMatch(/<path /);
    }
    expect(new Set(body.variants.map((variant) => variant.svg_code)).size).toBe(body.variants.length);
  });

  it('When a variant is sent back as the request, then its SVG is the same and the answer has its PNG', async () => {
    const first = LogoResponse.parse(await (await generate({ text: 'Nimbus', style: 'modern', color_scheme: 'green' })).json());
    const { svg_code, ...options } = first.variants[4]!;
    const again = LogoResponse.parse(await (await generate({ text: 'Nimbus', ...options })).json());
    expect(again.svg_code).toBe(svg_code);
    const { width = 0, height = 0 } = await pngOf(again.png_data).metadata();
    expect(Math.max(width, height)).toBe(LOGO_PNG_SIZE);
  });

  it('When a logo is generated, then the whole answer stays under 200 KB', async () => {
    const res = await generate({ text: 'Αθήνα Weather Радар', style: 'minimalist', color_scheme: 'orange', layout: 'monogram' });
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBeLessThan(200_000);
  });
});
