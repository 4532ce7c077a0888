import { englishShare } from '@aiapp/text';

/**
 * From this share of English words (`englishShare`) over all the visitor's lines, a brief is
 * written in English. English frames around "Kehrwoche-Plan für das ganze Haus" or "correction
 * mot à mot, accords expliqués" are neither language, and a French brief shares many words with
 * English ("correction", "mode", "programme", "parents"): one line in English of five is not enough.
 */
const ENGLISH_BRIEF_SHARE = 0.6;

/**
 * Whether the visitor wrote their lines (features, selling points) in English. The built-in
 * engine writes English: for a brief in another language it keeps the visitor's lines as typed
 * and writes no English sentence around them.
 */
export function writtenInEnglish(lines: readonly string[]): boolean {
  return englishShare(lines.join('\n')) >= ENGLISH_BRIEF_SHARE;
}

/** What an answer of the built-in engine tells a visitor whose lines are in another language. */
export const BUILT_IN_WRITES_ENGLISH =
  'Your lines are not in English, and the built-in engine writes English: your lines are kept as you typed them, ' +
  'with no English sentence written around them. With a text model configured, the copy is written in the language of your lines.';

/** The built-in engine's warnings on the language of the visitor's lines: [] for an English brief. */
export function builtInLanguageWarnings(lines: readonly string[]): string[] {
  return writtenInEnglish(lines) ? [] : [BUILT_IN_WRITES_ENGLISH];
}
