import {
  DATA_COLLECTED_CHOICES,
  type DataCollectedChoice,
  type PolicyAudience,
  type PrivacyPolicyRequest,
} from '@aiapp/contracts';

/** What every section builder reads: the visitor's answers, cleaned, plus the date. */
export interface PolicyContext {
  appName: string;
  companyName: string;
  email: string;
  website: string;
  /** The selected categories, de-duplicated, in the form's order. */
  choices: DataCollectedChoice[];
  /** Who the app is for; undefined when the visitor did not say (the policy then claims neither way). */
  audience: PolicyAudience | undefined;
  /** True only when the visitor confirmed the app sells nothing and tracks nobody; the policy then says so. */
  noSaleOrTracking: boolean;
  /** The visitor's own purpose for a selected category, one line, when they gave one. */
  ownPurposes: Partial<Record<DataCollectedChoice, string>>;
  effectiveDate: string;
}

/**
 * User text goes into headings, list items and table cells: one line of printable text, so a
 * newline or control character in a name cannot start a new paragraph, heading or list.
 */
function singleLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function policyContext(request: PrivacyPolicyRequest, effectiveDate: string): PolicyContext {
  const selected = new Set(request.data_collected);
  const choices = DATA_COLLECTED_CHOICES.filter((choice) => selected.has(choice));
  const ownPurposes: Partial<Record<DataCollectedChoice, string>> = {};
  for (const choice of choices) {
    const purpose = singleLine(request.data_purposes?.[choice] ?? '');
    if (purpose) ownPurposes[choice] = purpose;
  }
  return {
    appName: singleLine(request.app_name),
    companyName: singleLine(request.company_name),
    email: singleLine(request.email),
    website: singleLine(request.website),
    choices,
    audience: request.audience,
    noSaleOrTracking: request.no_sale_or_tracking === true,
    ownPurposes,
    effectiveDate,
  };
}

export const collects = (ctx: PolicyContext, choice: DataCollectedChoice) => ctx.choices.includes(choice);
export const collectsAnything = (ctx: PolicyContext) => ctx.choices.length > 0;
export const hasContact = (ctx: PolicyContext) => Boolean(ctx.email || ctx.website);

export const isForChildren = (ctx: PolicyContext) => ctx.audience === 'children' || ctx.audience === 'mixed';
