import { brandWarnings, packFor, usesCjk } from '@aiapp/listing-copy';
import { containsHtml, plainBlock } from '@aiapp/contracts';
import type { AsoRequest, AsoResponse } from '@aiapp/contracts';
import { asoWarnings } from './aso-warnings';
import { extractKeywords, withoutSubsumed } from './extract-keywords';
import { buildKeywordField } from './keyword-field';
import { cjkKeywords, keywordFieldWords, meaningfulTerms } from './listing-terms';
import { rewriteDescription } from './rewrite-description';
import { buildShortDescription } from './short-description';
import { brandFor, suggestSubtitles, suggestTitles } from './title-suggestions';

const KEYWORDS_SHOWN = 20;

/** Keywords, store-ready titles, subtitle, keyword field, short and full description for one app. */
export function optimizeAso(request: AsoRequest): AsoResponse {
  const plainDescription = plainBlock(request.description);
  const hadHtml = containsHtml(request.description);
  const pack = packFor(request.category || request.app_name);
  const source = { appName: request.app_name, category: request.category, description: plainDescription };
  // The English tagger reads Japanese, Chinese and Korean as whole clauses: those get segmented words.
  const extracted = usesCjk(`${request.app_name} ${plainDescription}`)
    ? cjkKeywords(source)
    : withoutSubsumed(extractKeywords(source));
  const ranked = meaningfulTerms(extracted, plainDescription);
  const brand = brandFor(request.app_name);
  const titles = suggestTitles(request.app_name, ranked, pack);
  const subtitles = suggestSubtitles(titles[0] ?? brand, ranked, pack);
  const description = rewriteDescription(brand, plainDescription, ranked, pack);
  const shown = ranked.slice(0, KEYWORDS_SHOWN);
  return {
    keywords: shown.map((keyword) => keyword.display),
    keyword_details: shown.map((keyword) => ({
      keyword: keyword.display,
      score: keyword.score,
      occurrences: keyword.occurrences,
      density_percent: keyword.densityPercent,
    })),
    title_suggestions: titles,
    subtitle_suggestions: subtitles,
    // Apple indexes the name and subtitle already: the field holds only words they lack.
    app_store_keywords: buildKeywordField(keywordFieldWords(ranked, pack, request.category), [
      request.app_name,
      titles[0] ?? '',
      subtitles[0] ?? '',
    ]),
    play_short_description: buildShortDescription(brand, plainDescription, ranked),
    description_optimized: description.text,
    description_changes: description.changes,
    warnings: [
      ...asoWarnings({
        appName: request.app_name,
        brand,
        plainDescription,
        hadHtml,
        shortened: description.shortened,
        keywords: ranked,
      }),
      ...brandWarnings(request.app_name, [{ label: 'Your description', text: plainDescription }]),
    ],
  };
}
