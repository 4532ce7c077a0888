#!/usr/bin/env node
// Issue 18's independent audit of the icon set and the screenshot resizer. The service is called
// in process (services/image/dist, so `npm run build:node` first); everything it writes is then
// read back with tools that share no code with it: unzip, pngcheck, xmllint and ImageMagick
// (which decodes every pixel measured here). sharp only draws the test sources and encodes the
// contact sheets. Needs `apt-get install -y imagemagick pngcheck libxml2-utils`.
//
//   node bench/icon-audit.mjs [--out /tmp/icon-audit]
//
// Exits 1 when any check fails; the tables say which and why.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib.mjs';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const dist = path.join(root, 'services/image/dist/domain');
const { buildIconSet } = require(`${dist}/icons/build-icon-set.js`);
const { resizeScreenshots } = require(`${dist}/screenshots/resize-screenshots.js`);
const { IconRequest, ResizeRequest } = require(path.join(root, 'shared-contracts/dist'));

// Absolute paths: /usr/local/bin/convert on this machine is not ImageMagick.
const TOOLS = {
  identify: '/usr/bin/identify',
  convert: '/usr/bin/convert',
  pngcheck: '/usr/bin/pngcheck',
  xmllint: '/usr/bin/xmllint',
  unzip: '/usr/bin/unzip',
};

const SRGB_PROFILE = '/usr/share/color/icc/ghostscript/srgb.icc';
const OUT_DIR = argValue('--out') ?? '/tmp/icon-audit';

/** Android geometry (AdaptiveIconDrawable): written here, not imported, so the audit does not share the service's numbers. */
const DP = { layer: 108, viewport: 72, safeRadius: 33, legacy: 48 };
const DENSITIES = { mdpi: 1, hdpi: 1.5, xhdpi: 2, xxhdpi: 3, xxxhdpi: 4 };
const WEB_SIZES = {
  'favicon-16x16.png': 16,
  'favicon-32x32.png': 32,
  'favicon-48x48.png': 48,
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
  'icon-maskable-192.png': 192,
  'icon-maskable-512.png': 512,
};
const PLAY_ICON_MAX_BYTES = 1024 * 1024;
const ALPHA_VISIBLE = 128;
/** Themed icons below this share of the safe circle look blank; above SOLID, like a plain disc or square. */
const THEMED_BLANK_PERCENT = 3;
const THEMED_SOLID_PERCENT = 80;
/** How far the audit's numbers may differ from the service's own report before it counts as a mismatch. */
const RADIUS_TOLERANCE_DP = 1;
const COVERAGE_TOLERANCE_POINTS = 3;

function argValue(flag) {
  const index = process.argv.indexOf(flag);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const run = (tool, args, options = {}) =>
  execFileSync(TOOLS[tool], args, { maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'], ...options });

/** Runs a tool that reports failure through its exit code; returns its exit code and output. */
function runChecked(tool, args) {
  try {
    return { code: 0, output: run(tool, args).toString() };
  } catch (error) {
    return { code: error.status ?? 1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` };
  }
}

// ---------------------------------------------------------------------------------------------
// ImageMagick reads: sizes, opacity and raw pixels
// ---------------------------------------------------------------------------------------------

function imageInfo(file) {
  const [width, height, opaque, format] = run('identify', ['-format', '%w %h %[opaque] %m', `${file}[0]`])
    .toString()
    .trim()
    .split(' ');
  return { width: Number(width), height: Number(height), opaque: opaque.toLowerCase() === 'true', format };
}

/** 8-bit RGBA pixels as ImageMagick decodes them, optionally resized by ImageMagick first. */
function readRgba(file, resizeTo) {
  const { width, height } = resizeTo ? { width: resizeTo, height: resizeTo } : imageInfo(file);
  const resize = resizeTo ? ['-resize', `${resizeTo}x${resizeTo}!`] : [];
  const data = run('convert', [`${file}[0]`, ...resize, '-colorspace', 'sRGB', '-depth', '8', 'rgba:-']);
  return { width, height, data };
}

const pixelAt = (image, x, y) => {
  const o = (y * image.width + x) * 4;
  return { r: image.data[o], g: image.data[o + 1], b: image.data[o + 2], a: image.data[o + 3] };
};

const isNearWhite = ({ r, g, b }) => r >= 235 && g >= 235 && b >= 235;

/** Calls `visit(x, y, distanceFromCentre)` for every pixel; the centre is the middle of the image. */
function forEachPixel(image, visit) {
  const [cx, cy] = [image.width / 2, image.height / 2];
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) visit(x, y, Math.hypot(x + 0.5 - cx, y + 0.5 - cy));
  }
}

// ---------------------------------------------------------------------------------------------
// Sources: each a different way an upload can go wrong
// ---------------------------------------------------------------------------------------------

const svgPng = (svg) => sharp(Buffer.from(svg)).png().toBuffer();
const svg = (width, height, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
const gradient = (id, from, to) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
const dollarGlyph = (fill, size = 1024) =>
  `<text x="${size / 2}" y="${size * 0.78}" font-size="${size * 0.8}" font-family="sans-serif" font-weight="bold" text-anchor="middle" fill="${fill}">$</text>`;
const star = (cx, cy, r, fill) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${cx + radius * Math.cos(angle)},${cy + radius * Math.sin(angle)}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}"/>`;
};

/** A centred disc on a full-bleed diagonal gradient, saved as a PNG in the given colour space (16-bit, greyscale). */
const discOnGradient = async ([from, to], disc, colourspace) =>
  sharp(
    await svgPng(
      svg(
        1024,
        1024,
        `${gradient('g', from, to)}<rect width="1024" height="1024" fill="url(#g)"/><circle cx="512" cy="512" r="${disc.r}" fill="${disc.fill}"/>`,
      ),
    ),
  )
    .toColourspace(colourspace)
    .png()
    .toBuffer();

/** A superellipse (|x|^5 + |y|^5 = 1) path, the shape of a squircle tile. */
function squirclePath(size, inset) {
  const half = size / 2 - inset;
  const points = Array.from({ length: 180 }, (_, i) => {
    const t = (2 * Math.PI * i) / 180;
    const x = Math.sign(Math.cos(t)) * Math.abs(Math.cos(t)) ** (2 / 5);
    const y = Math.sign(Math.sin(t)) * Math.abs(Math.sin(t)) ** (2 / 5);
    return `${(size / 2 + half * x).toFixed(1)},${(size / 2 + half * y).toFixed(1)}`;
  });
  return `M${points.join('L')}Z`;
}

/** Deterministic noise, so every run audits the same "photo". */
function noisePhoto(width, height) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      const sky = y < height * 0.6;
      const grain = (random() - 0.5) * 60;
      pixels[o] = Math.max(0, Math.min(255, (sky ? 90 + (y / height) * 120 : 60) + grain));
      pixels[o + 1] = Math.max(0, Math.min(255, (sky ? 150 + (y / height) * 60 : 110 + (x / width) * 40) + grain));
      pixels[o + 2] = Math.max(0, Math.min(255, (sky ? 230 : 50) + grain));
    }
  }
  const sun = svg(width, height, `<circle cx="${width * 0.68}" cy="${height * 0.3}" r="${width * 0.12}" fill="#fde047"/>`);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(sun) }])
    .png()
    .toBuffer();
}

