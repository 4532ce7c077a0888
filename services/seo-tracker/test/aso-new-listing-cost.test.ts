import { compromiseParses } from '@aiapp/test-support';
import { isSoundTerm, type ListingContext } from '../src/domain/aso/sound-terms';

/**
 * Issue 28, "Speed": what a listing new to the process costs. A regular expression with letter
 * classes (`\p{L}`) takes V8 milliseconds to compile, and a compromise parse about a tenth of one,
 * so neither is done again for each phrase or each question asked of a word.
 */

/** The sources of the regular expressions built (`new RegExp`) while `run` runs. */
function patternsBuilt(run: () => void): string[] {
  const sources: string[] = [];
  const original = globalThis.RegExp;
  globalThis.RegExp = new Proxy(original, {
    construct(target, args: ConstructorParameters<RegExpConstructor>) {
      sources.push(String(args[0]));
      return Reflect.construct(target, args) as RegExp;
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = original;
  }
  return sources;
}

const LISTING: ListingContext = {
  description: [
    'For event organizers and door managers.',
    'Scan tickets at the door and see who arrived.',
    'Runs on Wear OS watches and exports the guest list.',
  ].join('\n'),
  category: 'Business',
  subject: null,
  searchable: () => true,
};

describe('judging title and subtitle phrases of a new listing', () => {
  it('When phrases are judged, then no pattern with letter classes is compiled for a phrase or an acronym', () => {
    const phrases = ['Event Organizer', 'Door Managers', 'Guest List', 'Ticket Scan', 'OS Watches', 'Scan Tickets'];
    const built = patternsBuilt(() => phrases.forEach((phrase) => isSoundTerm(phrase, 'Doorlist', LISTING)));
    expect(built.filter((source) => source.includes('\\p{'))).toEqual([]);
  });

  it('When the listing says whom the app is for, or names a product, then those phrases stay unsound and the others sound', () => {
    const sound = (phrase: string) => isSoundTerm(phrase, 'Doorlist', LISTING);
    // "For event organizers and door managers": people the app serves, in the singular or as written.
    expect(['Event Organizer', 'Event Organizers', 'Door Managers'].filter(sound)).toEqual([]);
    // "OS" is the tail of "Wear OS".
    expect(sound('OS Watches')).toBe(false);
    expect(['Guest List', 'Scan Tickets'].filter(sound)).toEqual(['Guest List', 'Scan Tickets']);
  });
});

describe('the keyword ranking reads a new word alone', () => {
  it('When it asks whether a word is a unit, a person, an -ing form and a verb, then compromise parses the word once', () => {
    const parsed = compromiseParses(() => {
      const centrality = jest.requireActual<typeof import('../src/domain/aso/word-centrality')>(
        '../src/domain/aso/word-centrality',
      );
      expect([
        centrality.isMeasureWord('spelunking'),
        centrality.isPersonWord('spelunking'),
        centrality.isGerundWord('spelunking'),
        centrality.isVerbWord('spelunking'),
      ]).toEqual([false, false, true, true]);
    });
    expect(parsed.filter((text) => text === 'spelunking')).toHaveLength(1);
  });
});
