import type { Request } from 'express';

/** What differs between installations of the same build: where it is served and who runs it. */
export interface SiteSettings {
  /** e.g. https://aiapptoolkit.example; without it, the address the request came in on. */
  publicBaseUrl?: string;
  /** Shown on /contact; without it, the page says none is configured. */
  contactEmail?: string;
}

const SAFE_HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/** The origin used in canonical links, Open Graph tags and the sitemap. */
export function siteOrigin(settings: SiteSettings, req: Request): string {
  if (settings.publicBaseUrl) return settings.publicBaseUrl.replace(/\/+$/, '');
  const host = req.get('host') ?? '';
  // The Host header is the client's to choose: never echo anything but a plain host name.
  return `${req.protocol}://${SAFE_HOST.test(host) ? host : 'localhost'}`;
}
