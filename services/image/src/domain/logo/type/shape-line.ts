import type { Font, Glyph } from 'fontkit';
import { splitGraphemes } from '../graphemes';
import { fontChain, type Typeface } from './bundled-fonts';

/** How a line of text is set: which typeface, and extra space between letters in em. */
export interface TextStyle {
  typeface: Typeface;
  trackingEm: number;
}

/** A box in em units of the font size, SVG orientation (y grows downwards, baseline at 0). */
export interface EmBox {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

export interface PlacedGlyph {
  glyph: Glyph;
  unitsPerEm: number;
  /** Origin of the glyph in em, relative to the line's start on the baseline. */
  x: number;
  y: number;
}

export interface ShapedLine {
  text: string;
  glyphs: PlacedGlyph[];
  /** Where ink falls: the union of the glyphs' outline boxes; all zero for a line without ink. */
  ink: EmBox;
}

// Joiners and variation selectors steer shaping but need no glyph of their own.
const FORMAT_CHARACTERS = /[\u200C\u200D\uFE00-\uFE0F]/gu;

function fontFor(grapheme: string, fonts: readonly Font[]): Font | undefined {
  const codePoints = Array.from(grapheme.replace(FORMAT_CHARACTERS, ''), (char) => char.codePointAt(0) ?? 0);
  return fonts.find((font) => codePoints.every((code) => font.hasGlyphForCodePoint(code)));
}

/** Characters of `text` (whole graphemes, once each) that no font of the typeface's chain can draw. */
export function unsupportedCharacters(text: string, typeface: Typeface): string[] {
  const fonts = fontChain(typeface);
  const missing = splitGraphemes(text).filter((grapheme) => grapheme.trim() !== '' && fontFor(grapheme, fonts) === undefined);
  return [...new Set(missing)];
}

interface Run {
  font: Font;
  graphemes: string[];
}

/** Consecutive graphemes drawn by the same font are shaped together, so kerning and ligatures apply. */
function splitIntoRuns(text: string, fonts: readonly Font[]): Run[] {
  const runs: Run[] = [];
  for (const grapheme of splitGraphemes(text)) {
    const font = fontFor(grapheme, fonts) ?? (grapheme.trim() === '' ? fonts[0] : undefined);
    if (font === undefined) throw new RangeError(`No bundled font draws ${JSON.stringify(grapheme)}`);
    const last = runs.at(-1);
    if (last?.font === font) last.graphemes.push(grapheme);
    else runs.push({ font, graphemes: [grapheme] });
  }
  return runs;
}

function inkOf(glyphs: readonly PlacedGlyph[]): EmBox {
  const boxes = glyphs
    .filter(({ glyph }) => glyph.path.commands.length > 0)
    .map(({ glyph, unitsPerEm, x, y }) => ({
      minX: x + glyph.bbox.minX / unitsPerEm,
      maxX: x + glyph.bbox.maxX / unitsPerEm,
      minY: y - glyph.bbox.maxY / unitsPerEm,
      maxY: y - glyph.bbox.minY / unitsPerEm,
    }));
  if (boxes.length === 0) return { minX: 0, maxX: 0, minY: 0, maxY: 0 };
  return {
    minX: Math.min(...boxes.map((box) => box.minX)),
    maxX: Math.max(...boxes.map((box) => box.maxX)),
    minY: Math.min(...boxes.map((box) => box.minY)),
    maxY: Math.max(...boxes.map((box) => box.maxY)),
  };
}

/**
 * Sets one line at a font size of 1: each run shaped by its font (kerning, ligatures), the
 * tracking added between letters but not after the last one.
 */
export function shapeLine(text: string, style: TextStyle): ShapedLine {
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  const runs = splitIntoRuns(text, fontChain(style.typeface));
  runs.forEach((run, runIndex) => {
    const { unitsPerEm } = run.font;
    const shaped = run.font.layout(run.graphemes.join(''));
    shaped.glyphs.forEach((glyph, index) => {
      const position = shaped.positions[index];
      if (position === undefined) return;
      glyphs.push({
        glyph,
        unitsPerEm,
        x: pen + position.xOffset / unitsPerEm,
        y: -position.yOffset / unitsPerEm,
      });
      pen += position.xAdvance / unitsPerEm;
      const isLast = runIndex === runs.length - 1 && index === shaped.glyphs.length - 1;
      if (!isLast && position.xAdvance > 0) pen += style.trackingEm;
    });
  });
  return { text, glyphs, ink: inkOf(glyphs) };
}

export const inkWidth = (line: ShapedLine): number => line.ink.maxX - line.ink.minX;
export const inkHeight = (line: ShapedLine): number => line.ink.maxY - line.ink.minY;

/** Height of capitals in em, from the typeface's first font. */
export function capHeightEm(typeface: Typeface): number {
  const [font] = fontChain(typeface);
  if (font === undefined) throw new Error(`No fonts for ${typeface.family}`);
  return font.capHeight / font.unitsPerEm;
}
