import sharp from 'sharp';
import type { Listening } from '@aiapp/test-support';
import { dataUrl, transparentLogo } from './support/sample-images';
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
});
