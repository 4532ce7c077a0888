import { modelTextProblem, searchTermFilter } from '@aiapp/listing-copy';
import { AsoSuggestions, type AsoRequest } from '@aiapp/contracts';
import { characterCount, QUOTED_BANNED_TITLE_WORDS, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { plainBlock, plainLine, stripMarkdown } from '@aiapp/text';
import { ModelFailure, type ModelClient } from '@aiapp/kit';
import { buildKeywordField } from './keyword-field';
import { fieldWorthy } from './listing-terms';
import type { AsoWriting, ListingAnalysis } from './optimize-aso';
import { DESCRIPTION_MAX, VISIBLE_OPENING } from './rewrite-description';
import { isStoreReadyShortDescription } from './short-description';
import { storeReadySubtitles, storeReadyTitles } from './title-suggestions';

const L = STORE_TEXT_LIMITS;
const STORE_LIMIT_NUMBERS = [...Object.values(L).map((limit) => limit.max.toLocaleString('en')), String(VISIBLE_OPENING)];

const INSTRUCTIONS = `You are an App Store Optimization consultant. From an app's name, category and description, write
store metadata a developer pastes into App Store Connect and the Google Play Console as is.
Rules:
- Use only facts from the description. Never invent features, prices, awards, ratings, user numbers or statistics.
- Never put another app's, brand's or platform's name in a title, subtitle, keyword or the short description.
- Write in the language of the description's feature lines, and never name that language in a title or subtitle.
- Titles: "Name: benefit", the app name first, at most ${L.appStoreName.max} characters, whole words, never cut.
- Subtitles: benefit phrases of at most ${L.appStoreSubtitle.max} characters that repeat no word of the title.
- No emoji, no ALL CAPS, none of ${QUOTED_BANNED_TITLE_WORDS} in titles, subtitles or the short description.
- keywords: single words people search for, singular, not in the app name, not negated in the description
  (an app with "no ads" is not about "ads"), not the category's own name.
- description_optimized: the description rewritten in plain text; its first ${VISIBLE_OPENING} characters carry the hook and
  the main keywords; each feature becomes a benefit; no sentence twice; at most ${DESCRIPTION_MAX} characters.
- description_changes: one entry per change, saying what changed and why.`;

/** Keyword words from the model, through the built-in engine's rules (filler, negated words, brands, category words). */
function keywordCandidates(words: readonly string[], request: AsoRequest, analysis: ListingAnalysis): string[] {
  const searchable = searchTermFilter(analysis.plainDescription);
  const candidates = words.flatMap((entry) => entry.split(/[\s,]+/)).filter((word) => word && searchable(word));
  return fieldWorthy(candidates, request.category);
}

/**
 * The model engine for the ASO optimizer. Every part of its answer goes through the same limits
 * and guard as the built-in engine's: whole titles and subtitles within 30 characters without
 * claims, emoji, caps or brands; the keyword field built by the same code within 100 bytes; the
 * short description under Play's metadata policy; and the guard every text tool shares over all
 * of it. A part with nothing left sends the whole answer back to the built-in engine, with the reason.
 */
export async function askModelForAso(model: ModelClient, request: AsoRequest, analysis: ListingAnalysis): Promise<AsoWriting> {
  const answer = await model.generate({
    schema: AsoSuggestions,
    name: 'aso_suggestions',
    instructions: INSTRUCTIONS,
    input: JSON.stringify(
      { app_name: request.app_name, category: request.category || null, description: analysis.plainDescription },
      null,
      2,
    ),
  });
  const { brand } = analysis;
  const brandKey = brand.toLocaleLowerCase('en');
  const titles = storeReadyTitles(
    answer.title_suggestions.map((title) => plainLine(stripMarkdown(title))),
    brand,
  ).filter((title) => title.toLocaleLowerCase('en').includes(brandKey));
  if (titles.length === 0) throw new ModelFailure('none of its titles fit the store rules');
  const subtitles = storeReadySubtitles(answer.subtitle_suggestions.map((subtitle) => plainLine(stripMarkdown(subtitle))));
  if (subtitles.length === 0) throw new ModelFailure('none of its subtitles fit the store rules');
  const short = plainLine(stripMarkdown(answer.play_short_description));
  if (!short || !isStoreReadyShortDescription(short, request.app_name))
    throw new ModelFailure("its short description broke Google Play's metadata rules");
  const description = plainBlock(stripMarkdown(answer.description_optimized));
  if (!description) throw new ModelFailure('its answer left the description empty');
  if (characterCount(description) > DESCRIPTION_MAX)
    throw new ModelFailure(`its description was longer than ${DESCRIPTION_MAX.toLocaleString('en')} characters`);
  const keywordField = buildKeywordField(keywordCandidates(answer.keywords, request, analysis), [
    request.app_name,
    titles[0] as string,
    subtitles[0] as string,
  ]);
  if (!keywordField) throw new ModelFailure('none of its keywords fit the keyword field');
  const changes = answer.description_changes.map((change) => plainLine(stripMarkdown(change))).filter(Boolean);

  const given = [request.app_name, request.category, analysis.plainDescription];
  const problem =
    modelTextProblem({
      texts: [...titles, ...subtitles, short, description, keywordField],
      given,
      ownName: request.app_name,
      pack: analysis.pack,
    }) ??
    // The explanations are for the visitor, not the store: they may quote the stores' limits.
    modelTextProblem({
      texts: changes,
      given: [...given, ...STORE_LIMIT_NUMBERS],
      ownName: request.app_name,
      pack: analysis.pack,
    });
  if (problem) throw new ModelFailure(problem);
  return {
    title_suggestions: titles,
    subtitle_suggestions: subtitles,
    app_store_keywords: keywordField,
    play_short_description: short,
    description_optimized: description,
    description_changes: changes,
  };
}
