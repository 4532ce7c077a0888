import type { PrivacyPolicyRequest, PrivacyPolicyResponse } from '@aiapp/contracts';
import { postJson } from '../../lib/api';

/** A generated policy together with the app name its download files are named after. */
export interface GeneratedPolicy {
  appName: string;
  policy: PrivacyPolicyResponse;
}

export async function generatePrivacyPolicy(request: PrivacyPolicyRequest, signal: AbortSignal): Promise<GeneratedPolicy> {
  const policy = await postJson('generatePrivacyPolicy', request, { signal });
  return { appName: request.app_name, policy };
}
