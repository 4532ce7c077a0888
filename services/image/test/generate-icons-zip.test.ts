import sharp from 'sharp';
import { XMLParser } from 'fast-xml-parser';
import { ICON_SET_COUNTS } from '@aiapp/store-facts';
import { hasTransparencyChunk, pngHeader, type Listening } from '@aiapp/test-support';
import { dataUrl, pixelAt, transparentLogo } from './support/sample-images';
import { generateIcons, startImageService } from './support/icon-service';

/** Xcode's iPhone + iPad + App Store template (idiom, size in points, scale, pixels), written out independently of the code. */
const XCODE_SLOTS = [
  ['iphone', '20x20', '2x', 40],
  ['iphone', '20x20', '3x', 60],
  ['iphone', '29x29', '2x', 58],
  ['iphone', '29x29', '3x', 87],
  ['iphone', '40x40', '2x', 80],
  ['iphone', '40x40', '3x', 120],
  ['iphone', '60x60', '2x', 120],
  ['iphone', '60x60', '3x', 180],
  ['ipad', '20x20', '1x', 20],
  ['ipad', '20x20', '2x', 40],
  ['ipad', '29x29', '1x', 29],
  ['ipad', '29x29', '2x', 58],
  ['ipad', '40x40', '1x', 40],
  ['ipad', '40x40', '2x', 80],
  ['ipad', '76x76', '1x', 76],
  ['ipad', '76x76', '2x', 152],
  ['ipad', '83.5x83.5', '2x', 167],
  ['ios-marketing', '1024x1024', '1x', 1024],
] as const;

const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 } as const;
const APPICONSET = 'ios/AppIcon.appiconset/';

interface ContentsEntry {
  filename: string;
  idiom: string;
  size: string;
  scale: string;
  appearances?: unknown[];
}

