import { DATA_COLLECTED_CHOICES, type DataCollectedChoice, type PrivacyPolicyRequest } from '@aiapp/contracts';

/** What every section builder reads: the visitor's answers, cleaned, plus the date. */
export interface PolicyContext {
  appName: string;
  companyName: string;
  email: string;
  website: string;
  /** The selected categories, de-duplicated, in the form's order. */
  choices: DataCollectedChoice[];
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
  return {
    appName: singleLine(request.app_name),
    companyName: singleLine(request.company_name),
    email: singleLine(request.email),
    website: singleLine(request.website),
    choices: DATA_COLLECTED_CHOICES.filter((choice) => selected.has(choice)),
    effectiveDate,
  };
}

export const collects = (ctx: PolicyContext, choice: DataCollectedChoice) => ctx.choices.includes(choice);
export const collectsAnything = (ctx: PolicyContext) => ctx.choices.length > 0;
export const hasContact = (ctx: PolicyContext) => Boolean(ctx.email || ctx.website);