/** Stored landscape with a red band on its left edge: shown upright (EXIF 6, 90° clockwise) the band is at the top. */
async function exifRotatedJpeg() {
  const body = `<rect width="1024" height="768" fill="#0ea5e9"/><rect width="160" height="768" fill="#dc2626"/>${star(592, 384, 220, '#fff')}`;
  return sharp(Buffer.from(svg(1024, 768, body)))
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const SOURCES = [
  {
    name: 'full-bleed',
    note: 'gradient to every edge with a white ring and star',
    make: () =>
      svgPng(
        svg(
          1024,
          1024,
          `${gradient('g', '#6366f1', '#ec4899')}<rect width="1024" height="1024" fill="url(#g)"/><circle cx="512" cy="512" r="300" fill="none" stroke="#fff" stroke-width="40"/>${star(512, 512, 200, '#fde047')}`,
        ),
      ),
  },
  {
    name: 'transparent-dollar',
    note: 'green "$" glyph on transparency',
    make: () => svgPng(svg(1024, 1024, dollarGlyph('#16a34a'))),
  },
  {
    name: 'rounded-square',
    note: 'white logo on a blue tile with transparent rounded corners',
    make: () => svgPng(svg(1024, 1024, `<rect width="1024" height="1024" rx="220" fill="#2563eb"/>${dollarGlyph('#fff')}`)),
  },
  {
    name: 'squircle',
    note: 'orange superellipse tile with a white star, transparent outside',
    make: () => svgPng(svg(1024, 1024, `<path d="${squirclePath(1024, 24)}" fill="#f97316"/>${star(512, 530, 300, '#fff')}`)),
  },
  {
    name: 'badge-letters',
    note: 'white disc with a dark "$" on it, on a gradient tile (detail the themed icon must keep)',
    make: () =>
      svgPng(
        svg(
          1024,
          1024,
          `${gradient('g', '#6366f1', '#ec4899')}<rect width="1024" height="1024" rx="180" fill="url(#g)"/><circle cx="512" cy="512" r="300" fill="#fff"/><g transform="translate(512 512) scale(0.5) translate(-512 -512)">${dollarGlyph('#312e81')}</g>`,
        ),
      ),
  },
  { name: 'photo', note: 'noisy landscape "photo" with a sun', make: () => noisePhoto(1024, 1024) },
  {
    name: 'gradient-only',
    note: 'a linear gradient and nothing else',
    make: () =>
      svgPng(svg(1024, 1024, `${gradient('g', '#0f766e', '#a3e635')}<rect width="1024" height="1024" fill="url(#g)"/>`)),
  },
  {
    name: 'tiny-64',
    note: '64×64 red tile with a white dot',
    make: () => svgPng(svg(64, 64, `<rect width="64" height="64" fill="#b91c1c"/><circle cx="32" cy="32" r="14" fill="#fff"/>`)),
  },
  {
    name: 'wide-1600x600',
    note: 'wide banner: navy with a yellow mark and text',
    make: () =>
      svgPng(
        svg(
          1600,
          600,
          `<rect width="1600" height="600" fill="#1e3a8a"/>${star(300, 300, 200, '#facc15')}<text x="560" y="370" font-size="200" font-family="sans-serif" font-weight="bold" fill="#fff">Wide</text>`,
        ),
      ),
  },
  { name: 'jpeg-exif-6', note: 'JPEG stored sideways, EXIF orientation 6', make: exifRotatedJpeg, orientationBandOnTop: true },
  {
    name: 'cmyk-jpeg',
    note: 'blue tile with a white star, CMYK JPEG with its ICC profile',
    make: () =>
      sharp(
        Buffer.from(svg(1024, 1024, `<rect width="1024" height="1024" fill="rgb(37,99,235)"/>${star(512, 512, 150, '#fff')}`)),
      )
        .toColourspace('cmyk')
        .withIccProfile('cmyk')
        .jpeg({ quality: 92 })
        .toBuffer(),
    compareTileColour: true,
  },
  {
    name: 'rgb16-png',
    note: '16-bit PNG: purple gradient with a white circle',
    make: () => discOnGradient(['#7c3aed', '#22d3ee'], { r: 230, fill: '#fff' }, 'rgb16'),
  },
  {
    name: 'heic',
    note: 'services/image/test/fixtures/iphone-photo.heic',
    make: async () => readFileSync(path.join(root, 'services/image/test/fixtures/iphone-photo.heic')),
    mime: 'image/heic',
  },
  {
    name: 'dark-logo',
    note: 'near-black star on transparency',
    make: () => svgPng(svg(1024, 1024, star(512, 530, 420, '#111827'))),
  },
  {
    name: 'white-logo',
    note: 'white "$" on transparency (default background is white too)',
    make: () => svgPng(svg(1024, 1024, dollarGlyph('#ffffff'))),
  },
  {
    name: 'greyscale',
    note: 'greyscale PNG: grey gradient with a dark circle',
    make: () => discOnGradient(['#e5e5e5', '#525252'], { r: 260, fill: '#171717' }, 'b-w'),
  },
  {
    name: 'palette',
    note: '16-colour palette PNG with transparency: teal circle badge',
    make: async () =>
      sharp(await svgPng(svg(1024, 1024, `<circle cx="512" cy="512" r="440" fill="#0d9488"/>${star(512, 530, 260, '#fef08a')}`)))
        .png({ palette: true, colours: 16 })
        .toBuffer(),
  },
  {
    name: 'thin-border',
    note: 'white canvas with a 6 px dark frame and a centred purple logo',
    make: () =>
      svgPng(
        svg(
          1024,
          1024,
          `<rect width="1024" height="1024" fill="#fff"/><rect x="3" y="3" width="1018" height="1018" fill="none" stroke="#1f2937" stroke-width="6"/>${star(512, 530, 320, '#7e22ce')}`,
        ),
      ),
  },
  {
    name: 'off-centre-logo',
    note: 'small red star near the top-left corner of a transparent canvas',
    make: () => svgPng(svg(1024, 1024, star(260, 260, 180, '#e11d48'))),
  },
];

/** Option variants on some of the sources above. */
const VARIANTS = [
  { source: 'full-bleed', label: 'full-bleed+inset20', options: { android_inset_percent: 20 } },
  {
    source: 'transparent-dollar',
    label: 'transparent-dollar+bg#1E3A8A',
    options: { adaptive_background_color: '#1E3A8A' },
  },
  { source: 'rounded-square', label: 'rounded-square+inset10', options: { android_inset_percent: 10 } },
  { source: 'photo', label: 'photo+single-size', options: { ios_layout: 'single-size' } },
  { source: 'dark-logo', label: 'dark-logo+single-size', options: { ios_layout: 'single-size' } },
];

// ---------------------------------------------------------------------------------------------
// Running the service and unpacking its ZIP
// ---------------------------------------------------------------------------------------------

const MIME_BY_NAME = { 'jpeg-exif-6': 'image/jpeg', 'cmyk-jpeg': 'image/jpeg' };

async function iconSetFor(source, bytes, options, label) {
  const mime = source.mime ?? MIME_BY_NAME[source.name] ?? 'image/png';
  const request = IconRequest.parse({
    image_data: `data:${mime};base64,${bytes.toString('base64')}`,
    image_name: `${source.name}.png`,
    ...options,
  });
  const response = await buildIconSet(request);
  const folder = path.join(workDir, label);
  mkdirSync(folder, { recursive: true });
  const zipFile = path.join(folder, 'icons.zip');
  writeFileSync(zipFile, Buffer.from(response.zip_data, 'base64'));
  run('unzip', ['-q', '-o', zipFile, '-d', path.join(folder, 'zip')]);
  return { response, dir: path.join(folder, 'zip'), layout: options.ios_layout ?? 'all-sizes' };
}

function listFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, String(file)))
    .filter((file) => statSync(file).isFile());
}

