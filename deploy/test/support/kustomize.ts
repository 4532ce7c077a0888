import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { repoPath } from './deployables';

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  /** Its shape depends on the kind; tests narrow it with a cast. */
  spec?: unknown;
  [field: string]: unknown;
}

export interface Kustomization {
  resources?: string[];
  components?: string[];
  patches?: { path?: string; target?: { kind?: string; name?: string } }[];
  configMapGenerator?: { name: string; behavior?: string; literals?: string[]; envs?: string[] }[];
  secretGenerator?: { name: string; behavior?: string; literals?: string[] }[];
}

export const OVERLAYS = ['dev', 'prod'] as const;
export type Overlay = (typeof OVERLAYS)[number];

export function readYamlDocuments<T = unknown>(file: string): T[] {
  return YAML.parseAllDocuments(fs.readFileSync(file, 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]?.message}`);
    return doc.toJS({ merge: true }) as T;
  });
}

export function readKustomization(dir: string): Kustomization {
  return readYamlDocuments<Kustomization>(path.join(dir, 'kustomization.yaml'))[0] ?? {};
}

/** The objects a kustomization lists as resources, files and folders alike, without rendering. */
export function resourceObjects(dir: string): K8sObject[] {
  const kustomization = readKustomization(dir);
  const own = (kustomization.resources ?? []).flatMap((entry) => {
    const target = path.join(dir, entry);
    return fs.statSync(target).isDirectory() ? resourceObjects(target) : readYamlDocuments<K8sObject>(target);
  });
  const fromComponents = (kustomization.components ?? []).flatMap((component) => resourceObjects(path.join(dir, component)));
  return [...own, ...fromComponents];
}

function resourceFilesOf(dir: string): string[] {
  const kustomization = readKustomization(dir);
  return [...(kustomization.resources ?? []), ...(kustomization.components ?? [])].flatMap((entry) => {
    const target = path.join(dir, entry);
    return fs.statSync(target).isDirectory() ? resourceFilesOf(target) : [target];
  });
}

/** Every YAML file under k8s/ that holds Kubernetes objects: what the overlays and components list. */
export function allResourceFiles(): string[] {
  const roots = [
    ...OVERLAYS.map((overlay) => repoPath('k8s/overlays', overlay)),
    ...fs.readdirSync(repoPath('k8s/components')).map((c) => repoPath('k8s/components', c)),
  ];
  return [...new Set(roots.flatMap(resourceFilesOf))].sort();
}

export type RenderTool = 'kubectl' | 'kustomize';

/**
 * kubectl or kustomize as scripts/ensure-tools.sh unpacks them into .tools/bin (`make test` runs
 * it), never whatever is on PATH: the versions are the project's, and a fresh machine has none.
 */
export function projectTool(name: RenderTool): string {
  const tool = repoPath('.tools/bin', name);
  try {
    fs.accessSync(tool, fs.constants.X_OK);
  } catch {
    throw new Error(
      `${name} is missing from .tools/bin: run \`bash scripts/ensure-tools.sh\` (make test runs it) to unpack Debian's package there.`,
    );
  }
  return tool;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/**
 * The overlay as kubectl (its built-in kustomize, for `kubectl apply -k`) or standalone kustomize
 * renders it. Cached per tool and content of k8s/, because several test files ask.
 */
export function renderOverlay(overlay: Overlay, tool: RenderTool = 'kubectl'): K8sObject[] {
  const binary = projectTool(tool);
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(repoPath('k8s')).sort()) hash.update(file).update(fs.readFileSync(file));
  const cached = path.join(os.tmpdir(), `aiapp-k8s-${tool}-${overlay}-${hash.digest('hex').slice(0, 16)}.yaml`);
  if (!fs.existsSync(cached)) {
    const args = tool === 'kubectl' ? ['kustomize'] : ['build'];
    const output = execFileSync(binary, [...args, repoPath('k8s/overlays', overlay)], { encoding: 'utf8' });
    fs.writeFileSync(cached, output);
  }
  return YAML.parseAllDocuments(fs.readFileSync(cached, 'utf8')).map((doc) => doc.toJS() as K8sObject);
}

/** `KEY=value` lines of a generator's literals or env files. */
export function generatorData(dir: string, generator: { literals?: string[]; envs?: string[] }): Record<string, string> {
  const envLines = (generator.envs ?? []).flatMap((file) => fs.readFileSync(path.join(dir, file), 'utf8').split('\n'));
  const lines = [...(generator.literals ?? []), ...envLines]
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}
