const VOWELS = 'aeiouy';

// Clusters English speakers read without trouble even when three consonants meet.
const EASY_CLUSTERS =
  /(str|spr|scr|spl|thr|chr|shr|sch|tch|nch|nth|ngl|ngs|nds|rst|rld|mpl|mps|ndl|ntr|ckr|rtl|nkl|ckl|stl|ckb|ckp|ckm|ckl|ghtl)/g;

/**
 * A rough "can you say it" check for Latin-script names: no run of more than three consonants
 * (two for unusual clusters), no run of three vowels, and a vowel in every word.
 * Non-Latin words are accepted as they are: the check has nothing to say about them.
 */
export function isPronounceable(name: string): boolean {
  return name.split(/[\s-]+/).every((word) => {
    const letters = word.toLowerCase();
    if (!/^[a-z]+$/.test(letters)) return !/[a-z]/.test(letters) || /[aeiouy]/.test(letters);
    if (!/[aeiouy]/.test(letters)) return /^[a-z]{1,3}$/.test(letters) && letters.length <= 3;
    const eased = letters.replace(EASY_CLUSTERS, 'cc');
    let consonants = 0;
    let vowels = 0;
    for (const letter of eased) {
      const isVowel = VOWELS.includes(letter);
      consonants = isVowel ? 0 : consonants + 1;
      vowels = isVowel ? vowels + 1 : 0;
      if (consonants > 3 || vowels > 2) return false;
    }
    return true;
  });
}