// ---------------------------------------------------------------------------------------------
// Structural checks on the unpacked set
// ---------------------------------------------------------------------------------------------

/** pngcheck on every PNG at once; its one-line summaries also give each file's colour type. */
function pngcheckAll(files) {
  const pngs = files.filter((file) => file.endsWith('.png'));
  const { code, output } = runChecked('pngcheck', pngs);
  const summaries = new Map();
  for (const line of output.split('\n')) {
    const match = /^OK: (.+?) \((\d+)x(\d+), (.+?), /.exec(line);
    if (match) summaries.set(match[1], { width: Number(match[2]), height: Number(match[3]), type: match[4] });
  }
  const failed = pngs.filter((file) => !summaries.has(file));
  return {
    summaries,
    check: check(
      'pngcheck',
      code === 0 && failed.length === 0,
      `${failed.length} of ${pngs.length} failed: ${failed.map(short).join(', ')}`,
    ),
  };
}

const short = (file) => file.split('/zip/')[1] ?? file;
const check = (name, ok, failure) => ({ name, ok, detail: ok ? '' : failure });
const hasAlphaChannel = (type) => /alpha|trns/i.test(type);

function iosChecks(dir, summaries) {
  const setDir = path.join(dir, 'ios/AppIcon.appiconset');
  const contents = JSON.parse(readFileSync(path.join(setDir, 'Contents.json'), 'utf8'));
  const problems = [];
  const referenced = new Set();
  for (const entry of contents.images) {
    const file = path.join(setDir, entry.filename);
    referenced.add(entry.filename);
    if (!existsSync(file)) {
      problems.push(`${entry.filename} missing`);
      continue;
    }
    const expected = Math.round(Number(entry.size.split('x')[0]) * Number((entry.scale ?? '1x').replace('x', '')));
    const summary = summaries.get(file);
    const info = imageInfo(file);
    if (info.width !== expected || info.height !== expected)
      problems.push(`${entry.filename} is ${info.width}px, slot wants ${expected}px`);
    if (!summary || hasAlphaChannel(summary.type)) problems.push(`${entry.filename} has alpha (${summary?.type})`);
    if (!info.opaque) problems.push(`${entry.filename} not opaque`);
  }
  const unassigned = readdirSync(setDir).filter((file) => file !== 'Contents.json' && !referenced.has(file));
  if (unassigned.length) problems.push(`unassigned: ${unassigned.join(', ')}`);
  const appearanceProblems = ['dark', 'tinted'].flatMap((value) => {
    const entry = contents.images.find((image) =>
      image.appearances?.some((a) => a.appearance === 'luminosity' && a.value === value),
    );
    if (!entry) return [`no ${value} entry`];
    const file = path.join(setDir, entry.filename);
    if (!existsSync(file)) return [`${value} file missing`];
    const info = imageInfo(file);
    return info.width === 1024 && info.height === 1024 && info.opaque ? [] : [`${value} ${info.width}px opaque=${info.opaque}`];
  });
  return [
    check('ios Contents.json', problems.length === 0, problems.join('; ')),
    check('ios dark+tinted', appearanceProblems.length === 0, appearanceProblems.join('; ')),
  ];
}

function androidChecks(dir) {
  const res = path.join(dir, 'android/res');
  const xmlFiles = listFiles(res).filter((file) => file.endsWith('.xml'));
  const lint = runChecked('xmllint', ['--noout', ...xmlFiles]);
  const sizeProblems = [];
  for (const [density, scale] of Object.entries(DENSITIES)) {
    const expectSize = (file, dp) => {
      const full = path.join(res, `mipmap-${density}`, file);
      if (!existsSync(full)) return sizeProblems.push(`${density}/${file} missing`);
      const { width, height } = imageInfo(full);
      const want = Math.round(dp * scale);
      if (width !== want || height !== want) sizeProblems.push(`${density}/${file} ${width}x${height}, want ${want}`);
    };
    ['ic_launcher.png', 'ic_launcher_round.png'].forEach((file) => expectSize(file, DP.legacy));
    ['ic_launcher_background.png', 'ic_launcher_foreground.png', 'ic_launcher_monochrome.png'].forEach((file) =>
      expectSize(file, DP.layer),
    );
  }
  const referenceProblems = xmlFiles.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/@mipmap\/(\w+)/g)].flatMap(([, name]) =>
      Object.keys(DENSITIES)
        .filter((density) => !existsSync(path.join(res, `mipmap-${density}`, `${name}.png`)))
        .map((density) => `${path.basename(file)} → ${density}/${name}.png missing`),
    ),
  );
  const play = path.join(dir, 'android/play-store-icon-512.png');
  const playInfo = imageInfo(play);
  const playBytes = statSync(play).size;
  const background = readRgba(path.join(res, 'mipmap-xxxhdpi/ic_launcher_background.png'));
  const transparentBackground = countPixels(background, (p) => p.a < 255);
  return [
    check('android xmllint', lint.code === 0, lint.output.trim().slice(0, 200)),
    check('android @mipmap refs', referenceProblems.length === 0, referenceProblems.slice(0, 3).join('; ')),
    check('mipmap sizes', sizeProblems.length === 0, sizeProblems.slice(0, 4).join('; ')),
    check(
      'play icon',
      playInfo.width === 512 && playInfo.height === 512 && playBytes <= PLAY_ICON_MAX_BYTES,
      `${playInfo.width}x${playInfo.height}, ${playBytes} bytes`,
    ),
    check(
      'background opaque',
      transparentBackground === 0,
      `${transparentBackground} see-through pixels in the 108 dp background`,
    ),
  ];
}

