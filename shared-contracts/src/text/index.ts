/**
 * Text helpers every package shares, so each rule exists once:
 * escape-markup: escapeMarkup, the one HTML/XML escaper.
 * plain-text: plainBlock, plainLine, stripMarkdown, containsHtml, HTML_TAG_PATTERN (HTML and
 *   Markdown to the plain text the stores take).
 * stop-words: STOP_WORDS, GENERIC_STORE_WORDS (words that are never keywords on their own).
 * reading-speed: WORDS_PER_MINUTE, readMinutes, countWords (every "N min read").
 */
export * from './escape-markup';
export * from './plain-text';
export * from './stop-words';
export * from './reading-speed';
