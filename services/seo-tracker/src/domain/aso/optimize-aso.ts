import {
  appSubject,
  BUILT_IN_WRITES_ENGLISH,
  brandWarnings,
  packFor,
  usesCjk,
  type AppSubject,
  type CategoryPack,
} from '@aiapp/listing-copy';
import { containsHtml, plainBlock } from '@aiapp/text';
import type { AsoRequest, AsoResponse } from '@aiapp/contracts';
import { preferModel, type Logger, type ModelClient } from '@aiapp/kit';
import { asoWarnings } from './aso-warnings';
import { extractKeywords, taggingText, withoutSubsumed, type KeywordCandidate } from './extract-keywords';
import { buildKeywordField } from './keyword-field';
import { inNiche, namedInListing } from './word-centrality';
import { otherLanguageLines } from './listing-language';
import { cjkKeywords, keywordFieldWords, meaningfulTerms, withoutDisclaimers } from './listing-terms';
import { askModelForAso } from './model-suggestions';
import { rewriteDescription } from './rewrite-description';
import { buildShortDescription } from './short-description';
import { ownFeatureLines, ownTitleSet } from './own-language-listing';
import { tagOffThread } from '../text/tagged-terms';
import { brandFor, suggestTitleSet } from './title-suggestions';

const KEYWORDS_SHOWN = 20;

/** What the optimizer reads from the visitor's listing, whichever engine writes the suggestions. */
export interface ListingAnalysis {
  plainDescription: string;
  /**
   * The lines the keywords, titles and subtitles are read from: the whole description, or for a
   * listing in another language its lines in that language (`otherLanguageLines`).
   */
  searchedText: string;
  /** Whether the listing is in English: the built-in engine writes English around English lines only. */
  inEnglish: boolean;
  hadHtml: boolean;
  pack: CategoryPack;
  /** The input's meaningful terms, strongest first. */
  ranked: KeywordCandidate[];
  /** The app name as it can stand in a 30-character title. */
  brand: string;
  /** What the app is about ("beekeeping", "parking"), for the titles and the keyword field. */
  subject: AppSubject | null;
}

/** The suggestions an engine writes: titles, subtitles, keyword field, short and full description. */
export type AsoWriting = Pick<
  AsoResponse,
  | 'title_suggestions'
  | 'subtitle_suggestions'
  | 'app_store_keywords'
  | 'play_short_description'
  | 'description_optimized'
  | 'description_changes'
>;

export function analyseListing(request: AsoRequest): ListingAnalysis {
  const plainDescription = plainBlock(request.description);
  const otherLanguage = otherLanguageLines(plainDescription);
  const searchedText = otherLanguage?.join('\n') ?? plainDescription;
  const source = { appName: request.app_name, category: request.category, description: withoutDisclaimers(searchedText) };
  // The English tagger reads Japanese, Chinese and Korean as whole clauses: those get segmented words.
  const extracted = usesCjk(`${request.app_name} ${plainDescription}`)
    ? cjkKeywords(source)
    : withoutSubsumed(extractKeywords(source));
  const terms = meaningfulTerms(extracted, searchedText);
  return {
    plainDescription,
    searchedText,
    inEnglish: otherLanguage === null,
    hadHtml: containsHtml(request.description),
    pack: packFor(request.category || request.app_name),
    // English plurals do not fold another language's words ("vários" is no plural of "vário"): those show as written.
    ranked: otherLanguage ? terms.map((term) => ({ ...term, display: term.written })) : terms,
    brand: brandFor(request.app_name),
    subject: listedSubject(request.app_name, request.category, searchedText),
  };
}

/**
 * What the app is about, when the listing or the category's own niche names it: a subject read off
 * a category part with figures ("age" from "Kids / Ages 3-6") says whom the app serves, and one off
 * a part in another language ("Agricoltura") may be a shelf's name (set H's reader found "age" in keyword fields).
 */
