/**
 * Words a sample review may use on top of the neutral ones: how a person rates and reacts to
 * any app (stars, updates, bugs, polish, recommending it), never a capability, object, audience,
 * price model or platform. "sync", "widget", "dark mode", "my kids", "our team" are claims and
 * stay out: a review names those only when the visitor listed them.
 */
export const REVIEWER_WORDS: ReadonlySet<string> = new Set(
  (
    'star rating review recommend recommendation update crash freeze bug glitch polish potential expectation expect ' +
    'impress disappoint frustrate deserve keeper whim uninstall delete download idea job basics edge caveat ' +
    'option flawless perfect solid decent okay fine special rough unfinished half unusable slow fiddly confusing ' +
    'thank team friend touch mention difference point depth note elsewhere dread minute week month afternoon ' +
    'middle curve learning design setup tap button attempt problem fix misbehave fail barely work expect ' +
    'wish step ask deal handle path way screen phone start open place earn sit compare complication complicate ' +
    'favourite favorite reason keep love like try tell go adding add run speak make made people look nice mixed ' +
    'feeling wow honestly genuinely actually clearly nicely thought check keep give win stick see feel fall waste ' +
    'advertise halfway jury four five promise complaint couple say please improve hope forward top me'
  ).split(/\s+/),
);
