import { silentLogger as logger } from '@aiapp/test-support';
import { buildKeywordField } from '../src/domain/aso/keyword-field';
import { optimizeAso } from '../src/domain/aso/optimize-aso';

/** The built-in engine's answer for a listing written the way the bench writes a brief: notes, then bullet lines. */
const optimized = (app_name: string, category: string, notes: string, lines: readonly string[]) =>
  optimizeAso({ app_name, category, description: [notes, '', ...lines.map((line) => `• ${line}`)].join('\n') }, { logger });

const QUARRY = [
  'Quarry Lantern',
  'Games / Cave exploration',
  'A torch-lit cave exploration game where you map flooded caverns and rescue trapped miners, designed for short sessions.',
  [
    'map flooded caverns w/ sonar pings',
    'portrait + landscape, beta level editor',
    "daily note e.g. 'Tuesday: Anna joins the dig'",
    'physics-based rope swinging',
    'kiosk mode for museum displays',
  ],
] as const;

describe('the ASO Play short description is a sentence about the app', () => {
  it('When the notes sentence runs past 80 characters, then it is cut before a clause, not replaced by a feature bullet', async () => {
    const answer = await optimized(...QUARRY);
    expect(answer.play_short_description).toBe('A torch-lit cave exploration game where you map flooded caverns.');
  });
});

describe('the ASO Play short description built from the kind', () => {
  it('When the kind opens with a vowel letter or an acronym, then its article follows the sound ("a ukulele app", "an HVAC app")', async () => {
    const ukulele = await optimizeAso(
      { app_name: 'Tunefork', category: 'Music / Ukulele', description: '• Tuner\n• Chord charts' },
      { logger },
    );
    const hvac = await optimizeAso(
      { app_name: 'QuoteCool', category: 'Business / HVAC', description: '• Quotes\n• Customer e-signature' },
      { logger },
    );
    expect(ukulele.play_short_description).toMatch(/^Tunefork is a ukulele app\b/);
    expect(hvac.play_short_description).toMatch(/^QuoteCool is an HVAC app\b/);
  });
});

describe('the ASO keyword field and subtitles hold no setting, example or cut word', () => {
  it('When the features name screen orientations, a beta, a quoted example and a weekday, then none reaches the keyword field', async () => {
    const field = (await optimized(...QUARRY)).app_store_keywords.split(',');
    for (const word of ['portrait', 'landscape', 'beta', 'tuesday', 'anna', 'kiosk']) expect(field).not.toContain(word);
  });

  it('When a listing writes a subtitle-sized setting ("kiosk mode"), then no subtitle offers it', async () => {
    const answer = await optimized(...QUARRY);
    expect(answer.subtitle_suggestions.map((subtitle) => subtitle.toLowerCase())).not.toContain('kiosk mode');
  });

  it('When a word is only plural in English ("physics", "Cyclades"), then the field keeps it whole, not "physic" or "cyclade"', () => {
    expect(buildKeywordField(['physics', 'cyclades', 'inspections', 'children'], []).split(',')).toEqual([
      'physics',
      'cyclades',
      'inspection',
      'child',
    ]);
  });
});

