import {
  appSubject,
  capitalsKept,
  asSentence,
  asThirdPerson,
  capitalizeFirst,
  centralFirst,
  CLAIM_WORDS,
  coreCallsToAction,
  coreFeatures,
  describedApp,
  featureCore,
  featureMention,
  isShortPhrase,
  mentionedPhrase,
  isGameCategory,
  isNegation,
  joinsSentence,
  kindOfListing,
  matchFeature,
  mentionsSubject,
  midSentence,
  ownPhrase,
  ownSentence,
  groundedLexiconSentences,
  packFor,
  readPhrase,
  seedOf,
  shuffled,
  spelledOut,
  spokenMention,
  standsAsSentence,
  warmListingClaims,
  writtenInEnglish,
  whatItIs,
  withArticle,
  type AppSubject,
  type CategoryPack,
  type ClaimCheck,
  type FeatureMention,
  type Phrase,
} from '@aiapp/listing-copy';
import { singular, words } from '@aiapp/text';
import { LANDING_COPY_LIMITS, type LandingPageRequest } from '@aiapp/contracts';
import { characterCount } from '@aiapp/store-facts';
import { settingOf, type Setting } from '../text/app-setting';
import { landingClaimCheck, landingSubject, visitorAudience } from './landing-claims';

// The claim check's word roles for every pack and lexicon line, at load rather than on the first request.
warmListingClaims();

/** The page's look, chosen by the category's setting: not one layout in six colours. */
export type LandingLayout = 'spotlight' | 'workspace' | 'calm' | 'playful';

const LAYOUT_OF_SETTING: Readonly<Record<Setting, LandingLayout>> = {
  work: 'workspace',
  play: 'playful',
  kids: 'playful',
  learning: 'calm',
  health: 'calm',
  everyday: 'spotlight',
};

export interface LandingFeature {
  title: string;
  /** One benefit sentence. */
  text: string;
}

/** Every visible sentence of the page apart from the visitor's own description; plain text, escaped when rendered. */
export interface LandingCopy {
  layout: LandingLayout;
  headline: string;
  subhead: string;
  features: LandingFeature[];
  steps: LandingFeature[];
  /** Who the app is for, in the visitor's words; '' when they did not say. */
  audience: string;
  faq: { question: string; answer: string }[];
  closing: string;
}

const TITLED_FEATURE = /^(.{2,60}?)\s*[:–—]\s+(.+)$/;

/** A feature line as a card title: "Offline maps: ride without signal" → "Offline maps". */
export const featureTitle = (line: string): string => TITLED_FEATURE.exec(line)?.[1] ?? line;

/** The category pack that writes a request's copy, and the layout it picks. */
export const landingPackFor = (request: LandingPageRequest): CategoryPack => packFor(request.category || request.description);
export const layoutFor = (pack: CategoryPack): LandingLayout => LAYOUT_OF_SETTING[settingOf(pack)];

/** What the built-in writer knows about one page. */
interface PageFacts {
  request: LandingPageRequest;
  app: string;
  pack: CategoryPack;
  seed: number;
  claims: ClaimCheck;
  subject: AppSubject | null;
  /** Whether the features are in English: an English frame names none of another language's. */
  english: boolean;
}

/** The first of `lines` (in this page's seeded order for `salt`) that the brief supports, with the app's name in; '' when none is. */
function groundedLine(facts: PageFacts, lines: readonly string[], salt: number, skip: readonly string[] = []): string {
  return (
    shuffled(lines, facts.seed, salt)
      .map((line) => line.replaceAll('{app}', facts.app))
      .find((line) => !skip.includes(line) && facts.claims.supports(line)) ?? ''
  );
}

/**
 * One benefit sentence per feature: the visitor's own line when they wrote "Title: line", else
 * a lexicon sentence the brief supports and that names something of the line, else none (the
 * card's title is the visitor's line). Frames filled with the feature ("{app} comes with …",
 * "You can … in a few taps") read broken whenever a line was a thing read as an action, and
 * added promises; a reader of the tune half flagged both.
 */
function featureCopy(facts: PageFacts, line: string, taken: Set<string>, index: number): LandingFeature {
  const split = TITLED_FEATURE.exec(line);
  const title = featureTitle(line);
  // The visitor's own line first: a lexicon sentence about "live location" must not replace "map every run";
  // an example or a list after the title ("set standing orders: 3 boxes eucalyptus every tues") is no sentence alone.
  const detail = split ? spelledOut(split[2] as string) : '';
  if (split && standsAsSentence(detail)) return { title, text: asSentence(detail) };
  // "No ads" says all it means: a lexicon sentence would add a promise ("The screen is yours…") the visitor did not make.
  if (isNegation(title)) return { title, text: '' };
  const core = featureCore(line);
  const entry = matchFeature(core, taken);
  const lexicon = entry
    ? groundedLexiconSentences(core, entry, { claims: facts.claims, pack: facts.pack, seed: facts.seed, salt: index })
    : [];
  if (entry && lexicon[0]) {
    taken.add(entry.id);
    return { title, text: lexicon[0].replaceAll('{app}', facts.app) };
  }
  return { title, text: '' };
}

