import type { PrivacyPolicyResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';
import { toRequest, type PolicyFormValues } from './policyForm';

/** A generated policy together with the app name its download files are named after. */
export interface GeneratedPolicy {
  appName: string;
  policy: PrivacyPolicyResponse;
}

export async function generatePrivacyPolicy(values: PolicyFormValues, signal: AbortSignal): Promise<GeneratedPolicy> {
  const request = toRequest(values);
  const policy = await postJson('generatePrivacyPolicy', request, { signal });
  return { appName: request.app_name, policy };
}
