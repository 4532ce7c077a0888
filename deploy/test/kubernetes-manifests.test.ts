import fs from 'node:fs';
import path from 'node:path';
import { repoPath } from './support/deployables';
import {
  allResourceFiles,
  OVERLAYS,
  readKustomization,
  readYamlDocuments,
  renderOverlay,
  resourceObjects,
  type K8sObject,
} from './support/kustomize';
import { schemaProblems } from './support/kubernetes-schemas';
import { manifestSets } from './support/manifest-sets';

const k8s = repoPath('k8s');

describe('Kubernetes manifests against the Kubernetes schemas', () => {
  test.each(allResourceFiles().map((file) => [path.relative(k8s, file), file]))(
    'Every object in %s is valid for its apiVersion and kind',
    (_name, file) => {
      const problems = readYamlDocuments<K8sObject>(file).flatMap((object) =>
        schemaProblems(object).map((p) => `${object.kind}/${object.metadata?.name}: ${p}`),
      );
      expect(problems).toEqual([]);
    },
  );

  test('When kubectl renders every overlay, then every rendered object is valid', () => {
    for (const set of manifestSets().slice(1)) {
      expect(set.objects.length).toBeGreaterThan(0);
      expect(
        set.objects.flatMap((object) =>
          schemaProblems(object).map((p) => `${set.label} ${object.kind}/${object.metadata.name}: ${p}`),
        ),
      ).toEqual([]);
    }
  });

  test.each(OVERLAYS)('When standalone kustomize builds overlay %s, then it gives the objects kubectl renders', (overlay) => {
    const names = (tool: 'kubectl' | 'kustomize') =>
      renderOverlay(overlay, tool).map((object) => `${object.kind}/${object.metadata.name}`);
    expect(names('kustomize')).toEqual(names('kubectl'));
  });

  test('No Secret is committed: database URLs and the OpenAI key are referenced, never written down', () => {
    const committedSecrets = allResourceFiles()
      .flatMap((file) => readYamlDocuments<K8sObject>(file))
      .filter((object) => object.kind === 'Secret');
    expect(committedSecrets).toEqual([]);
  });
});

describe('Overlays and components change only what the base defines', () => {
  const baseObjects = resourceObjects(repoPath('k8s/base'));
  const baseGenerators = new Set((readKustomization(repoPath('k8s/base')).configMapGenerator ?? []).map((g) => g.name));
  const layers = [
    ...OVERLAYS.map((o) => `overlays/${o}`),
    ...fs.readdirSync(path.join(k8s, 'components')).map((c) => `components/${c}`),
  ];

  test.each(layers)('Every patch in %s targets an object of the base', (layer) => {
    const dir = path.join(k8s, layer);
    const patchTargets = (readKustomization(dir).patches ?? []).flatMap((patch) =>
      patch.target
        ? [{ kind: patch.target.kind, name: patch.target.name }]
        : readYamlDocuments<K8sObject>(path.join(dir, patch.path ?? '')).map((o) => ({ kind: o.kind, name: o.metadata.name })),
    );
    const missing = patchTargets.filter(
      (target) => !baseObjects.some((o) => o.kind === target.kind && o.metadata.name === target.name),
    );
    expect(missing).toEqual([]);
  });

  test.each(layers)('Every ConfigMap merged in %s exists in the base', (layer) => {
    const merged = (readKustomization(path.join(k8s, layer)).configMapGenerator ?? [])
      .filter((g) => g.behavior === 'merge')
      .map((g) => g.name);
    expect(merged.filter((name) => !baseGenerators.has(name))).toEqual([]);
  });
});
