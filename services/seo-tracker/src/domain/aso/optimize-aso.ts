import { containsHtml, plainBlock } from '@aiapp/contracts';
import type { AsoRequest, AsoResponse } from '@aiapp/contracts';
import { asoWarnings } from './aso-warnings';
import { extractKeywords, withoutSubsumed } from './extract-keywords';
import { buildKeywordField } from './keyword-field';
import { optimizeDescription } from './optimize-description';
import { buildShortDescription } from './short-description';
import { brandFor, suggestSubtitles, suggestTitles } from './title-suggestions';

const KEYWORDS_SHOWN = 20;

/** Keywords, store-ready titles, subtitle, keyword field, short and full description for one app. */
export function optimizeAso(request: AsoRequest): AsoResponse {
  const plainDescription = plainBlock(request.description);
  const hadHtml = containsHtml(request.description);
  const ranked = withoutSubsumed(
    extractKeywords({ appName: request.app_name, category: request.category, description: plainDescription }),
  );
  const titles = suggestTitles(request.app_name, ranked);
  const subtitles = suggestSubtitles(titles[0] ?? request.app_name, ranked);
  const description = optimizeDescription(request.app_name, plainDescription, ranked);
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
    app_store_keywords: buildKeywordField(ranked, [request.app_name, titles[0] ?? '', subtitles[0] ?? '']),
    play_short_description: buildShortDescription(request.app_name, plainDescription, ranked),
    description_optimized: description.text,
    warnings: asoWarnings({
      appName: request.app_name,
      brand: brandFor(request.app_name),
      plainDescription,
      hadHtml,
      shortened: description.shortened,
      keywords: ranked,
    }),
  };
}