function webChecks(dir) {
  const web = path.join(dir, 'web');
  const problems = Object.entries(WEB_SIZES).flatMap(([file, size]) => {
    const full = path.join(web, file);
    if (!existsSync(full)) return [`${file} missing`];
    const { width, height } = imageInfo(full);
    return width === size && height === size ? [] : [`${file} ${width}x${height}, want ${size}`];
  });
  const icoSizes = run('identify', ['-format', '%w ', path.join(web, 'favicon.ico')])
    .toString()
    .trim();
  if (icoSizes !== '16 32 48') problems.push(`favicon.ico frames ${icoSizes}`);
  const manifest = JSON.parse(readFileSync(path.join(web, 'manifest-icons.json'), 'utf8'));
  for (const icon of manifest.icons) {
    if (!existsSync(path.join(web, icon.src))) problems.push(`manifest ${icon.src} missing`);
  }
  if (!imageInfo(path.join(web, 'apple-touch-icon.png')).opaque) problems.push('apple-touch-icon has transparency');
  return [check('web icons', problems.length === 0, problems.join('; '))];
}

// ---------------------------------------------------------------------------------------------
// Measurements, independent of the service's report
// ---------------------------------------------------------------------------------------------

function countPixels(image, predicate) {
  let count = 0;
  forEachPixel(image, (x, y) => {
    if (predicate(pixelAt(image, x, y))) count += 1;
  });
  return count;
}

/** Farthest visible pixel of the foreground from the layer's centre, in dp (the layer is 108 dp wide). */
function artworkRadiusDp(foreground) {
  let farthest = 0;
  forEachPixel(foreground, (x, y, distance) => {
    if (foreground.data[(y * foreground.width + x) * 4 + 3] >= ALPHA_VISIBLE) farthest = Math.max(farthest, distance + 0.5);
  });
  return (farthest * DP.layer) / foreground.width;
}

/** Share (%) of the 66 dp safe circle the themed glyph covers. */
function themedCoveragePercent(monochrome) {
  const radius = (DP.safeRadius * monochrome.width) / DP.layer;
  let inside = 0;
  let covered = 0;
  forEachPixel(monochrome, (x, y, distance) => {
    if (distance > radius) return;
    inside += 1;
    if (monochrome.data[(y * monochrome.width + x) * 4 + 3] >= ALPHA_VISIBLE) covered += 1;
  });
  return (100 * covered) / inside;
}

/** Share (%) of the visible pixels between two fractions of an icon's half-width that are near-white. */
function whiteInAnnulus(icon, from, to) {
  const radius = icon.width / 2;
  let annulus = 0;
  let white = 0;
  forEachPixel(icon, (x, y, distance) => {
    const pixel = pixelAt(icon, x, y);
    if (distance < radius * from || distance > Math.min(radius * to, radius - 1) || pixel.a < 250) return;
    annulus += 1;
    if (isNearWhite(pixel)) white += 1;
  });
  return annulus ? (100 * white) / annulus : 0;
}

/**
 * A white ring or crescent at the edge of a legacy icon whose source has no white of its own: the
 * outer band partly white (a crescent), or white around a band that is not (a ring round a badge).
 * A band and inner annulus both white is the chosen white background behind a logo.
 */
function whiteRing(icon, sourceWhite) {
  const band = whiteInAnnulus(icon, 0.88, 1);
  const inside = whiteInAnnulus(icon, 0.7, 0.85);
  const crescent = band >= 2 && band <= 97;
  const ring = band > 97 && inside < 20;
  return { band, inside, found: sourceWhite < 0.5 && (crescent || ring) };
}

/** Share (%) of the source's visible pixels that are near-white: a white ring is only a defect when the source has none. */
function sourceWhitePercent(source) {
  let visible = 0;
  let white = 0;
  forEachPixel(source, (x, y) => {
    const pixel = pixelAt(source, x, y);
    if (pixel.a < ALPHA_VISIBLE) return;
    visible += 1;
    if (isNearWhite(pixel)) white += 1;
  });
  return visible ? (100 * white) / visible : 0;
}

/**
 * Share (%) of the outer 4% frame that is near-white; see-through pixels count as white, since the
 * default background colour fills them, so only white the service adds shows up as a difference.
 */
