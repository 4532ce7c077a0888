import { plainLine } from '@aiapp/text';
import { callsToAction, joinList, midSentence, readPhrase, withArticle } from '@aiapp/listing-copy';
import { fitLength, fitPhrase } from '../src/domain/text/fit-length';

describe('reading a feature line', () => {
  it.each([
    ['Track workouts with GPS', 'track workouts with GPS', null],
    ['Tracks your sleep automatically.', 'track your sleep automatically', null],
    ['Learning Spanish with 5-minute lessons', 'learn Spanish with 5-minute lessons', null],
    ['You can share lists with your team', 'share lists with your team', null],
    ['Plan family dinners', 'plan family dinners', null],
    ['Play offline', 'play offline', null],
    ['Invoice clients in seconds', 'invoice clients in seconds', null],
    ['Invoice templates', null, 'invoice templates'],
    ['Search history', null, 'search history'],
    ['Chat rooms', null, 'chat rooms'],
    ['Personalized training plans', null, 'personalized training plans'],
    ['QR code scanner', null, 'a QR code scanner'],
    ['Offline mode', null, 'offline mode'],
    ['Apple Health sync', null, 'Apple Health sync'],
    ['iCloud backup', null, 'iCloud backup'],
    ['AI coach', null, 'an AI coach'],
    ['catalogue your polishes', 'catalogue your polishes', null],
    ['match tone roughly to your tinnitus pitch', 'match tone roughly to your tinnitus pitch', null],
    ['Match history', null, 'match history'],
    ['profiles show your volunteering', null, 'profiles that show your volunteering'],
    ['photo of witness cones after unload', null, 'a photo of witness cones after unload'],
    ['watch face with tide curve', null, 'a watch face with a tide curve'],
    ['Pre-book slots for Saturday', 'pre-book slots for Saturday', null],
    ['re-check readings each week', 're-check readings each week', null],
  ])('When the line is %j, then it reads as action %j or thing %j', (line, action, thing) => {
    expect(readPhrase(line)).toMatchObject({ action, thing });
  });

  it.each([
    ['Invoice and payment collection on site', null, 'invoice and payment collection on site'],
    ['Daily puzzle with global leaderboard', null, 'a daily puzzle with a global leaderboard'],
    ['Book appointments', 'book appointments', null],
    ['Clock in and out', 'clock in and out', null],
    ['Track and share workouts', 'track and share workouts', null],
    ['Create quotes on site', 'create quotes on site', null],
    ['Trim and split clips', 'trim and split clips', null],
    ['Filters and presets', null, 'filters and presets'],
    ['Reading list', null, 'a reading list'],
    ['Reading goals', null, 'reading goals'],
    ['Booking confirmations in one place', null, 'booking confirmations in one place'],
    ['Reviews from customers', null, 'reviews from customers'],
    ['Records your runs', 'record your runs', null],
    ['Searches everything', 'search everything', null],
    ['Co-op multiplayer', null, 'co-op multiplayer'],
  ])('When the line is %j, then the grammar reads it as action %j or thing %j', (line, action, thing) => {
    expect(readPhrase(line)).toMatchObject({ action, thing });
  });

  it.each([
    ['Filter by focus: hips, lower back, sleep', 'filter by focus', null],
    ['Loyalty stamps - 10th cut free', null, 'loyalty stamps'],
    ['Bill in 6-minute (0.1 hour) increments', null, 'bill in 6-minute increments'],
    ['Markdown notes with [[backlinks]] and folders', null, 'markdown notes with backlinks and folders'],
    ['Log oil changes, tires, brakes, fluids', 'log oil changes, tires, brakes and fluids', null],
    ['Hire gnome workers, upgrade pickaxes', 'hire gnome workers and upgrade pickaxes', null],
    ['Track runs, even offline', 'track runs, even offline', null],
    ['Welsh-English dictionary, 60,000 entries', null, 'Welsh-English dictionary, 60,000 entries'],
    ['Find my hearing aids', 'find your hearing aids', null],
    ['Map of charging stations', null, 'a map of charging stations'],
    ['Plays MKV, MP4 and WebM', 'play MKV, MP4 and WebM', null],
  ])('When the line is %j, then mid-sentence it reads as action %j or thing %j', (line, action, thing) => {
    expect(readPhrase(line)).toMatchObject({ action, thing, bullet: line });
  });

  it('When a line uses developer shorthand, then it is spelled out, in the bullet too', () => {
    expect(readPhrase('Annotate w/ stylus so ppl on call see it')?.bullet).toBe('Annotate with stylus so people on call see it');
    expect(readPhrase('Snap a page -> OCR the lines')?.bullet).toBe('Snap a page to OCR the lines');
    expect(readPhrase('Works w/o signal')?.bullet).toBe('Works without signal');
  });

  it('When the line is only markup, then there is nothing to read once it is plain text', () => {
    expect(readPhrase(plainLine('<br><script>alert(1)</script>'))).toBeNull();
  });
});

