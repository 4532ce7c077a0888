import {
  englishShare,
  escapeRegExp,
  foldedWords,
  isChatShorthand,
  isForeignFunctionWord,
  isProperWord,
  memoized,
  midSentenceWord,
  plural,
  sentences,
  singular,
  words,
  wordsOf,
  zipfFrequency,
} from '@aiapp/text';

describe('singular and plural', () => {
  test.each([
    ['classes', 'class'],
    ['buses', 'bus'],
    ['quizzes', 'quiz'],
    ['headaches', 'headache'],
    ['niches', 'niche'],
    ['churches', 'church'],
    ['coaches', 'coach'],
    ['wolves', 'wolf'],
    ['diaries', 'diary'],
    ['boxes', 'box'],
    ['people', 'person'],
    ['Habits', 'habit'],
    ['news', 'news'],
    ['fitness', 'fitness'],
    ['analytics', 'analytics'],
    ['physics', 'physics'],
    ['Logistics', 'logistics'],
    ['phonics', 'phonics'],
    ['metrics', 'metric'],
    ['lyrics', 'lyric'],
    ['gps', 'gps'],
    ['us', 'us'],
    ['data', 'data'],
    ['GPS', 'gps'],
    ['LEDES', 'ledes'],
    ["children's", 'child'],
    ['baker’s', 'baker'],
  ])('When %s is folded, then it reads %s', (word, expected) => {
    expect(singular(word)).toBe(expected);
  });

  test('When a singular is made plural, then the English rule is used', () => {
    expect(['quiz', 'bus', 'wolf', 'class', 'child'].map(plural)).toEqual(['quizzes', 'buses', 'wolves', 'classes', 'children']);
  });
});

describe('the tokeniser', () => {
  test('When a text is split, then inner apostrophes and dashes stay and other punctuation goes', () => {
    expect(wordsOf("Don't miss the check-in: 3 days!")).toEqual(["Don't", 'miss', 'the', 'check-in', '3', 'days']);
  });

  test('When a text is folded, then case, accents and punctuation go and plurals become singular', () => {
    expect(words('Café Task-Manager')).toEqual(['cafe', 'task', 'manager']);
    expect(foldedWords('Daily Quizzes & Buses')).toEqual(['daily', 'quiz', 'bus']);
  });

  test('When a word is written with combining vowel signs (Gujarati, Tamil, Hindi), then it stays one word', () => {
    expect(wordsOf('ઉપવાસ અને તપસ્યાની નોંધ રાખો')).toEqual(['ઉપવાસ', 'અને', 'તપસ્યાની', 'નોંધ', 'રાખો']);
    expect(words('நினைவூட்டல் பட்டியல்')).toEqual(['நினைவூட்டல்', 'பட்டியல்']);
    expect(words('दैनिक पंचांग, व्रत')).toEqual(['दैनिक', 'पंचांग', 'व्रत']);
  });
});

describe('escapeRegExp', () => {
  const metacharacters = '# $ ^ * + ? ( ) [ ] { } | \\ / . - \' " ~ ` ! @ % & = : ; , < > 🔥';

  test.each(['', 'g', 'i', 'u', 'v', 'giu'])(
    'When every metacharacter is escaped, then a RegExp with flags "%s" matches it literally',
    (flags) => {
      const pattern = new RegExp(`^${escapeRegExp(metacharacters)}$`, flags);
      expect(pattern.test(metacharacters)).toBe(true);
      expect(pattern.test(metacharacters.replace('#', 'x'))).toBe(false);
    },
  );

  test('When an app name has a hash and an emoji, then the escaped name finds itself in a u-flag search', () => {
    const name = '🔥 Best Free Budget Planner #1';
    expect(new RegExp(escapeRegExp(name), 'u').test(`Try ${name} today`)).toBe(true);
  });
});