/** Where to get the app, from the store links given; null without one ("Download it on your phone" says nothing). */
function storesPhrase(request: LandingPageRequest): string | null {
  if (request.app_store_url && request.play_store_url) return 'from the App Store or Google Play';
  if (request.app_store_url) return 'from the App Store';
  if (request.play_store_url) return 'from Google Play';
  return null;
}

/** A feature line as a person would name it in a sentence (`spokenMention`), or null. */
function spokenFeature(facts: PageFacts, line: string): FeatureMention | null {
  const mention = facts.english ? featureMention(line) : null;
  return mention && spokenMention(line, mention) ? mention : null;
}

/** Whether a feature line, read whole (as the headline and the call to action take it), is said as a person would say it. */
function spokenWhole(facts: PageFacts, line: string): boolean {
  const phrase = readPhrase(line);
  const text = phrase?.action ?? phrase?.thing;
  return Boolean(
    phrase &&
    text &&
    spokenFeature(facts, line) &&
    spokenMention(line, { kind: phrase.action ? 'action' : 'thing', actor: phrase.actor, text, plural: phrase.plural }),
  );
}

const withoutArticle = (thing: string) => thing.replace(/^(?:a|an|the|your|our)\s+/i, '');

/**
 * Whether a feature read as a phrase names something a sentence can carry: "variometer audio beeps
 * like the real one" reads as neither action nor thing, and "Free" is a price, not a feature
 * ("PanelSpeak is a utility app that learns your appliance, with free.").
 */
const namesFeature = (phrase: Phrase): boolean => {
  const text = phrase.action ?? phrase.thing;
  return Boolean(text) && !words(text ?? '').every((word) => CLAIM_WORDS.has(word.toLowerCase()));
};

/**
 * "Leafy is a plant app that lets you identify a plant by photo": the subject where people read
 * first, from the core features (no "with no account", no "with parent gate on settings"); from
 * every feature when no core one joins a sentence ("HeapTemp is a hardware companion app that
 * pairs with the HeapTemp bluetooth probe" says more than the kind alone).
 */
function subhead(facts: PageFacts, kind: string): string {
  const phrases = facts.request.features.flatMap((line) => readPhrase(featureTitle(line)) ?? []).filter(namesFeature);
  const identity = { app: facts.app, kind, subject: facts.subject };
  const fromCore = whatItIs({ ...identity, features: coreFeatures(phrases, `${facts.app} ${facts.subject?.topic ?? ''}`) });
  return fromCore === whatItIs({ ...identity, features: [] }) ? whatItIs({ ...identity, features: phrases }) : fromCore;
}

/** A headline longer than this reads as a paragraph above the fold. */
const HEADLINE_WORDS = 9;

/** How far down the visitor's core features a headline may look: the ones they put first. */
const HEADLINE_FEATURES = 2;

/** A visitor's line longer than this is a paragraph, not a headline as typed. */
const TYPED_HEADLINE_WORDS = 12;

/** An arrow typed as two marks or an equals sign is notation ("dogs = bosses", "open -> fixed"), no headline. */
const NOTATION = /->|=/;
/** A letter of another script beside the English ("御朱印帳をデジタルで記録 - photo each stamp page") mixes two languages. */
const OTHER_SCRIPT = /(?!\p{Script=Latin})\p{L}/u;

/** Whether a visitor's line, as typed, can stand after the app's name above the fold. */
const typedHeadline = (typed: string) =>
  typed.split(/\s+/).length <= TYPED_HEADLINE_WORDS && !NOTATION.test(typed) && !OTHER_SCRIPT.test(typed);

/** "Lonequill Oracle: oracle" says nothing: a headline's words that are all words of the app's name. */
function onlyNameWords(app: string, text: string): boolean {
  const name = new Set(words(app).map(singular));
  return words(text).every((word) => name.has(singular(word)));
}

/** The visitor's core features (`coreFeatures`: no setting, option, negation or data promise), as card titles, in their order. */
function coreTitles(facts: PageFacts): string[] {
  const about = `${facts.app} ${facts.subject?.topic ?? ''}`;
  return coreFeatures(
    facts.request.features.map((line) => ({ bullet: featureTitle(line) })),
    about,
  ).map(({ bullet }) => bullet);
}

