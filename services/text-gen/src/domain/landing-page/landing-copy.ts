import {
  asSentence,
  capitalizeFirst,
  joinList,
  matchFeature,
  packFor,
  pick,
  readPhrase,
  seedOf,
  withArticle,
  type CategoryPack,
} from '@aiapp/listing-copy';
import type { LandingPageRequest } from '@aiapp/contracts';
import { settingOf, type Setting } from '../text/app-setting';

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
  audience: string;
  faq: { question: string; answer: string }[];
  closing: string;
}

const fill = (text: string, appName: string) => text.replaceAll('{app}', appName);

const TITLED_FEATURE = /^(.{2,60}?)\s*[:–—]\s+(.+)$/;

/** A feature line as a card title: "Offline maps: ride without signal" → "Offline maps". */
export const featureTitle = (line: string): string => TITLED_FEATURE.exec(line)?.[1] ?? line;

/** The category pack that writes a request's copy, and the layout it picks. */
export const landingPackFor = (request: LandingPageRequest): CategoryPack => packFor(request.category || request.description);
export const layoutFor = (pack: CategoryPack): LandingLayout => LAYOUT_OF_SETTING[settingOf(pack)];

/**
 * One benefit sentence per feature: the lexicon's sentence when the feature is a known one, the
 * visitor's own line when they wrote "Title: line", else a sentence built from the feature itself.
 */
function featureCopy(line: string, appName: string, taken: Set<string>, seed: number, index: number): LandingFeature {
  const split = TITLED_FEATURE.exec(line);
  const title = featureTitle(line);
  // The visitor's own line first: a lexicon sentence about "live location" must not replace "map every run".
  if (split) return { title, text: asSentence(split[2] as string) };
  const entry = matchFeature(line, taken);
  if (entry) {
    taken.add(entry.id);
    return { title, text: fill(pick(entry.benefits, seed, index), appName) };
  }
  const phrase = readPhrase(line);
  if (phrase?.action) return { title, text: asSentence(`You can ${phrase.action} in a few taps, whenever you need to`) };
  if (phrase?.thing) {
    const verb = phrase.plural ? 'are' : 'is';
    const pronoun = phrase.plural ? 'them' : 'it';
    return { title, text: asSentence(`${capitalizeFirst(phrase.thing)} ${verb} built in, there whenever you need ${pronoun}`) };
  }
  return { title, text: '' };
}

function storesPhrase(request: LandingPageRequest): string {
  if (request.app_store_url && request.play_store_url) return 'from the App Store or Google Play';
  if (request.app_store_url) return 'from the App Store';
  if (request.play_store_url) return 'from Google Play';
  return 'on your phone';
}

function steps(request: LandingPageRequest, pack: CategoryPack, seed: number, subhead: string): LandingFeature[] {
  const appName = request.app_name;
  const first = request.features.map((line) => readPhrase(featureTitle(line))).find(Boolean);
  const start = first?.action
    ? `Set it up in a minute, then ${first.action}.`
    : first?.thing
      ? `Set it up in a minute, then try the ${first.thing.replace(/^(?:a|an|the|your|our)\s+/i, '')}.`
      : 'Set it up in a minute, the way you like it.';
  return [
    { title: `Get ${appName}`, text: `Download ${appName} ${storesPhrase(request)}.` },
    { title: 'Make it yours', text: start },
    {
      title: 'Keep going',
      text: pick(
        pack.promises.filter((promise) => promise !== subhead),
        seed,
        21,
      ),
    },
  ];
}

function faq(
  request: LandingPageRequest,
  pack: CategoryPack,
  features: readonly LandingFeature[],
  audience: string,
  seed: number,
): LandingCopy['faq'] {
  const appName = request.app_name;
  const items: LandingCopy['faq'] = [];
  items.push({
    question: `What is ${appName}?`,
    answer: `${appName} is ${withArticle(pack.kind)}. ${pick(
      pack.audiences.filter((line) => line !== audience),
      seed,
      31,
    )}`,
  });
  const phrases = features.slice(0, 5).flatMap((feature) => readPhrase(feature.title) ?? []);
  const actions = phrases.flatMap((phrase) => phrase.action ?? []);
  const things = phrases.flatMap((phrase) => phrase.thing ?? []);
  if (actions.length + things.length > 0) {
    const can = actions.length > 0 ? `With ${appName} you can ${joinList(actions)}.` : '';
    const has = things.length > 0 ? `${actions.length > 0 ? 'It also has' : `${appName} has`} ${joinList(things)}.` : '';
    items.push({ question: `What can I do with ${appName}?`, answer: [can, has].filter(Boolean).join(' ') });
  }
  if (request.app_store_url || request.play_store_url) {
    items.push({
      question: `Where can I get ${appName}?`,
      answer: `Download it ${storesPhrase(request)}: the buttons on this page take you to the listing.`,
    });
  }
  if (request.privacy_url) {
    items.push({
      question: 'How is my data handled?',
      answer: `The ${appName} privacy policy, linked at the bottom of this page, explains what the app collects and why.`,
    });
  }
  return items;
}

/** The built-in engine's copy for a landing page: written from the category pack, the feature lexicon and the request. */
export function landingCopy(request: LandingPageRequest): LandingCopy {
  const appName = request.app_name;
  const seed = seedOf(appName.toLowerCase(), request.category.toLowerCase(), ...request.features);
  const pack = landingPackFor(request);
  const taken = new Set<string>();
  const features = request.features
    .map((line, index) => featureCopy(line, appName, taken, seed, index))
    .filter((feature) => feature.title);
  const subhead = pick(pack.promises, seed, 2);
  const audience = pick(pack.audiences, seed, 3);
  return {
    layout: layoutFor(pack),
    headline: fill(pick(pack.hooks, seed, 1), appName),
    subhead,
    features,
    steps: steps(request, pack, seed, subhead),
    audience,
    faq: faq(request, pack, features, audience, seed),
    closing: fill(pick(pack.ctas, seed, 4), appName),
  };
}
