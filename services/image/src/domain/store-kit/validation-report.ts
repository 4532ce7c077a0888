import sharp from 'sharp';
import { APP_STORE_TEXT_FIELDS, type StoreKitCheck, type StoreKitReport } from '@aiapp/contracts';
import {
  bannedTitleWordsIn,
  fitsPlayScreenshotRules,
  KIT_APP_STORE_SCREENSHOTS,
  measureText,
  OPEN_GRAPH_IMAGE,
  PLAY_DATA_SAFETY_CSV_HEADER,
  PLAY_DATA_SAFETY_CSV_LINE_END,
  PLAY_FEATURE_GRAPHIC,
  PLAY_SCREENSHOT_RULES,
  PLAY_STORE_ICON,
  APP_STORE_SCREENSHOT_RULES,
  SHA256_FINGERPRINT_PATTERN,
  STORE_TEXT_LIMITS,
  type PixelSize,
  type StoreTextField,
} from '@aiapp/store-facts';
import { words } from '@aiapp/text';
import type { ZipEntry } from '../zip/zip-entry';

/**
 * Every file of the kit checked against the store rule it must meet, read back from the bytes
 * that go into the ZIP (sizes and alpha from the image headers, lengths in the store's own unit).
 */
const DELIVER_TEXT_FIELDS: Record<string, StoreTextField> = {
  ...APP_STORE_TEXT_FIELDS,
  support_url: 'appStoreUrl',
  marketing_url: 'appStoreUrl',
  privacy_url: 'appStoreUrl',
};
const SUPPLY_TEXT_FIELDS: Record<string, StoreTextField> = {
  title: 'playTitle',
  short_description: 'playShortDescription',
  full_description: 'playFullDescription',
  'changelogs/default': 'playReleaseNotes',
};

const check = (path: string, rule: string, passed: boolean, found: string): StoreKitCheck => ({
  path,
  rule,
  status: passed ? 'pass' : 'fail',
  found,
});

const contentOf = (entry: ZipEntry) => entry.data.toString('utf8').replace(/\n$/, '');
const unitOf = (field: StoreTextField) => STORE_TEXT_LIMITS[field].unit;

function textLimit(entry: ZipEntry, field: StoreTextField): StoreKitCheck {
  const { max } = STORE_TEXT_LIMITS[field];
  const length = measureText(contentOf(entry), field);
  return check(entry.path, `at most ${max} ${unitOf(field)}`, length <= max, `${length} ${unitOf(field)}`);
}

/** App Store keyword rules (STORE_RULE_SOURCES.appStoreProductPage): commas without spaces, nothing the name or subtitle already says. */
function keywordChecks(entry: ZipEntry, folderEntries: readonly ZipEntry[]): StoreKitCheck[] {
  const keywords = contentOf(entry);
  const spaced = /,\s|\s,/.test(keywords);
  const titled = folderEntries
    .filter((other) => /\/(name|subtitle)\.txt$/.test(other.path))
    .flatMap((other) => words(contentOf(other)));
  const repeated = [...new Set(words(keywords).filter((word) => titled.includes(word)))];
  return [
    check(entry.path, 'keywords separated by commas without spaces', !spaced, spaced ? 'spaces beside commas' : 'commas only'),
    check(
      entry.path,
      'no word the name or subtitle already has',
      repeated.length === 0,
      repeated.length ? `repeats ${repeated.join(', ')}` : 'none repeated',
    ),
  ];
}

async function imageFacts(data: Buffer) {
  const meta = await sharp(data).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0, alpha: meta.hasAlpha === true, format: meta.format ?? 'unknown' };
}

const sizeText = (facts: { width: number; height: number; alpha: boolean }) =>
  `${facts.width}×${facts.height}, ${facts.alpha ? 'has alpha' : 'opaque'}`;

const APP_STORE_SIZES = Object.values(KIT_APP_STORE_SCREENSHOTS)
  .flatMap((slot): readonly PixelSize[] => slot.accepted)
  .flatMap((size) => [`${size.width}x${size.height}`, `${size.height}x${size.width}`]);