/**
 * The page's promise is what the visitor put first: "Log each hive inspection with Hivewise",
 * "Pinewood Storytime: 40 illustrated bedtime stories", from the first of their first two core
 * features that a person would say ("Go / no-go with Drone Winds", never "Match clock on watch
 * with Whistle Wrist"). Else it is their first core feature as they typed it ("Reefkeeper Pro: LED
 * light schedules with sunrise/sunset ramps"), else the kind. A later line is never reached for, and no
 * category line or stock frame ("…, made simple") says anything about this app: a reader of set H
 * found "Puddle Bear Wardrobe: picture-only UI", "Dohyo Clash: local 2-player" and "Loft Clock:
 * health log" above the fold, each a side of the app the first lines, typed in shorthand, had
 * left to a later one.
 */
function headline(facts: PageFacts, kind: string): string {
  const core = coreTitles(facts);
  const line = core.slice(0, HEADLINE_FEATURES).find((feature) => readPhrase(feature) && spokenFeature(facts, feature));
  // A long first feature is named as in passing ("track monthly contributions"), as a reviewer would;
  // one typed as a clause or in another language is not a headline around the app's name.
  const full = line ? readPhrase(line) : null;
  const first =
    full &&
    line &&
    joinsSentence(full) &&
    isShortPhrase(full.action ?? full.thing ?? '', HEADLINE_WORDS) &&
    spokenWhole(facts, line)
      ? full
      : line
        ? mentionedPhrase(line)
        : null;
  // "Beatloom: tap" says nothing: a headline names at least two words of the feature.
  const short = (text: string | null | undefined): text is string =>
    Boolean(text) &&
    isShortPhrase(text ?? '', HEADLINE_WORDS) &&
    (text?.split(/\s+/).length ?? 0) >= 2 &&
    !onlyNameWords(facts.app, text ?? '');
  // "Nailmark Level remembers your frame sizes": what the app does is said of it, not asked of the visitor.
  if (short(first?.action) && first.actor === 'app') return `${facts.app} ${asThirdPerson(first.action)}`;
  if (short(first?.action)) {
    const action = capitalizeFirst(first.action);
    return /\swith\s/i.test(action) ? `${facts.app}: ${first.action}` : `${action} with ${facts.app}`;
  }
  if (short(first?.thing)) return `${facts.app}: ${withoutArticle(first.thing)}`;
  // The visitor's own words after the app's name ("Dohyo Clash: 1v1 sumo fighter", "Ironclad Tides: turn-based naval
  // battles on a hex map, 1860s ironclads"), with their shorthand spelled out ("ur town" → "your town") and bracketed
  // detail left out. A list reads as theirs after the colon; "Ironclad Tides, a strategy game" says nothing (set I).
  const typed = core[0] && spelledOut(core[0].replace(/\s*\([^)]*\)/g, '')).trim();
  if (typed && typedHeadline(typed) && !onlyNameWords(facts.app, typed)) return `${facts.app}: ${midSentence(typed)}`;
  return `${facts.app}, ${withArticle(kind)}`;
}

/**
 * Getting started, in the visitor's own first feature that reads as speech (`spokenMention`) and
 * carries the app's subject: no promise of how long it takes. "Download X on your phone" says
 * nothing, "Open X and match clock on watch" reads a noun as a verb and "Open Jasmine Kettle
 * Tiles and start with the large tile option" starts a tile game with a setting, so a step is
 * written only with a store link to follow and a core feature a person would say; with neither
 * there is no "How it works".
 */
function steps(facts: PageFacts): LandingFeature[] {
  const { request, app, subject } = facts;
  const stores = storesPhrase(request);
  // "Open X and remember your frame sizes" asks the visitor to do what the app does: such a feature is passed over.
  const first = request.features
    .map((line) => spokenFeature(facts, featureTitle(line)))
    .find((mention) => mention !== null && mention.actor !== 'app' && subject !== null && mentionsSubject(mention.text, subject));
  const start =
    first?.kind === 'action'
      ? asSentence(`Open ${app} and ${first.text}`)
      : first
        ? asSentence(`Open ${app} and start with the ${withoutArticle(first.text)}`)
        : '';
  return [
    ...(stores ? [{ title: `Get ${app}`, text: `Download ${app} ${stores}.` }] : []),
    ...(start ? [{ title: 'Start', text: start }] : []),
  ];
}

/**
 * Questions answered only from the brief: where to get it and the privacy policy, when linked.
 * "What is X? X is a racing game." says less than the subhead above it, so it is not asked.
 */
