import path from 'node:path';
import { GATEWAY_PORT, SERVICE_NAMES, SERVICES } from '@aiapp/contracts';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface Deployable {
  name: string;
  /** The workspace folder, relative to the repository root. */
  dir: string;
  port: number;
  /** Built or content folders, besides the workspaces' dist, that the process reads at run time. */
  runtimeFiles: readonly string[];
}

const RUNTIME_FILES: Readonly<Record<string, readonly string[]>> = {
  gateway: ['web/dist'],
  'text-gen': ['services/text-gen/content'],
};

/** Everything that ships as an image: the gateway and every service of the route table. */
export const DEPLOYABLES: readonly Deployable[] = [
  { name: 'gateway', dir: 'gateway', port: GATEWAY_PORT },
  ...SERVICE_NAMES.map((name) => ({ name, dir: `services/${name}`, port: SERVICES[name].port })),
].map((deployable) => ({ ...deployable, runtimeFiles: RUNTIME_FILES[deployable.name] ?? [] }));

/** The gateway's upstream settings: env key -> the service and port it must point at. */
export const GATEWAY_UPSTREAMS = SERVICE_NAMES.map((name) => ({
  key: SERVICES[name].urlEnv,
  service: name,
  port: SERVICES[name].port,
}));

export function repoPath(...parts: string[]): string {
  return path.join(REPO_ROOT, ...parts);
}
