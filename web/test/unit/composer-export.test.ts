import sharp from 'sharp';
import { fitsPlayScreenshotRules } from '@aiapp/store-facts';
import { storeSetZipFileName } from '@aiapp/contracts';
import { hasTransparencyChunk, pngHeader, readZip } from '@aiapp/test-support';
import { encodeRgbPng } from '../../src/features/screenshot-mockups/composer/rgbPng';
import { setFiles, type ComposedSet } from '../../src/features/screenshot-mockups/composer/setFiles';
import { DEFAULT_TARGET_IDS, FEATURE_GRAPHIC, storeTargets } from '../../src/features/screenshot-mockups/composer/storeTargets';
import { zipStored } from '../../src/features/screenshot-mockups/composer/storeZip';

/** Checked with readers that are not ours: the IHDR bytes, sharp (libspng) and yauzl. */

function gradient(width: number, height: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rgba.set([x * 7, y * 5, (x * y) % 256, 255], (y * width + x) * 4);
  return rgba;
}

describe('the RGB PNG encoder', () => {
  it('When opaque canvas pixels are encoded, then the PNG is 8-bit colour type 2 with no tRNS, and decodes to the same RGB values', async () => {
    const rgba = gradient(37, 23);
    const png = Buffer.from(await encodeRgbPng(rgba, 37, 23));
    expect(pngHeader(png)).toEqual({ width: 37, height: 23, bitDepth: 8, colourType: 2 });
    expect(hasTransparencyChunk(png)).toBe(false);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(3);
    const rgb = Buffer.alloc(37 * 23 * 3);
    for (let i = 0; i < 37 * 23; i++) rgb.set(rgba.subarray(i * 4, i * 4 + 3), i * 3);
    expect(data.equals(rgb)).toBe(true);
  });

  it('When the pixel buffer does not match the size, then it refuses instead of writing a broken image', async () => {
    await expect(encodeRgbPng(new Uint8ClampedArray(10), 2, 2)).rejects.toThrow('does not match');
  });
});

describe('the ZIP writer', () => {
  it('When entries are stored, then yauzl reads every file back byte for byte under its folder path', async () => {
    const a = Buffer.from(await encodeRgbPng(gradient(4, 4), 4, 4));
    const b = Buffer.from('second file');
    const zip = Buffer.from(
      await zipStored([
        { name: 'app-store/iphone-6.9/01.png', data: a },
        { name: 'google-play/feature-graphic.png', data: b },
      ]).arrayBuffer(),
    );
    const files = await readZip(zip);
    expect([...files.keys()]).toEqual(['app-store/iphone-6.9/01.png', 'google-play/feature-graphic.png']);
    expect(files.get('app-store/iphone-6.9/01.png')!.equals(a)).toBe(true);
    expect(files.get('google-play/feature-graphic.png')!.equals(b)).toBe(true);
  });

  it('When a name is not plain ASCII, then it is refused (no UTF-8 flag is written)', () => {
    expect(() => zipStored([{ name: 'écran.png', data: new Uint8Array(1) }])).toThrow('ASCII');
  });
});

describe('the store sizes a set exports at', () => {
  it('When the frame is a phone, then the set goes out at iPhone 6.9″ 1320×2868, 6.5″ 1242×2688 and a Play phone size, with 6.7″ 1290×2796 to tick', () => {
    const sizes = storeTargets('phone').map(({ id, width, height, byDefault }) => [id, width, height, byDefault]);
    expect(sizes).toEqual([
      ['app-store-iphone-6.9', 1320, 2868, true],
      ['app-store-iphone-6.7', 1290, 2796, false],
      ['app-store-iphone-6.5', 1242, 2688, true],
      ['google-play-phone', 1080, 1920, true],
    ]);
  });

  it('When the frame is a tablet, then the set goes out at iPad 13″ 2064×2752 and Play 10″ 1600×2560, with Play 7″ 1200×1920 to tick', () => {
    expect(storeTargets('tablet').map(({ width, height, byDefault }) => [width, height, byDefault])).toEqual([
      [2064, 2752, true],
      [1200, 1920, false],
      [1600, 2560, true],
    ]);
  });

  it('When any Google Play size is used, then it passes the Play rules; the feature graphic is 1024×500', () => {
    for (const target of [...storeTargets('phone'), ...storeTargets('tablet')].filter((entry) => entry.store === 'Google Play'))
      expect(fitsPlayScreenshotRules(target)).toBe(true);
    expect([FEATURE_GRAPHIC.width, FEATURE_GRAPHIC.height]).toEqual([1024, 500]);
  });

  it('When five phone screenshots are exported, then there are sixteen files, numbered in set order and named after the app', () => {
    const image = { width: 1, height: 1 } as unknown as CanvasImageSource & { width: number; height: number };
    const set = {
      appName: 'Sleep Well',
      targetIds: DEFAULT_TARGET_IDS,
      shots: Array.from({ length: 5 }, () => ({ image, headline: '', subline: '' })),
      style: { device: 'iphone' },
    } as unknown as ComposedSet;
    const files = setFiles(set);
    expect(files).toHaveLength(16);
    expect(files[0]).toMatchObject({ zipPath: 'app-store/iphone-6.9/01.png', fileName: 'sleep-well-app-store-iphone-6-9-1.png' });
    expect(files[15]).toMatchObject({
      zipPath: 'google-play/feature-graphic.png',
      fileName: 'sleep-well-google-play-feature-graphic.png',
      shot: null,
    });
  });

  it('When 6.7″ is ticked and 6.5″ unticked, then the set has the 6.7″ images instead, and tablet sizes never enter a phone set', () => {
    const image = { width: 1, height: 1 } as unknown as CanvasImageSource & { width: number; height: number };
    const set = {
      appName: 'Sleep Well',
      targetIds: ['app-store-iphone-6.9', 'app-store-iphone-6.7', 'google-play-phone', 'google-play-tablet-7'],
      shots: Array.from({ length: 2 }, () => ({ image, headline: '', subline: '' })),
      style: { device: 'iphone' },
    } as unknown as ComposedSet;
    expect(setFiles(set).map((file) => [file.zipPath, file.target.width, file.target.height])).toEqual([
      ['app-store/iphone-6.9/01.png', 1320, 2868],
      ['app-store/iphone-6.9/02.png', 1320, 2868],
      ['app-store/iphone-6.7/01.png', 1290, 2796],
      ['app-store/iphone-6.7/02.png', 1290, 2796],
      ['google-play/phone/01.png', 1080, 1920],
      ['google-play/phone/02.png', 1080, 1920],
      ['google-play/feature-graphic.png', 1024, 500],
    ]);
  });

  it('When the set is zipped, then the ZIP is named after the app, or "app" without a name', () => {
    expect(storeSetZipFileName('Sleep Well!')).toBe('sleep-well_store_screenshots.zip');
    expect(storeSetZipFileName('')).toBe('app_store_screenshots.zip');
  });
});
