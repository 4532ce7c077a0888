import { claimCheckFor, groundedLexiconSentences, keepGrounded, matchFeature, packFor, type FeatureEntry } from '../src';

const hivewise = claimCheckFor([
  'Hivewise',
  'Lifestyle / Beekeeping',
  'hobby beekeepers',
  'Apiary map with a GPS pin for every bee yard',
  'Reminders for feeding and swarm season',
  'Photo notes per frame',
  'No subscription',
]);

describe('the claim check', () => {
  test('When a sentence describes another kind of app, then its unsupported words are named', () => {
    expect(hivewise.unsupported('Every run or ride is logged automatically.')).toEqual(
      expect.arrayContaining(['run', 'ride', 'automatically']),
    );
    expect(hivewise.unsupported('Arrange several pictures into one layout and share them together.')).toEqual(
      expect.arrayContaining(['arrange', 'layout', 'share']),
    );
  });

  test('When a sentence only uses the brief, its synonyms and neutral words, then it is grounded', () => {
    expect(hivewise.unsupported('Gentle reminders arrive at the time you choose, so nothing slips.')).toEqual([]);
    expect(hivewise.unsupported('Add a picture to every frame.')).toEqual([]);
    expect(hivewise.unsupported('Get Hivewise and make the everyday easier.')).toEqual([]);
  });

  test('When a price model or a promise the brief never gave appears, then the sentence is not grounded', () => {
    expect(hivewise.unsupported('Premium options are there if you want more.')).toContain('premium');
    expect(hivewise.unsupported('Pay once and it is yours.')).toContain('pay');
  });

  test('When a compound word appears, then each of its parts must be supported', () => {
    expect(hivewise.unsupported('Hands-free use helps in the bee yard.')).toContain('hands-free');
    expect(claimCheckFor(['Hands-free voice notes']).unsupported('Hands-free notes help.')).toEqual([]);
  });

  test('When a sentence names something of a line, then that word anchors it to the line', () => {
    const line = claimCheckFor(['Reminders for feeding and swarm season']);
    expect(line.anchors('A timely nudge helps you follow through.')).toEqual(['nudge']);
    expect(line.anchors('Look back at where you went and how it felt.')).toEqual([]);
  });
});

describe('keepGrounded', () => {
  const text = [
    'The little things add up, and Hivewise helps you get them right.',
    '',
    'WHAT YOU CAN DO WITH HIVEWISE',
    '• Apiary map with a GPS pin for every bee yard: Every run or ride is logged automatically.',
    '• Reminders for feeding and swarm season: Gentle reminders arrive at the time you choose.',
    '',
    'WHO IT IS FOR',
    'It suits families who love road trips.',
    '',
    'Get Hivewise and make the everyday easier.',
  ].join('\n');

  test('When sentences are unsupported, then they go, the visitor line of a bullet stays, and an emptied section goes', () => {
    const result = keepGrounded(text, hivewise, [
      'Apiary map with a GPS pin for every bee yard',
      'Reminders for feeding and swarm season',
    ]);
    expect(result.removed).toBe(2);
    expect(result.text).toBe(
      [
        'The little things add up, and Hivewise helps you get them right.',
        '',
        'WHAT YOU CAN DO WITH HIVEWISE',
        '• Apiary map with a GPS pin for every bee yard',
        '• Reminders for feeding and swarm season: Gentle reminders arrive at the time you choose.',
        '',
        'Get Hivewise and make the everyday easier.',
      ].join('\n'),
    );
  });
});

describe('lexicon sentences for a feature line', () => {
  const options = (line: string) => ({ claims: claimCheckFor([line]), pack: packFor('Reference'), seed: 1, salt: 1 });

  it('When the line opens with the entry\'s word as its verb ("Filter by use"), then the noun entry\'s own words do not speak for it', () => {
    const entry = matchFeature('Filter by use');
    expect(entry?.id).toBe('filters');
    const sentences = groundedLexiconSentences('Filter by use', entry as FeatureEntry, options('Filter by use'));
    expect(sentences.filter((sentence) => /strength|natural|look|photo|edit/i.test(sentence))).toEqual([]);
  });

  it('When the line names the entry as a thing ("Photo filters"), then its sentences may speak for it', () => {
    const entry = matchFeature('Photo filters');
    expect(groundedLexiconSentences('Photo filters', entry as FeatureEntry, options('Photo filters')).length).toBeGreaterThan(0);
  });
});

describe('lexicon sentences that claim more than the feature (issue 28, set H)', () => {
  /** Every sentence the entry matched on `line` may say for a brief, over many seeds. */
  const sayable = (line: string, brief: readonly string[]) => {
    const entry = matchFeature(line) as FeatureEntry;
    const claims = claimCheckFor([...brief, line]);
    return [
      ...new Set(
        Array.from({ length: 40 }, (_, seed) =>
          groundedLexiconSentences(line, entry, { claims, pack: packFor(brief[1] ?? ''), seed, salt: 1 }),
        ).flat(),
      ),
    ];
  };

  it('When a game lists its levels ("30 levels, 3 stars each"), then no sentence says they unlock in order', () => {
    const unlocking = (sentence: string) => /next|unlock|opens the way/i.test(sentence);
    expect(sayable('30 levels, 3 stars each', ['Whisker Heist', 'Stealth game']).filter(unlocking)).toEqual([]);
    // "key" is a synonym of "unlock" for the claim check: a dichotomous key unlocks no level either.
    expect(
      sayable('Levels', ['Spore Print Journal', 'Reference', 'Dichotomous key for genus-level ID']).filter(unlocking),
    ).toEqual([]);
  });

  it('When the brief says "No account", then no sentence promises that no personal details are handed over', () => {
    const sentences = sayable('No account', ['Puddle Bear Wardrobe', 'Kids', 'parent gate on settings (location)']);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.filter((sentence) => /personal|details|signing up/i.test(sentence))).toEqual([]);
  });

  it('When a forecast is not an hourly one, then no sentence speaks of the weather hour by hour', () => {
    const brief = ['Cloud Sea Watch', 'Weather / Photo & Video', 'predicts temperature inversions + valley fog'];
    const sentences = sayable('Forecast', brief);
    expect(sentences.length).toBeGreaterThan(0);
    expect(sentences.filter((sentence) => /hour/i.test(sentence))).toEqual([]);
    expect(sayable('Hourly forecast', brief).some((sentence) => /hourly/i.test(sentence))).toBe(true);
  });
});
