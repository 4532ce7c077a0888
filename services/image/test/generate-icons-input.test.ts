import sharp from 'sharp';
import { ErrorResponse, IconResponse } from '@aiapp/contracts';
import { pngHeader, type Listening } from '@aiapp/test-support';
import { dataUrl, halvesImage, pixelAt, pngClaiming, solidImage, transparentLogo } from './support/sample-images';
import { generateIcons, post, startImageService } from './support/icon-service';

const TEN_MB = 10_485_760;
const IOS_1024 = 'ios/AppIcon.appiconset/AppIcon-1024.png';

describe('POST /api/generate-icons: what it accepts and how it refuses', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await startImageService();
  });
  afterAll(() => service.close());

  const generate = (body: Record<string, unknown>) => post(service, '/api/generate-icons', body);
  const refusal = async (res: Response) => ({ status: res.status, message: ErrorResponse.parse(await res.json()).error.message });

  it('When the decoded image is larger than 10 MB, then 413 with "File size must be less than 10MB"', async () => {
    const res = await generate({ image_data: dataUrl(Buffer.alloc(TEN_MB + 1, 7)) });
    expect(await refusal(res)).toEqual({ status: 413, message: 'File size must be less than 10MB' });
  });

  it('When the upload is an SVG declared as PNG, then 415 telling to export a PNG', async () => {
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const { status, message } = await refusal(await generate({ image_data: dataUrl(svg, 'image/png') }));
    expect(status).toBe(415);
    expect(message).toMatch(/SVG images are not supported/);
  });

  it.each([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), /GIF/],
    ['a PDF', Buffer.from('%PDF-1.7\n'), /PDF/],
    ['plain text', Buffer.from('hello, this is not an image'), /Only PNG, JPEG, WebP and HEIC/],
  ])('When the upload is %s, then 415', async (_name, bytes, message) => {
    const answer = await refusal(await generate({ image_data: dataUrl(bytes) }));
    expect(answer.status).toBe(415);
    expect(answer.message).toMatch(message);
  });

  it.each([
    ['a URL instead of a data URL', 'https://example.com/icon.png'],
    ['a data URL without ;base64', 'data:image/png,iVBORw0KGgo='],
    ['bare base64 without the data: prefix', 'iVBORw0KGgoAAAANSUhEUg=='],
    ['base64 with characters outside the alphabet', 'data:image/png;base64,iVBO*w0KGgo='],
    ['base64 with a broken length', 'data:image/png;base64,iVBORw0KGgo'],
    ['padding in the middle', 'data:image/png;base64,iV==Rw0KGgo='],
    ['an empty payload', 'data:image/png;base64,'],
  ])('When image_data is %s, then 400 and nothing is decoded', async (_name, image_data) => {
    expect((await refusal(await generate({ image_data }))).status).toBe(400);
  });

  it('When the header claims more than 50 megapixels, then 422 naming the size, before any pixel is decoded', async () => {
    const answer = await refusal(await generate({ image_data: dataUrl(pngClaiming(10_000, 6_000)) }));
    expect(answer.status).toBe(422);
    expect(answer.message).toContain('10000×6000');
  });

  it('When a PNG is damaged after its header, then 422 saying the file may be damaged', async () => {
    const png = await transparentLogo(256);
    const answer = await refusal(await generate({ image_data: dataUrl(png.subarray(0, Math.floor(png.length / 2))) }));
    expect(answer.status).toBe(422);
    expect(answer.message).toMatch(/damaged/);
  });

  it.each([
    ['a colour name', { background_color: 'red' }],
    ['padding above 25%', { padding_percent: 30 }],
    ['fractional padding', { padding_percent: 2.5 }],
  ])('When the options hold %s, then 400', async (_name, options) => {
    const res = await generate({ image_data: dataUrl(await solidImage(64, 64, '#00ff00')), ...options });
    expect(res.status).toBe(400);
  });

  it('When the declared type says JPEG but the bytes are PNG, then the bytes win and the set is generated', async () => {
    const res = await generate({ image_data: dataUrl(await transparentLogo(256), 'image/jpeg') });
    expect(res.status).toBe(200);
    IconResponse.parse(await res.json());
  });

  it('When a JPEG carries EXIF orientation 6, then the icons show it turned upright', async () => {
    const jpeg = await halvesImage(400, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { files } = await generateIcons(service, { image_data: dataUrl(jpeg, 'image/jpeg') });
    const top = await pixelAt(files.get(IOS_1024)!, 512, 200);
    const bottom = await pixelAt(files.get(IOS_1024)!, 512, 824);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('When the image is small and not square, then the set is generated with a warning for each and its own colour fills the sides', async () => {
    const { answer, files } = await generateIcons(service, {
      image_data: dataUrl(await solidImage(600, 300, '#123456', 'webp')),
    });
    expect(answer.warnings.join(' ')).toMatch(/600×300, not square/);
    expect(answer.warnings.join(' ')).toMatch(/smaller than 1024×1024/);
    // A flat image is its own plate: the band above it continues it, as on Android, instead of the white background colour.
    for (const [x, y] of [
      [512, 20],
      [512, 512],
    ]) {
      const pixel = await pixelAt(files.get(IOS_1024)!, x!, y!);
      [0x12, 0x34, 0x56].forEach((channel, index) => expect(Math.abs(pixel[index]! - channel)).toBeLessThanOrEqual(3));
    }
  });

  it('When a grey 16-bit PNG is uploaded, then the icons are still 8-bit RGB', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#808080' } })
      .toColourspace('grey16')
      .png()
      .toBuffer();
    const { files } = await generateIcons(service, { image_data: dataUrl(png) });
    expect(pngHeader(files.get(IOS_1024)!)).toMatchObject({ bitDepth: 8, colourType: 2 });
  });

  it('When padding is 20%, then the artwork shrinks and the border shows the background colour', async () => {
    const { files } = await generateIcons(service, {
      image_data: dataUrl(await solidImage(1024, 1024, '#000000')),
      background_color: '#ffcc00',
      padding_percent: 20,
    });
    expect(await pixelAt(files.get(IOS_1024)!, 150, 512)).toEqual([0xff, 0xcc, 0x00]);
    expect(await pixelAt(files.get(IOS_1024)!, 250, 512)).toEqual([0, 0, 0]);
  });

  it('When the upload has no transparency but a plain background, then the themed icon is the logo with the background removed', async () => {
    const { answer } = await generateIcons(service, {
      image_data: dataUrl(
        await sharp(await transparentLogo(512))
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer(),
      ),
    });
    expect(answer.adaptive?.source_kind).toBe('plate');
    expect(answer.adaptive?.themed_source).toBe('plate-removed');
    expect(answer.warnings.join(' ')).not.toMatch(/themed icon/);
  });
});
