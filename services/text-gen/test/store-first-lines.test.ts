import { StoreDescriptionRequest } from '@aiapp/contracts';
import { callsToAction, kindOfApp } from '@aiapp/listing-copy';
import { writeStoreDescription } from '../src/domain/store-description/built-in';

// Briefs written for these tests, one per fault class the reading of a spent set named in the
// short description and the first paragraphs (bench/briefs/spent-2026-11-29/reading-f.md).

const brief = (fields: Partial<StoreDescriptionRequest> & Pick<StoreDescriptionRequest, 'app_name' | 'key_features'>) =>
  StoreDescriptionRequest.parse({ app_category: 'Lifestyle', app_type: 'utility', unique_selling_points: [], ...fields });

const firstParagraphs = (request: StoreDescriptionRequest) => {
  const copy = writeStoreDescription(request);
  return [copy.play_store_description, copy.app_store_description].map((text) => text.split('\n\n')[0] ?? '');
};

describe('the Play short description', () => {
  it('When settings and shop housekeeping come before the core, then it leads with the core', () => {
    const copy = writeStoreDescription(
      brief({
        app_name: 'Hemline Tag',
        app_category: 'Local services / Tailoring and alterations',
        key_features: [
          'price list',
          'digital repair ticket for every garment',
          'opening hrs + 2 branches on map',
          'loyalty stamp: 6th hem free',
        ],
      }),
    );
    expect(copy.short_description).toMatch(/repair ticket/);
    expect(copy.short_description).not.toMatch(/price list|loyalty|opening/i);
  });

  it('When the first feature ends in a list too long to fit beside the kind, then the list is cut by an item, not the kind left out', () => {
    const copy = writeStoreDescription(
      brief({
        app_name: 'Findspot',
        app_category: 'Lifestyle / Metal detecting',
        key_features: [
          'log each find w/ GPS pin, depth, photos, signal number',
          'permission fields: landowner name, signed agreement photo',
          'export for finds liaison officer / recording scheme',
        ],
      }),
    );
    expect(copy.short_description).toBe('Metal detecting app to log each find with GPS pin, depth and photos');
  });

  it('When the first feature keeps its data in brackets ("stays on phone"), then it still leads the first lines', () => {
    const request = brief({
      app_name: 'Pouch & Plan',
      app_category: 'Medical',
      app_type: 'health',
      key_features: [
        'log pouch changes, leaks, skin irritation (w/ photo, stays on phone)',
        'output tracker: volume/consistency + fluid intake, daily totals',
        'supply count -> reminds u to reorder before u run out',
      ],
    });
    expect(writeStoreDescription(request).short_description).toMatch(/log pouch changes/);
    for (const paragraph of firstParagraphs(request)) expect(paragraph).toMatch(/log pouch changes/);
  });

  it('When a feature has an infinitive of its own, then no "to" stands before it ("game to swipe to dodge")', () => {
    const copy = writeStoreDescription(
      brief({
        app_name: 'Conehop',
        app_category: 'Games / Endless runner',
        app_type: 'game',
        key_features: ['swipe to dodge traffic cones and hop over puddles', 'collect bolts for new scooters'],
      }),
    );
    expect(copy.short_description).not.toMatch(/\bto swipe to\b/);
    expect(copy.short_description).toMatch(/swipe to dodge traffic cones/);
  });

  it('When the first feature repeats the kind, then the kind is said once', () => {
    const copy = writeStoreDescription(
      brief({
        app_name: 'Teacup Tiles',
        app_category: 'Games / Mahjong solitaire',
        app_type: 'game',
        key_features: [
          '300+ layouts, classic mahjong solitaire rules',
          'daily challenge with calendar stamps',
          'undo and shuffle when stuck',
        ],
      }),
    );
    expect(copy.short_description.toLowerCase().split('mahjong solitaire')).toHaveLength(2);
  });

  it('When a feature is a list, then the short description does not name its first item alone', () => {
    const copy = writeStoreDescription(
      brief({
        app_name: 'Chapel Shifts',
        app_category: 'Business / Church volunteer scheduling',
        key_features: ['rota for readers, welcomers, tea & coffee, flowers', 'volunteers swap shifts themselves'],
      }),
    );
    expect(copy.short_description).not.toMatch(/rota for readers(?!,)/);
  });
});

