import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { LOGO_LAYOUTS } from '@aiapp/contracts';
import { AppError } from '@aiapp/kit';
import sharp from 'sharp';
import { buildLogo, type LogoColorScheme, type LogoLayout, type LogoStyle, warmLogoFonts } from '../../src/domain/logo';
import { buildMonogram } from '../../src/domain/logo/monogram';
import { normalizeLogoText } from '../../src/domain/logo/normalize-text';

const STYLES: readonly LogoStyle[] = ['modern', 'circular', 'minimalist'];
const SCHEMES: readonly LogoColorScheme[] = ['blue', 'green', 'purple', 'red', 'orange'];
const HOSTILE = '"><script>alert(1)</script>&';
const LONG = 'Super Long Application Name For Testing Wrap';
const SAMPLE_TEXTS = ['FitTrack', 'a', LONG, 'Café Déjà', 'Привет мир', 'Ωmega Ψ', HOSTILE, 'x'.repeat(90)];
const WIDE_TEXTS = [
  'Weather Forecast',
  LONG,
  'x'.repeat(90),
  'W'.repeat(20),
  'W'.repeat(59),
  'WWW WWW WWW WWW WWW WWW WWW WWW',
  HOSTILE,
  'ÅÉÎÕÜ Ýçgjpqy',
];

interface SvgNode {
  name: string;
  attributes: Record<string, string>;
  children: SvgNode[];
  text: string;
}

function toNodes(raw: unknown): SvgNode[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown): SvgNode[] => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    const name = Object.keys(record).find((key) => key !== ':@');
    if (name === undefined) return [];
    if (name === '#text') {
      return [{ name, attributes: {}, children: [], text: String(record[name]) }];
    }
    const children = toNodes(record[name]);
    const attributes: Record<string, string> = {};
    for (const [key, value] of Object.entries((record[':@'] ?? {}) as Record<string, unknown>)) {
      attributes[key] = String(value);
    }
    return [{ name, attributes, children, text: children.map((child) => child.text).join('') }];
  });
}

function parseSvg(svg: string): SvgNode {
  const parser = new XMLParser({
    preserveOrder: true,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    trimValues: false,
  });
  const root = toNodes(parser.parse(svg)).find((node) => node.name === 'svg');
  if (root === undefined) throw new Error('no <svg> root element');
  return root;
}

function descendants(node: SvgNode): SvgNode[] {
  return node.children.flatMap((child) => [child, ...descendants(child)]);
}

function elementsNamed(root: SvgNode, name: string): SvgNode[] {
  return descendants(root).filter((node) => node.name === name);
}

function viewBoxOf(root: SvgNode): { width: number; height: number } {
  const [, , width, height] = (root.attributes.viewBox ?? '').split(/\s+/).map(Number);
  return { width: width ?? Number.NaN, height: height ?? Number.NaN };
}

function titleOf(root: SvgNode): string {
  return elementsNamed(root, 'title')[0]?.text ?? '';
}

function render(text: string, style: LogoStyle = 'modern', color_scheme: LogoColorScheme = 'blue', layout?: LogoLayout) {
  const logo = buildLogo({ text, style, color_scheme, layout });
  return { ...logo, root: parseSvg(logo.svg_code) };
}

