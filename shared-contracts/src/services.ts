/** The five back-end services, their default local ports and the gateway's env key for each. */
export const SERVICES = {
  image: { port: 4101, urlEnv: 'IMAGE_SERVICE_URL' },
  'text-gen': { port: 4102, urlEnv: 'TEXT_GEN_SERVICE_URL' },
  'seo-tracker': { port: 4103, urlEnv: 'SEO_TRACKER_SERVICE_URL' },
  legal: { port: 4104, urlEnv: 'LEGAL_SERVICE_URL' },
  email: { port: 4105, urlEnv: 'EMAIL_SERVICE_URL' },
} as const;

export type ServiceName = keyof typeof SERVICES;
export const SERVICE_NAMES = Object.keys(SERVICES) as ServiceName[];
export const GATEWAY_PORT = 8080;
export const EMBEDDED_POSTGRES_PORT = 54329;
