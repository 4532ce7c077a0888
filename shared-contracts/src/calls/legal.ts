import { z } from 'zod';
import { requiredText } from '../fields';

export const DATA_COLLECTED_CHOICES = [
  'Personal Information (name, email)',
  'Device Information',
  'Usage Analytics',
  'Location Data',
  'Camera/Photos',
  'Contacts',
  'Payment Information',
] as const;

export const PrivacyPolicyRequest = z.object({
  app_name: requiredText(80),
  company_name: requiredText(120),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email('Please enter a valid e-mail address')]))
    .default(''),
  website: z
    .string()
    .trim()
    .max(500)
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Please enter a valid website URL' })]))
    .default(''),
  data_collected: z.array(z.enum(DATA_COLLECTED_CHOICES)).max(DATA_COLLECTED_CHOICES.length).default([]),
});
export type PrivacyPolicyRequest = z.infer<typeof PrivacyPolicyRequest>;

export const PrivacyPolicyResponse = z.object({ policy: z.string() });
export type PrivacyPolicyResponse = z.infer<typeof PrivacyPolicyResponse>;
