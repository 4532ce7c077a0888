import {
  DATA_COLLECTED_CHOICES,
  type DataCollectedChoice,
  type PolicyAudience,
  type PrivacyPolicyRequest,
} from '@aiapp/contracts';
import type { z } from 'zod';

type PrivacyPolicyRequestInput = z.input<typeof PrivacyPolicyRequest>;

/** The policy form under the request's own field names; the visitor may leave the audience unanswered (''). */
export interface PolicyFormValues {
  app_name: string;
  company_name: string;
  email: string;
  website: string;
  data_collected: DataCollectedChoice[];
  /** '' until the visitor answers; the policy then makes no claim about children either way. */
  audience: PolicyAudience | '';
  /** Why the app collects a ticked category, in the visitor's words; blank keeps the neutral default. */
  data_purposes: Partial<Record<DataCollectedChoice, string>>;
  /** Ticked only when the visitor confirms no sale, no advertising sharing and no tracking; the policy then says so. */
  no_sale_or_tracking: boolean;
}

export const EMPTY_FORM: PolicyFormValues = {
  app_name: '',
  company_name: '',
  email: '',
  website: '',
  data_collected: [],
  audience: '',
  data_purposes: {},
  no_sale_or_tracking: false,
};

/** The audience question, asked plainly; the values are the contract's. */
export const AUDIENCE_CHOICES: Readonly<Record<PolicyAudience, { label: string; hint: string }>> = {
  general: { label: 'Everyone, not made for children', hint: 'A general audience; children under 13 are not its users' },
  children: { label: 'Children under 13', hint: 'Made for kids (Kids category, Google Play Families)' },
  mixed: { label: 'Both children and adults', hint: 'For everyone, including children under 13' },
};

/** What each checkbox covers, so the visitor ticks the boxes that match what the policy will say. */
export const DATA_CHOICE_HINTS: Readonly<Record<DataCollectedChoice, string>> = {
  'Personal Information (name, email)': 'Names and e-mail addresses people type in, e.g. to sign up',
  'Device Information': 'Device model, OS version, device IDs, crash reports',
  'Usage Analytics': 'Screens viewed, features used, session length',
  'Location Data': 'Precise (GPS) or approximate location',
  'Camera/Photos': 'Pictures taken or picked in the app and sent to you',
  Contacts: "Entries from the device's address book",
  'Payment Information': 'Purchases, subscriptions, billing details or other financial data',
  'Health & Fitness': 'Health, symptoms, medication, exercise or activity data',
};

/** People type "acme.com"; the policy needs a full address, so https:// is assumed. */
function withScheme(website: string): string {
  const trimmed = website.trim();
  return trimmed && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? `https://${trimmed}` : trimmed;
}

/** Today in the visitor's own time zone, so the policy is not dated tomorrow or yesterday. */
function localIsoDate(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The request the form sends: what the visitor typed, plus what they do not type (the local
 * date, https:// on a bare domain), and only the answers that apply to what is ticked.
 */
export function completePolicyRequest(values: PolicyFormValues, now = new Date()): PrivacyPolicyRequestInput {
  const dataCollected = DATA_COLLECTED_CHOICES.filter((choice) => values.data_collected.includes(choice));
  // Only ticked categories with a purpose typed in: an unticked box's old text must not travel.
  const purposes: Partial<Record<DataCollectedChoice, string>> = {};
  for (const choice of dataCollected) {
    const purpose = values.data_purposes[choice]?.trim();
    if (purpose) purposes[choice] = purpose;
  }
  return {
    app_name: values.app_name,
    company_name: values.company_name,
    email: values.email,
    website: withScheme(values.website),
    data_collected: dataCollected,
    ...(values.audience ? { audience: values.audience } : {}),
    ...(Object.keys(purposes).length > 0 ? { data_purposes: purposes } : {}),
    // Asked only while something is collected: with nothing collected there is nothing to sell.
    ...(values.no_sale_or_tracking && dataCollected.length > 0 ? { no_sale_or_tracking: true } : {}),
    effective_date: localIsoDate(now),
  };
}