async function imageChecks(entry: ZipEntry): Promise<StoreKitCheck[]> {
  const path = entry.path;
  if (/^fastlane\/screenshots\/[^/]+\/[^/]+\.(png|jpg)$/.test(path)) {
    const facts = await imageFacts(entry.data);
    const ok = APP_STORE_SIZES.includes(`${facts.width}x${facts.height}`) && !facts.alpha;
    return [check(path, 'an App Store size deliver recognises (6.9", 6.5", iPad 13"), no alpha', ok, sizeText(facts))];
  }
  if (/\/images\/icon\.png$/.test(path)) {
    const facts = await imageFacts(entry.data);
    const size = PLAY_STORE_ICON.size;
    const ok =
      facts.width === size && facts.height === size && facts.format === 'png' && entry.data.length <= PLAY_STORE_ICON.maxBytes;
    return [
      check(
        path,
        `${size}×${size} PNG, at most ${PLAY_STORE_ICON.maxKilobytes} KB`,
        ok,
        `${sizeText(facts)}, ${Math.ceil(entry.data.length / 1024)} KB`,
      ),
    ];
  }
  if (/\/images\/featureGraphic\.png$/.test(path)) {
    const facts = await imageFacts(entry.data);
    const { width, height } = PLAY_FEATURE_GRAPHIC;
    return [
      check(
        path,
        `${width}×${height}, no alpha`,
        facts.width === width && facts.height === height && !facts.alpha,
        sizeText(facts),
      ),
    ];
  }
  if (/\/images\/(phone|sevenInch|tenInch)Screenshots\/[^/]+$/.test(path)) {
    const facts = await imageFacts(entry.data);
    const { min, max } = PLAY_SCREENSHOT_RULES.sidePx;
    return [
      check(
        path,
        `sides ${min}–${max} px, long side at most twice the short, no alpha`,
        fitsPlayScreenshotRules(facts) && !facts.alpha,
        sizeText(facts),
      ),
    ];
  }
  if (path.endsWith('/og-image.png')) {
    const facts = await imageFacts(entry.data);
    const { width, height } = OPEN_GRAPH_IMAGE;
    return [check(path, `${width}×${height}`, facts.width === width && facts.height === height, sizeText(facts))];
  }
  return [];
}

function textChecks(entry: ZipEntry, all: readonly ZipEntry[]): StoreKitCheck[] {
  const deliver = /^fastlane\/metadata\/([^/]+)\/([a-z_]+)\.txt$/.exec(entry.path);
  if (deliver && deliver[1] !== 'android') {
    const field = DELIVER_TEXT_FIELDS[deliver[2]!];
    if (!field) return [];
    const folder = entry.path.slice(0, entry.path.lastIndexOf('/') + 1);
    const siblings = all.filter((other) => other.path.startsWith(folder));
    return [textLimit(entry, field), ...(deliver[2] === 'keywords' ? keywordChecks(entry, siblings) : [])];
  }
  const supply = /^fastlane\/metadata\/android\/[^/]+\/(title|short_description|full_description|changelogs\/default)\.txt$/.exec(
    entry.path,
  );
  if (supply) {
    const key = supply[1]!;
    const checks = [textLimit(entry, SUPPLY_TEXT_FIELDS[key]!)];
    if (key === 'title' || key === 'short_description') {
      const banned = bannedTitleWordsIn(contentOf(entry));
      checks.push(
        check(
          entry.path,
          'no words Play’s metadata policy bans ("best", "#1", "free"…)',
          banned.length === 0,
          banned.length ? banned.join(', ') : 'none',
        ),
      );
    }
    return checks;
  }
  if (entry.path.endsWith('play-data-safety.csv')) {
    const header = contentOf(entry).split(PLAY_DATA_SAFETY_CSV_LINE_END)[0];
    return [
      check(
        entry.path,
        'the Play Console’s import header',
        header === PLAY_DATA_SAFETY_CSV_HEADER,
        header === PLAY_DATA_SAFETY_CSV_HEADER ? 'exact' : 'different',
      ),
    ];
  }
  if (entry.path.endsWith('.well-known/apple-app-site-association')) {
    const aasa = JSON.parse(contentOf(entry)) as { applinks?: { details?: { appIDs?: string[] }[] } };
    const ids = aasa.applinks?.details?.flatMap((detail) => detail.appIDs ?? []) ?? [];
    const ok = ids.length > 0 && ids.every((id) => /^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/.test(id));
    return [check(entry.path, 'applinks.details[].appIDs as TEAMID.bundle.id', ok, ids.join(', ') || 'none')];
  }
  if (entry.path.endsWith('.xcprivacy')) {
    const xml = contentOf(entry);
    const ok = xml.includes('<!DOCTYPE plist') && xml.includes('<key>NSPrivacyTracking</key>');
    return [
      check(entry.path, 'an XML property list with NSPrivacyTracking', ok, ok ? 'property list' : 'not a privacy manifest'),
    ];
  }
  if (entry.path.endsWith('.well-known/assetlinks.json')) {
    const [statement] = JSON.parse(contentOf(entry)) as { target: { sha256_cert_fingerprints: string[] } }[];
    const prints = statement?.target.sha256_cert_fingerprints ?? [];
    const ok = prints.length > 0 && prints.every((print) => SHA256_FINGERPRINT_PATTERN.test(print));
    return [check(entry.path, 'SHA-256 fingerprints as 32 colon-separated hex bytes', ok, `${prints.length} fingerprint(s)`)];
  }
  return [];
}

