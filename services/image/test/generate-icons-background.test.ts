import sharp from 'sharp';
import type { Listening } from '@aiapp/test-support';
import { dataUrl, pixelAt, transparentLogo } from './support/sample-images';
import { generateIcons, startImageService } from './support/icon-service';

const svgPng = (body: string, width = 1024, height = 1024) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .png()
    .toBuffer();

/** A white "S"-like glyph on transparency, with anti-aliased curves. */
const whiteGlyph = () =>
  svgPng(
    '<circle cx="512" cy="360" r="180" fill="none" stroke="#fff" stroke-width="90"/><rect x="467" y="500" width="90" height="340" fill="#fff"/>',
  );

const IOS = 'ios/AppIcon.appiconset/';

/** A wide banner on a horizontal gradient plate (navy to blue), optionally with a white mark in the middle. */
const wideGradientPlate = (withMark: boolean) =>
  svgPng(
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1E3A8A"/><stop offset="1" stop-color="#3B82F6"/></linearGradient></defs><rect width="1600" height="600" fill="url(#g)"/>${withMark ? '<rect x="650" y="150" width="300" height="300" rx="40" fill="#fff"/>' : ''}`,
    1600,
    600,
  );

const near = (a: number[], b: number[], tolerance = 12) => b.every((value, i) => Math.abs(a[i]! - value) <= tolerance);

describe('POST /api/generate-icons: the background colour behind the artwork', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await startImageService();
  });
  afterAll(() => service.close());

  describe('a logo on transparency and its contrast with the background colour', () => {
    it('When a white logo is put on the white background colour, then a warning says it barely shows and what to do', async () => {
      const { answer } = await generateIcons(service, { image_data: dataUrl(await whiteGlyph()), background_color: '#FFFFFF' });
      const warning = answer.warnings.find((text) => /hardly stands out/.test(text));
      expect(warning).toBeDefined();
      expect(warning).toContain('#FFFFFF');
      expect(warning).toMatch(/darker one for a white logo/);
      expect(warning).toMatch(/upload a coloured logo/);
    });

    it('When the same white logo is put on a dark blue background colour, then there is no contrast warning', async () => {
      const { answer } = await generateIcons(service, { image_data: dataUrl(await whiteGlyph()), background_color: '#1E3A8A' });
      expect(answer.warnings.join(' ')).not.toMatch(/hardly stands out/);
    });

    it('When an orange logo with a small white square is put on white, then there is no contrast warning', async () => {
      const { answer } = await generateIcons(service, {
        image_data: dataUrl(await transparentLogo()),
        background_color: '#FFFFFF',
      });
      expect(answer.warnings.join(' ')).not.toMatch(/hardly stands out/);
    });

    it('When a black-and-white logo is put on mid grey, then there is no contrast warning (neither half blends in)', async () => {
      const halves = await svgPng(
        '<rect x="212" y="212" width="300" height="600" fill="#000"/><rect x="512" y="212" width="300" height="600" fill="#fff"/>',
      );
      const { answer } = await generateIcons(service, { image_data: dataUrl(halves), background_color: '#777777' });
      expect(answer.warnings.join(' ')).not.toMatch(/hardly stands out/);
    });
  });

  describe('a non-square upload on a plate', () => {
    it('When a wide banner on a gradient plate is squared for iOS, then its sides continue the gradient, not the white background colour', async () => {
      const { files, answer } = await generateIcons(service, {
        image_data: dataUrl(await wideGradientPlate(true)),
        background_color: '#FFFFFF',
      });
      expect(answer.adaptive?.source_kind).toBe('plate');
      const ios = files.get(`${IOS}AppIcon-1024.png`)!;
      // The gradient runs left to right, so each top corner has the colour of its own side of the banner.
      expect(near(await pixelAt(ios, 4, 4), [0x1e, 0x3a, 0x8a])).toBe(true);
      expect(near(await pixelAt(ios, 1019, 4), [0x3b, 0x82, 0xf6])).toBe(true);
      expect(near(await pixelAt(ios, 512, 1019), [0x2c, 0x5e, 0xc0], 20)).toBe(true);
      expect(answer.warnings.join(' ')).toMatch(/1600×600, not square: .*its own background .* was extended to fill the sides/);
    });

    it('When a wide plate has no artwork, then the iOS dark and tinted icons continue it too, without black bars', async () => {
      const { files } = await generateIcons(service, { image_data: dataUrl(await wideGradientPlate(false)) });
      const dark = files.get(`${IOS}AppIcon-1024-dark.png`)!;
      const tinted = files.get(`${IOS}AppIcon-1024-tinted.png`)!;
      // Dark dims the picture to 60%: the navy corner stays a dimmed navy, not the near-black backdrop.
      expect(near(await pixelAt(dark, 4, 4), [0x12, 0x23, 0x53])).toBe(true);
      expect((await pixelAt(tinted, 4, 4))[0]).toBeGreaterThan(40);
    });

    it('When padding is asked for a wide plate, then the padding still shows the background colour', async () => {
      const { files } = await generateIcons(service, {
        image_data: dataUrl(await wideGradientPlate(true)),
        background_color: '#FFCC00',
        padding_percent: 10,
      });
      const ios = files.get(`${IOS}AppIcon-1024.png`)!;
      expect(await pixelAt(ios, 20, 512)).toEqual([0xff, 0xcc, 0x00]);
      expect(near(await pixelAt(ios, 120, 120), [0x1e, 0x3a, 0x8a], 16)).toBe(true);
    });

    it('When a wide logo on transparency is squared, then the background colour still fills the sides', async () => {
      const wideLogo = await svgPng('<circle cx="800" cy="300" r="250" fill="#e8590c"/>', 1600, 600);
      const { files, answer } = await generateIcons(service, { image_data: dataUrl(wideLogo), background_color: '#FFCC00' });
      expect(answer.adaptive?.source_kind).toBe('logo');
      expect(await pixelAt(files.get(`${IOS}AppIcon-1024.png`)!, 4, 4)).toEqual([0xff, 0xcc, 0x00]);
      expect(answer.warnings.join(' ')).toMatch(/sides were filled with the background colour/);
    });

    it('When a tall photo with no plate is squared, then the iOS icon is its centred crop with no bars beside it, and the warning says to check the crop', async () => {
      const stripes = ['#2E7D32', '#F9A825', '#0277BD', '#D84315', '#6A1B9A', '#00838F']
        .map((fill, i) => `<rect x="${i * 100}" width="100" height="1200" fill="${fill}"/>`)
        .join('');
      const ends = '<rect width="600" height="250" fill="#FF00FF"/><rect y="950" width="600" height="250" fill="#FF00FF"/>';
      const { files, answer } = await generateIcons(service, {
        image_data: dataUrl(await svgPng(stripes + ends, 600, 1200)),
        background_color: '#FFFFFF',
      });
      expect(answer.adaptive?.source_kind).toBe('full-bleed');
      for (const file of ['AppIcon-1024.png', 'AppIcon-1024-dark.png']) {
        const ios = files.get(`${IOS}${file}`)!;
        // The first and last stripes reach the sides (no white bars); the magenta ends are cropped away.
        expect(near(await pixelAt(ios, 4, 512), [0x2e, 0x7d, 0x32], 60)).toBe(true);
        expect(near(await pixelAt(ios, 1019, 512), [0x00, 0x83, 0x8f], 60)).toBe(true);
        expect(near(await pixelAt(ios, 512, 4), [0xff, 0x00, 0xff], 60)).toBe(false);
      }
      expect(answer.warnings.join(' ')).toMatch(/600×1200, not square: .*cropped to its centred square/);
    });
  });
});
