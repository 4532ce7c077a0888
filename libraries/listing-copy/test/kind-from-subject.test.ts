import { appSubject, kindOfListing, namesOnlyShelf } from './support';

// Briefs of the tune half of bench/briefs/briefs-200.json and of the spent sets (bench/briefs/spent-*).
const HUSHRING = {
  name: 'Hushring',
  category: 'Medical',
  audience: 'People living with tinnitus',
  features: [
    'Sound therapy: white, pink and brown noise, rain, fan',
    'Match the pitch of your tinnitus with a tone finder',
    'Notched music tuned to your pitch',
    'sleep timer',
    'Short CBT-based lessons for coping',
  ],
};
const KNOTBOOK = {
  name: 'Knotbook',
  category: 'Reference',
  features: [
    '140 knots with step-by-step animations',
    'Categories: sailing, climbing, fishing, scouting, arborist',
    'Rotate each knot in 3D',
    'Mark knots as learned',
    'Strength and typical use notes for each knot',
  ],
};
const HEARCLIP = {
  name: 'Hearclip Tune',
  category: 'Medical',
  audience: 'people who wear Hearclip-compatible hearing aids',
  features: [
    'adjust volume L/R separately',
    'switch programs: restaurant, outdoors, TV, music',
    'battery level for each aid',
    'find my hearing aid (last seen location)',
    'share settings report with your audiologist',
  ],
};
const STARTER_CIRCLE = {
  name: 'Starter Circle',
  category: 'Food & Drink / Social',
  audience: 'home sourdough bakers',
  features: [
    'feeding schedule for your sourdough starter, w/ ratio calc (1:2:2 etc)',
    'rise tracker: snap a photo, mark the jar line',
    'Reminds u to feed based on room temp',
    "share your starter's lineage + name w/ friends",
    'swap starters locally (meetup spots, no shipping)',
    'bake log: hydration %, bulk time, result pic',
  ],
};
const STRIDESTART = {
  name: 'Stridestart 60+',
  category: 'Health & Fitness',
  audience: 'Adults over 60 starting to walk or jog',
  features: [
    '12-week walk-to-5k plan with gentle progression',
    'Audio coach tells you when to walk and when to jog',
    'Big buttons and high-contrast screens',
    'Rest days built in, repeat any week',
    'Check with your doctor prompt before starting',
  ],
};
const PANELBAY = {
  name: 'Panelbay',
  category: 'Comics',
  features: [
    'Vertical-scroll reader made for webcomics',
    'Follow creators and get new-episode alerts',
    'Tip creators directly',
    'Download episodes offline',
    'Comments under each episode',
  ],
};

describe("the app's kind from its subject", () => {
  it.each([
    ['medical app', true],
    ['house and home app', true],
    ["children's education app", true],
    ['puzzle game', true],
    ['', true],
    ['beekeeping app', false],
    ['Wear OS app', false],
  ])('When the kind is "%s", then it names only a shelf: %s', (kind, shelf) => {
    expect(namesOnlyShelf(kind)).toBe(shelf);
  });

  it.each([
    ['Hushring', HUSHRING, 'tinnitus app'],
    ['Knotbook', KNOTBOOK, 'knot app'],
  ])('When the brief (%s) comes back to its subject in several lines, then the kind is the subject', (_, brief, kind) => {
    expect(appSubject(brief)?.confident).toBe(true);
    expect(kindOfListing(brief.category, false, appSubject(brief), 'app')).toBe(kind);
  });

  it.each([
    // "aid" of "hearing aids", "starter" of "sourdough starter": the head of a compound is no kind ("an aid app").
    ['Hearclip Tune', HEARCLIP, 'medical app'],
    ['Starter Circle', STARTER_CIRCLE, 'social app'],
    // "when to walk": a word the brief also writes as an action is no kind ("a walk app").
    ['Stridestart 60+', STRIDESTART, 'health and fitness app'],
    // "episode" is what a comic app is made of, like "lesson" and "level"; it is not what the app is about.
    ['Panelbay', PANELBAY, 'comics app'],
  ])('When the brief (%s) is not clear about its subject, then the kind stays the shelf', (_, brief, kind) => {
    expect(kindOfListing(brief.category, false, appSubject(brief), 'app')).toBe(kind);
  });

  it('When the category names more than a shelf, then the kind is the category, whatever the subject', () => {
    expect(kindOfListing('Lifestyle / Beekeeping', false, appSubject(KNOTBOOK), 'app')).toBe('beekeeping app');
  });
});

describe("the app's subject, read from what the visitor types", () => {
  it('When a feature line opens with a noun ("Passport and visa photo sizes"), then that noun counts', () => {
    const brief = {
      name: 'PassPic',
      category: 'Photo & Video',
      features: [
        'Passport and visa photo sizes for 100+ countries',
        'Replace background with plain white',
        'Print-ready 4x6 sheet',
      ],
    };
    expect(appSubject(brief)?.topic).toBe('passport');
  });

  it('When the brief names the people who use the app ("staff"), then they are not its subject', () => {
    const brief = {
      name: 'Tronc Share',
      category: 'Finance',
      audience: 'restaurant and bar managers who split pooled tips among staff',
      features: [
        'enter total tips (cash + card) per shift',
        'split by hours worked, role points, or equal',
        'exclude or include kitchen staff per your policy',
        'payslip-ready summary per employee per week',
        'audit trail so staff can see how it was split',
      ],
    };
    expect(appSubject(brief)?.topic).not.toBe('staff');
  });
});
