import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';

/**
 * The typefaces the logo maker draws with, all under the SIL Open Font Licence 1.1 and shipped
 * by Fontsource npm packages (docs/image-tools.md lists them). Every glyph is outlined into the
 * SVG, so the logo looks the same in every viewer and no font travels with it.
 */
const FAMILY_PACKAGES = {
  Inter: { package: '@fontsource/inter', slug: 'inter' },
  Montserrat: { package: '@fontsource/montserrat', slug: 'montserrat' },
  Jost: { package: '@fontsource/jost', slug: 'jost' },
} as const;

export type FontFamily = keyof typeof FAMILY_PACKAGES;

export interface Typeface {
  family: FontFamily;
  weight: number;
}

/** Inter covers Latin, Latin Extended, Vietnamese, Greek and Cyrillic: every chain ends with it. */
const FALLBACK_FAMILY: FontFamily = 'Inter';

/** Fontsource splits each weight into script subsets; Latin is tried first, being the most used. */
function subsetFiles(family: FontFamily, weight: number): string[] {
  const { package: name, slug } = FAMILY_PACKAGES[family];
  const folder = join(dirname(require.resolve(name)), 'files');
  const pattern = new RegExp(`^${slug}-([a-z-]+)-${weight}-normal\\.woff$`);
  const files = readdirSync(folder)
    .map((file) => ({ file, subset: pattern.exec(file)?.[1] }))
    .filter((entry): entry is { file: string; subset: string } => entry.subset !== undefined)
    .sort((a, b) => Number(b.subset === 'latin') - Number(a.subset === 'latin') || a.subset.localeCompare(b.subset));
  if (files.length === 0) throw new Error(`No ${family} ${weight} font files in ${folder}`);
  return files.map(({ file }) => join(folder, file));
}

const loaded = new Map<string, Font[]>();

function loadFamily(family: FontFamily, weight: number): Font[] {
  const key = `${family}:${weight}`;
  let fonts = loaded.get(key);
  if (fonts === undefined) {
    fonts = subsetFiles(family, weight).map((file) => create(readFileSync(file)) as Font);
    loaded.set(key, fonts);
  }
  return fonts;
}

/** The fonts to try, in order, for each character of text set in `typeface`. */
export function fontChain(typeface: Typeface): Font[] {
  const own = loadFamily(typeface.family, typeface.weight);
  return typeface.family === FALLBACK_FAMILY ? own : [...own, ...loadFamily(FALLBACK_FAMILY, typeface.weight)];
}
