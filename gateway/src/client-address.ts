import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The client's address: the socket's, or the one the nearest `trustedHops` proxies vouch for in
 * X-Forwarded-For (express's numeric `trust proxy`); whatever a client prepends itself is ignored.
 */
export function clientAddressResolver(trustedHops: number): (req: IncomingMessage) => string {
  const trust = (_address: string, hop: number) => hop < trustedHops;
  return (req) => proxyAddr(req, trust);
}
