import { isSale, readPurpose, type ReadPurpose } from './purpose';
import {
  DATA_COLLECTED_CHOICES,
  type DataCollectedChoice,
  type PolicyAudience,
  type PrivacyPolicyRequest,
} from '@aiapp/contracts';

/** What the visitor told us about one selected category, beyond ticking it. */
export interface CategoryUse {
  /** Their own purpose, read: phrase, kinds of use, what it rules out. Absent: the neutral default. */
  purpose?: ReadPurpose;
  /** Their own retention period, one line. */
  retention?: string;
  /** The data never leaves the device (an answer, or the purpose says so). */
  onDevice: boolean;
  /** No third party receives it (the `no_third_parties` answer, or the purpose says so). */
  notShared: boolean;
  /** Payment information for something the developer sells (the default), not other financial data. */
  sale: boolean;
}

/** What every section builder reads: the visitor's answers, cleaned, plus the date. */
export interface PolicyContext {
  appName: string;
  companyName: string;
  email: string;
  website: string;
  /** The selected categories, de-duplicated, in the form's order. */
  choices: DataCollectedChoice[];
  /** The selected categories that leave the device: what the developer (or a provider) collects. */
  sent: DataCollectedChoice[];
  uses: Partial<Record<DataCollectedChoice, CategoryUse>>;
  /** The visitor said no third party receives any data, not even a service provider. */
  noThirdParties: boolean;
  /** Who the app is for; undefined when the visitor did not say (the policy then claims neither way). */
  audience: PolicyAudience | undefined;
  /** True only when the visitor confirmed the app sells nothing and tracks nobody; the policy then says so. */
  noSaleOrTracking: boolean;
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
  const uses: Partial<Record<DataCollectedChoice, CategoryUse>> = {};
  const noThirdParties = request.no_third_parties === true;
  const onDevice = new Set(request.data_on_device_only ?? []);
  for (const choice of choices) {
    const purposeText = singleLine(request.data_purposes?.[choice] ?? '');
    const retentionText = singleLine(request.data_retention?.[choice] ?? '');
    const purpose = purposeText
      ? readPurpose(purposeText, choice === 'Usage Analytics' ? 'analytics' : 'functionality')
      : undefined;
    uses[choice] = {
      ...(purpose ? { purpose } : {}),
      ...(retentionText ? { retention: retentionText } : {}),
      onDevice: onDevice.has(choice) || purpose?.onDeviceOnly === true,
      notShared: noThirdParties || purpose?.notShared === true,
      sale: choice === 'Payment Information' && (!purpose || isSale(purposeText)),
    };
  }
  return {
    appName: singleLine(request.app_name),
    companyName: singleLine(request.company_name),
    email: singleLine(request.email),
    website: singleLine(request.website),
    choices,
    sent: choices.filter((choice) => !uses[choice]?.onDevice),
    uses,
    noThirdParties,
    audience: request.audience,
    noSaleOrTracking: request.no_sale_or_tracking === true,
    effectiveDate,
  };
}

const NEUTRAL_USE: CategoryUse = { onDevice: false, notShared: false, sale: true };

/** The use of a category; a category asked for without details (tests, other callers) gets the neutral one. */
export const useOf = (ctx: Pick<PolicyContext, 'uses'>, choice: DataCollectedChoice): CategoryUse =>
  ctx.uses[choice] ?? { ...NEUTRAL_USE, sale: choice === 'Payment Information' };

/** Collected: selected and sent off the device. Data used only on the device is not collected (both stores' definition). */
export const collects = (ctx: PolicyContext, choice: DataCollectedChoice) => ctx.sent.includes(choice);
export const collectsAnything = (ctx: PolicyContext) => ctx.sent.length > 0;
/** Selected at all, including data that stays on the device. */
export const usesAnything = (ctx: PolicyContext) => ctx.choices.length > 0;
export const hasContact = (ctx: PolicyContext) => Boolean(ctx.email || ctx.website);

export const isForChildren = (ctx: PolicyContext) => ctx.audience === 'children' || ctx.audience === 'mixed';