describe('POST /api/generate-icons: the ZIP drops straight into Xcode, Android Studio and a website', () => {
  let service: Listening;
  let files: Map<string, Buffer>;
  let zipName: string;
  const background = '#1E90FF';

  beforeAll(async () => {
    service = await startImageService();
    const generated = await generateIcons(service, {
      image_data: dataUrl(await transparentLogo()),
      image_name: 'Fit Track.png',
      background_color: background,
    });
    files = generated.files;
    zipName = generated.answer.zip_file_name;
  });
  afterAll(() => service.close());

  const contents = (): ContentsEntry[] => JSON.parse(files.get(`${APPICONSET}Contents.json`)!.toString()).images;

  it('When the upload is named "Fit Track.png", then the ZIP is fit-track_icons.zip', () => {
    expect(zipName).toBe('fit-track_icons.zip');
  });

  it('When Contents.json is read, then it lists exactly the iPhone, iPad and App Store slots, with the xcode info block', () => {
    const json = JSON.parse(files.get(`${APPICONSET}Contents.json`)!.toString());
    expect(json.info).toEqual({ author: 'xcode', version: 1 });
    const slots = contents()
      .filter((entry) => !entry.appearances)
      .map((entry) => [entry.idiom, entry.size, entry.scale]);
    expect(slots.sort()).toEqual(XCODE_SLOTS.map(([idiom, size, scale]) => [idiom, size, scale]).sort());
  });

  it('When every Contents.json entry is followed, then its file exists at exactly size × scale pixels', async () => {
    for (const entry of contents()) {
      const png = files.get(APPICONSET + entry.filename);
      expect(png).toBeDefined();
      const points = Number(entry.size.split('x')[0]);
      // Universal (Xcode 14+) entries, the dark and tinted 1024s, have no scale: 1x.
      const scale = Number((entry.scale ?? '1x').replace('x', ''));
      const header = pngHeader(png!);
      expect([entry.filename, header.width, header.height]).toEqual([entry.filename, points * scale, points * scale]);
      const metadata = await sharp(png!).metadata();
      expect([metadata.width, metadata.height]).toEqual([points * scale, points * scale]);
    }
  });

  it('When the iOS icons are inspected, then each is an RGB PNG without alpha channel or tRNS transparency (no ITMS-90717)', async () => {
    const pngs = [...files].filter(([path]) => path.startsWith(APPICONSET) && path.endsWith('.png'));
    expect(pngs.length).toBeGreaterThan(0);
    for (const [path, png] of pngs) {
      expect([path, pngHeader(png).colourType, hasTransparencyChunk(png)]).toEqual([path, 2, false]);
      const metadata = await sharp(png).metadata();
      expect([path, metadata.hasAlpha, metadata.channels]).toEqual([path, false, 3]);
    }
  });

  it('When the upload is transparent, then the iOS icons are flattened onto the chosen colour, not black', async () => {
    expect(await pixelAt(files.get(`${APPICONSET}AppIcon-1024.png`)!, 5, 5)).toEqual([0x1e, 0x90, 0xff]);
    expect(await pixelAt(files.get(`${APPICONSET}AppIcon-1024.png`)!, 512, 200)).toEqual([0xe8, 0x59, 0x0c]);
  });

  it('When the icon set folder is listed, then it holds no file that Contents.json does not name', () => {
    const named = new Set(contents().map((entry) => APPICONSET + entry.filename));
    const present = [...files.keys()].filter((path) => path.startsWith(APPICONSET) && !path.endsWith('Contents.json'));
    expect(present.sort()).toEqual([...named].sort());
  });

  it('When the Android mipmaps are read, then every density has the legacy, round, background, foreground and monochrome icons at its size', () => {
    for (const [density, scale] of Object.entries(DENSITIES)) {
      const dir = `android/res/mipmap-${density}/`;
      for (const [file, dp] of [
        ['ic_launcher.png', 48],
        ['ic_launcher_round.png', 48],
        ['ic_launcher_background.png', 108],
        ['ic_launcher_foreground.png', 108],
        ['ic_launcher_monochrome.png', 108],
      ] as const) {
        const png = files.get(dir + file);
        expect([dir + file, png && pngHeader(png).width, png && pngHeader(png).height]).toEqual([
          dir + file,
          dp * scale,
          dp * scale,
        ]);
      }
    }
  });

  it('When the round legacy icon is read, then its corners are transparent and its centre is opaque', async () => {
    const round = files.get('android/res/mipmap-xxxhdpi/ic_launcher_round.png')!;
    expect((await pixelAt(round, 2, 2))[3]).toBe(0);
    expect((await pixelAt(round, 96, 96))[3]).toBe(255);
    expect(await pixelAt(round, 96, 3)).toEqual([0x1e, 0x90, 0xff, 255]);
  });

  it('When the adaptive foreground is read, then all artwork lies inside the 66 dp safe zone of the 108 dp layer', async () => {
    const { data, info } = await sharp(files.get('android/res/mipmap-xxxhdpi/ic_launcher_foreground.png')!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const safeStart = ((108 - 66) / 2) * 4;
    const safeEnd = info.width - safeStart;
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (data[(y * info.width + x) * 4 + 3] === 0) continue;
        if (x >= safeStart && x < safeEnd && y >= safeStart && y < safeEnd) inside++;
        else outside++;
      }
    }
    expect(outside).toBe(0);
    expect(inside).toBeGreaterThan(0.3 * (safeEnd - safeStart) ** 2);
  });

  it('When the adaptive icon XML is parsed, then both files name the background, foreground and monochrome resources that exist', () => {
    const parser = new XMLParser({ ignoreAttributes: false });
    for (const name of ['ic_launcher.xml', 'ic_launcher_round.xml']) {
      const xml = parser.parse(files.get(`android/res/mipmap-anydpi-v26/${name}`)!.toString())['adaptive-icon'];
      expect(xml.background['@_android:drawable']).toBe('@mipmap/ic_launcher_background');
      expect(xml.foreground['@_android:drawable']).toBe('@mipmap/ic_launcher_foreground');
      expect(xml.monochrome['@_android:drawable']).toBe('@mipmap/ic_launcher_monochrome');
    }
    const colours = parser.parse(files.get('android/res/values/ic_launcher_background.xml')!.toString());
    expect(colours.resources.color).toEqual({ '#text': background, '@_name': 'ic_launcher_background' });
  });

  it('When the Play Store icon is read, then it is a 512×512 32-bit PNG under 1 MB', () => {
    const png = files.get('android/play-store-icon-512.png')!;
    expect(pngHeader(png)).toEqual({ width: 512, height: 512, bitDepth: 8, colourType: 6 });
    expect(png.length).toBeLessThanOrEqual(1024 * 1024);
  });

  it('When the web folder is read, then favicons, apple-touch-icon, manifest icons and snippets are there at their sizes', () => {
    const sizes: Record<string, number> = {
      'favicon-16x16.png': 16,
      'favicon-32x32.png': 32,
      'favicon-48x48.png': 48,
      'apple-touch-icon.png': 180,
      'icon-192.png': 192,
      'icon-512.png': 512,
      'icon-maskable-192.png': 192,
      'icon-maskable-512.png': 512,
    };
    for (const [file, size] of Object.entries(sizes))
      expect([file, pngHeader(files.get(`web/${file}`)!).width]).toEqual([file, size]);
    expect(pngHeader(files.get('web/apple-touch-icon.png')!).colourType).toBe(2);
    const ico = files.get('web/favicon.ico')!;
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 3]);
    const manifest = JSON.parse(files.get('web/manifest-icons.json')!.toString());
    for (const icon of manifest.icons) expect(files.has(`web${icon.src}`)).toBe(true);
    expect(files.get('web/head-snippet.html')!.toString()).toContain(
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    );
  });

  it('When the whole ZIP is listed, then it holds the README and the three platform folders and nothing else', () => {
    const stray = [...files.keys()].filter(
      (path) => path !== 'README.txt' && !/^(ios\/AppIcon\.appiconset|android|web)\//.test(path),
    );
    expect(stray).toEqual([]);
    expect(files.get('README.txt')!.toString()).toContain('app/src/main/res');
    expect(files.size).toBe(1 + 1 + 13 + 2 + 5 * 5 + 2 + 1 + 1 + 8 + 3);
  });

  it('When the page states counts from ICON_SET_COUNTS, then they match the files in the ZIP', () => {
    const count = (prefix: string) => [...files.keys()].filter((path) => path.startsWith(prefix)).length;
    expect(ICON_SET_COUNTS.iosFiles).toBe(count(APPICONSET) - 1);
    expect(ICON_SET_COUNTS.iosSlots).toBe(contents().length);
    expect(ICON_SET_COUNTS.androidFiles).toBe(count('android/'));
    expect(ICON_SET_COUNTS.webFiles).toBe(count('web/'));
  });
});