describe('grammar helpers', () => {
  it('When items are joined, then three or more take a serial comma', () => {
    expect([joinList(['a']), joinList(['a', 'b']), joinList(['a', 'b', 'c'])]).toEqual(['a', 'a and b', 'a, b, and c']);
  });

  it.each([
    ['utility app', 'a utility app'],
    ['education app', 'an education app'],
    ['umbrella', 'an umbrella'],
    ['hour', 'an hour'],
    ['SMS tool', 'an SMS tool'],
    ['GPS tracker', 'a GPS tracker'],
  ])('When %j takes an article, then it reads %j', (phrase, expected) => {
    expect(withArticle(phrase)).toBe(expected);
  });

  it('When a phrase moves mid-sentence, then names keep their capitals', () => {
    expect(['Progress charts', 'Google Fit sync', 'GPS tracking', 'Spotify playlists'].map(midSentence)).toEqual([
      'progress charts',
      'Google Fit sync',
      'GPS tracking',
      'Spotify playlists',
    ]);
  });
});

describe('fitting text to a store limit', () => {
  it('When text is over the limit, then it is cut at the last paragraph in the second half', () => {
    const text = `${'a'.repeat(60)}\n\n${'b'.repeat(30)}\n\n${'c'.repeat(30)}`;
    expect(fitLength(text, 100)).toBe(`${'a'.repeat(60)}\n\n${'b'.repeat(30)}`);
  });

  it('When there is no paragraph or sentence to cut at, then it is cut between words with an ellipsis', () => {
    const cut = fitLength('word '.repeat(40), 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut).toMatch(/word…$/);
  });

  it('When the cut would fall inside an emoji, then the whole emoji is left out', () => {
    const cut = fitLength('👩‍👩‍👧‍👦'.repeat(10), 25);
    expect(cut).toBe(`${'👩‍👩‍👧‍👦'.repeat(2)}…`);
  });

  it('When the cut would fall between a letter and its accent, then the letter is left out with it', () => {
    // "e" and a combining acute: one character to a reader, two code units.
    expect(fitPhrase(`${'x'.repeat(20)}e\u0301zz`, 20)).toBe('x'.repeat(20));
    expect(fitPhrase(`“Quoted” • ${'x'.repeat(20)}`, 10)).toBe('“Quoted” •');
  });

  it('When a phrase is cut, then no connector or punctuation dangles at the end', () => {
    expect(fitPhrase('Track workouts, plans and sync with Apple Health', 36)).toBe('Track workouts, plans and sync');
    expect(fitPhrase('Track workouts, plans, and more', 22)).toBe('Track workouts, plans');
  });
});

describe('calls to action', () => {
  it('When the first features are short, then each call to action names one; a long or listed one is skipped; no plain line follows', () => {
    const lines = callsToAction('Hivewise', [
      'Log each hive inspection',
      'Tide tables for 3,000+ coastal stations, 7 days ahead',
      'Swarm season reminders',
    ]);
    expect(lines).toEqual(['Download Hivewise and log each hive inspection.', 'Get Hivewise for swarm season reminders.']);
  });
});
