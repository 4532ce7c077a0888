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
