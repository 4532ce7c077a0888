/**
 * Text helpers every package shares, so each rule exists once:
 * words: wordsOf (the one tokeniser), normalizeText, words (the folded view).
 * number: singular, plural (English, from `pluralize`).
 * escape-regexp: escapeRegExp, valid under every RegExp flag.
 * escape-markup: escapeMarkup, the one HTML/XML escaper.
 * plain-text: plainBlock, plainLine, stripMarkdown, containsHtml, HTML_TAG_PATTERN (HTML and
 *   Markdown to the plain text the stores take).
 * stop-words: STOP_WORDS (English function words), FILLER_WORDS (marketing filler).
 * reading-speed: WORDS_PER_MINUTE, readMinutes, countWords (every "N min read").
 * proper-words: isProperWord, midSentenceWord, isLanguageName (languages, faiths, weekdays, products keep their capital).
 * memo: memoized (a string function's recent answers, bounded).
 * word-frequency: zipfFrequency (how common a word is in English), isEverydayWord, isEnglishWord,
 *   englishShare (how English a text is), readsAsEnglish (more than half), warmWordFrequencies.
 * edit-distance: withinOneEdit (a typo's distance: "lense" and "lens").
 * sentences: sentences (a text's sentences and lines, in order).
 */
export * from './words';
export * from './number';
export * from './escape-regexp';
export * from './escape-markup';
export * from './plain-text';
export * from './stop-words';
export * from './reading-speed';
export * from './proper-words';
export * from './memo';
export * from './word-frequency';
export * from './edit-distance';
export * from './sentences';
