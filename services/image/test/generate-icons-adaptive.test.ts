import sharp from 'sharp';
import { pngHeader, readIphonePhotoHeic, type Listening } from '@aiapp/test-support';
import { dataUrl, photo, transparentLogo } from './support/sample-images';
import { generateIcons, post, startImageService } from './support/icon-service';

const XXXHDPI = 'android/res/mipmap-xxxhdpi/';
const APPICONSET = 'ios/AppIcon.appiconset/';
/** The 108 dp layer at xxxhdpi is 432 px; the 66 dp safe circle has a radius of 132 px there. */
const LAYER_PX = 432;
const SAFE_RADIUS_PX = 132;

const svgPng = (body: string, width = 1024, height = 1024) =>
  sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .png()
    .toBuffer();

/** A full-bleed icon: a blue plate with a white ring reaching close to its edges. */
const fullBleed = () =>
  svgPng(
    '<rect width="1024" height="1024" fill="#1E5AA8"/><circle cx="512" cy="512" r="420" fill="none" stroke="#fff" stroke-width="60"/>',
  );
/** A blue rounded tile with transparent corners and a "$"-like glyph cut out of it (transparent). */
const tileWithCutOutGlyph = async () => {
  const tile = await svgPng('<rect width="1024" height="1024" rx="220" fill="#1565C0"/>');
  const glyph = await svgPng('<path d="M330 300h364v80H410v92h284v252H330v-80h284v-92H330z M482 220h60v584h-60z" fill="#000"/>');
  return sharp(tile)
    .composite([{ input: glyph, blend: 'dest-out' }])
    .png()
    .toBuffer();
};
const gradientWithGlyph = () =>
  svgPng(
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7B1FA2"/><stop offset="1" stop-color="#F06292"/></linearGradient></defs><rect width="1024" height="1024" fill="url(#g)"/><rect x="352" y="352" width="320" height="320" rx="60" fill="#fff"/>',
  );
/** A round badge on transparency: a teal disc with a yellow star on it (as the audit's palette source). */
const roundBadge = () =>
  svgPng(
    '<circle cx="512" cy="512" r="440" fill="#0D9488"/><path d="M512 290l62 150h160l-128 98 48 160-142-96-142 96 48-160-128-98h160z" fill="#FEF08A"/>',
  );
/** A blue plate with a white disc, and a dark bar on the disc: inside it (letters on a badge), or reaching past it (a second part). */
const discWithBar = (barTop: number, barHeight: number) =>
  svgPng(
    `<rect width="1024" height="1024" fill="#1E5AA8"/><circle cx="512" cy="512" r="250" fill="#fff"/><rect x="482" y="${barTop}" width="60" height="${barHeight}" fill="#111827"/>`,
  );
async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Farthest pixel with alpha ≥ 128 from the image centre, in pixels. */
async function artworkRadius(png: Buffer): Promise<number> {
  const { data, width, height } = await rgba(png);
  let radius = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (data[(y * width + x) * 4 + 3]! >= 128) radius = Math.max(radius, Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2));
  return radius;
}

/** Share of the safe circle where the themed layer is visible. */
async function safeCircleCoverage(png: Buffer): Promise<number> {
  const { data, width } = await rgba(png);
  let inside = 0;
  let covered = 0;
  for (let y = 0; y < width; y++)
    for (let x = 0; x < width; x++) {
      if (Math.hypot(x + 0.5 - width / 2, y + 0.5 - width / 2) > SAFE_RADIUS_PX) continue;
      inside++;
      if (data[(y * width + x) * 4 + 3]! >= 128) covered++;
    }
  return covered / inside;
}

async function colourAt(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, width } = await rgba(png);
  return [...data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
}

const near = (a: number[], b: number[], tolerance = 12) =>
  a.slice(0, 3).every((value, i) => Math.abs(value - b[i]!) <= tolerance);