describe('the first paragraph', () => {
  it('When the category is a hyphenated word with a capital, then it is written mid-sentence in lower case', () => {
    expect(kindOfApp('Education / Social-emotional learning', false, 'app')).toBe('social-emotional learning app');
    const [play] = firstParagraphs(
      brief({ app_name: 'Moodmoss', app_category: 'Accessibility / Dementia-friendly clock', key_features: ['huge text'] }),
    );
    expect(play).toContain('a dementia-friendly clock app');
  });

  it('When the audience is told by another game, then no audience sentence names it; a comparison in brackets is left out', () => {
    const told = firstParagraphs(
      brief({
        app_name: 'Furrow Fables',
        app_category: 'Games / Farming sim',
        app_type: 'game',
        target_audience: 'fans of stardew-valley style farming games',
        key_features: ['grow crops across four seasons'],
      }),
    );
    for (const paragraph of told) expect(paragraph).not.toMatch(/stardew|made for/i);
    const [bracketed] = firstParagraphs(
      brief({
        app_name: 'Furrow Fables',
        app_category: 'Games / Farming sim',
        app_type: 'game',
        target_audience: 'farming game fans (think Stardew Valley but cosier)',
        key_features: ['grow crops across four seasons'],
      }),
    );
    expect(bracketed).toContain('It is made for farming game fans.');
    expect(bracketed).not.toMatch(/Stardew/);
  });

  it('When only a set-up line joins the sentence whole, then the first sentence names the core in passing instead', () => {
    const [play] = firstParagraphs(
      brief({
        app_name: 'Wrenwatch',
        app_category: 'Hardware companion / Smart nest box',
        key_features: [
          'pair w/ Wrenwatch nest cam over wifi',
          'on-device chick count (UK birds for now), u can correct it',
          'push notif when a bird enters the box',
        ],
      }),
    );
    expect(play).toMatch(/^Wrenwatch is a smart nest box app with on-device chick count\./);
  });

  it('When a selling point is written in chat shorthand, then the App Store opening leaves it out', () => {
    const [, appStore] = firstParagraphs(
      brief({
        app_name: 'Sole Stub',
        key_features: ['digital repair ticket for every pair of shoes'],
        unique_selling_points: ['no more lost tickets lol', 'Pay on collection'],
      }),
    );
    expect(appStore).not.toMatch(/\blol\b/i);
    expect(appStore).toContain('Pay on collection.');
  });
});

describe('selling points and the data section', () => {
  const recorder = brief({
    app_name: 'Hushlog',
    app_category: 'Utilities / Noise diary',
    key_features: ['one tap start recording when noise starts', 'export report PDF for the landlord'],
    unique_selling_points: ['No ads', 'No loot boxes', 'Recordings stay on your phone'],
  });

  it('When a selling point is a negation, then it reads as written, with no promise added after it', () => {
    const copy = writeStoreDescription(recorder);
    for (const text of [copy.play_store_description, copy.app_store_description])
      expect(text).not.toMatch(/No ads:|No loot boxes:/);
  });

  it('When the brief says how data is kept, then no boilerplate points to the store privacy section', () => {
    const copy = writeStoreDescription(recorder);
    for (const text of [copy.play_store_description, copy.app_store_description])
      expect(text).not.toMatch(/App Privacy|data safety section/);
  });
});

describe('calls to action', () => {
  it('When a feature is a setting or shop housekeeping, then no call to action names it', () => {
    expect(callsToAction('Sole Stub', ['price list', 'kiosk mode so it cannot be closed'])).toEqual([]);
  });

  it('When some features name the subject, then only those close the listing', () => {
    const lines = callsToAction('Portside', ['ferry timetables for the islands', 'port maps'], {
      singular: 'ferry',
      topic: 'ferries',
      confident: true,
    });
    expect(lines).toEqual(['Download Portside for ferry timetables for the islands.']);
  });
});
