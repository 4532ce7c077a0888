import { logoCharactersMessage } from '@aiapp/contracts';
import { AppError } from '@aiapp/kit';
import { unsupportedCharacters } from './type/shape-line';
import { TEXT_STYLES } from './typography';

/** Characters of the name that some part of some style could not draw (the circular style upper-cases). */
function charactersNoStyleCanDraw(text: string): string[] {
  const missing = Object.values(TEXT_STYLES).flatMap((style) => [
    ...unsupportedCharacters(text, style.typeface),
    ...unsupportedCharacters(text.toUpperCase(), style.typeface),
  ]);
  return [...new Set(missing)];
}

/**
 * Refuses a name the bundled fonts cannot draw with a 400 on the text field, instead of drawing
 * empty boxes. The contract already refuses emoji and other scripts; this catches the symbols
 * the fonts lack (★, →, ♥, …) and any caller that skips the contract.
 */
export function assertLogoFontsCover(text: string): void {
  const missing = charactersNoStyleCanDraw(text);
  if (missing.length === 0) return;
  const message = logoCharactersMessage(missing);
  throw new AppError('validation_failed', 400, message, [{ code: 'unsupported_characters', path: ['text'], message }]);
}
