import {
  inFirstPerson,
  isSideFeature,
  joinsSentence,
  midSentence,
  pairOf,
  readPhrase,
  standsAsSentence,
  whatItIs,
  withArticle,
} from './support';

/**
 * Issue 28 item 5 on set I (bench/briefs/spent-2026-11-29c/fresh-i.json): what its reader marked
 * BROKEN in reading-i.md, sections 1 and 4 (fault 2).
 */
const firstSentence = (lines: string[]) =>
  whatItIs({
    app: 'App',
    kind: 'utility app',
    subject: null,
    features: lines.flatMap((line) => readPhrase(line) ?? []).filter(joinsSentence),
  });

describe('set I: feature lines in the first sentence', () => {
  it.each([
    [['unscramble bird names, 2000+ species'], 'with unscramble'],
    [['point camera at something -> it says the color name out loud'], 'point camera'],
    [['text adventure on an overnight ferry, 9 passengers, 1 missing suitcase'], 'lets you text'],
    [['Learn mode explains the house, hammer, skip calls'], 'learn mode explains'],
    [["o'clock -> half past -> quarter past/to -> 5 min steps"], "o'clock"],
    [['dogs = bosses lol'], 'with dogs'],
    [['Run by a charity'], 'run by'],
  ])('When the features are %j, then the first sentence does not say "%s"', (lines, broken) => {
    expect(firstSentence(lines).toLowerCase()).not.toContain(broken);
  });

  it('When a thing that holds a comma is paired with another, then the pair joins with ", plus", not "and"', () => {
    expect(pairOf('BSL two-handed fingerspelling, recorded by Deaf signers', 'receptive drills')).toBe(
      'BSL two-handed fingerspelling, recorded by Deaf signers, plus receptive drills',
    );
  });
});

describe('set I: articles and capitals', () => {
  it('When a phrase opens with a quote mark, then its article is chosen by the word after it', () => {
    expect(withArticle("'If I enter on 3 May how long can I stay?' calculator")).toBe(
      "an 'If I enter on 3 May how long can I stay?' calculator",
    );
  });

  it('When a capitalised word comes before a name ("Cross-play Android/iOS"), then it is lower case mid-sentence, and "Apple Health sync" keeps its capitals', () => {
    expect(midSentence('Cross-play Android/iOS')).toBe('cross-play Android/iOS');
    expect(midSentence('Apple Health sync')).toBe('Apple Health sync');
    expect(midSentence('Old Testament readings')).toBe('Old Testament readings');
  });
});

describe('set I: how the app is sold is no feature', () => {
  it.each(['one-time unlock for unlimited rolls', 'One-time price, no subscription', 'Free for one project'])(
    'When the line is "%s", then it is a side line',
    (line) => {
      expect(isSideFeature(line)).toBe(true);
    },
  );
});

describe("set I: a feature in a reviewer's voice", () => {
  it.each([
    [
      "pick from load charts you upload (we don't ship manufacturer charts)",
      "pick from load charts I upload (we don't ship manufacturer charts)",
    ],
    ['find parking near you', 'find parking near me'],
    ['log your runs when you finish', 'log my runs when I finish'],
    ['see players above you', 'see players above me'],
  ])('When the feature is "%s", then the reviewer says "%s"', (line, said) => {
    expect(inFirstPerson(line)).toBe(said);
  });
});

describe('set I: a part of a line that stands as a sentence', () => {
  it.each([
    ['pick 30 items, see outfits count', true],
    ['ride without signal', true],
    ['3 boxes eucalyptus every Tuesday', true],
    ['One tap per habit', true],
    ['banking, medical appointments, relationships, jokes', false],
    ['UK, N. America, Australia, or all', false],
    ['which things can go in together (temperature + colour)', false],
  ])('When the part is "%s", then it stands alone: %s', (text, stands) => {
    expect(standsAsSentence(text)).toBe(stands);
  });
});
