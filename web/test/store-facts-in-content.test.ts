import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  ANDROID_ICON_DP,
  APP_STORE_MARKETING_ICON_PX,
  APP_STORE_REQUIRED_SCREENSHOTS,
  APP_STORE_SCREENSHOT_RULES,
  IOS_ICON_PIXEL_SIZES,
  PLAY_FEATURE_GRAPHIC,
  PLAY_SCREENSHOT_RULES,
  PLAY_STORE_ICON,
  RESIZE_TARGETS,
  STORE_TEXT_LIMITS,
  type PixelSize,
} from '@aiapp/store-facts';
import { CONTENT_DOCUMENTS } from '../src/content/documents';

/** The store facts a page may print, per unit, all read from libraries/store-facts/src. */
const limits = Object.values(STORE_TEXT_LIMITS);
const pairs: readonly PixelSize[] = [
  ...Object.values(APP_STORE_REQUIRED_SCREENSHOTS).flatMap((slot): readonly PixelSize[] => slot.sizes),
  ...RESIZE_TARGETS.ios,
  ...RESIZE_TARGETS.android,
  PLAY_FEATURE_GRAPHIC,
  { width: APP_STORE_MARKETING_ICON_PX, height: APP_STORE_MARKETING_ICON_PX },
  { width: PLAY_STORE_ICON.size, height: PLAY_STORE_ICON.size },
];
const FACTS: Record<Unit, ReadonlySet<string>> = {
  characters: new Set(limits.filter((limit) => limit.unit === 'characters').map((limit) => String(limit.max))),
  bytes: new Set(limits.filter((limit) => limit.unit === 'bytes').map((limit) => String(limit.max))),
  px: new Set(
    [...IOS_ICON_PIXEL_SIZES, PLAY_STORE_ICON.size, PLAY_SCREENSHOT_RULES.sidePx.min, PLAY_SCREENSHOT_RULES.sidePx.max].map(
      String,
    ),
  ),
  dp: new Set(Object.values(ANDROID_ICON_DP).map(String)),
  KB: new Set([String(PLAY_STORE_ICON.maxKilobytes)]),
  size: new Set(pairs.flatMap(({ width, height }) => [`${width}×${height}`, `${height}×${width}`])),
  ratio: new Set([String(PLAY_SCREENSHOT_RULES.maxAspect)]),
  count: new Set(
    [APP_STORE_SCREENSHOT_RULES.perSlot, PLAY_SCREENSHOT_RULES.perDeviceType].map(({ min, max }) => `${min} to ${max}`),
  ),
};

type Unit = 'characters' | 'bytes' | 'px' | 'dp' | 'KB' | 'size' | 'ratio' | 'count';

const MENTIONS: ReadonlyArray<readonly [Unit, RegExp]> = [
  ['characters', /(?<![\d,.-])(\d[\d,]*)(?:\s|-)characters?\b/g],
  ['bytes', /(?<![\d,.-])(\d[\d,]*)(?:\s|-)bytes?\b/g],
  ['px', /(?<![\d,.×])(\d+)(?:\s|-)?px\b/g],
  ['dp', /(?<![\d,.])(\d+)(?:\s|-)?dp\b/g],
  ['KB', /(?<![\d,.])(\d+)\s?KB\b/g],
  ['size', /(?<![\d,.])(\d+\s?×\s?\d+)(?!\d)/g],
  ['ratio', /(?<![\d,.])(\d+)(?::1\b|× the short side)/g],
  ['count', /(?<![\d,.])(\d+ to \d+) (?:per|App Store screenshots per)/g],
];

const normalise = (value: string) => value.replace(/,/g, '').replace(/\s/g, '');

function mentions(text: string): Array<{ unit: Unit; value: string; at: string }> {
  return MENTIONS.flatMap(([unit, pattern]) =>
    [...text.matchAll(pattern)].map((match) => ({
      unit,
      value: unit === 'count' ? (match[1] ?? '') : normalise(match[1] ?? ''),
      at: text.slice(Math.max(0, (match.index ?? 0) - 40), (match.index ?? 0) + match[0].length + 10),
    })),
  );
}

/**
 * Numbers that are not store limits: worked examples measured from their own text at build
 * time (textMeasures), sizes of real captures the articles discuss, and the crop targets a reader
 * might pick. Each is listed with the reason it is not a fact.
 */
const largestIphone = APP_STORE_REQUIRED_SCREENSHOTS.iphone69.sizes[0];
const NOT_FACTS: ReadonlyArray<readonly [Unit, string]> = [
  ['size', '1080×2400'], // a native Android capture, the example that breaks Play's 2:1 rule
  ['size', '1080×2160'], // an example crop target within 2:1
  ['size', '1668×2224'], // older iPad sizes named in the history section
  ['size', '1620×2160'],
  ['px', '72'], // the obsolete iOS 6 icon sizes a case study names
  // The worked example's crop and pad targets, computed from the 6.9-inch size and Play's 2:1 rule.
  ['size', `${largestIphone.width}×${largestIphone.width * PLAY_SCREENSHOT_RULES.maxAspect}`],
  ['size', `${largestIphone.height / PLAY_SCREENSHOT_RULES.maxAspect}×${largestIphone.height}`],
];

function pageTexts(): string[] {
  // The documents are plain data: every string in them is text a visitor reads.
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(Object.values(CONTENT_DOCUMENTS));
  return strings;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('store facts on the content pages', () => {
  it('When the guides are rendered, then every store limit they print is a fact from libraries/store-facts/src', () => {
    const found = pageTexts().flatMap(mentions);
    // The scan must see the limits the guides are known to print, or it proves nothing.
    expect(found.filter((mention) => mention.unit === 'characters').length).toBeGreaterThan(10);
    expect(found.some((mention) => mention.unit === 'size' && mention.value === '1320×2868')).toBe(true);
    expect(found.some((mention) => mention.unit === 'count')).toBe(true);
    const exampleBytes =
      /"[^"]+" is \d+ bytes|(?:Before|After): \d+ bytes|title \(\d+ characters\)|description \(\d+ characters\)/;
    const strangers = found.filter(
      (mention) =>
        !FACTS[mention.unit].has(mention.value) &&
        !NOT_FACTS.some(([unit, value]) => unit === mention.unit && value === mention.value) &&
        !exampleBytes.test(mention.at),
    );
    expect(strangers).toEqual([]);
  });

  it('When the web sources are read, then no store fact is written there as a literal (each is interpolated from the module)', () => {
    const root = join(__dirname, '../src');
    const copies = sourceFiles(root).flatMap((file) => {
      // Interpolated values are the module's; what is left is what someone typed.
      const typed = readFileSync(file, 'utf8')
        .replace(/\$\{[^}]*\}/g, '…')
        // Comments are not printed.
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      return mentions(typed)
        .filter((mention) => FACTS[mention.unit].has(mention.value))
        .map((mention) => `${file.slice(root.length + 1)}: ${mention.at.trim()}`);
    });
    expect(copies).toEqual([]);
  });

  it('When a fact is typed as a literal, then the source scan finds it', () => {
    expect(mentions('keep it under 80 characters, 1024×1024, 66 dp').filter((m) => FACTS[m.unit].has(m.value))).toHaveLength(3);
  });
});