function edgeWhitePercent(image) {
  const band = Math.max(1, Math.round(0.04 * Math.min(image.width, image.height)));
  let frame = 0;
  let white = 0;
  forEachPixel(image, (x, y) => {
    if (x >= band && y >= band && x < image.width - band && y < image.height - band) return;
    frame += 1;
    const pixel = pixelAt(image, x, y);
    if (pixel.a < ALPHA_VISIBLE || isNearWhite(pixel)) white += 1;
  });
  return (100 * white) / frame;
}

/** Standard deviation of the grey level (0–255): near 0 means a flat, empty-looking icon. */
function greyDeviation(image) {
  let sum = 0;
  let squares = 0;
  const count = image.width * image.height;
  forEachPixel(image, (x, y) => {
    const { r, g, b } = pixelAt(image, x, y);
    const grey = (r + g + b) / 3;
    sum += grey;
    squares += grey * grey;
  });
  return Math.sqrt(squares / count - (sum / count) ** 2);
}

/** Mean colour of a region given as fractions of the image. */
function meanColour(image, region) {
  const totals = { r: 0, g: 0, b: 0, n: 0 };
  const [x0, y0, x1, y1] = [region.left, region.top, region.right, region.bottom].map((f, i) =>
    Math.round(f * (i % 2 === 0 ? image.width : image.height)),
  );
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const { r, g, b } = pixelAt(image, x, y);
      totals.r += r;
      totals.g += g;
      totals.b += b;
      totals.n += 1;
    }
  }
  return { r: totals.r / totals.n, g: totals.g / totals.n, b: totals.b / totals.n };
}

const isReddish = ({ r, g, b }) => r > 150 && g < 100 && b < 100;
const colourDistance = (a, b) => Math.max(Math.abs(a.r - b.r), Math.abs(a.g - b.g), Math.abs(a.b - b.b));
const fixed = (value, digits = 1) => value.toFixed(digits);

function measure(source, sourcePixels, set) {
  const xxxhdpi = path.join(set.dir, 'android/res/mipmap-xxxhdpi');
  const foreground = readRgba(path.join(xxxhdpi, 'ic_launcher_foreground.png'));
  const monochrome = readRgba(path.join(xxxhdpi, 'ic_launcher_monochrome.png'));
  const round = readRgba(path.join(xxxhdpi, 'ic_launcher_round.png'));
  const square = readRgba(path.join(xxxhdpi, 'ic_launcher.png'));
  const ios = readRgba(path.join(set.dir, 'ios/AppIcon.appiconset/AppIcon-1024.png'));
  const report = set.response.adaptive;
  const visibleForeground = countPixels(foreground, (p) => p.a >= ALPHA_VISIBLE);
  const radius = visibleForeground ? artworkRadiusDp(foreground) : 0;
  const coverage = themedCoveragePercent(monochrome);
  const sourceWhite = sourceWhitePercent(sourcePixels);
  const roundRing = whiteRing(round, sourceWhite);
  const squareRing = whiteRing(square, sourceWhite);
  const fullBleed = report.source_kind === 'full-bleed';
  const iosEdgeWhite = edgeWhitePercent(ios);
  const sourceEdgeWhite = edgeWhitePercent(sourcePixels);
  const checks = [
    check(
      'artwork in safe circle',
      fullBleed || radius <= DP.safeRadius + 0.5,
      `foreground reaches ${fixed(radius)} dp > ${DP.safeRadius} dp`,
    ),
    check(
      'radius = report',
      Math.abs(radius - report.artwork_radius_dp) <= RADIUS_TOLERANCE_DP || (fullBleed && visibleForeground === 0),
      `measured ${fixed(radius)} dp, service says ${report.artwork_radius_dp} dp`,
    ),
    check(
      'themed not blank/solid',
      coverage >= THEMED_BLANK_PERCENT && coverage <= THEMED_SOLID_PERCENT,
      `themed covers ${fixed(coverage)}% of the safe circle (${coverage < THEMED_BLANK_PERCENT ? 'blank' : 'solid'})`,
    ),
    check(
      'coverage = report',
      Math.abs(coverage - report.themed_coverage_percent) <= COVERAGE_TOLERANCE_POINTS,
      `measured ${fixed(coverage)}%, service says ${report.themed_coverage_percent}%`,
    ),
    // A partly white band is a ring or crescent; a wholly white one is the chosen white background.
    check(
      'no white ring (round)',
      !roundRing.found,
      `ic_launcher_round: outer band ${fixed(roundRing.band)}% white, inside it ${fixed(roundRing.inside)}%; the source is ${fixed(sourceWhite, 2)}% white`,
    ),
    check(
      'no white ring (square)',
      !squareRing.found,
      `ic_launcher: outer band ${fixed(squareRing.band)}% white, inside it ${fixed(squareRing.inside)}%; the source is ${fixed(sourceWhite, 2)}% white`,
    ),
    check(
      'no white frame (iOS)',
      iosEdgeWhite - sourceEdgeWhite <= 5,
      `${fixed(iosEdgeWhite)}% of the iOS icon's outer 4% is white, ${fixed(sourceEdgeWhite)}% of the source's`,
    ),
    check('iOS icon not flat', greyDeviation(ios) > 3, `iOS 1024 grey deviation ${fixed(greyDeviation(ios))} (looks empty)`),
  ];
  if (source.orientationBandOnTop) {
    // The service crops a photo to its centred square, which leaves the band's outer 4% at the top edge.
    const top = meanColour(ios, { left: 0.3, top: 0.005, right: 0.7, bottom: 0.03 });
    const left = meanColour(ios, { left: 0.005, top: 0.3, right: 0.03, bottom: 0.7 });
    checks.push(
      check(
        'EXIF orientation',
        isReddish(top) && !isReddish(left),
        `red band not at the top (top ${rgbText(top)}, left ${rgbText(left)})`,
      ),
    );
  }
  if (source.compareTileColour) {
    const corner = { left: 0.05, top: 0.05, right: 0.2, bottom: 0.2 };
    const [tile, expected] = [meanColour(ios, corner), meanColour(sourcePixels, corner)];
    checks.push(
      check('colour kept', colourDistance(tile, expected) <= 24, `iOS tile ${rgbText(tile)}, source ${rgbText(expected)}`),
    );
  }
  return {
    radius,
    coverage,
    roundWhite: roundRing.band,
    sourceWhite,
    checks,
    report,
  };
}

const rgbText = ({ r, g, b }) => `rgb(${Math.round(r)},${Math.round(g)},${Math.round(b)})`;

