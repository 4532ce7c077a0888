export { BRAND_NAMES, type BrandName } from './data/brands';
export { CATEGORY_PACKS } from './data/category-packs';
export type { CategoryPack } from './data/pack-types';
export { FEATURE_LEXICON, type FeatureEntry } from './data/feature-lexicon';
export { matchFeature } from './features';
export { packById, packFor } from './packs';
export { isFillerWord, searchTermFilter } from './search-terms';
export {
  brandsIn,
  brandWarnings,
  forbiddenWordsIn,
  hasEmoji,
  isAllCaps,
  isBrandKeyword,
  isBrandName,
  modelTextProblem,
  nameKey,
  titleProblems,
  unsupportedNumbers,
  type ModelTexts,
} from './guard';
export { lineForm, readPhrase, type LineForm, type Phrase } from './language/feature-phrases';
export {
  featureCore,
  featureMention,
  joinsSentence,
  mentionedPhrase,
  readsAsNounPhrase,
  type FeatureMention,
} from './language/feature-mentions';
export { spokenMention } from './language/spoken-mention';
export { wordHas } from './language/tagged-terms';
export { inFirstPerson } from './language/first-person';
export { BUILT_IN_WRITES_ENGLISH, builtInLanguageWarnings, writtenInEnglish } from './language/brief-language';
export { centralFirst, ownList, ownPhrase, ownSentence, ownShortLine } from './language/own-language';
export { categoryParts, inEnglish, isGameCategory, kindOfApp, kindOfListing, namesOnlyShelf } from './language/app-kind';
export { describedApp, type DescribedApp } from './language/described-features';
export {
  appSubject,
  descriptionLead,
  MACHINERY,
  namesSomething,
  PERSON_NOUN,
  type AppSubject,
  type SubjectSources,
} from './language/subject';
export { mentionsSubject, whatItIs, type AppIdentity } from './language/what-it-is';
export {
  fitsShort,
  playShortDescription,
  shortAudience,
  SHORT_DESCRIPTION_MIN,
  type ShortListing,
} from './language/short-description';
export { asGerund, asThirdPerson, isVerbForm, openingVerb } from './language/action-verbs';
export {
  canBeNoun,
  hasInfinitive,
  isListedVerb,
  headNoun,
  isListedGerund,
  isPluralPhrase,
  lemma,
  negatedWords,
  negationScopes,
  nounPhrases,
  segmentWords,
  standsAsSentence,
  usesCjk,
} from './language/grammar';
export {
  asSentence,
  capitalizeFirst,
  isShortPhrase,
  joinList,
  pairOf,
  keywordCase,
  capitalsKept,
  midSentence,
  midSentenceKeeping,
  spelledOut,
  withArticle,
  withoutEndPunctuation,
  withShorterList,
} from './language/phrasing';
export { pick, seedOf, shuffled } from './language/seed';
export * from './claims';
export { groundedLexiconSentences, type LexiconBenefitOptions } from './claims/lexicon-benefits';
export { UNIVERSAL_CTAS } from './data/universal-lines';
export { callsToAction, coreCallsToAction } from './language/calls-to-action';
export { coreFeatures, isDataClaim, isNegation, isSideFeature, isUnfinished } from './language/side-features';
export {
  checkListingField,
  keywordFieldProblems,
  limitCheck,
  type ListingCheck,
  type ListingCheckLevel,
  type ListingContext,
} from './listing-checks';
export { meaningScore } from './feature-meaning';
