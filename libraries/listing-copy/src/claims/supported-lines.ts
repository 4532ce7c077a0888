import type { ClaimCheck } from './grounding';

/** Stock lines with the app's name filled in, less the ones that claim what the brief does not support. */
export function supportedLines(lines: readonly string[], check: ClaimCheck, app: string): string[] {
  return lines.map((line) => line.replaceAll('{app}', app)).filter((line) => check.supports(line));
}