// ---------------------------------------------------------------------------------------------
// Launcher masks and the contact sheet
// ---------------------------------------------------------------------------------------------

/** Mask shapes as inside-tests on coordinates from -1 to 1 across the 72 dp viewport. */
const MASKS = {
  circle: (x, y) => x * x + y * y <= 1,
  squircle: (x, y) => Math.abs(x) ** 5 + Math.abs(y) ** 5 <= 1,
  'rounded square': (x, y) => roundedSquare(x, y, 0.32),
  // Android's teardrop: every corner round except the bottom-right one.
  teardrop: (x, y) => (x > 0 && y > 0 ? roundedSquare(x, y, 0.2) : x * x + y * y <= 1 || (x > 0 && y > 0)),
};

function roundedSquare(x, y, cornerRadius) {
  const dx = Math.max(Math.abs(x) - (1 - cornerRadius), 0);
  const dy = Math.max(Math.abs(y) - (1 - cornerRadius), 0);
  return dx * dx + dy * dy <= cornerRadius * cornerRadius;
}

/** Source-over of the foreground on the background layer, both decoded by ImageMagick. */
function composite(background, foreground) {
  const out = Buffer.alloc(background.data.length);
  for (let o = 0; o < out.length; o += 4) {
    const alpha = foreground.data[o + 3] / 255;
    for (let c = 0; c < 3; c += 1) out[o + c] = Math.round(foreground.data[o + c] * alpha + background.data[o + c] * (1 - alpha));
    out[o + 3] = 255;
  }
  return { width: background.width, height: background.height, data: out };
}

/** The central 72 dp of a 108 dp layer. */
function viewport(layer) {
  const size = Math.round((layer.width * DP.viewport) / DP.layer);
  const offset = (layer.width - size) / 2;
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    layer.data.copy(
      data,
      y * size * 4,
      ((y + offset) * layer.width + offset) * 4,
      ((y + offset) * layer.width + offset + size) * 4,
    );
  }
  return { width: size, height: size, data };
}

function applyMask(image, inside) {
  const data = Buffer.from(image.data);
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      const u = ((x + 0.5) / image.width) * 2 - 1;
      const v = ((y + 0.5) / image.height) * 2 - 1;
      if (!inside(u, v)) data[(y * image.width + x) * 4 + 3] = 0;
    }
  }
  return { ...image, data };
}

/** Android 13's themed icon: the monochrome layer's alpha as a dark glyph on a pale plate. */
function tintThemed(monochromeViewport) {
  const plate = { r: 211, g: 227, b: 253 };
  const glyph = { r: 4, g: 30, b: 73 };
  const data = Buffer.alloc(monochromeViewport.data.length);
  for (let o = 0; o < data.length; o += 4) {
    const alpha = monochromeViewport.data[o + 3] / 255;
    data[o] = Math.round(glyph.r * alpha + plate.r * (1 - alpha));
    data[o + 1] = Math.round(glyph.g * alpha + plate.g * (1 - alpha));
    data[o + 2] = Math.round(glyph.b * alpha + plate.b * (1 - alpha));
    data[o + 3] = 255;
  }
  return { ...monochromeViewport, data };
}

async function contactSheet(label, set) {
  const xxxhdpi = path.join(set.dir, 'android/res/mipmap-xxxhdpi');
  const layer = composite(
    readRgba(path.join(xxxhdpi, 'ic_launcher_background.png')),
    readRgba(path.join(xxxhdpi, 'ic_launcher_foreground.png')),
  );
  const shown = viewport(layer);
  const tileSize = shown.width;
  const iosTile = (file) =>
    applyMask(readRgba(path.join(set.dir, 'ios/AppIcon.appiconset', file), tileSize), (x, y) => roundedSquare(x, y, 0.45));
  const tiles = [
    ...Object.entries(MASKS).map(([name, inside]) => ({ name, image: applyMask(shown, inside) })),
    {
      name: 'themed',
      image: applyMask(tintThemed(viewport(readRgba(path.join(xxxhdpi, 'ic_launcher_monochrome.png')))), MASKS.circle),
    },
    { name: 'legacy round', image: readRgba(path.join(xxxhdpi, 'ic_launcher_round.png'), tileSize) },
    { name: 'iOS', image: iosTile('AppIcon-1024.png') },
    { name: 'iOS dark', image: iosTile('AppIcon-1024-dark.png') },
    { name: 'iOS tinted', image: iosTile('AppIcon-1024-tinted.png') },
  ];
  const gap = 24;
  const labelHeight = 48;
  const width = tiles.length * (tileSize + gap) + gap;
  const height = tileSize + labelHeight + 2 * gap;
  const labels = tiles
    .map(
      (tile, i) =>
        `<text x="${gap + i * (tileSize + gap) + tileSize / 2}" y="${gap + 30}" font-size="26" font-family="sans-serif" text-anchor="middle" fill="#fff">${tile.name}</text>`,
    )
    .join('');
  // Mid-grey wallpaper: a white frame and a black one both stand out.
  const sheet = sharp({ create: { width, height, channels: 4, background: { r: 110, g: 110, b: 110, alpha: 1 } } }).composite([
    {
      input: Buffer.from(
        svg(
          width,
          height,
          `${labels}<text x="${width - gap}" y="${height - 8}" font-size="18" font-family="sans-serif" text-anchor="end" fill="#ddd">${label}</text>`,
        ),
      ),
    },
    ...tiles.map((tile, i) => ({
      input: tile.image.data,
      raw: { width: tile.image.width, height: tile.image.height, channels: 4 },
      left: gap + i * (tileSize + gap),
      top: gap + labelHeight,
    })),
  ]);
  const file = path.join(OUT_DIR, `${label}.png`);
  await sheet.png().toFile(file);
  return file;
}

// ---------------------------------------------------------------------------------------------
// Screenshot resizer
// ---------------------------------------------------------------------------------------------

/** Store slot sizes, portrait, written out from Apple's and Google's pages rather than read from the service. */
const STORE_SLOTS = {
  '6.9 inch': [1320, 2868],
  '6.7 inch': [1290, 2796],
  '6.5 inch': [1242, 2688],
  '5.5 inch': [1242, 2208],
  'iPad Pro 12.9 inch': [2048, 2732],
  'iPad Pro 11 inch': [1668, 2388],
  phone: [1080, 1920],
  '7 inch tablet': [1200, 1920],
  '10 inch tablet': [1600, 2560],
};
const BAR_COLOUR = '#00FF00';

