import sharp, { type Sharp } from 'sharp';
import { ErrorResponse, ResizeRequest, ResizeResponse } from '@aiapp/contracts';
import * as resizeOne from '../src/domain/screenshots/resize-one';
import { resizeScreenshots } from '../src/domain/screenshots/resize-screenshots';
import { hasTransparencyChunk, pngHeader, readIphonePhotoHeic, readZip, type Listening } from '@aiapp/test-support';
import { dataUrl, pixelAt, solidImage } from './support/sample-images';
import { post, startImageService } from './support/icon-service';

/** Store sizes written out here, independently of the constants the service uses. */
const IOS_SIZES = ['1320x2868', '1290x2796', '1242x2688', '1242x2208', '2048x2732', '1668x2388'];
const ANDROID_SIZES = ['1080x1920', '1200x1920', '1600x2560'];

/** A phone screenshot: green left and right edges, a red status bar band on top, grey content. */
function phoneScreenshot(width = 1170, height = 2532): Sharp {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } }).composite([
    { input: { create: { width: 20, height, channels: 3, background: '#00aa00' } }, left: 0, top: 0 },
    { input: { create: { width: 20, height, channels: 3, background: '#00aa00' } }, left: width - 20, top: 0 },
    { input: { create: { width: width - 40, height: 100, channels: 3, background: '#ff0000' } }, left: 20, top: 0 },
  ]);
}

