export { claimCheckFor, warmClaimCheck, type ClaimCheck, type ClaimCheckOptions } from './grounding';
export { warmListingClaims } from './warm-up';
export { groundingFor, keepGrounded, type GroundedText, type Grounding } from './grounded-text';
export { CLAIM_WORDS, NEUTRAL_WORDS } from './neutral-words';
export { REVIEWER_WORDS } from './reviewer-words';
export { supportedLines } from './supported-lines';