const SCREENSHOTS = [
  { name: 'iphone-13-1170x2532', width: 1170, height: 2532, platform: 'ios' },
  { name: 'iphone-15-1179x2556', width: 1179, height: 2556, platform: 'ios' },
  { name: 'iphone-pro-max-1290x2796', width: 1290, height: 2796, platform: 'ios' },
  { name: 'ipad-2048x2732', width: 2048, height: 2732, platform: 'ios' },
  { name: 'landscape-2532x1170', width: 2532, height: 1170, platform: 'ios' },
  { name: 'iphone-jpeg-1170x2532', width: 1170, height: 2532, platform: 'ios', jpeg: true },
  { name: 'android-1080x2400', width: 1080, height: 2400, platform: 'android' },
  { name: 'android-landscape-2400x1080', width: 2400, height: 1080, platform: 'android' },
];

/** A screenshot with no green in it, so a green padding bar can be told apart from content. */
async function screenshotImage({ name, width, height, jpeg }) {
  const rows = Array.from(
    { length: 10 },
    (_, i) =>
      `<rect x="${width * 0.08}" y="${height * (0.12 + i * 0.08)}" width="${width * (0.5 + (i % 4) * 0.1)}" height="${height * 0.03}" rx="12" fill="#cbd5e1"/>`,
  ).join('');
  const body = `<rect width="${width}" height="${height}" fill="#f8fafc"/><rect width="${width}" height="${height * 0.06}" fill="#4338ca"/>${rows}<rect y="${height * 0.93}" width="${width}" height="${height * 0.07}" fill="#1e293b"/><text x="${width / 2}" y="${height * 0.04}" font-size="${height * 0.02}" text-anchor="middle" fill="#fff" font-family="sans-serif">${name}</text>`;
  const image = sharp(Buffer.from(svg(width, height, body)));
  return jpeg ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

const isBarColour = (r, g, b, tolerance) => r <= tolerance && g >= 255 - tolerance && b <= tolerance;

/** Rows (or columns) of bar colour counted from one side inwards, decoded and scanned with ImageMagick's pixels. */
function barWidths(file, tolerance) {
  const info = imageInfo(file);
  const data = run('convert', [file, '-colorspace', 'sRGB', '-depth', '8', 'rgb:-']);
  const lineIsBar = (length, pixelOf) => {
    let bar = 0;
    for (let i = 0; i < length; i += 1) {
      const o = pixelOf(i) * 3;
      if (isBarColour(data[o], data[o + 1], data[o + 2], tolerance)) bar += 1;
    }
    return bar >= length * 0.98;
  };
  const row = (y) => lineIsBar(info.width, (x) => y * info.width + x);
  const column = (x) => lineIsBar(info.height, (y) => y * info.width + x);
  const countFrom = (limit, isBar, index) => {
    let count = 0;
    while (count < limit && isBar(index(count))) count += 1;
    return count;
  };
  return {
    info,
    top: countFrom(info.height, row, (i) => i),
    bottom: countFrom(info.height, row, (i) => info.height - 1 - i),
    left: countFrom(info.width, column, (i) => i),
    right: countFrom(info.width, column, (i) => info.width - 1 - i),
  };
}

async function resizeRun(platform, fitMode, shots, screenWarnings) {
  const images = await Promise.all(
    shots.map(async (shot) => ({
      data: `data:${shot.jpeg ? 'image/jpeg' : 'image/png'};base64,${(await screenshotImage(shot)).toString('base64')}`,
      name: `${shot.name}.${shot.jpeg ? 'jpg' : 'png'}`,
    })),
  );
  const request = ResizeRequest.parse({
    images,
    target_platform: platform,
    fit_mode: fitMode,
    ...(fitMode === 'fit' ? { background_color: BAR_COLOUR } : {}),
  });
  const response = await resizeScreenshots(request);
  const folder = path.join(workDir, `screens-${platform}-${fitMode}`);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'shots.zip'), Buffer.from(response.zip_data, 'base64'));
  run('unzip', ['-q', '-o', path.join(folder, 'shots.zip'), '-d', folder]);
  screenWarnings.push(...response.warnings.map((warning) => ({ run: `${platform} ${fitMode}`, warning })));
  return response.resized_images.map((image) => auditScreenshot(image, folder, fitMode));
}

