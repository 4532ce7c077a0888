/**
 * Words any app's listing may use without a brief saying so: how an app is used and what using
 * it feels like, never a capability, object, audience, price model or platform. A word belongs
 * here only when a sentence made of it and the brief's own words could be true of every app
 * ("Get {app} and make the everyday easier"). "share", "sync", "family", "car", "free",
 * "automatically", "together" are claims and stay out.
 */
export const NEUTRAL_WORDS: ReadonlySet<string> = new Set(
  // using an app
  (
    'app application tap swipe scroll click open close download install launch try start begin use get keep make see look ' +
    'find help let take need want choose pick decide set add change edit adjust update show tell know learn feel stay ' +
    'like love enjoy spend stop miss forget remember follow finish complete continue return move reach happen matter ' +
    'manage handle organise organize arrive slip rely trust wait worry fit suit go come give put bring turn leave ' +
    'check save do done mean include offer cover hold notice count ' +
    // things in general
    'thing way time day week month year moment minute second hour step detail information info data everything anything ' +
    'something nothing everyone anyone someone people person user life everyday hassle fuss effort stress part kind ' +
    'type lot bit end first next last choice option place one two three few many much more most less least reason ' +
    'sense phone device screen setting back away inside front behind ahead past rest problem point head value pace ' +
    'size order result feature tool item action extra plenty nobody pocket format become grow drop pop stick lose ' +
    'appreciate build work spot switch copy paste browse send control experience design worth chance think basic ' +
    'create respect insist settle clutter structure system group sort attempt focus revisit whoever pressure ' +
    'preference explore ' +
    'confidence peace mind glance view eye hand look feel fact question answer ' +
    // the listing's own furniture: privacy pointers, headings, calls to action
    'privacy section page safety collect handle label store today now right install listing description detail ' +
    'treat describe curious below above decide leave explain list data ' +
    // how it feels
    'easy easier easily simple simply clear clearly quick quickly fast faster right good great better new little small ' +
    'big whole every each own ready handy useful practical friendly tidy neat calm smooth smoothly reliable real single ' +
    'entire whenever wherever anytime always never again once twice gentle helpful straightforward effortless ' +
    'sure certain able possible important sharp fresh light plain honest direct instead also just still even only ' +
    'well really exactly properly fully ' +
    // joining words the copy's frames use between the visitor's features
    'plus versus'
  ).split(/\s+/),
);

/**
 * Words that say the same thing: when the brief uses one, a sentence may use the others ("photo
 * notes" → "pictures"). Groups are narrow on purpose: each names one object or action.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['photo', 'picture', 'image', 'snapshot', 'pic'],
  ['reminder', 'alert', 'notification', 'nudge', 'prompt', 'remind'],
  ['log', 'record', 'entry', 'history', 'journal'],
  ['export', 'file', 'copy', 'backup'],
  ['offline', 'internet', 'signal', 'connection', 'online'],
  ['chart', 'graph', 'trend', 'progress', 'statistic', 'stat'],
  ['calendar', 'schedule', 'date'],
  ['lock', 'unlock', 'key', 'door'],
  ['subscription', 'recurring'],
  ['ad', 'advert', 'advertisement', 'interrupt', 'interruption'],
  ['account', 'sign-up', 'signup', 'login', 'sign'],
  ['widget', 'home-screen'],
  ['watch', 'wrist'],
  // The kind "children's app" is how the copy writes the category "Kids".
  ['kid', 'child', 'children', "children's"],
  ['track', 'tracking', 'tracker'],
  ['search', 'find', 'look'],
  ['encrypt', 'encrypted', 'encryption', 'protect', 'secure', 'security'],
];

/**
 * Words that make a claim of their own, a price model, a capability or a promise, whatever
 * sentence they stand in: adjectives and adverbs that count as content words, and the words no
 * stock sentence may add even when its lexicon entry is plainly about the line.
 */
export const CLAIM_WORDS: ReadonlySet<string> = new Set(
  (
    'free premium paid unlimited shared automatic automatically encrypted private secure offline online cloud synced ' +
    'ad-free live social multiplayer personalized personalised smart instant instantly guaranteed certified accurate ' +
    'professional official medical clinical safe healthy hourly ' +
    'pay payment paid charge buy purchase fee price cost upgrade unlock trial core essentials subscribe'
  ).split(' '),
);