interface Box {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/**
 * The box around every point of a path (end and control points; curves stay inside their
 * control points). Only absolute M, L, Q, C and Z are expected: glyph outlines and the
 * symbols are written with nothing else.
 */
function pathBox(d: string): Box {
  expect(d).toMatch(/^M[-\d. MLQCZ]*$/);
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  expect(numbers.length % 2).toBe(0);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

function pathBoxes(root: SvgNode): Box[] {
  return elementsNamed(root, 'path').map((node) => pathBox(node.attributes.d ?? ''));
}

const everyLayout = STYLES.flatMap((style) => LOGO_LAYOUTS.map((layout) => [style, layout] as const));

const everyCombination = STYLES.flatMap((style) => SCHEMES.map((scheme) => [style, scheme] as const));

describe('buildLogo', () => {
  describe('Given any style and colour scheme', () => {
    it.each(everyCombination)('When a %s %s logo is built, then it is a well-formed standalone SVG', (style, scheme) => {
      for (const text of SAMPLE_TEXTS) {
        const { svg_code, root } = render(text, style, scheme);
        expect(XMLValidator.validate(svg_code)).toBe(true);
        expect(svg_code.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(root.attributes.role).toBe('img');
        const viewBox = viewBoxOf(root);
        expect(viewBox.width).toBeGreaterThan(0);
        expect(Number(root.attributes.width)).toBe(viewBox.width);
        expect(Number(root.attributes.height)).toBe(viewBox.height);
        expect(titleOf(root).length).toBeGreaterThan(0);
      }
    });

    it.each(everyCombination)(
      'When a %s %s logo is built, then it is a real mark, not a rectangle with text',
      (style, scheme) => {
        const { root } = render('FitTrack', style, scheme);
        const shapes = descendants(root).filter((node) => ['rect', 'circle', 'path', 'line'].includes(node.name));
        expect(shapes.length).toBeGreaterThanOrEqual(3);
        expect(elementsNamed(root, 'linearGradient').length).toBeGreaterThanOrEqual(1);
      },
    );

    it.each(everyLayout)('When a %s logo in the %s layout is built, then its letters are outlines, not text', (style, layout) => {
      for (const text of SAMPLE_TEXTS) {
        const { svg_code, root } = render(text, style, 'blue', layout);
        expect(elementsNamed(root, 'text')).toEqual([]);
        expect(elementsNamed(root, 'tspan')).toEqual([]);
        expect(svg_code).not.toMatch(/font-family|@font-face/);
        expect(elementsNamed(root, 'path').length).toBeGreaterThanOrEqual(1);
        expect(titleOf(root)).toBe(text.length > 60 ? `${text.slice(0, 59)}\u2026` : text);
        expect(root.attributes['aria-label']).toBe(titleOf(root));
      }
    });

    it.each(everyCombination)('When a %s %s logo is built, then it contains nothing active or external', (style, scheme) => {
      const { svg_code, root } = render(HOSTILE, style, scheme);
      const names = descendants(root).map((node) => node.name.toLowerCase());
      expect(names).not.toContain('script');
      expect(names).not.toContain('foreignobject');
      expect(names).not.toContain('image');
      for (const node of [root, ...descendants(root)]) {
        for (const [attribute, value] of Object.entries(node.attributes)) {
          expect(attribute.toLowerCase().startsWith('on')).toBe(false);
          if (attribute.endsWith('href')) expect(value.startsWith('#')).toBe(true);
        }
      }
      expect(svg_code).not.toMatch(/url\((?!#)/);
    });
  });

  describe('Given user-supplied text', () => {
    it('When the text is hostile markup, then it renders as literal text', () => {
      for (const style of STYLES) {
        const { svg_code, root } = render(HOSTILE, style);
        expect(svg_code.toLowerCase()).not.toContain('<script');
        expect(svg_code).toContain('<title id="');
        expect(svg_code).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;</title>');
        expect(titleOf(root)).toBe(HOSTILE);
      }
    });

    it('When the text is hostile markup, then only the accessible name carries it, escaped', () => {
      for (const style of STYLES) {
        const { svg_code, root } = render(HOSTILE, style);
        expect(svg_code).toContain('aria-label="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;"');
        const { 'aria-label': accessibleName, ...others } = root.attributes;
        expect(accessibleName).toBe(HOSTILE);
        const values = [others, ...descendants(root).map((node) => node.attributes)].flatMap((attributes) =>
          Object.values(attributes),
        );
        expect(values.join(' ')).not.toMatch(/script|alert/i);
      }
    });

    it.each([
      ['an emoji', '🚀 Rocket', '"🚀"'],
      ['Chinese', '天气预报', '"天", "气", "预", "报"'],
      ['Arabic', 'تطبيق', '"ت"'],
    ])('When the name contains %s, then a 400 names the characters the fonts cannot draw', (_, text, named) => {
      let thrown: unknown;
      try {
        buildLogo({ text, style: 'modern', color_scheme: 'blue' });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      const error = thrown as AppError;
      expect(error.status).toBe(400);
      expect(error.message).toContain(named);
      expect(error.message).toContain('Latin, Greek or Cyrillic');
      expect(error.details).toEqual([expect.objectContaining({ path: ['text'], code: 'unsupported_characters' })]);
    });

    it('When the text contains characters XML forbids, then they are stripped and the SVG stays valid', () => {
      const { svg_code, root } = render('Fit\u0000Tr\u0008ack\uD800\uFFFE\uFFFF');
      expect(XMLValidator.validate(svg_code)).toBe(true);
      expect(titleOf(root)).toBe('FitTrack');
    });

    it('When the text has stray whitespace, then it is trimmed and collapsed', () => {
      expect(titleOf(render('  Fit \n\t  Track  ').root)).toBe('Fit Track');
    });

    it('When the text is longer than the hard cap, then it ends with an ellipsis', () => {
      const title = titleOf(render('x'.repeat(90)).root);
      expect(title.endsWith('\u2026')).toBe(true);
      expect(Array.from(title).length).toBeLessThanOrEqual(60);
    });

    it('When the text is empty, then a valid logo with a generic title is still produced', () => {
      const { svg_code, root } = render('   ');
      expect(XMLValidator.validate(svg_code)).toBe(true);
      expect(titleOf(root)).toBe('Logo');
    });
  });

  describe('Given the monogram', () => {
    const monogramOf = (text: string): string => buildMonogram(normalizeLogoText(text));

    it('When the name has several words, then the first letters of two words are upper-cased', () => {
      expect(monogramOf('fit track pro')).toBe('FT');
    });

    it('When the name starts with accented letters, then they are kept whole', () => {
      expect(monogramOf('Café Déjà')).toBe('CD');
      expect(monogramOf('élan vital')).toBe('ÉV');
      expect(monogramOf('e\u0301lan')).toBe('É');
    });

    it('When a word has no letter or digit, then its first character stands for it', () => {
      expect(monogramOf('& Co')).toBe('&C');
    });

    it('When a word starts with punctuation, then its first letter is used', () => {
      expect(monogramOf(HOSTILE)).toBe('S');
    });
  });

  describe('Given long or wide text', () => {
    it.each(everyLayout)('When a %s name in the %s layout is long, then every path stays inside the viewBox', (style, layout) => {
      for (const text of WIDE_TEXTS) {
        const { root } = render(text, style, 'blue', layout);
        const { width, height } = viewBoxOf(root);
        for (const box of pathBoxes(root)) {
          expect(box.minX).toBeGreaterThanOrEqual(0);
          expect(box.minY).toBeGreaterThanOrEqual(0);
          expect(box.maxX).toBeLessThanOrEqual(width);
          expect(box.maxY).toBeLessThanOrEqual(height);
        }
      }
    });

    it.each(everyLayout)('When a %s name in the %s layout is rasterised, then no ink touches the edge', async (style, layout) => {
      for (const text of ['W'.repeat(20), LONG]) {
        const { svg_code } = render(text, style, 'blue', layout);
        const { data, info } = await sharp(Buffer.from(svg_code)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
        const alphaAt = (x: number, y: number): number => data[(y * info.width + x) * info.channels + 3] ?? 255;
        const edge = [
          ...Array.from({ length: info.width }, (_, x) => [alphaAt(x, 0), alphaAt(x, info.height - 1)]),
          ...Array.from({ length: info.height }, (_, y) => [alphaAt(0, y), alphaAt(info.width - 1, y)]),
        ].flat();
        // A soft drop shadow may fade out at the very edge; letters would be opaque there.
        expect(Math.max(...edge)).toBeLessThan(16);
      }
    });

    it.each(STYLES)('When the %s name does not fit on one line, then it is set on two', (style) => {
      const lines = (text: string) => elementsNamed(render(text, style, 'blue', 'wordmark').root, 'path').length;
      expect(lines(LONG)).toBe(lines('FitTrack') + 1);
    });

    it('When the name is short, then its letters are taller than a long name', () => {
      const nameHeight = (text: string): number => {
        const boxes = pathBoxes(render(text, 'modern', 'blue', 'wordmark').root);
        const [first] = boxes;
        return first ? first.maxY - first.minY : 0;
      };
      expect(nameHeight('FitTrack')).toBeGreaterThan(nameHeight(LONG));
    });
  });

  describe('Given the layouts', () => {
    it.each(STYLES)('When a %s logo is built in each layout, then the three look different', (style) => {
      const svgs = LOGO_LAYOUTS.map((layout) => render('FitTrack', style, 'blue', layout).svg_code);
      expect(new Set(svgs).size).toBe(LOGO_LAYOUTS.length);
    });

    it('When no layout is given, then the initials layout is drawn', () => {
      expect(buildLogo({ text: 'FitTrack', style: 'modern', color_scheme: 'blue' })).toEqual(
        buildLogo({ text: 'FitTrack', style: 'modern', color_scheme: 'blue', layout: 'monogram' }),
      );
    });

    it('When the wordmark layout is drawn, then it has no mark, only the name and its accent', () => {
      const { root } = render('FitTrack', 'modern', 'blue', 'wordmark');
      expect(elementsNamed(root, 'clipPath')).toEqual([]);
      expect(elementsNamed(root, 'path')).toHaveLength(1);
    });

    it('When the symbol layout is drawn for different names, then the same name always gets the same symbol and names vary', () => {
      const symbolOf = (text: string) =>
        elementsNamed(render(text, 'minimalist', 'blue', 'symbol').root, 'path')
          .slice(0, -1)
          .map((node) => node.attributes.d)
          .join('');
      expect(symbolOf('FitTrack')).toBe(symbolOf('FitTrack'));
      const names = ['FitTrack', 'Tasky', 'Budget Buddy', 'Sleepwell', 'Habit Loop', 'Mealplan', 'Go Run', 'Notely'];
      expect(new Set(names.map((name) => symbolOf(name).split('M')[1])).size).toBeGreaterThan(2);
    });

    it('When the layout is unknown, then a RangeError explains it', () => {
      expect(() => buildLogo({ text: 'x', style: 'modern', color_scheme: 'blue', layout: 'stacked' as LogoLayout })).toThrow(
        /layout/,
      );
    });
  });

  describe('Given several logos on one page', () => {
    it('When the same input is rendered twice, then the output is identical', () => {
      for (const [style, scheme] of everyCombination) {
        expect(buildLogo({ text: 'FitTrack', style, color_scheme: scheme })).toEqual(
          buildLogo({ text: 'FitTrack', style, color_scheme: scheme }),
        );
      }
    });

    it('When two different logos are inlined together, then their ids never clash', () => {
      const idsOf = (root: SvgNode): string[] =>
        descendants(root).flatMap((node) => (node.attributes.id === undefined ? [] : [node.attributes.id]));
      const first = idsOf(render('FitTrack', 'modern', 'blue').root);
      const others = [
        render('FitTrack', 'modern', 'green').root,
        render('FitTrack', 'circular', 'blue').root,
        render('FitTrek', 'modern', 'blue').root,
      ].flatMap(idsOf);
      expect(first.length).toBeGreaterThan(0);
      expect(first.filter((id) => others.includes(id))).toEqual([]);
    });

    it('When a logo references a gradient or clip path, then the id exists in the same SVG', () => {
      for (const [style, scheme] of everyCombination) {
        const { svg_code, root } = render('FitTrack', style, scheme);
        const ids = new Set(descendants(root).map((node) => node.attributes.id));
        const references = Array.from(svg_code.matchAll(/url\(#([^)]+)\)/g), (match) => match[1]);
        expect(references.length).toBeGreaterThan(0);
        for (const reference of references) expect(ids.has(reference)).toBe(true);
      }
    });
  });

  describe('Given the three styles', () => {
    it('When the same name and colours are used, then each style looks different', () => {
      const logos = STYLES.map((style) => render('FitTrack', style, 'purple'));
      expect(new Set(logos.map((logo) => logo.svg_code)).size).toBe(3);
      const viewBoxes = logos.map((logo) => logo.root.attributes.viewBox);
      expect(new Set(viewBoxes).size).toBe(3);
      const [modern, circular] = logos.map((logo) => logo.root);
      expect(modern && elementsNamed(modern, 'clipPath')).toHaveLength(1);
      expect(circular && elementsNamed(circular, 'circle').length).toBeGreaterThan(3);
      const fonts = STYLES.map((style) => /--logo-font: '(\w+)'/.exec(render('FitTrack', style).css_styles)?.[1]);
      expect(fonts).toEqual(['Inter', 'Montserrat', 'Jost']);
    });

    it('When the colour scheme changes, then the palette changes', () => {
      const primaries = SCHEMES.map((scheme) => {
        const stop = elementsNamed(render('FitTrack', 'modern', scheme).root, 'stop')[0];
        return stop?.attributes['stop-color'];
      });
      expect(new Set(primaries).size).toBe(SCHEMES.length);
    });
  });

  describe('Given the companion CSS', () => {
    it.each(everyCombination)('When a %s %s logo is built, then the CSS exposes its palette', (style, scheme) => {
      const { css_styles, root } = render('FitTrack', style, scheme);
      expect(css_styles).toContain('.app-logo {');
      for (const variable of ['--logo-primary', '--logo-secondary', '--logo-accent', '--logo-text', '--logo-tint']) {
        expect(css_styles).toMatch(new RegExp(`${variable}: #[0-9A-F]{6};`));
      }
      const gradientStops = elementsNamed(root, 'stop').map((stop) => stop.attributes['stop-color']);
      const primary = /--logo-primary: (#[0-9A-F]{6});/.exec(css_styles)?.[1];
      expect(gradientStops).toContain(primary);
      expect(css_styles).toMatch(
        /--logo-font: '(Inter|Montserrat|Jost)', 'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif;/,
      );
      expect(css_styles).toContain('linear-gradient(135deg, var(--logo-primary) 0%, var(--logo-secondary) 100%)');
      expect(css_styles).toMatch(/\.app-logo:hover/);
      expect(css_styles).toMatch(/transition:/);
    });

    it('When the CSS is read, then its braces are balanced', () => {
      const { css_styles } = render('FitTrack');
      const opened = (css_styles.match(/{/g) ?? []).length;
      expect(opened).toBeGreaterThan(0);
      expect((css_styles.match(/}/g) ?? []).length).toBe(opened);
    });
  });

  describe('Given the bundled fonts', () => {
    it('When they are warmed at start, then every font file opens and shapes', async () => {
      await expect(warmLogoFonts()).resolves.toBeUndefined();
    });
  });

  describe('Given an invalid request', () => {
    it('When the style is unknown, then a RangeError explains it', () => {
      expect(() => buildLogo({ text: 'x', style: 'retro' as LogoStyle, color_scheme: 'blue' })).toThrow(RangeError);
    });

    it('When the colour scheme is unknown, then a RangeError explains it', () => {
      expect(() => buildLogo({ text: 'x', style: 'modern', color_scheme: 'teal' as LogoColorScheme })).toThrow(/color scheme/);
    });
  });
});
