import { compromiseParses } from '@aiapp/test-support';
import nlp from 'compromise';
import { wordHas } from '../src';

describe('wordHas', () => {
  it("answers as compromise's reading of the word alone does", () => {
    for (const [word, pattern] of [
      ['calibrate', '#Infinitive'],
      ['calibrate', '#Noun'],
      ['tuesday', '(#Month|#WeekDay|#FirstName)'],
      ['gallons', '#Unit'],
      ['vicar', '#Actor'],
      ['quickly', '#Adverb'],
    ] as const)
      expect([word, pattern, wordHas(word, pattern)]).toEqual([word, pattern, nlp(word).has(pattern)]);
  });

  it('When the claim check and the verb lists ask about the same new word, then compromise parses it once', () => {
    const parsed = compromiseParses(() => {
      const { taggedVerb } = jest.requireActual<typeof import('../src/language/action-verbs')>('../src/language/action-verbs');
      const { warmClaimCheck } = jest.requireActual<typeof import('../src/claims/grounding')>('../src/claims/grounding');
      taggedVerb('spelunk');
      // The claim check asks whether the word is a content word (a noun or a verb).
      warmClaimCheck(['spelunk']);
    });
    expect(parsed.filter((text) => text === 'spelunk')).toHaveLength(1);
  });
});
