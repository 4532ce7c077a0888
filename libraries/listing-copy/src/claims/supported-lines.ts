import type { FeatureEntry } from '../data/feature-lexicon';
import { singular } from '@aiapp/text';
import { lineCoverage } from '../features';
import { lemma } from '../language/grammar';
import { claimCheckFor, type ClaimCheck } from './grounding';
import { CLAIM_WORDS } from './neutral-words';

/** Stock lines with the app's name filled in, less the ones that claim what the brief does not support. */
export function supportedLines(lines: readonly string[], check: ClaimCheck, app: string): string[] {
  return lines.map((line) => line.replaceAll('{app}', app)).filter((line) => check.unsupported(line).length === 0);
}

/** An entry whose match covers this much of a line is about that line, not matched on a trigger word. */
const CONFIDENT_COVERAGE = 0.6;

/**
 * A lexicon entry's benefit sentences that may explain one feature line. When the entry is
 * plainly about the line ("Dark mode"), its sentences may use the entry's own words ("easy on
 * the eyes at night") but no claim of their own ("free", "shared", "automatically") the brief
 * does not make. Otherwise each sentence must be supported by the brief and name something of
 * the line itself ("reminders" for "Reminders for feeding"), since an entry matched on a trigger
 * word ("GPS") can describe another kind of app ("Every run or ride is logged").
 */
export function benefitsFor(entry: FeatureEntry, line: string, check: ClaimCheck, app: string): string[] {
  const ownLine = claimCheckFor([line]);
  const confident = lineCoverage(entry, line) >= CONFIDENT_COVERAGE;
  return entry.benefits
    .map((sentence) => sentence.replaceAll('{app}', app))
    .filter((sentence) => {
      const unsupported = check.unsupported(sentence);
      if (confident) return unsupported.every((word) => !CLAIM_WORDS.has(singular(word)) && !CLAIM_WORDS.has(lemma(word)));
      return unsupported.length === 0 && ownLine.anchors(sentence).length > 0;
    });
}
