import { readsAsEnglish } from '@aiapp/text';

/**
 * The lines of a listing written in another language, when most of its lines are: "carteirinha de
 * vacinação digital", "jadwal ronda malam otomatis" under one English paragraph. Null for a
 * listing in English. A line is English when more than half its words are (`readsAsEnglish`), as
 * `searchWordFilter` reads lines; the keyword field, titles and subtitles of a listing in another
 * language take their words from its other-language lines only, so none is English ("vaccination",
 * "night-watch") and none names the language the listing is in ("Brazilian Portuguese").
 */
export function otherLanguageLines(description: string): string[] | null {
  const lines = description
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /\p{L}/u.test(line));
  const other = lines.filter((line) => !readsAsEnglish(line));
  return other.length * 2 > lines.length ? other : null;
}
