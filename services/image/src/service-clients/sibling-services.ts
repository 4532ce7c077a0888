import type { z } from 'zod';
import { ROUTES, type RouteContract } from '@aiapp/contracts';
import { AppError } from '@aiapp/kit';

/**
 * The store kit asks the services that own the privacy pack (legal) and the landing page
 * (text-gen) over HTTP, through their own contracts, rather than importing their code: services
 * never import each other (docs/architecture.md, Store kit).
 */
export interface SiblingServiceUrls {
  readonly legal: string;
  readonly textGen: string;
}

export interface SiblingServices {
  privacyPolicy(
    request: z.input<typeof ROUTES.generatePrivacyPolicy.request>,
  ): Promise<z.output<typeof ROUTES.generatePrivacyPolicy.response>>;
  landingPage(
    request: z.input<typeof ROUTES.generateLandingPage.request>,
  ): Promise<z.output<typeof ROUTES.generateLandingPage.response>>;
}

async function call<C extends RouteContract>(
  baseUrl: string,
  contract: C,
  body: unknown,
  what: string,
): Promise<z.output<C['response']>> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${contract.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(contract.timeoutMs),
    });
  } catch {
    throw new AppError('upstream_unavailable', 502, `The ${what} could not be made right now. Please try again.`);
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500) {
    // A refusal of a profile field the sibling checks (e.g. a name too long for the landing page) is the visitor's to fix.
    const error = (answer as { error?: { message?: string; details?: unknown } } | undefined)?.error;
    throw new AppError('validation_failed', 400, `${what}: ${error?.message ?? 'the profile was refused'}`, error?.details);
  }
  const parsed = contract.response.safeParse(answer);
  if (!response.ok || !parsed.success)
    throw new AppError('upstream_unavailable', 502, `The ${what} could not be made right now. Please try again.`);
  return parsed.data as z.output<C['response']>;
}

export function httpSiblingServices(urls: SiblingServiceUrls): SiblingServices {
  return {
    privacyPolicy: (request) => call(urls.legal, ROUTES.generatePrivacyPolicy, request, 'privacy pack'),
    landingPage: (request) => call(urls.textGen, ROUTES.generateLandingPage, request, 'landing page'),
  };
}
