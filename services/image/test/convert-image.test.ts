import { createRequire } from 'node:module';
import { ConvertImageResponse, EXAMPLE_HEIC_DATA_URL, ErrorResponse } from '@aiapp/contracts';
import { readIphonePhotoHeic, type Listening } from '@aiapp/test-support';
import sharp, { type Sharp } from 'sharp';
import { post, startImageService } from './support/icon-service';
import { dataUrl, solidImage } from './support/sample-images';

/** libheif (WebAssembly), read directly: the package ships no types. */
const decodeHeic = createRequire(__filename)('heic-decode') as (input: {
  buffer: Uint8Array;
}) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;

/** HEIC captures turned into JPEGs for the composer, which draws in the browser (browsers cannot read HEIC). */
describe('POST /api/convert-image', () => {
  let service: Listening;
  const heic = readIphonePhotoHeic();

  beforeAll(async () => {
    service = await startImageService();
  });
  afterAll(() => service.close());

  /** Mean red, green and blue of an image, rounded. */
  const meanColour = async (image: Sharp) =>
    (await image.stats()).channels.slice(0, 3).map((channel) => Math.round(channel.mean));

  it('When an iPhone HEIC photo is sent, then a JPEG of the same size comes back, with the photo’s colours', async () => {
    // The photo is also the call's OpenAPI example, which make up-check sends through the gateway.
    expect(EXAMPLE_HEIC_DATA_URL).toBe(dataUrl(heic, 'image/heic'));
    const res = await post(service, '/api/convert-image', { image_data: EXAMPLE_HEIC_DATA_URL });
    expect(res.status).toBe(200);
    const answer = ConvertImageResponse.parse(await res.json());
    expect(answer).toMatchObject({ mime_type: 'image/jpeg', width: 256, height: 192 });
    const jpeg = Buffer.from(answer.data, 'base64');
    const metadata = await sharp(jpeg).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.channels]).toEqual(['jpeg', 256, 192, 3]);
    // Against libheif's own decode of the photo, read here without our code.
    const original = await decodeHeic({ buffer: new Uint8Array(heic) });
    const expected = await meanColour(
      sharp(Buffer.from(original.data), { raw: { width: original.width, height: original.height, channels: 4 } }),
    );
    const received = await meanColour(sharp(jpeg));
    received.forEach((value, channel) => expect(Math.abs(value - expected[channel]!)).toBeLessThanOrEqual(4));
  });

  it('When a PNG is sent, then 415 says only HEIC needs converting', async () => {
    const png = await solidImage(40, 40, '#3366cc', 'png');
    const res = await post(service, '/api/convert-image', { image_data: dataUrl(png) });
    expect(res.status).toBe(415);
    expect(ErrorResponse.parse(await res.json()).error.message).toMatch(/Only HEIC and HEIF images need converting/);
  });

  it.each([
    ['no image', 400, {}],
    ['text that is no data URL', 400, { image_data: 'hello' }],
    ['a damaged HEIC', 422, { image_data: dataUrl(heic.subarray(0, 600), 'image/heic') }],
  ])('When %s is sent, then %i with a message, not a crash', async (_label, status, body) => {
    const res = await post(service, '/api/convert-image', body);
    expect(res.status).toBe(status);
    expect(ErrorResponse.parse(await res.json()).error.message.length).toBeGreaterThan(0);
  });
});