describe('words English capitalises mid-sentence', () => {
  test.each([
    ['catholic', 'Catholic'],
    ['japanese', 'Japanese'],
    ['christians', 'Christians'],
    ['spanish-speaking', 'Spanish-speaking'],
    ['Prayer', 'prayer'],
    ['spotify', 'Spotify'],
  ])('%s → %s', (word, written) => {
    expect(midSentenceWord(word)).toBe(written);
  });

  it('When a word is an ordinary noun, then it is no proper word', () => {
    expect(isProperWord('plants')).toBe(false);
    expect(isProperWord('Easter')).toBe(true);
  });
});

describe('memoized', () => {
  it('computes an input once while it was asked for since the last generation was dropped', () => {
    const computed: string[] = [];
    const length = memoized((text: string) => {
      computed.push(text);
      return text.length;
    }, 2);
    // Generations of two: "a" and "bb" fill the first; "a" again is found there.
    expect([length('a'), length('bb'), length('a')]).toEqual([1, 2, 1]);
    // "ccc" starts a new generation; "a", asked for from the previous one, moves into it.
    expect([length('ccc'), length('a')]).toEqual([3, 1]);
    // "dd" starts another: the generation holding "bb" is dropped, so "bb" is computed again.
    expect([length('dd'), length('bb'), length('ccc')]).toEqual([2, 2, 3]);
    expect(computed).toEqual(['a', 'bb', 'ccc', 'dd', 'bb']);
  });

  it('answers with a value remembered from elsewhere without computing it', () => {
    const length = memoized((): number => {
      throw new Error('computed');
    }, 2);
    expect(length.has('hive')).toBe(false);
    length.remember('hive', 4);
    expect(length.has('hive')).toBe(true);
    expect(length('hive')).toBe(4);
  });
});

describe('how common a word is (zipfFrequency, SUBTLEX-US)', () => {
  it('When words are everyday, common or rare English, then their Zipf frequencies fall in that order', () => {
    expect(zipfFrequency('time')).toBeGreaterThan(6);
    expect(zipfFrequency('Tree')).toBeCloseTo(zipfFrequency('tree'));
    expect(zipfFrequency('tree')).toBeGreaterThan(zipfFrequency('bonsai'));
    expect(zipfFrequency('bonsai')).toBeGreaterThan(0);
    expect(zipfFrequency('qwzxv')).toBe(0);
  });
});

describe('words nobody searches a store with', () => {
  it('When a word is a function word of another language, then it is one, and an English noun is not', () => {
    expect(['para', 'mit', 'und', 'für', 'sur', 'kwa'].filter(isForeignFunctionWord)).toEqual([
      'para',
      'mit',
      'und',
      'für',
      'sur',
      'kwa',
    ]);
    expect(['kiln', 'webhook', 'referee'].some(isForeignFunctionWord)).toBe(false);
  });

  it('When a feature line is typed in chat shorthand, then its shorthand words are known, and whole words are not', () => {
    expect(['ur', 'u', 'thurs', 'ppl', 'thx', 'w/', 'appt'].every(isChatShorthand)).toBe(true);
    expect(['your', 'thursday', 'people', 'mower'].some(isChatShorthand)).toBe(false);
  });
});

describe('how English a text is', () => {
  it('When a French line shares words with English, then its rare French function words count as French', () => {
    // The subtitles corpus holds "mot" from quoted French: counted as English, the line was 0.6 English.
    expect(englishShare('correction mot à mot, accords expliqués')).toBeCloseTo(0.4);
    expect(englishShare('pengumuman dari Pak RT')).toBe(0);
  });

  it('When a line is English with an acronym, or has no word to judge, then it is wholly English', () => {
    expect(englishShare('export to CSV')).toBe(1);
    expect(englishShare('5 / 10')).toBe(1);
  });
});

describe('sentences', () => {
  it('When a full stop follows an initial or "e.g.", then no sentence ends there (set I: "UK, N. America, Australia")', () => {
    expect(sentences('Pick a region: UK, N. America, Australia, or all. Daily puzzle, e.g. five birds. Streaks!')).toEqual([
      'Pick a region: UK, N. America, Australia, or all.',
      'Daily puzzle, e.g. five birds.',
      'Streaks!',
    ]);
  });
});