describe('POST /api/generate-icons: adaptive, themed and iOS appearance icons as launchers show them', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await startImageService();
  });
  afterAll(() => service.close());

  describe('a full-bleed icon (a plate with artwork reaching its edges)', () => {
    let files: Map<string, Buffer>;
    let answer: Awaited<ReturnType<typeof generateIcons>>['answer'];
    beforeAll(async () => {
      ({ files, answer } = await generateIcons(service, { image_data: dataUrl(await fullBleed()) }));
    });

    it('When it is generated, then the plate is found and the artwork sits inside the 66 dp safe circle', async () => {
      expect(answer.adaptive?.source_kind).toBe('plate');
      const foreground = files.get(`${XXXHDPI}ic_launcher_foreground.png`)!;
      expect(pngHeader(foreground).width).toBe(LAYER_PX);
      const radius = await artworkRadius(foreground);
      expect(radius).toBeLessThanOrEqual(SAFE_RADIUS_PX + 1);
      expect(radius).toBeGreaterThan(SAFE_RADIUS_PX * 0.9);
      expect(answer.adaptive?.artwork_radius_dp).toBeLessThanOrEqual(33.3);
    });

    it('When it is generated, then the background layer is the plate over all 108 dp, corners included', async () => {
      const background = files.get(`${XXXHDPI}ic_launcher_background.png`)!;
      for (const [x, y] of [
        [0, 0],
        [LAYER_PX - 1, LAYER_PX - 1],
        [LAYER_PX / 2, LAYER_PX / 2],
      ])
        expect(near(await colourAt(background, x!, y!), [0x1e, 0x5a, 0xa8])).toBe(true);
      const xml = files.get('android/res/mipmap-anydpi-v26/ic_launcher.xml')!.toString();
      expect(xml).toContain('<background android:drawable="@mipmap/ic_launcher_background" />');
    });

    it('When the legacy round and square icons are cut, then their rims are the plate, not white', async () => {
      const round = files.get(`${XXXHDPI}ic_launcher_round.png`)!;
      const square = files.get(`${XXXHDPI}ic_launcher.png`)!;
      // Just inside the circle's edge at the top, and just inside the square's left edge.
      expect(near(await colourAt(round, 96, 3), [0x1e, 0x5a, 0xa8])).toBe(true);
      expect(near(await colourAt(square, 2, 96), [0x1e, 0x5a, 0xa8])).toBe(true);
    });

    it('When the web maskable icon is made, then its artwork stays within the 40% circle on a full plate', async () => {
      const maskable = files.get('web/icon-maskable-512.png')!;
      expect(near(await colourAt(maskable, 0, 0), [0x1e, 0x5a, 0xa8])).toBe(true);
      const { data, width } = await rgba(maskable);
      let farthestWhite = 0;
      for (let y = 0; y < width; y++)
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if (data[i]! > 200 && data[i + 1]! > 200 && data[i + 2]! > 200)
            farthestWhite = Math.max(farthestWhite, Math.hypot(x + 0.5 - 256, y + 0.5 - 256));
        }
      expect(farthestWhite).toBeLessThanOrEqual(0.4 * 512 + 1);
      expect(farthestWhite).toBeGreaterThan(0.3 * 512);
    });

    it('When it is generated, then the response previews the icon under each launcher mask, as a themed icon and in the iOS appearances', () => {
      expect(answer.previews?.map((preview) => preview.shape)).toEqual([
        'circle',
        'squircle',
        'rounded-square',
        'teardrop',
        'themed',
        'ios-dark',
        'ios-tinted',
      ]);
      for (const preview of answer.previews!) expect(pngHeader(Buffer.from(preview.data, 'base64')).width).toBe(288);
    });
  });

  it('When a transparent "$" is cut out of a blue tile, then the themed icon is the "$", neither blank nor a solid square', async () => {
    const { files, answer } = await generateIcons(service, { image_data: dataUrl(await tileWithCutOutGlyph()) });
    expect(answer.adaptive?.themed_source).toBe('plate-removed');
    const coverage = await safeCircleCoverage(files.get(`${XXXHDPI}ic_launcher_monochrome.png`)!);
    expect(coverage).toBeGreaterThan(0.1);
    expect(coverage).toBeLessThan(0.7);
    expect(answer.adaptive?.themed_coverage_percent).toBeCloseTo(coverage * 100, -1);
  });

  it('When the upload is a round badge, then its disc is the plate: no white ring under round masks, and the themed icon is its star', async () => {
    const { files, answer } = await generateIcons(service, {
      image_data: dataUrl(await roundBadge()),
      background_color: '#FFFFFF',
    });
    expect(answer.adaptive?.source_kind).toBe('plate');
    const teal = [0x0d, 0x94, 0x88];
    const background = files.get(`${XXXHDPI}ic_launcher_background.png`)!;
    for (const [x, y] of [
      [0, 0],
      [LAYER_PX / 2, LAYER_PX / 2],
    ])
      expect(near(await colourAt(background, x!, y!), teal)).toBe(true);
    expect(near(await colourAt(files.get(`${XXXHDPI}ic_launcher_round.png`)!, 96, 3), teal)).toBe(true);
    expect(near(await colourAt(files.get(`${XXXHDPI}ic_launcher.png`)!, 2, 96), teal)).toBe(true);
    expect(answer.adaptive?.themed_source).toBe('plate-removed');
    // The star at the size it has on the badge: about a tenth of the safe circle, not the whole disc.
    const coverage = await safeCircleCoverage(files.get(`${XXXHDPI}ic_launcher_monochrome.png`)!);
    expect(coverage).toBeGreaterThan(0.05);
    expect(coverage).toBeLessThan(0.3);
    // iOS keeps the badge on the chosen colour, as it was uploaded.
    expect(near(await colourAt(files.get(`${APPICONSET}AppIcon-1024.png`)!, 8, 8), [0xff, 0xff, 0xff])).toBe(true);
  });

  it('When a dark mark sits on a white disc, then the disc is a plate and the themed icon is the mark alone, not the disc with a hole', async () => {
    const { files, answer } = await generateIcons(service, { image_data: dataUrl(await discWithBar(362, 300)) });
    expect(answer.adaptive?.themed_source).toBe('plate-removed');
    const themed = files.get(`${XXXHDPI}ic_launcher_monochrome.png`)!;
    const centre = LAYER_PX / 2;
    expect((await colourAt(themed, centre, centre))[3]).toBeGreaterThan(192);
    expect((await colourAt(themed, centre, centre - 30))[3]).toBeGreaterThan(192);
    expect((await colourAt(themed, centre - 50, centre))[3]).toBeLessThan(64);
  });

  it('When a dark bar reaches past the white disc, then it is a second part of the shape, not detail: the themed icon keeps it', async () => {
    const { files } = await generateIcons(service, { image_data: dataUrl(await discWithBar(150, 724)) });
    const themed = files.get(`${XXXHDPI}ic_launcher_monochrome.png`)!;
    const centre = LAYER_PX / 2;
    expect((await colourAt(themed, centre, centre))[3]).toBeGreaterThan(192);
    expect((await colourAt(themed, centre - 50, centre))[3]).toBeGreaterThan(192);
  });

  it('When the plate is a gradient, then the background layer carries the gradient and the themed icon is the glyph', async () => {
    const { files, answer } = await generateIcons(service, { image_data: dataUrl(await gradientWithGlyph()) });
    expect(answer.adaptive?.source_kind).toBe('plate');
    const background = files.get(`${XXXHDPI}ic_launcher_background.png`)!;
    const [topLeft, bottomRight] = [await colourAt(background, 0, 0), await colourAt(background, LAYER_PX - 1, LAYER_PX - 1)];
    expect(near(topLeft, bottomRight, 40)).toBe(false);
    const coverage = await safeCircleCoverage(files.get(`${XXXHDPI}ic_launcher_monochrome.png`)!);
    expect(coverage).toBeGreaterThan(0.1);
    expect(coverage).toBeLessThan(0.9);
  });

  it('When the upload is a photo with no plate, then it fills the icon, the themed icon is traced, and both are announced', async () => {
    const { files, answer } = await generateIcons(service, { image_data: dataUrl(await photo()) });
    expect(answer.adaptive?.source_kind).toBe('full-bleed');
    expect(answer.adaptive?.themed_source).toBe('luminance');
    const coverage = await safeCircleCoverage(files.get(`${XXXHDPI}ic_launcher_monochrome.png`)!);
    expect(coverage).toBeGreaterThan(0.03);
    expect(coverage).toBeLessThan(0.9);
    expect(answer.warnings.join(' ')).toMatch(/themed icon was traced/);
    expect(answer.warnings.join(' ')).toMatch(/round launcher masks cut its corners/);
  });

  it('When a monochrome glyph and a background colour are uploaded, then the themed icon and background use them', async () => {
    const glyph = await svgPng('<rect x="412" y="212" width="200" height="600" fill="#000"/>');
    const { files, answer } = await generateIcons(service, {
      image_data: dataUrl(await photo()),
      monochrome_image: dataUrl(glyph),
      adaptive_background_color: '#00aa55',
    });
    expect(answer.adaptive?.themed_source).toBe('uploaded');
    expect(near(await colourAt(files.get(`${XXXHDPI}ic_launcher_background.png`)!, 0, 0), [0x00, 0xaa, 0x55])).toBe(true);
    const coverage = await safeCircleCoverage(files.get(`${XXXHDPI}ic_launcher_monochrome.png`)!);
    expect(coverage).toBeGreaterThan(0.1);
    expect(coverage).toBeLessThan(0.6);
  });

  it('When an Android inset is chosen, then only the Android artwork shrinks and the iOS icon keeps its size', async () => {
    const image = dataUrl(await transparentLogo());
    const plain = await generateIcons(service, { image_data: image });
    const inset = await generateIcons(service, { image_data: image, android_inset_percent: 20 });
    expect(inset.answer.adaptive!.artwork_radius_dp).toBeCloseTo(plain.answer.adaptive!.artwork_radius_dp * 0.8, 0);
    expect(inset.files.get(`${APPICONSET}AppIcon-1024.png`)).toEqual(plain.files.get(`${APPICONSET}AppIcon-1024.png`));
  });

  describe('iOS appearances', () => {
    let files: Map<string, Buffer>;
    beforeAll(async () => {
      ({ files } = await generateIcons(service, { image_data: dataUrl(await transparentLogo()), background_color: '#FFFFFF' }));
    });
    const contents = () =>
      JSON.parse(files.get(`${APPICONSET}Contents.json`)!.toString()).images as {
        filename: string;
        idiom: string;
        size: string;
        appearances?: { appearance: string; value: string }[];
      }[];

    it('When the set is made, then Contents.json has dark and tinted 1024 entries and every entry names a file of its size', () => {
      const appearances = contents().filter((entry) => entry.appearances);
      expect(appearances.map((entry) => [entry.idiom, entry.size, entry.appearances])).toEqual([
        ['universal', '1024x1024', [{ appearance: 'luminosity', value: 'dark' }]],
        ['universal', '1024x1024', [{ appearance: 'luminosity', value: 'tinted' }]],
      ]);
      for (const entry of contents()) {
        const png = files.get(`${APPICONSET}${entry.filename}`);
        expect(png).toBeDefined();
        const [points, scale] = [
          Number(entry.size.split('x')[0]),
          Number(((entry as { scale?: string }).scale ?? '1x').replace('x', '')),
        ];
        expect(pngHeader(png!).width).toBe(Math.round(points * scale));
      }
      const listed = new Set(contents().map((entry) => entry.filename));
      const pngs = [...files.keys()].filter((path) => path.startsWith(APPICONSET) && path.endsWith('.png'));
      expect(pngs.filter((path) => !listed.has(path.slice(APPICONSET.length)))).toEqual([]);
    });

    it('When the appearances are made, then both are opaque RGB 1024s: dark on a dark backdrop, tinted in grey levels', async () => {
      const dark = files.get(`${APPICONSET}AppIcon-1024-dark.png`)!;
      const tinted = files.get(`${APPICONSET}AppIcon-1024-tinted.png`)!;
      expect(pngHeader(dark)).toMatchObject({ width: 1024, height: 1024, colourType: 2 });
      expect(pngHeader(tinted)).toMatchObject({ width: 1024, height: 1024, colourType: 2 });
      const corner = await colourAt(dark, 4, 4);
      expect(Math.max(...corner.slice(0, 3))).toBeLessThan(60);
      // The orange disc keeps its colour on the dark backdrop.
      expect(near(await colourAt(dark, 512, 200), [0xe8, 0x59, 0x0c], 20)).toBe(true);
      const { data } = await rgba(tinted);
      let notGrey = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] !== data[i + 1] || data[i + 1] !== data[i + 2]) notGrey++;
      expect(notGrey).toBe(0);
      expect((await colourAt(tinted, 512, 512))[0]).toBeGreaterThan(200);
      expect((await colourAt(tinted, 4, 4))[0]).toBe(0);
    });

    it('When the single-size layout is chosen, then the set is three universal 1024 icons (default, dark, tinted)', async () => {
      const single = await generateIcons(service, { image_data: dataUrl(await transparentLogo()), ios_layout: 'single-size' });
      const images = JSON.parse(single.files.get(`${APPICONSET}Contents.json`)!.toString()).images;
      expect(
        images.map((entry: { filename: string; idiom: string; platform: string }) => [
          entry.filename,
          entry.idiom,
          entry.platform,
        ]),
      ).toEqual([
        ['AppIcon-1024.png', 'universal', 'ios'],
        ['AppIcon-1024-dark.png', 'universal', 'ios'],
        ['AppIcon-1024-tinted.png', 'universal', 'ios'],
      ]);
      const pngs = [...single.files.keys()].filter((path) => path.startsWith(APPICONSET) && path.endsWith('.png'));
      expect(pngs).toHaveLength(3);
      expect(pngHeader(single.files.get(`${APPICONSET}AppIcon-1024.png`)!).colourType).toBe(2);
    });
  });

  it('When the upload is an iPhone HEIC photo, then it is accepted and decoded (not 415)', async () => {
    const heic = readIphonePhotoHeic();
    const { files, answer } = await generateIcons(service, { image_data: dataUrl(heic, 'image/heic') });
    expect(answer.warnings.join(' ')).toMatch(/256×192, not square/);
    // The purple of the photo reaches the App Store icon.
    expect(near(await colourAt(files.get(`${APPICONSET}AppIcon-1024.png`)!, 100, 512), [0x5e, 0x35, 0xb1], 25)).toBe(true);
  });

  it('When a HEIC upload is damaged, then 422, not a crash', async () => {
    const heic = readIphonePhotoHeic();
    const res = await post(service, '/api/generate-icons', { image_data: dataUrl(heic.subarray(0, 600), 'image/heic') });
    expect(res.status).toBe(422);
  });
});
