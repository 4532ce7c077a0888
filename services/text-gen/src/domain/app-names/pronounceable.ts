import { withoutAccents } from '@aiapp/text';

/**
 * A "can you say it" check for Latin-script names by English syllable structure: every run of
 * consonants between vowels must split into a consonant cluster that can end a syllable and one
 * that can start the next ("Track|Fit" = ck + f, "Hab|it", "Spr|int"); a word starts with a
 * cluster that can start a syllable and ends with one that can end it. Onset and coda clusters
 * after English phonotactics, https://en.wikipedia.org/wiki/English_phonology#Phonotactics,
 * written as spellings (ck, ch, sh, th, ph, ng). Non-Latin words are accepted as they are, and
 * all-capital words are read letter by letter ("GPS", "AI").
 */

const ONSETS = new Set(
  (
    ' b c d f g h j k l m n p q r s t v w x y z ch sh th ph wh qu kn wr gn ' +
    'bl br cl cr dr fl fr gl gr pl pr tr tw dw sc sk sl sm sn sp st sw scr spl spr str squ thr shr chr phr sch'
  ).split(' '),
);

const CODAS = new Set(
  (
    ' b c d f g h k l m n p r s t v w x z ck ch sh th ph ng nk nt nd mp ft lt ld lk lm lp lf rt rd rk rm rn rp rl rb rc rf rg rsh rch rth ' +
    'st sk sp ct pt xt ght gh nch tch lch lth nth mph dth ll ss ff zz tt dd gg mm nn pp rr bb sm ns ms ls rs ds gs ts ks ps bs nts nds ' +
    'cks ngs nks sts mps lts rts rds rld rst nce rse lse mb mn bt wn wl wk wd ws wns wls cs'
  ).split(' '),
);

const VOWEL = /[aeiouy]/;

/** Vowel runs and consonant runs of a word; "y" is a consonant before a vowel at a syllable start ("Yoga", "Kayak"). */
function runsOf(word: string): { letters: string; vowel: boolean }[] {
  const runs: { letters: string; vowel: boolean }[] = [];
  for (let index = 0; index < word.length; index += 1) {
    const letter = word.charAt(index);
    const startsSyllable = index === 0 || VOWEL.test(word.charAt(index - 1));
    const vowel = letter === 'y' ? !(startsSyllable && /[aeiou]/.test(word.charAt(index + 1))) : VOWEL.test(letter);
    const last = runs[runs.length - 1];
    if (last && last.vowel === vowel) last.letters += letter;
    else runs.push({ letters: letter, vowel });
  }
  return runs;
}

/** A run of consonants between two vowels splits into a coda and an onset. */
const splits = (cluster: string) =>
  Array.from({ length: cluster.length + 1 }, (_, cut) => [cluster.slice(0, cut), cluster.slice(cut)] as const).some(
    ([coda, onset]) => CODAS.has(coda) && ONSETS.has(onset),
  );

function isSayable(word: string): boolean {
  const runs = runsOf(word);
  if (!runs.some((run) => run.vowel)) return false;
  return runs.every((run, index) => {
    // "aie", "ooo": three vowel letters in a row rarely read as one sound.
    if (run.vowel) return run.letters.length <= 2 || /^(eau|iou|uee|eye|aye|oya|uoy)$/.test(run.letters);
    if (index === 0) return ONSETS.has(run.letters);
    if (index === runs.length - 1) return CODAS.has(run.letters);
    return splits(run.letters);
  });
}

export function isPronounceable(name: string): boolean {
  return name.split(/[\s\-.&+']+/).every((part) => {
    if (part === '') return true;
    // Acronyms and camel-cased compounds: "GPSHub" → GPS, Hub; "TrackFitness" reads as one word.
    const words = part.split(/(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
    return words.every((word) => {
      const letters = withoutAccents(word);
      if (/^\p{Lu}{2,4}$/u.test(letters) || /^\d+$/.test(letters)) return true;
      const lower = letters.toLowerCase();
      if (!/^[a-z]+$/.test(lower)) return !/[a-z]/.test(lower) || /[aeiouy]/.test(lower);
      return isSayable(lower);
    });
  });
}