function listedSubject(appName: string, category: string, description: string): AppSubject | null {
  const subject = appSubject({ name: appName, category, description, features: [] });
  return subject && (namedInListing(subject.singular, `${appName}\n${description}`) || inNiche(subject.singular, category))
    ? subject
    : null;
}

/** The built-in engine's suggestions, and whether the visitor's text had to be cut. */
function writeBuiltIn(request: AsoRequest, analysis: ListingAnalysis): AsoWriting & { shortened: boolean } {
  const { ranked, pack, brand, plainDescription, searchedText, subject, inEnglish } = analysis;
  // A listing in another language gets its own whole phrases, as typed: no English title rules.
  const { titles, subtitles } = inEnglish
    ? suggestTitleSet(request.app_name, ranked, subject, searchedText, request.category)
    : ownTitleSet(brand, ownFeatureLines(searchedText, request.app_name, request.category));
  // The rewrite adds English (an opening line, a call to action): a listing in another language stays as written.
  const description = inEnglish
    ? rewriteDescription(brand, plainDescription, ranked, pack)
    : { text: plainDescription, changes: [], shortened: false };
  return {
    title_suggestions: titles,
    subtitle_suggestions: subtitles,
    // Apple indexes the name and subtitle already: the field holds only words they lack.
    // What the app is about leads the field, unless the name or the suggestions above index it already.
    app_store_keywords: buildKeywordField(
      keywordFieldWords(ranked, request.category, subject, searchedText, request.app_name),
      [request.app_name, titles[0] ?? '', subtitles[0] ?? ''],
      { foldPlurals: inEnglish, keepPhrases: true },
    ),
    play_short_description: buildShortDescription({
      brand,
      description: searchedText,
      category: request.category,
      keywords: ranked,
      subject,
      inEnglish,
    }),
    description_optimized: description.text,
    description_changes: description.changes,
    shortened: description.shortened,
  };
}

export interface AsoDeps {
  model?: ModelClient | undefined;
  logger: Logger;
}

/**
 * Keywords, store-ready titles, subtitle, keyword field, short and full description for one app:
 * from the model when one is configured and its answer passes the same limits and guard, else
 * from the built-in engine. The keyword analysis and the warnings about the input are the same either way.
 */
export async function optimizeAso(request: AsoRequest, deps: AsoDeps): Promise<AsoResponse> {
  // A long description is parsed on the tagging thread when the service has one: the event loop keeps answering.
  await tagOffThread(taggingText(plainBlock(request.description)));
  const analysis = analyseListing(request);
  const answer = await preferModel<AsoWriting & { shortened: boolean }>({
    model: deps.model,
    task: 'aso optimizer',
    logger: deps.logger,
    useModel: async (model) => ({ ...(await askModelForAso(model, request, analysis)), shortened: false }),
    builtIn: () => writeBuiltIn(request, analysis),
  });
  const { shortened, ...writing } = answer.value;
  const shown = analysis.ranked.slice(0, KEYWORDS_SHOWN);
  return {
    keywords: shown.map((keyword) => keyword.display),
    keyword_details: shown.map((keyword) => ({
      keyword: keyword.display,
      score: keyword.score,
      occurrences: keyword.occurrences,
      density_percent: keyword.densityPercent,
    })),
    ...writing,
    warnings: [
      ...asoWarnings({
        appName: request.app_name,
        brand: analysis.brand,
        plainDescription: analysis.plainDescription,
        hadHtml: analysis.hadHtml,
        shortened,
        keywords: analysis.ranked,
      }),
      ...brandWarnings(request.app_name, [{ label: 'Your description', text: analysis.plainDescription }]),
      ...(answer.engine === 'built-in' && !analysis.inEnglish ? [BUILT_IN_WRITES_ENGLISH] : []),
    ],
    engine: answer.engine,
    fallback_reason: answer.fallback_reason,
    model_skipped: answer.model_skipped,
  };
}