describe('the ASO titles and subtitles say what the app is, in whole phrases', () => {
  const phrasesOf = (answer: { title_suggestions: string[]; subtitle_suggestions: string[] }) => [
    ...answer.title_suggestions.map((title) => title.slice(title.indexOf(': ') + 2)),
    ...answer.subtitle_suggestions,
  ];

  it('When the listing names a product ("Wear OS"), then no title opens with its tail ("OS Disc Golf")', async () => {
    const answer = await optimized(
      'Basketline Wrist',
      'Wear OS / Disc golf',
      'A Wear OS disc golf scorecard with GPS distances that runs standalone on the watch.',
      ['scorecard on the watch', 'GPS distance to the basket', 'syncs rounds to the phone'],
    );
    expect(phrasesOf(answer).filter((phrase) => /^OS\b/.test(phrase))).toEqual([]);
  });

  it('When a common word only ends a phrase ("hidden object"), then it is no title on its own ("Object")', async () => {
    const answer = await optimized(
      'Cupboard of Keys',
      'Games / Hidden object',
      'A cosy hidden object game in an old farmhouse.',
      ['40 painted rooms', 'hints recharge slowly', 'story told through letters'],
    );
    expect(phrasesOf(answer)).not.toContain('Object');
  });

  it('When the brand holds a word ("Hop"), then no title repeats it in another form ("Hopping")', async () => {
    const answer = await optimized(
      'Harbour Hop',
      'Travel / Island ferry hopping',
      'A trip planner for island hopping by ferry with offline timetables.',
      ['ferry timetables offline', 'island hopping routes', 'port maps'],
    );
    expect(phrasesOf(answer)).not.toContain('Hopping');
  });

  it('When the category names a kind of app ("Endless runner"), then the first title or a subtitle offers it, once', async () => {
    const answer = await optimized(
      'Chimney Cat Dash',
      'Games / Endless runner',
      'A free endless runner where a cat leaps across snowy rooftops.',
      ['swipe to jump chimneys', 'night levels get faster', 'unlock scarves for the cat'],
    );
    // "Chimney Cat Dash: Endless Runner" is 32 characters; beside "…: Runner" the subtitle says no word again (reading-j.md, 2(d)).
    const offered = [answer.title_suggestions[0] ?? '', ...answer.subtitle_suggestions].filter((text) => /\bRunner$/.test(text));
    expect(offered).toHaveLength(1);
  });
});

/** The bench's ASO request for a brief (bench/brief-requests.mjs): whom it is for, then each feature and selling point as a bullet. */
const fromBrief = (app_name: string, category: string, audience: string, lines: readonly string[]) =>
  optimizeAso(
    { app_name, category, description: [`For ${audience}`, ...lines].map((line) => `• ${line}`).join('\n') },
    { logger },
  );

describe('the ASO Play short description of a listing that is a feature list', () => {
  // briefs-200's tune half (index 0) and spent set I (#13, #39) gave "Hivewise is a beekeeping app with bee
  // yard and hive inspection.", "Spotty Bot Code Lab is a spotty app." and "Cuaderno de Viña is a cuaderno app."
  it('When every line is a bullet, then it says what the app does with its features in a sentence of 50 to 80 characters', async () => {
    const hivewise = await fromBrief('Hivewise', 'Lifestyle / Beekeeping', 'Hobby and sideline beekeepers with 1-40 hives', [
      'Log each hive inspection: brood pattern, queen seen, temperament, frames of honey',
      'Varroa mite counts (sugar roll or alcohol wash) + treatment history',
      'Apiary map with a GPS pin for every bee yard',
      'Works offline in the bee yard',
      'No subscription',
    ]);
    expect(hivewise.play_short_description).toBe('Beekeeping app to log each hive inspection and work offline in the bee yard');
  });

  it('When the name is the noun the list comes back to, then no "X is a [name word] app" line', async () => {
    const spotty = await fromBrief(
      'Spotty Bot Code Lab',
      'Education / Kids 8-12 (needs Spotty Bot robot)',
      'kids 8-12, classrooms and code clubs',
      [
        'connects to the Spotty Bot ladybird robot over Bluetooth LE',
        'Block coding to drive, flash spots, play notes, follow lines',
        'switch to python-like text view when ready',
        'Works without internet once installed',
        'No student accounts needed',
      ],
    );
    expect(spotty.play_short_description).toBe('Education app to connect to the Spotty Bot ladybird robot over Bluetooth LE');
  });

  it('When the lines are in another language, then it is the visitor\'s own line, with no English frame and no "For"', async () => {
    const vina = await fromBrief(
      'Cuaderno de Viña',
      'Agricultura / Viticultura',
      'viticultores y técnicos de bodegas cooperativas',
      [
        'registro de tratamientos fitosanitarios por parcela: producto, dosis, fecha, plazo de seguridad',
        'avisos de riesgo de mildiu según lluvia y temperatura de la estación más cercana',
        'Fotos geolocalizadas de daños (granizo, oídio...)',
        'Sin anuncios',
      ],
    );
    expect(vina.play_short_description).toBe('Avisos de riesgo de mildiu según lluvia y temperatura de la estación más cercana');
  });
});