/** Counts per screenshot folder: App Store 1–10 per slot, Play 2–8 per device type. */
function countChecks(entries: readonly ZipEntry[]): StoreKitCheck[] {
  const folders = new Map<string, number>();
  for (const entry of entries) {
    const appStore = /^(fastlane\/screenshots\/[^/]+)\/\d+_([a-z0-9]+)_/.exec(entry.path);
    const play = /^(fastlane\/metadata\/android\/[^/]+\/images\/[A-Za-z]+Screenshots)\//.exec(entry.path);
    const key = appStore ? `${appStore[1]}/*_${appStore[2]}_*` : play?.[1];
    if (key) folders.set(key, (folders.get(key) ?? 0) + 1);
  }
  return [...folders].map(([folder, count]) => {
    const { min, max } = folder.startsWith('fastlane/screenshots')
      ? APP_STORE_SCREENSHOT_RULES.perSlot
      : PLAY_SCREENSHOT_RULES.perDeviceType;
    // Play's minimum of 2 is for the listing's phone screenshots; tablet folders are optional, up to 8 each.
    const least = folder.includes('/images/') && !folder.endsWith('/phoneScreenshots') ? 1 : min;
    return check(folder, `${least}–${max} screenshots`, count >= least && count <= max, `${count}`);
  });
}

/** What a store requires that the kit could not write (a missing privacy URL, no phone screenshots for Play). */
export interface MissingPart {
  readonly path: string;
  readonly rule: string;
  readonly found: string;
}

export async function validateKit(entries: readonly ZipEntry[], missing: readonly MissingPart[]): Promise<StoreKitReport> {
  const checks = [
    ...(await Promise.all(entries.map(async (entry) => [...textChecks(entry, entries), ...(await imageChecks(entry))]))).flat(),
    ...countChecks(entries),
    ...missing.map((part) => check(part.path, part.rule, false, part.found)),
  ];
  return { passed: checks.every((entry) => entry.status === 'pass'), checks };
}

export function reportMarkdown(report: StoreKitReport): string {
  const cellText = (text: string) => text.replace(/\|/g, '\\|');
  const failed = report.checks.filter((entry) => entry.status === 'fail').length;
  return [
    '# Validation report',
    '',
    report.passed
      ? `All ${report.checks.length} checks pass.`
      : `${failed} of ${report.checks.length} checks fail (❌): fix them before uploading.`,
    '',
    '| | File | Rule | Found |',
    '| --- | --- | --- | --- |',
    ...report.checks.map(
      (entry) =>
        `| ${entry.status === 'pass' ? '✅' : '❌'} | ${cellText(entry.path)} | ${cellText(entry.rule)} | ${cellText(entry.found)} |`,
    ),
    '',
  ].join('\n');
}
