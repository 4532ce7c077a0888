/**
 * Removes code points that XML 1.0 forbids (a parser rejects the whole
 * document otherwise): C0 controls except tab/LF/CR, lone surrogates,
 * U+FFFE and U+FFFF.
 */
export function stripInvalidXmlChars(value: string): string {
  let result = '';
  // for..of walks code points, so a lone surrogate arrives on its own.
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const allowed =
      code === 0x9 ||
      code === 0xa ||
      code === 0xd ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (allowed) result += char;
  }
  return result;
}
