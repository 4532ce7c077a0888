import { termCounter } from '../src/domain/text/terms';

describe('termCounter', () => {
  it('When a text mixes ASCII and other scripts, then it counts whole words as a split at every non-letter, non-digit would', () => {
    const text = 'Café notes—café tips • CAFÉ-hopping, Ärger über Kanji 漢字 "kanji" 3D maps, 3d; naïve—naive 𝒜lpha alpha';
    const count = termCounter(text);
    expect(
      [
        'café',
        'Café notes',
        'café tips',
        'hopping',
        'über',
        'kanji',
        '漢字',
        '3d maps',
        'naïve',
        'naive',
        'alpha',
        'notes—café',
      ].map(count),
    ).toEqual([3, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1, 1]);
  });
});
