import { silentLogger as logger } from '@aiapp/test-support';
import { optimizeAso } from '../src/domain/aso/optimize-aso';

/** The built-in engine's answer for a listing written as the bench writes a brief: the visitor's lines as bullets. */
const optimized = (app_name: string, category: string, lines: readonly string[]) =>
  optimizeAso({ app_name, category, description: lines.map((line) => `• ${line}`).join('\n') }, { logger });

const fieldOf = async (app_name: string, category: string, lines: readonly string[]) =>
  (await optimized(app_name, category, lines)).app_store_keywords.split(',');

// Listings like those set H's reader read (bench/briefs/spent-2026-11-29b/reading-h.md, 2(c) and 2(d)).
describe('the ASO keyword field holds what the app is about, most central first', () => {
  it('When a line lists examples after a colon or says when something happens, then those words stay out', async () => {
    const field = await fieldOf('Borrow Shed', 'Social / Local community', [
      'For members of the Northfield community tool library',
      'browse 400+ tools: drills, ladders, carpet cleaner, pasta maker lol',
      'follow a shelf, get a ping when asparagus is back',
      'volunteer rota sign up',
    ]);
    for (const leftover of ['carpet', 'cleaner', 'pasta', 'maker', 'asparagus']) expect(field).not.toContain(leftover);
    expect(field).toEqual(expect.arrayContaining(['rota', 'library']));
  });

  it('When lines name measures, shorthand or in-app, then none of them is a keyword', async () => {
    const field = await fieldOf('Coursed Stone Calc', 'House & Home / Tools', [
      'enter length, height, batter, base width -> tonnes of stone',
      'hearting estimate for dry stone walls',
      'random draw done in-app so noone argues',
      'tiles and gravel make diff noise',
    ]);
    for (const leftover of ['length', 'height', 'width', 'estimate', 'tonne', 'in-app', 'noone', 'diff'])
      expect(field).not.toContain(leftover);
    expect(field).toContain('hearting');
  });

  it("When the category gives the children's ages, then 'age' is no keyword and no title", async () => {
    const answer = await optimized('Puddle Bear Wardrobe', 'Kids / Ages 3-6', [
      'For preschoolers and parents doing the morning getting-dressed fight',
      "pulls today's forecast for your town and the bear shows what to wear",
      'drag coat / wellies / sun hat onto the bear',
    ]);
    expect(answer.app_store_keywords.split(',')).not.toContain('age');
    for (const title of answer.title_suggestions) expect(title).not.toMatch(/\bAges?\b/);
  });

  it('When the first line and a feature share a word any app may use ("tips"), then it is a keyword, before one line\'s words', async () => {
    const field = await fieldOf('Tronc Tally', 'Finance / Business', [
      'For restaurant and bar managers who share tips between staff',
      'enter card tips + cash per shift, splits by hours, points or role %',
      'kitchen vs front of house shares configurable',
      'weekly/monthly totals per person, export for payroll (CSV)',
    ]);
    expect(field).toContain('tip');
    expect(field.indexOf('tip')).toBeLessThan(field.indexOf('kitchen'));
    expect(field).not.toContain('total');
  });

  it('When a listing in Italian says "Niente pubblicità", then neither word is a keyword', async () => {
    const field = await fieldOf('Frantoio Mio', 'Agricoltura / Produttività', [
      'Per olivicoltori hobbisti e piccole aziende agricole',
      'registra la raccolta per oliveto: cassette, kg, data, varietà',
      'calcola la resa in olio dopo la spremitura',
      'Niente pubblicità',
    ]);
    expect(field).not.toEqual(expect.arrayContaining(['niente']));
    expect(field).not.toContain('pubblicità');
    expect(field).not.toContain('produttivita');
  });
});

describe('the ASO titles and subtitles say what the app is', () => {
  it('When the category is a sector ("Business / Agriculture"), then no title ends in it', async () => {
    const answer = await optimized('Row Tally', 'Business / Agriculture', [
      'For vineyard and orchard crew leaders',
      'count rows/vines pruned per worker, piece-rate or hourly',
      'scan worker QR badge, tap row #',
      'daily pay summary per worker, minimum wage top-up calc',
    ]);
    for (const title of answer.title_suggestions) expect(title).not.toMatch(/: Agriculture$/);
  });

  it('When the category names a kind in two words ("Kids / Early math"), then a title may carry it', async () => {
    const answer = await optimized('Sock Drawer Sums', 'Kids / Early math', [
      'pair the socks by counting the dots on them',
      'number bonds to 10 with a washing line',
      'parent corner shows which sums took longest',
    ]);
    expect(answer.title_suggestions).toContain('Sock Drawer Sums: Early Math');
  });

  it('When the listing says whom the app is for ("For event organizers"), then those people are no feature, title or kind', async () => {
    const doorlist = await optimized('Doorlist Check-in', 'Events', [
      'For Event organizers',
      'Scan QR tickets at the door',
      'Multiple scanners stay in sync, even offline',
      'Search the guest list by name',
      'Live attendance count',
    ]);
    expect(doorlist.play_short_description).not.toMatch(/organizers/i);
    expect(doorlist.play_short_description).not.toMatch(/\ba tickets app\b/);
    const fieldmates = await optimized('Fieldmates', 'Dating', [
      'For Farmers, ranchers and rural singles',
      'Match by distance radius up to 150 miles',
      'Meet at county fairs and rodeos',
    ]);
    expect(fieldmates.title_suggestions).not.toContain('Fieldmates: Ranchers');
  });

  it('When a line opens with an instruction ("point camera at…") or a setting ("battery saver"), then no title or subtitle is made of it', async () => {
    const panel = await optimized('PanelSpeak', 'Accessibility / Utilities', [
      'For blind and low-vision people using appliances with LCD or LED panels',
      'point camera at washing machine / oven / microwave display, reads digits + icons aloud',
      'haptic guidance -> buzzes faster as display gets centred',
    ]);
    const buzz = await optimized('Rear Buzz', 'Accessibility / Sports', [
      'For Deaf and hard-of-hearing cyclists',
      'listens thru phone mic for car horns, sirens, bike bells behind u',
      'battery saver: only on once ride started',
    ]);
    for (const answer of [panel, buzz])
      for (const text of [...answer.title_suggestions, ...answer.subtitle_suggestions])
        expect(text).not.toMatch(/Point Camera|Battery Saver/);
  });

  it('When no phrase recurs, then the title or a subtitle offers a phrase the lines share a word with', async () => {
    const answer = await optimized('Come By Collie', 'Games / Casual', [
      'swipe to send the dog left (come bye) or right (away), whistle to stop',
      'pen the flock, shed, drive thru gates like real sheepdog trials',
      'sheep have moods, stubborn ewe will break off',
      'career mode: local trial -> national',
    ]);
    // The phrase in its singular fits beside the name ("Come By Collie: Sheepdog Trial", 30 characters).
    expect([answer.title_suggestions[0], ...answer.subtitle_suggestions]).toContainEqual(
      expect.stringMatching(/Sheepdog Trials?$/),
    );
  });
});
