import sharp from 'sharp';
import type { Listening } from '@aiapp/test-support';
import { dataUrl, photo } from './support/sample-images';
import { ErrorResponse, IconPreviewResponse } from '@aiapp/contracts';
import { generateIcons, post, startImageService } from './support/icon-service';

/** The Android 13 themed icon of flat icons (a plate holding a glyph), of a bare glyph and of a photo. */

const MONOCHROME = 'android/res/mipmap-xxxhdpi/ic_launcher_monochrome.png';

const svgPng = (body: string) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024">${body}</svg>`))
    .png()
    .toBuffer();

const GRADIENT =
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0EA5E9"/><stop offset="1" stop-color="#6D28D9"/></linearGradient></defs><rect width="1024" height="1024" fill="url(#g)"/>';
/** A ring with a bar through it: about a third of its bounding box is ink. */
const GLYPH = (colour: string) =>
  `<circle cx="512" cy="512" r="170" fill="none" stroke="${colour}" stroke-width="48"/><rect x="490" y="300" width="44" height="424" fill="${colour}"/>`;

/** A superellipse (n = 4) as a path: the squircle of launcher masks. */
function squircle(cx: number, cy: number, radius: number): string {
  const points = Array.from({ length: 96 }, (_, i) => {
    const angle = (i / 96) * 2 * Math.PI;
    const x = cx + radius * Math.sign(Math.cos(angle)) * Math.abs(Math.cos(angle)) ** 0.5;
    const y = cy + radius * Math.sign(Math.sin(angle)) * Math.abs(Math.sin(angle)) ** 0.5;
    return `${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  return `<path d="M${points.join('L')}Z" fill="#fff"/>`;
}

const PLATES = {
  'rounded square': '<rect x="212" y="212" width="600" height="600" rx="140" fill="#fff"/>',
  circle: '<circle cx="512" cy="512" r="320" fill="#fff"/>',
  squircle: squircle(512, 512, 310),
};

/** Ink (alpha ≥ 128) of the layer: its bounding box and the share of that box it fills. */
async function ink(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom, count] = [info.width, info.height, -1, -1, 0];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! < 128) continue;
      count++;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  const box = (right - left + 1) * (bottom - top + 1);
  return { count, fill: count / box, width: right - left + 1, layer: info.width };
}

describe('POST /api/generate-icons: the themed icon is the glyph', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await startImageService();
  });
  afterAll(() => service.close());

  it.each(Object.entries(PLATES))(
    'When a gradient icon has a white %s plate holding a dark glyph, then the themed icon is the glyph: well under 60%% of its box',
    async (_name, plate) => {
      const { files, answer } = await generateIcons(service, {
        image_data: dataUrl(await svgPng(GRADIENT + plate + GLYPH('#111827'))),
      });
      expect(answer.adaptive?.source_kind).toBe('plate');
      const themed = await ink(files.get(MONOCHROME)!);
      // The ring and bar fill about 40% of their box by their geometry; a rounded-square plate with them cut out fills most of its own.
      expect(themed.fill).toBeLessThan(0.5);
    },
  );

  it('When the upload is the glyph alone on transparency, then the themed icon is that glyph', async () => {
    const { files, answer } = await generateIcons(service, { image_data: dataUrl(await svgPng(GLYPH('#111827'))) });
    expect([answer.adaptive?.source_kind, answer.adaptive?.themed_source]).toEqual(['logo', 'alpha']);
    expect((await ink(files.get(MONOCHROME)!)).fill).toBeLessThan(0.5);
  });

  it('When a light glyph sits on a dark plate on a light background, then the glyph is still the themed icon', async () => {
    const source = await svgPng(
      '<rect width="1024" height="1024" fill="#F1F5F9"/><rect x="212" y="212" width="600" height="600" rx="140" fill="#0F172A"/>' +
        GLYPH('#FACC15'),
    );
    const { files } = await generateIcons(service, { image_data: dataUrl(source) });
    expect((await ink(files.get(MONOCHROME)!)).fill).toBeLessThan(0.5);
  });

  it('When the upload is a full-bleed photo, then the themed icon is traced from it and never the whole square', async () => {
    const { files, answer } = await generateIcons(service, { image_data: dataUrl(await photo(), 'image/jpeg') });
    expect(answer.adaptive?.source_kind).toBe('full-bleed');
    expect(['luminance', 'none']).toContain(answer.adaptive?.themed_source);
    expect((await ink(files.get(MONOCHROME)!)).fill).toBeLessThan(0.9);
  });

  it("When the form asks for a live preview, then POST /api/preview-icon answers the set's own previews, pixel for pixel, and no icons", async () => {
    const body = {
      image_data: dataUrl(await svgPng(GRADIENT + PLATES['rounded square'] + GLYPH('#111827'))),
      android_inset_percent: 10,
    };
    const res = await post(service, '/api/preview-icon', body);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(Object.keys(json).sort()).toEqual(['adaptive', 'previews', 'warnings']);
    const preview = IconPreviewResponse.parse(json);
    const { answer } = await generateIcons(service, body);
    expect(preview.adaptive).toEqual(answer.adaptive);
    expect(preview.previews.map((entry) => entry.shape)).toEqual(answer.previews!.map((entry) => entry.shape));
    for (const [index, entry] of preview.previews.entries()) expect(entry.data).toBe(answer.previews![index]!.data);
  });

  it('When the preview is sent no image, then 400 naming image_data', async () => {
    const res = await post(service, '/api/preview-icon', { background_color: '#FFFFFF' });
    const error = ErrorResponse.parse(await res.json()).error;
    expect([res.status, JSON.stringify(error.details)]).toEqual([400, expect.stringContaining('image_data')]);
  });
});
