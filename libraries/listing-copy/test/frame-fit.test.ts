import { callsToAction, featureMention, joinsSentence, lineForm, readPhrase, whatItIs } from './support';

/**
 * Issue 28 item 5: each frame asks what a feature line is (an action with its object, a thing, a
 * clause with its own subject, a list) and takes the line only where it fits. The lines are set H's
 * (bench/briefs/spent-2026-11-29b/fresh-h.json), with what its reader marked broken in
 * bench/briefs/spent-2026-11-29b/reading-h.md; "not used in frame" means the line stays a bullet.
 */

/** Every frame a line can fill, as the copy would say it about an app named "App". */
function frames(line: string): string[] {
  const phrase = readPhrase(line);
  const mention = featureMention(line);
  const said: string[] = [];
  if (phrase && joinsSentence(phrase) && (phrase.action || phrase.thing))
    said.push(whatItIs({ app: 'App', kind: 'utility app', subject: null, features: [phrase] }));
  said.push(...callsToAction('App', [line]));
  if (mention) said.push(`mention: ${mention.text}`);
  return said;
}

describe('a feature line goes only into the frames that fit it', () => {
  it.each([
    // A noun phrase forced into a verb frame.
    ['score chaining by grazing bullets', 'Download App and score chaining'],
    ['weather changes thru the day: cumulus pop up then overdevelop', 'weather changes through the day'],
    ['volunteer rota sign up', 'volunteer rota sign up'],
    ['batter frame dims printable', 'batter frame dims printable'],
    ['replay saving + online leaderboard (optional)', 'replay saving'],
    // A verb phrase forced into a noun frame, or a thing and an action in one line.
    ['ice floe breaking up, survive 40 days till rescue', 'survive 40 days'],
    ['shunt wagons over the hump + set points by tapping the lever frame', 'shunt wagons'],
    // A clause with its own subject spliced on with a comma.
    ['shows hand-shape pictures, kid copies them in the phone torch beam on the wall', 'kid copies them'],
    ['swipe to send the dog left (come bye) or right (away), whistle to stop', 'whistle to stop'],
    // Cut where a phrase cannot end.
    ['Old (Julian) + New calendar switch', 'mention: Old'],
    ["stall owners post what's in today (eggs, jam, dahlias) + sold out", "post what's"],
  ])('When the line is "%s", then no frame says "%s"', (line, broken) => {
    expect(frames(line).join(' | ').toLowerCase()).not.toContain(broken.toLowerCase());
  });

  it.each([
    ['route planner for the day', 'App is a utility app with a route planner for the day.'],
    ['set up circle: members, amount, how often, payout order (fixed/random draw)', 'Download App and set up a circle.'],
    ['1v1 sumo fighter: push, slap, belt grab, throw', 'App is a utility app with a 1v1 sumo fighter.'],
    ['payout calendar everyone can see', 'App is a utility app with a payout calendar everyone can see.'],
    [
      'connects to BLE digital refractometer, reads sap + syrup °Brix',
      'App is a utility app that connects to BLE digital refractometer and reads sap and syrup °Brix.',
    ],
    ['stamina + balance meter, step out = lose', 'App is a utility app with stamina and balance meter.'],
    [
      'calculates hour-line angles for horizontal, vertical & declining dials for ur lat/long',
      'mention: calculate hour-line angles',
    ],
    ['pairs w/ up to 4 BLE valve-cap sensors (front/rear, 2 bikes)', 'mention: pair with up to 4 BLE valve-cap sensors'],
    ['through-stones every ~1m, hearting estimate', 'mention: through-stones about every 1m'],
  ])('When the line is "%s", then a frame that fits says "%s"', (line, said) => {
    expect(frames(line)).toContain(said);
  });

  it.each([
    'score chaining by grazing bullets',
    'volunteer rota sign up',
    'batter frame dims printable',
    'ice floe breaking up, survive 40 days till rescue',
    'shows hand-shape pictures, kid copies them in the phone torch beam on the wall',
    'replay saving + online leaderboard (optional)',
  ])('When the line "%s" fits no frame, then it is neither an action nor a thing, and stays a bullet', (line) => {
    expect(readPhrase(line)).toMatchObject({ action: null, thing: null, bullet: expect.any(String) });
  });
});

/**
 * Issue 28 item 5, set J (reading-j.md sections 1, 2 and 4.1): one classifier of a line's form
 * (`lineForm`) decides the frames; a clause, a limit read either way, a list of labels or an unsure
 * line is never glued after "with", "has", "lets you" or "to".
 */
describe('the form of a feature line decides its frames', () => {
  it.each([
    // A clause with its own subject and verb.
    ['Map shows bridleways, byways and quiet lanes', 'clause'],
    ['Resident call bells buzz and escalates', 'clause'],
    ['Staff pick their own language', 'clause'],
    // An action read either way or glued to another.
    ['Type text or trace a logo and auto estimate', 'unsure'],
    ['Slow down and loop a bar', 'unsure'],
    ['Skip silences', 'unsure'],
    ['Auto-assign rooms by floor & credits', 'unsure'],
    // A limit.
    ['Follow up to 10 runners', 'limit'],
    ['Lightning strikes within 8 / 16 / 30 km', 'limit'],
    // Labels.
    ['QWERTY, AZERTY, QWERTZ and Dvorak', 'labels'],
    // The forms the frames take.
    ['Track workouts with GPS', 'imperative'],
    ['Stop, look, listen', 'imperative'],
    ['Daily puzzles with hints', 'noun-phrase'],
    ['12-16 wk build-up plan', 'noun-phrase'],
  ])('When the line is "%s", then its form is %s', (line, form) => {
    expect(lineForm(line)).toBe(form);
  });

  it.each([
    ['Map shows bridleways, byways and quiet lanes', 'map shows'],
    ['Resident call bells buzz and escalates', 'bells buzz'],
    ['Type text or trace a logo and auto estimate', 'type text'],
    ['Slow down and loop a bar', 'slow down'],
    ['Skip silences', 'skip silences'],
    ['Auto-assign rooms by floor & credits', 'auto-assign'],
    ['Staff pick their own language', 'pick their'],
    ['Follow up to 10 runners', 'follow up'],
    ['Lightning strikes within 8 / 16 / 30 km', 'lightning'],
  ])('When the line "%s" is no imperative or noun phrase, then no frame says "%s"', (line, broken) => {
    expect(frames(line).join(' | ').toLowerCase()).not.toContain(broken);
  });

  it.each([
    ['12-16 wk build-up plan', 'App is a utility app with a 12-16 week build-up plan.'],
    ['Browse design portfolio', 'App is a utility app that lets you browse a design portfolio.'],
    ['Export signed PDF log for the DMV', 'App is a utility app that lets you export a signed PDF log for the DMV.'],
    ['Magnify up to 10x with the camera', 'App is a utility app that lets you magnify up to 10x with the camera.'],
    // A list's first item may share a head further on ("passport and visa photo sizes"): no article.
    [
      'Passport and visa photo sizes for 100+ countries',
      'App is a utility app with passport and visa photo sizes for 100+ countries.',
    ],
    ['Stop, look, listen', 'App is a utility app that lets you stop, look and listen.'],
    ['Every Ramp component live', 'App is a utility app with every Ramp component live.'],
    ['Wait-5-minutes timer between different drops', 'App is a utility app with a wait-5-minutes timer between different drops.'],
  ])('When the line is "%s", then the frame says "%s" (an article, its commas, no capital mid-sentence)', (line, said) => {
    expect(frames(line)).toContain(said);
  });
});
