import { appSubject, claimCheckFor, type AppSubject, type ClaimCheck, type SubjectSources } from '@aiapp/listing-copy';
import { memoized } from '@aiapp/text';
import type { LandingPageRequest } from '@aiapp/contracts';

/**
 * The words a landing page may use: the visitor's name, category, description, features and
 * call to action, plus the stores and the privacy policy when their links are given (the page
 * names them), the neutral words, and nothing else (docs/text-generation.md, "The claim check").
 */
export function landingClaimCheck(request: LandingPageRequest): ClaimCheck {
  return claimCheckFor([
    request.app_name,
    request.category,
    request.description,
    request.cta_text,
    ...request.features,
    // What the page itself holds when the visitor gave the links: store buttons, a linked policy.
    request.app_store_url ? 'App Store buttons listing' : '',
    request.play_store_url ? 'Google Play buttons listing' : '',
    request.privacy_url ? 'privacy policy linked at the bottom' : '',
  ]);
}

/** Pages whose subject is kept: the copy and the claim check's last pass each ask for it. */
const SUBJECTS_KEPT = 1000;

const subjectOf = memoized((sources: string) => appSubject(JSON.parse(sources) as SubjectSources), SUBJECTS_KEPT);

/**
 * What the app is about, from its name, category, description and features ("plants", "parking"),
 * worked out once per page (each call reads every feature line). Shared: not to be changed.
 */
export const landingSubject = (request: LandingPageRequest): AppSubject | null =>
  subjectOf(
    JSON.stringify({
      name: request.app_name,
      category: request.category,
      description: request.description,
      features: request.features,
    } satisfies SubjectSources),
  );

const FOR_WHOM = /\b(?:designed|made|built|perfect|ideal|great|meant|created)\s+for\s+([^.!?;:()]{3,80})/i;

/**
 * Who the app is for, only when the visitor's description says so ("made for hobby
 * beekeepers"); otherwise nothing: a category's audience line would be a claim of our own.
 */
export function visitorAudience(description: string): string | null {
  const said = FOR_WHOM.exec(description)?.[1]
    ?.trim()
    .replace(/[\s,]+(?:and|or|who|that|with)?$/i, '');
  return said ? said : null;
}