describe('POST /api/resize-screenshots', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await startImageService();
  });
  afterAll(() => service.close());

  const resize = (body: Record<string, unknown>) => post(service, '/api/resize-screenshots', body);
  async function resized(body: Record<string, unknown>) {
    const res = await resize(body);
    if (res.status !== 200) throw new Error(`${res.status}: ${await res.text()}`);
    const answer = ResizeResponse.parse(await res.json());
    return { answer, files: await readZip(Buffer.from(answer.zip_data, 'base64')) };
  }
  const find = (answer: ResizeResponse, size: string) =>
    Buffer.from(answer.resized_images.find((image) => image.size === size)!.data, 'base64');

  describe('When an iPhone capture (1290×2796) and an iPad capture (2048×2732) are resized for iOS', () => {
    let answer: ResizeResponse;
    let files: Map<string, Buffer>;
    beforeAll(async () => {
      ({ answer, files } = await resized({
        images: [
          { data: dataUrl(await phoneScreenshot(1290, 2796).png().toBuffer()), name: 'Home Screen.png' },
          { data: dataUrl(await phoneScreenshot(2048, 2732).png().toBuffer()), name: 'ipad.png' },
        ],
        target_platform: 'ios',
      }));
    });
    const slotsOf = (name: string) =>
      answer.resized_images.filter((image) => image.source_name === name).map((image) => image.size);

    it('then the iPhone capture goes to the four iPhone slots only and the iPad capture to the two iPad slots only', () => {
      expect(slotsOf('Home Screen.png')).toEqual(IOS_SIZES.slice(0, 4));
      expect(slotsOf('ipad.png')).toEqual(IOS_SIZES.slice(4));
      expect(answer.not_placed).toEqual([]);
      expect(answer.resized_images.map((image) => [image.store, image.shape])).toEqual([
        ...Array.from({ length: 4 }, () => ['ios', 'phone']),
        ...Array.from({ length: 2 }, () => ['ios', 'tablet']),
      ]);
    });

    it('then the iPad capture is not letterboxed anywhere: its 12.9" slot is scaled edge to edge', async () => {
      const ipad = answer.resized_images.find((image) => image.size === '2048x2732')!;
      expect(ipad.treatment).toBe('scaled');
      const png = Buffer.from(ipad.data, 'base64');
      expect(await pixelAt(png, 1024, 0)).toEqual([255, 0, 0]);
      expect(await pixelAt(png, 0, 1366)).toEqual([0, 0xaa, 0]);
      expect(answer.resized_images.filter((image) => image.bar_px !== undefined && image.bar_px > 200)).toEqual([]);
    });

    it('then every output is exactly its size, RGB without alpha', async () => {
      for (const image of answer.resized_images) {
        const png = Buffer.from(image.data, 'base64');
        const header = pngHeader(png);
        expect([image.file_name, `${header.width}x${header.height}`, header.colourType, hasTransparencyChunk(png)]).toEqual([
          image.file_name,
          image.size,
          2,
          false,
        ]);
        expect((await sharp(png).metadata()).hasAlpha).toBe(false);
      }
    });

    it('then the ZIP is ios_screenshots.zip with one folder per device, holding the same files', () => {
      expect(answer.zip_file_name).toBe('ios_screenshots.zip');
      expect(files.get('6.9-inch_1320x2868/01_home-screen.png')).toEqual(find(answer, '1320x2868'));
      expect(files.has('iPad-Pro-11-inch_1668x2388/02_ipad.png')).toBe(true);
      expect(files.has('iPad-Pro-11-inch_1668x2388/01_home-screen.png')).toBe(false);
      expect(files.size).toBe(IOS_SIZES.length);
    });
  });

  describe('When the same two captures and a square one are resized for both stores', () => {
    let answer: ResizeResponse;
    let files: Map<string, Buffer>;
    beforeAll(async () => {
      ({ answer, files } = await resized({
        images: [
          { data: dataUrl(await phoneScreenshot(1290, 2796).png().toBuffer()), name: 'phone.png' },
          { data: dataUrl(await phoneScreenshot(2048, 2732).png().toBuffer()), name: 'tablet.png' },
          { data: dataUrl(await phoneScreenshot(1800, 1800).png().toBuffer()), name: 'fold.png' },
        ],
        target_platform: 'both',
      }));
    });
    const slots = (name: string) =>
      answer.resized_images.filter((image) => image.source_name === name).map((image) => `${image.store} ${image.size}`);

    it("then each capture goes to both stores' slots of its own shape", () => {
      expect(slots('phone.png')).toEqual([...IOS_SIZES.slice(0, 4).map((size) => `ios ${size}`), `android ${ANDROID_SIZES[0]}`]);
      expect(slots('tablet.png')).toEqual([
        ...IOS_SIZES.slice(4).map((size) => `ios ${size}`),
        ...ANDROID_SIZES.slice(1).map((size) => `android ${size}`),
      ]);
    });

    it('then the square capture is reported in not_placed with its size and reason, and made for no slot', () => {
      expect(slots('fold.png')).toEqual([]);
      expect(answer.not_placed).toEqual([
        {
          source_name: 'fold.png',
          size: '1800x1800',
          reason: expect.stringMatching(
            /1800×1800 px \(1:1\) is the shape of no slot of either store, so it was left out rather than squeezed or letterboxed/,
          ),
        },
      ]);
    });

    it('then the ZIP is both_screenshots.zip with a folder per store, then per device', () => {
      expect(answer.zip_file_name).toBe('both_screenshots.zip');
      expect(files.size).toBe(IOS_SIZES.length + ANDROID_SIZES.length);
      expect(files.has('app-store/6.9-inch_1320x2868/01_phone.png')).toBe(true);
      expect(files.has('google-play/phone_1080x1920/01_phone.png')).toBe(true);
      expect(files.has('google-play/10-inch-tablet_1600x2560/02_tablet.png')).toBe(true);
    });
  });

  it('When every capture is a shape no slot takes, then 422 no_matching_slot naming each, with not_placed in the details', async () => {
    const res = await resize({
      images: [{ data: dataUrl(await phoneScreenshot(1000, 3000).png().toBuffer()), name: 'banner.png' }],
      target_platform: 'android',
    });
    const body = ErrorResponse.parse(await res.json());
    expect([res.status, body.error.code]).toEqual([422, 'no_matching_slot']);
    expect(body.error.message).toMatch(/^“banner\.png”: 1000×3000 px \(3:1\) is the shape of no Google Play slot/);
    expect(body.error.details).toMatchObject({ not_placed: [{ source_name: 'banner.png', size: '1000x3000' }] });
  });

  it('When fill is chosen, then the image is cropped around the centre to the exact size, never stretched or padded', async () => {
    const png = await phoneScreenshot(2048, 2732).png().toBuffer();
    const { answer } = await resized({
      images: [{ data: dataUrl(png), name: 'a.png' }],
      target_platform: 'ios',
      fit_mode: 'fill',
    });
    const ipad11 = find(answer, '1668x2388');
    expect(pngHeader(ipad11)).toMatchObject({ width: 1668, height: 2388 });
    // 2048×2732 scaled to 2388 tall is 1790 wide: 61 px cut from each side, so the green 20 px edges (23 px at that scale) are gone.
    expect(await pixelAt(ipad11, 3, 1194)).toEqual([128, 128, 128]);
    expect(await pixelAt(ipad11, 834, 3)).toEqual([255, 0, 0]);
  });

  describe('When a 1170×2532 iPhone capture is resized for iOS without asking for iPad sizes', () => {
    let answer: ResizeResponse;
    beforeAll(async () => {
      const png = await phoneScreenshot().png().toBuffer();
      ({ answer } = await resized({
        images: [{ data: dataUrl(png), name: 'home.png' }],
        target_platform: 'ios',
        background_color: '#0000ff',
      }));
    });
    const slot = (size: string) => answer.resized_images.find((image) => image.size === size)!;

    it('then it goes to the iPhone slots only, and a warning says which captures would fill the empty iPad slots', () => {
      expect(answer.resized_images.map((image) => image.size)).toEqual(['1320x2868', '1290x2796', '1242x2688', '1242x2208']);
      expect(answer.warnings.join(' ')).toMatch(
        /No tablet capture was given, so these slots are empty: iPad Pro 12\.9 inch, iPad Pro 11 inch\. Add tablet captures \(such as 2048×2732\)/,
      );
    });

    it('then the 6.9" and 6.7" slots (shapes within 1%) are scaled edge to edge: no bars, reported as scaled', async () => {
      for (const size of ['1320x2868', '1290x2796']) {
        expect(slot(size)).toMatchObject({ treatment: 'scaled' });
        const png = Buffer.from(slot(size).data, 'base64');
        const height = pngHeader(png).height;
        // The red status bar reaches the very first row and the grey content the last one.
        expect(await pixelAt(png, 600, 0)).toEqual([255, 0, 0]);
        expect(await pixelAt(png, 600, height - 1)).toEqual([128, 128, 128]);
      }
    });

    it('then the 5.5" slot (16:9) is letterboxed and reports the bar width it drew', async () => {
      const fiveFive = slot('1242x2208');
      expect(fiveFive.treatment).toBe('letterboxed');
      const bar = fiveFive.bar_px!;
      expect(bar).toBeGreaterThan(100);
      expect(fiveFive.treatment_note).toMatch(new RegExp(`${bar} px \\(left and right\\)`));
      const png = Buffer.from(fiveFive.data, 'base64');
      expect(await pixelAt(png, bar - 2, 1104)).toEqual([0, 0, 255]);
      expect(await pixelAt(png, bar + 2, 1104)).toEqual([0, 0xaa, 0]);
    });
  });

  it('When an iPad-shaped screenshot is resized for iOS, then it gets the iPad slots only', async () => {
    const png = await phoneScreenshot(1640, 2360).png().toBuffer();
    const { answer } = await resized({ images: [{ data: dataUrl(png), name: 'ipad.png' }], target_platform: 'ios' });
    expect(answer.resized_images.map((image) => image.size)).toEqual(['2048x2732', '1668x2388']);
    expect(answer.resized_images.find((image) => image.size === '1668x2388')?.treatment).toBe('scaled');
  });

  it('When fill is chosen for a different shape, then each slot reports how many pixels were cropped', async () => {
    const png = await phoneScreenshot().png().toBuffer();
    const { answer } = await resized({
      images: [{ data: dataUrl(png), name: 'a.png' }],
      target_platform: 'ios',
      fit_mode: 'fill',
    });
    const fiveFive = answer.resized_images.find((image) => image.size === '1242x2208')!;
    expect(fiveFive).toMatchObject({ treatment: 'cropped' });
    // 1170×2532 scaled to 1242 wide is 2688 tall: 480 rows cut to reach 2208.
    expect(Math.abs(fiveFive.cropped_px! - 480)).toBeLessThanOrEqual(2);
  });

  it('When the screenshot is an iPhone HEIC file, then it is decoded and measured: this 256×192 one is refused as too small, naming its size', async () => {
    // The only HEIC fixture we can make is small (no HEVC encoder here); real captures are 1170 px wide or more.
    const heic = readIphonePhotoHeic();
    const res = await resize({
      images: [{ data: dataUrl(heic, 'image/heic'), name: 'IMG_0001.HEIC' }],
      target_platform: 'android',
    });
    const body = ErrorResponse.parse(await res.json());
    expect([res.status, body.error.code, body.error.message]).toEqual([
      422,
      'image_too_small',
      'This image is 256×192 px: screenshots need at least 200 px on each side',
    ]);
  });

  it('When an Android phone screenshot taller than 2:1 is resized for Android, then every output meets Play rules', async () => {
    const png = await phoneScreenshot(1080, 2400).png().toBuffer();
    const { answer } = await resized({ images: [{ data: dataUrl(png), name: 'pixel.png' }], target_platform: 'android' });
    expect(answer.resized_images.map((image) => image.size)).toEqual(['1080x1920']);
    for (const image of answer.resized_images) {
      const { width, height } = pngHeader(Buffer.from(image.data, 'base64'));
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3840);
      expect(Math.max(width, height)).toBeLessThanOrEqual(2 * Math.min(width, height));
    }
  });

  it('When a landscape JPEG is resized, then the outputs are landscape JPEGs', async () => {
    const jpeg = await solidImage(2400, 1080, '#3366cc', 'jpeg');
    const { answer, files } = await resized({
      images: [{ data: dataUrl(jpeg, 'image/jpeg'), name: 'wide.jpg' }],
      target_platform: 'android',
    });
    // 2400×1080 is a phone's shape on its side: the phone slot, landscape; the tablet slots wait for tablet captures.
    expect(answer.resized_images.map((image) => image.size)).toEqual(['1920x1080']);
    expect(answer.resized_images.every((image) => image.mime_type === 'image/jpeg')).toBe(true);
    expect([...files.keys()]).toContain('phone_1920x1080/01_wide.jpg');
    const metadata = await sharp(find(answer, '1920x1080')).metadata();
    expect([metadata.format, metadata.channels, metadata.hasAlpha]).toEqual(['jpeg', 3, false]);
  });

  it('When a screenshot has transparent pixels, then they become the chosen colour and no output has alpha', async () => {
    const png = await sharp({ create: { width: 540, height: 960, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { answer } = await resized({
      images: [{ data: dataUrl(png), name: 'clear.png' }],
      target_platform: 'android',
      background_color: '#112233',
    });
    const phone = find(answer, '1080x1920');
    expect(pngHeader(phone).colourType).toBe(2);
    expect(await pixelAt(phone, 540, 960)).toEqual([0x11, 0x22, 0x33]);
    expect(answer.warnings.join(' ')).toMatch(/enlarged for phone/);
  });

  it('When one of the files is not an image, then 415 "Please select valid image files" naming that file', async () => {
    const png = await solidImage(300, 600, '#ffffff');
    const res = await resize({
      images: [
        { data: dataUrl(png), name: 'ok.png' },
        { data: dataUrl(Buffer.from('just text'), 'image/png'), name: 'notes.txt' },
      ],
      target_platform: 'ios',
    });
    const body = ErrorResponse.parse(await res.json());
    expect([res.status, body.error.message, body.error.details]).toEqual([
      415,
      'Please select valid image files',
      { image_index: 1, image_name: 'notes.txt' },
    ]);
  });

  it('When ten 1×1 PNGs are sent, then 422 at once, naming the first, and nothing is resized', async () => {
    const tiny = await solidImage(1, 1, '#ffffff');
    // The service runs in this process under ts-jest (run-image-job.ts), so the spy sees every resize.
    const resizes = jest.spyOn(resizeOne, 'resizeToSizes');
    const res = await resize({
      images: Array.from({ length: 10 }, (_, i) => ({ data: dataUrl(tiny), name: `dot${i}.png` })),
      target_platform: 'ios',
    });
    const body = ErrorResponse.parse(await res.json());
    expect([res.status, body.error.code, body.error.message]).toEqual([
      422,
      'image_too_small',
      'This image is 1×1 px: screenshots need at least 200 px on each side',
    ]);
    expect(body.error.details).toMatchObject({ image_name: expect.stringMatching(/^dot\d\.png$/) });
    // Refused before any is resized (the ten upscales once took 4 s of CPU).
    expect(resizes).not.toHaveBeenCalled();
    resizes.mockRestore();
  });

  it('When a screenshot is 199 px on its short side, then 422; at 200 px it is resized', async () => {
    const narrow = await resize({
      images: [{ data: dataUrl(await solidImage(199, 400, '#ffffff')), name: 'n.png' }],
      target_platform: 'android',
    });
    expect(narrow.status).toBe(422);
    const enough = await resize({
      images: [{ data: dataUrl(await solidImage(200, 400, '#ffffff')), name: 'e.png' }],
      target_platform: 'android',
    });
    expect(enough.status).toBe(200);
  });

  it('When the images a request makes pass the output cap, then 422 output_too_large before the next screenshot is resized', async () => {
    const png = await phoneScreenshot().png().toBuffer();
    const request = ResizeRequest.parse({
      images: [1, 2, 3].map((n) => ({ data: dataUrl(png), name: `s${n}.png` })),
      target_platform: 'android',
    });
    const one = await resizeScreenshots({ ...request, images: request.images.slice(0, 1) });
    const oneBytes = one.resized_images.reduce((sum, image) => sum + Buffer.from(image.data, 'base64').length, 0);

    await expect(resizeScreenshots(request, { maxOutputBytes: oneBytes * 1.5 })).rejects.toMatchObject({
      code: 'output_too_large',
      status: 422,
    });
    await expect(resizeScreenshots(request, { maxOutputBytes: oneBytes * 3.5 })).resolves.toBeDefined();
  });

  it('When a screenshot is over 10 MB, then 413 "File size must be less than 10MB"', async () => {
    const res = await resize({ images: [{ data: dataUrl(Buffer.alloc(10_485_761)), name: 'huge.png' }], target_platform: 'ios' });
    expect([res.status, ErrorResponse.parse(await res.json()).error.message]).toEqual([413, 'File size must be less than 10MB']);
  });

  it.each([
    ['no images', { images: [], target_platform: 'ios' }, 'Please select valid image files'],
    [
      'eleven images',
      { images: Array.from({ length: 11 }, () => ({ data: 'data:image/png;base64,AAAA', name: 'x' })), target_platform: 'ios' },
      'At most 10 images at a time',
    ],
    [
      'an unknown platform',
      { images: [{ data: 'data:image/png;base64,AAAA', name: 'x' }], target_platform: 'windows' },
      undefined,
    ],
    [
      'an unknown fit mode',
      { images: [{ data: 'data:image/png;base64,AAAA', name: 'x' }], target_platform: 'ios', fit_mode: 'stretch' },
      undefined,
    ],
  ])('When the request has %s, then 400', async (_name, body, message) => {
    const res = await resize(body);
    expect(res.status).toBe(400);
    if (message) expect(ErrorResponse.parse(await res.json()).error.message).toBe(message);
  });
});