function auditScreenshot(image, folder, fitMode) {
  const file = path.join(folder, image.file_name);
  const [portraitWidth, portraitHeight] = STORE_SLOTS[image.device] ?? [0, 0];
  const bars = barWidths(file, image.mime_type === 'image/jpeg' ? 48 : 8);
  const landscape = bars.info.width > bars.info.height;
  const slot = landscape ? [portraitHeight, portraitWidth] : [portraitWidth, portraitHeight];
  const problems = [];
  if (bars.info.width !== slot[0] || bars.info.height !== slot[1])
    problems.push(`size ${bars.info.width}x${bars.info.height} ≠ slot ${slot.join('x')}`);
  const format = image.mime_type === 'image/jpeg' ? 'JPEG' : 'PNG';
  if (bars.info.format !== format) problems.push(`file is ${bars.info.format}, answer says ${format}`);
  if (image.size !== `${bars.info.width}x${bars.info.height}`) problems.push(`answer says ${image.size}`);
  const vertical = bars.top + bars.bottom;
  const horizontal = bars.left + bars.right;
  const measuredBars = vertical >= horizontal ? [bars.top, bars.bottom] : [bars.left, bars.right];
  if (image.treatment === 'letterboxed') {
    const [a, b] = measuredBars;
    const report = image.bar_px;
    // "About N px": N is half the padding rounded down, so one side may be N + 1.
    if (Math.min(a, b) !== report || Math.max(a, b) > report + 1) problems.push(`bars ${a}/${b} px, report ${report} px`);
    if (fitMode !== 'fit') problems.push('letterboxed in fill mode');
  } else if (measuredBars[0] + measuredBars[1] > 0) {
    problems.push(`${image.treatment} but bars ${measuredBars.join('/')} px`);
  }
  const shortSide = Math.min(bars.info.width, bars.info.height);
  const longSide = Math.max(bars.info.width, bars.info.height);
  const playSlot = ['phone', '7 inch tablet', '10 inch tablet'].includes(image.device);
  if (playSlot && (shortSide < 320 || longSide > 3840 || longSide > 2 * shortSide)) {
    problems.push('breaks Play side/aspect rules');
  }
  return {
    source: image.source_name,
    device: image.device,
    output: `${bars.info.width}x${bars.info.height}`,
    slot: slot.join('x'),
    bars: `T${bars.top} B${bars.bottom} L${bars.left} R${bars.right}`,
    report: image.treatment_note ?? image.treatment ?? '',
    ok: problems.length === 0,
    result: problems.length === 0 ? 'ok' : 'FAIL',
    detail: problems.join('; '),
  };
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

function printTable(title, rows, columns) {
  console.log(`\n${title}`);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join(' | ');
  console.log(line(columns));
  console.log(widths.map((width) => '-'.repeat(width)).join('-+-'));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

async function auditIconSet(source, bytes, sourcePixels, options, label) {
  const set = await iconSetFor(source, bytes, options, label);
  const files = listFiles(set.dir);
  const { summaries, check: pngcheckResult } = pngcheckAll(files);
  const measured = measure(source, sourcePixels, set);
  const checks = [
    pngcheckResult,
    ...iosChecks(set.dir, summaries),
    ...androidChecks(set.dir),
    ...webChecks(set.dir),
    ...measured.checks,
  ];
  const sheet = await contactSheet(label, set);
  process.stderr.write(`${label}: ${checks.filter((c) => !c.ok).length} failing\n`);
  const failed = checks.filter((c) => !c.ok);
  return {
    source: label,
    kind: measured.report.source_kind,
    'radius dp (svc)': `${fixed(measured.radius)} (${measured.report.artwork_radius_dp})`,
    'themed % (svc)': `${fixed(measured.coverage)} (${measured.report.themed_coverage_percent}, ${measured.report.themed_source})`,
    'round band white %': fixed(measured.roundWhite),
    passed: `${checks.length - failed.length}/${checks.length}`,
    failed,
    warnings: set.response.warnings.length,
    warningTexts: set.response.warnings,
    sheet: path.basename(sheet),
    ok: failed.length === 0,
  };
}

/**
 * The upload's own pixels, upright and colour-managed, as ImageMagick decodes them (sharp's
 * prebuilt libheif has no HEVC decoder, and the source is the reference, so not decoded by the service's library).
 */
function sourcePixelsOf(bytes, label) {
  const file = path.join(workDir, `${label}.source`);
  writeFileSync(file, bytes);
  const upright = path.join(workDir, `${label}.upright.png`);
  const cmyk = run('identify', ['-format', '%[colorspace]', `${file}[0]`]).toString() === 'CMYK';
  run('convert', [`${file}[0]`, '-auto-orient', ...(cmyk ? ['-profile', SRGB_PROFILE] : []), upright]);
  return readRgba(upright);
}

const missingTools = Object.values(TOOLS).filter((tool) => !existsSync(tool));
if (missingTools.length > 0) {
  console.error(`Missing ${missingTools.join(', ')}: apt-get install -y imagemagick pngcheck libxml2-utils unzip`);
  process.exit(2);
}
const workDir = mkdtempSync(path.join(os.tmpdir(), 'icon-audit-'));
mkdirSync(OUT_DIR, { recursive: true });
const started = Date.now();
try {
  const iconRows = [];
  const sourceBytes = new Map();
  for (const source of SOURCES) {
    const bytes = await source.make();
    sourceBytes.set(source.name, bytes);
    iconRows.push(await auditIconSet(source, bytes, sourcePixelsOf(bytes, source.name), {}, source.name));
  }
  for (const variant of VARIANTS) {
    const source = SOURCES.find((s) => s.name === variant.source);
    const bytes = sourceBytes.get(source.name);
    iconRows.push(await auditIconSet(source, bytes, sourcePixelsOf(bytes, variant.label), variant.options, variant.label));
  }

  const screenRows = [];
  const screenWarnings = [];
  for (const platform of ['ios', 'android']) {
    const shots = SCREENSHOTS.filter(
      (shot) => shot.platform === platform || (platform === 'android' && shot.name === 'iphone-13-1170x2532'),
    );
    screenRows.push(...(await resizeRun(platform, 'fit', shots, screenWarnings)));
  }
  screenRows.push(
    ...(await resizeRun(
      'ios',
      'fill',
      SCREENSHOTS.filter((shot) => shot.name.startsWith('iphone-13') || shot.name.startsWith('landscape')),
      screenWarnings,
    )),
  );

  printTable(
    "Part 1: icon sets (radius and themed coverage measured from the ZIP; the service's own figure in brackets)",
    iconRows,
    ['source', 'kind', 'radius dp (svc)', 'themed % (svc)', 'round band white %', 'passed', 'warnings', 'sheet'],
  );
  const iconFailures = iconRows.filter((row) => !row.ok);
  const failedChecks = iconFailures.flatMap((row) =>
    row.failed.map(({ name, detail }) => ({ source: row.source, check: name, detail })),
  );
  printTable('Part 1: failing checks', failedChecks, ['source', 'check', 'detail']);
  const iconWarnings = iconRows.flatMap((row) => row.warningTexts.map((warning) => ({ source: row.source, warning })));
  printTable("Part 1: the service's warnings", iconWarnings, ['source', 'warning']);
  printTable('Part 2: screenshots (bars in output pixels: top, bottom, left, right)', screenRows, [
    'source',
    'device',
    'output',
    'slot',
    'bars',
    'report',
    'result',
    'detail',
  ]);
  printTable("Part 2: the service's warnings", screenWarnings, ['run', 'warning']);
  const screenFailures = screenRows.filter((row) => !row.ok).length;
  console.log(
    `\n${iconRows.length} icon sets, ${iconRows.length - iconFailures.length} without a failing check; ${screenRows.length} screenshots, ${screenFailures} failing; contact sheets in ${OUT_DIR}; ${((Date.now() - started) / 1000).toFixed(0)} s, load ${os
      .loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
  process.exitCode = iconFailures.length + screenFailures > 0 ? 1 : 0;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
// The image service's worker threads keep the event loop alive after the last job.
process.exit();
