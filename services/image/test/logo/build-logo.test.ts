import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildLogo, type LogoColorScheme, type LogoStyle } from '../../src/domain/logo';

const STYLES: readonly LogoStyle[] = ['modern', 'circular', 'minimalist'];
const SCHEMES: readonly LogoColorScheme[] = ['blue', 'green', 'purple', 'red', 'orange'];
const HOSTILE = '"><script>alert(1)</script>&';
const LONG = 'Super Long Application Name For Testing Wrap';
const SAMPLE_TEXTS = ['FitTrack', 'a', LONG, 'Café Déjà', '🚀 Rocket', HOSTILE, 'x'.repeat(90)];

// A deliberately low average glyph width: if even this estimate overflows,
// real glyphs certainly do.
const MIN_GLYPH_WIDTH_EM = 0.5;

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

function render(text: string, style: LogoStyle = 'modern', color_scheme: LogoColorScheme = 'blue') {
  const logo = buildLogo({ text, style, color_scheme });
  return { ...logo, root: parseSvg(logo.svg_code) };
}

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
        const texts = elementsNamed(root, 'text').map((node) => node.text);
        expect(texts).toContain('F');
      },
    );

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

    it('When the text is hostile markup, then no attribute carries any of it', () => {
      for (const style of STYLES) {
        const { root } = render(HOSTILE, style);
        const values = [root, ...descendants(root)].flatMap((node) => Object.values(node.attributes));
        expect(values.join(' ')).not.toMatch(/script|alert/i);
      }
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
    const monogramOf = (text: string): string | undefined => elementsNamed(render(text, 'modern').root, 'text')[0]?.text;

    it('When the name has several words, then the first letters of two words are upper-cased', () => {
      expect(monogramOf('fit track pro')).toBe('FT');
    });

    it('When the name starts with accented letters, then they are kept whole', () => {
      expect(monogramOf('Café Déjà')).toBe('CD');
      expect(monogramOf('élan vital')).toBe('ÉV');
      expect(monogramOf('e\u0301lan')).toBe('É');
    });

    it('When the name starts with an emoji, then the emoji is not split in half', () => {
      expect(monogramOf('🚀 Rocket')).toBe('🚀R');
    });

    it('When a word starts with punctuation, then its first letter is used', () => {
      expect(monogramOf(HOSTILE)).toBe('S');
    });
  });

  describe('Given long text', () => {
    it.each(STYLES)('When the %s name is long, then every line stays inside the viewBox', (style) => {
      for (const text of ['Weather Forecast', LONG, 'x'.repeat(90), 'W'.repeat(59), '🚀'.repeat(40), HOSTILE]) {
        const { root } = render(text, style);
        const { width } = viewBoxOf(root);
        for (const node of elementsNamed(root, 'text')) {
          const fontSize = Number(node.attributes['font-size']);
          const x = Number(node.attributes.x);
          const glyphs = Array.from(node.text).length;
          const tracking = Number(node.attributes['letter-spacing'] ?? 0) * glyphs;
          const estimated = glyphs * fontSize * MIN_GLYPH_WIDTH_EM + tracking;
          const left = node.attributes['text-anchor'] === 'middle' ? x - estimated / 2 : x;
          expect(estimated).toBeLessThanOrEqual(width);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left + estimated).toBeLessThanOrEqual(width);
        }
      }
    });

    it.each(STYLES)('When the %s name does not fit on one line, then it wraps onto two lines by words', (style) => {
      const { root } = render(LONG, style);
      const lines = elementsNamed(root, 'text')
        .map((node) => node.text)
        .filter((line) => line.toUpperCase() !== 'SL');
      expect(lines).toHaveLength(2);
      expect(lines.join(' ').toUpperCase()).toBe(LONG.toUpperCase());
    });

    it('When the name is short, then it is set larger than a long name', () => {
      const sizeOf = (text: string): number => Number(elementsNamed(render(text).root, 'text')[1]?.attributes['font-size']);
      expect(sizeOf('FitTrack')).toBeGreaterThan(sizeOf(LONG));
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
      const [modern, circular, minimalist] = logos.map((logo) => logo.root);
      expect(modern && elementsNamed(modern, 'clipPath')).toHaveLength(1);
      expect(circular && elementsNamed(circular, 'circle').length).toBeGreaterThan(3);
      const wordmark = minimalist && elementsNamed(minimalist, 'text').find((node) => node.text === 'FitTrack');
      expect(wordmark?.attributes['font-weight']).toBe('300');
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
      expect(css_styles).toContain("'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif");
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

  describe('Given an invalid request', () => {
    it('When the style is unknown, then a RangeError explains it', () => {
      expect(() => buildLogo({ text: 'x', style: 'retro' as LogoStyle, color_scheme: 'blue' })).toThrow(RangeError);
    });

    it('When the colour scheme is unknown, then a RangeError explains it', () => {
      expect(() => buildLogo({ text: 'x', style: 'modern', color_scheme: 'teal' as LogoColorScheme })).toThrow(/color scheme/);
    });
  });
});
