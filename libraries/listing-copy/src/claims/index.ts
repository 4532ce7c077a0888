export { claimCheckFor, warmClaimCheck, type ClaimCheck } from './grounding';
export { keepGrounded, type GroundedText } from './grounded-text';
export { NEUTRAL_WORDS } from './neutral-words';
export { warmListingCopy } from './warm';
export { benefitsFor, supportedLines } from './supported-lines';
