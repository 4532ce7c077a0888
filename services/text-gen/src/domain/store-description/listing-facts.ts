import {
  appSubject,
  brandsIn,
  capitalsKept,
  claimCheckFor,
  coreFeatures,
  kindOfListing,
  midSentenceKeeping,
  packFor,
  readPhrase,
  seedOf,
  spelledOut,
  withoutEndPunctuation,
  type AppSubject,
  type CategoryPack,
  type ClaimCheck,
  type Phrase,
} from '@aiapp/listing-copy';
import { plainLine, readsAsEnglish } from '@aiapp/text';
import type { StoreDescriptionRequest } from '@aiapp/contracts';
import { TONES, type Tone } from './tones';

/** Everything the writer knows about the app, cleaned and in the forms sentences need. */
export interface ListingFacts {
  app: string;
  /** The category as a kind of app, without article: "health and fitness app", "puzzle game". */
  kind: string;
  /** Who it is for, mid-sentence ("busy professionals"), or null when not given. */
  audience: string | null;
  /** What the app is about ("beekeeping", "plants"), for the first sentences and the short description. */
  subject: AppSubject | null;
  features: Phrase[];
  sellingPoints: Phrase[];
  /** The category's copy knowledge: hooks, promises, audiences, calls to action, tone rules. */
  pack: CategoryPack;
  tone: Tone;
  seed: number;
  /** Every text the visitor wrote: a number in the copy must come from here. */
  given: string[];
  /** What the brief supports: a sentence with another content word is not written. */
  claims: ClaimCheck;
}

const LEADING_FOR = /^(?:target audience:?|(?:designed|made|built|perfect|great|ideal)\s+for|for)\s+/i;

/** "survival game fans (think The Long Dark but mobile)": a comparison in brackets, left out. */
const BRACKETED_COMPARISON = /\s*\((?:think|like|similar to|inspired by|e\.?g\.?)\s[^)]*\)/gi;
/** "fans of slay-the-spire style deckbuilders", "players who like auto chess / TFT type games": people told by another product. */
const BY_ANOTHER_PRODUCT = /[\w-]+[\s-](?:style|type)\s+\p{L}/iu;
/** What follows a liking: "fans of Stardew Valley", "who loved Monument Valley". "Owners of Wear OS watches" names a platform they own. */
const LIKING = /\b(?:fans? of|likes?|liked|loves?|loved|played)\s+(.*)$/i;

/**
 * Who the app is for, as the copy may say it: without a comparison in brackets, and not at all
 * when it is told by another game or product, whose name must not reach the listing.
 */
function publicAudience(audience: string, app: string): string {
  const plain = audience.replace(BRACKETED_COMPARISON, '').trim();
  const liked = LIKING.exec(plain)?.[1] ?? '';
  return BY_ANOTHER_PRODUCT.test(plain) || brandsIn(liked, [app]).length > 0 ? '' : plain;
}

/** Every text the visitor wrote, in the request's order: the copy's facts and numbers come from here. */
export function givenTexts(request: StoreDescriptionRequest): string[] {
  return [
    request.app_name,
    request.app_category,
    request.target_audience ?? '',
    ...request.key_features,
    ...request.unique_selling_points,
  ];
}

/** The claim check of a brief; the app type is the visitor's answer too ("a word game" is grounded by "game"). */
export function briefClaimCheck(request: StoreDescriptionRequest): ClaimCheck {
  return claimCheckFor([request.app_type, ...givenTexts(request)]);
}

export function readListingFacts(request: StoreDescriptionRequest): ListingFacts {
  const tone = TONES[request.app_type];
  const category = plainLine(request.app_category);
  const app = plainLine(request.app_name) || request.app_name.replace(/[<>]/g, '').trim();
  const audience = publicAudience(
    withoutEndPunctuation(spelledOut(plainLine(request.target_audience)).replace(LEADING_FOR, '')),
    app,
  );
  const pack = packFor(category, request.app_type);
  const given = givenTexts(request);
  const subject = appSubject({
    name: request.app_name,
    category: request.app_category,
    audience: request.target_audience,
    features: request.key_features,
  });
  // The visitor's sentences, not the name or the category, whose every word may be capitalised ("Wear OS / Care homes").
  const kept = capitalsKept([request.target_audience ?? '', ...request.key_features, ...request.unique_selling_points]);
  return {
    app,
    kind: kindOfListing(category, request.app_type === 'game', subject, pack.kind, kept),
    // "Mitglieder und Vorstand von Kleingartenvereinen": an English frame around it is neither language.
    audience: audience && readsAsEnglish(audience) ? midSentenceKeeping(audience, kept) : null,
    subject,
    features: phrasesOf(request.key_features),
    sellingPoints: phrasesOf(request.unique_selling_points),
    pack,
    tone,
    seed: seedOf(JSON.stringify(request)),
    given,
    claims: briefClaimCheck(request),
  };
}

function phrasesOf(rows: readonly string[]): Phrase[] {
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const phrase = readPhrase(plainLine(row));
    if (!phrase || seen.has(phrase.bullet.toLowerCase())) return [];
    seen.add(phrase.bullet.toLowerCase());
    return [phrase];
  });
}

/**
 * The lines that say what the app does, without settings and side lines ("price list", "portrait
 * mode"), unless the app is about them ("Tilekit Widgets": its widget lines are its core).
 */
export const coreOf = (facts: ListingFacts, phrases: readonly Phrase[] = facts.features): Phrase[] =>
  coreFeatures(phrases, `${facts.app} ${facts.kind}`);
