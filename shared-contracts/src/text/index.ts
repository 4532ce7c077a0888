/**
 * Text helpers every package shares, so each rule exists once: escapeMarkup (the one HTML/XML
 * escaper), toPlainText / plainLine / HTML_TAG_PATTERN (markup to store plain text),
 * STOP_WORDS (English function words) and WORDS_PER_MINUTE / readMinutes (read times).
 */
export * from './escape-markup';
export * from './plain-text';
export * from './stop-words';
export * from './reading-speed';