function faq(facts: PageFacts): LandingCopy['faq'] {
  const { request, app } = facts;
  const items: LandingCopy['faq'] = [];
  const stores = storesPhrase(request);
  if (stores) {
    items.push({
      question: `Where can I get ${app}?`,
      answer: `Download it ${stores}: the buttons on this page take you to the listing.`,
    });
  }
  if (request.privacy_url) {
    items.push({
      question: 'How is my data handled?',
      answer: `The ${app} privacy policy, linked at the bottom of this page, explains what the app collects and why.`,
    });
  }
  return items;
}

/** Whether a line stands as the headline within its limit. */
const fitsHeadline = (line: string) => line !== '' && characterCount(line) <= LANDING_COPY_LIMITS.headline;

/**
 * The page for a brief written in another language (`writtenInEnglish`): the built-in engine
 * writes English, and "Patinha em Dia, a saúde animal app" or "Made for tutores de cães" is
 * neither language. The visitor's own lines, whole, and nothing written around them: the most
 * central line (`centralFirst`) as the headline (its title part when the whole is too long), the
 * next as the subhead, every one as a card with its own words after a title.
 */
function visitorLinesPage(request: LandingPageRequest, layout: LandingLayout): LandingCopy {
  const ordered = centralFirst(request.features, [request.app_name, request.category]).map(ownPhrase);
  // The first line that fits as a headline, whole or as its title part; the subhead is the line after it.
  const at = ordered.findIndex((line) => fitsHeadline(line) || fitsHeadline(featureTitle(line)));
  const lead = ordered[at] ?? '';
  const headline = fitsHeadline(lead) ? lead : fitsHeadline(featureTitle(lead)) ? featureTitle(lead) : '';
  const subhead = ownSentence(ordered[at + 1] ?? '');
  return {
    layout,
    headline,
    subhead: characterCount(subhead) <= LANDING_COPY_LIMITS.subhead ? subhead : '',
    features: request.features.map((line) => {
      const detail = TITLED_FEATURE.exec(line)?.[2];
      return { title: featureTitle(line), text: detail ? asSentence(detail) : '' };
    }),
    steps: [],
    audience: '',
    faq: [],
    closing: '',
  };
}

/**
 * The built-in engine's copy for a landing page, from the request, the category pack's lines the
 * brief supports and the feature lexicon. The subhead says what the app is about; the audience
 * is the visitor's or nothing; every line is checked before it is chosen.
 */
export function landingCopy(given: LandingPageRequest): LandingCopy {
  // A visitor who wrote only a description has said what the app does there: its lists are the features.
  const described = given.features.length === 0 ? describedApp(given.description, given.app_name) : null;
  const request = described ? { ...given, features: described.features } : given;
  const app = request.app_name;
  const pack = landingPackFor(request);
  const facts: PageFacts = {
    request,
    app,
    pack,
    seed: seedOf(app.toLowerCase(), request.category.toLowerCase(), ...request.features),
    claims: landingClaimCheck(request),
    subject: landingSubject(request),
    english: writtenInEnglish(request.features),
  };
  if (!facts.english) return visitorLinesPage(request, layoutFor(pack));
  const kind = request.category
    ? kindOfListing(
        request.category,
        isGameCategory(request.category),
        // The subject as the store description reads it, without the description, which repeats the
        // features and would make a passing noun look confident ("a key app" for an SSH client).
        appSubject({ name: app, category: request.category, features: request.features }),
        'app',
        // The feature lines: a description may open with a label whose next word is capitalised ("For Care assistants").
        capitalsKept(request.features),
      )
    : (described?.kind ?? 'app');
  const taken = new Set<string>();
  const features = request.features
    .map((line, index) => featureCopy(facts, line, taken, index))
    .filter((feature) => feature.title);
  const audience = visitorAudience(request.description);
  return {
    layout: layoutFor(pack),
    headline: headline(facts, kind),
    subhead: subhead(facts, kind),
    features,
    steps: steps(facts),
    audience: audience ? asSentence(`Made for ${audience}`) : '',
    faq: faq(facts),
    // "Download Crimp Gauge for repeaters 7/3 with live force bar": a call to action names a feature as a person would,
    // and the one carrying the app's subject, of the first core ones the headline may name ("Download StrokeRate Wear for
    // interval sessions" closed a rowing watch app on its third line, a reader of set I found); else there is none:
    // "Download X." under "Get X" and the store buttons says nothing.
    closing: groundedLine(
      facts,
      coreCallsToAction(
        facts.app,
        coreTitles(facts)
          .slice(0, HEADLINE_FEATURES)
          .filter((line) => spokenWhole(facts, line)),
        facts.subject,
      ).slice(0, 3),
      4,
    ),
  };
}
