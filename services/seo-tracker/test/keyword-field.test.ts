import { buildKeywordField } from '../src/domain/aso/keyword-field';
import { keywordFieldWords } from '../src/domain/aso/listing-terms';
import type { KeywordCandidate } from '../src/domain/aso/extract-keywords';

describe('the App Store keyword field', () => {
  it('When a term holds slashes, dots or a price, then the field holds its words only, each a keyword of its own', () => {
    const field = buildKeywordField(['sunrise/sunset ramp', 'days.month', '$3/employee/month', 'clock in/out'], ['Reefkeeper']);
    expect(field.split(',')).toEqual(['sunrise', 'sunset', 'ramp', 'day', 'month', 'employee', 'clock', 'out']);
    expect(field).not.toMatch(/[./$ ]/);
  });

  it('When a word and its -ing form are both terms, then the field holds one of them', () => {
    expect(buildKeywordField(['preview', 'previewing', 'reading', 'read', 'mapping', 'map', 'ring'], [])).toBe(
      'preview,reading,mapping,ring',
    );
  });
});

describe('the words the keyword field is built from', () => {
  const term = (display: string, opensLine = true): KeywordCandidate =>
    ({
      display,
      written: display,
      key: display,
      words: display.split(' ').length,
      occurrences: 1,
      opensLine,
    }) as KeywordCandidate;

  it('When the brief mixes rare and everyday words, then rare ones lead, everyday ones come last and anyone-nouns stay out', () => {
    const words = keywordFieldWords(
      [term('night glaze firing'), term('owner notes'), term('kiln firing log'), term('witness cones')],
      'Productivity',
      null,
    );
    expect(words.indexOf('kiln')).toBeLessThan(words.indexOf('night'));
    expect(words).not.toContain('owner');
    expect(words.at(-1)).toBe('night');
  });

  it('When an everyday verb opens a line ("side by side compare"), then it is no keyword', () => {
    expect(keywordFieldWords([term('side by side compare'), term('kiln firing log')], 'Productivity', null)).not.toContain(
      'side',
    );
  });

  it('When the brief holds a typo of another of its words, then the typo is left out', () => {
    const words = keywordFieldWords(
      [term('lens rings'), term('lense stack'), term('spore measurment'), term('measurement guide')],
      'Games',
      null,
    );
    expect(words).toEqual(expect.arrayContaining(['lens', 'measurement']));
    expect(words).not.toEqual(expect.arrayContaining(['lense']));
    expect(words).not.toContain('measurment');
  });
});
