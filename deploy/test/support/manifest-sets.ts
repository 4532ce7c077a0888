import { DEPLOYABLES, repoPath } from './deployables';
import { OVERLAYS, generatorData, readKustomization, renderOverlay, resourceObjects, type K8sObject } from './kustomize';

export interface ManifestSet {
  label: string;
  objects: K8sObject[];
}

/** The base as written, with its generated ConfigMaps under their plain names. */
function baseSet(): ManifestSet {
  const dir = repoPath('k8s/base');
  const configMaps = (readKustomization(dir).configMapGenerator ?? []).map((generator): K8sObject => ({
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: generator.name },
    data: generatorData(dir, generator),
  }));
  return { label: 'base', objects: [...resourceObjects(dir), ...configMaps] };
}

/** What the checks run on: the base as written, and each overlay as kubectl renders it. */
export function manifestSets(): ManifestSet[] {
  const rendered = OVERLAYS.map((overlay) => ({ label: `overlay ${overlay} (rendered)`, objects: renderOverlay(overlay) }));
  return [baseSet(), ...rendered];
}

export function find(set: ManifestSet, kind: string, name: string): K8sObject | undefined {
  return set.objects.find((object) => object.kind === kind && object.metadata.name === name);
}

export const DEPLOYABLE_NAMES = DEPLOYABLES.map((deployable) => deployable.name);
