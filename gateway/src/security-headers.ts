import type { ServerResponse } from 'node:http';
import helmet from 'helmet';

/** The CSP the SPA runs under: no inline or third-party script, previews from data:/blob: URLs. */
const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The embedded default serves plain http on localhost; TLS is the ingress's job.
  upgradeInsecureRequests: null,
};

export const securityHeaders = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

/**
 * The same headers for the API hot path, worked out once: with no nonce in the policy, helmet
 * sets the same values on every response, so they are recorded from one run and copied after.
 */
const recorded = new Map<string, string | number | readonly string[]>();
securityHeaders(
  {} as never,
  {
    setHeader: (name: string, value: string | number | readonly string[]) => recorded.set(name, value),
    removeHeader: () => undefined,
  } as never,
  () => undefined,
);

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of recorded) res.setHeader(name, value);
}
