import type { K8sObject } from './kustomize';

interface Validatable {
  validate(): void;
}
type ModelClass = new (data: object) => Validatable;

/** kubernetes-models' module folder for an apiVersion: the core group lives at the top. */
function modelModule(apiVersion: string, kind: string): string {
  return `kubernetes-models/${apiVersion.includes('/') ? apiVersion : `v1`}/${kind}`;
}

/**
 * Checks an object against the Kubernetes OpenAPI schema for its apiVersion and kind (types,
 * required fields, enums). Returns the problems; an unknown apiVersion/kind is one.
 */
export function schemaProblems(object: K8sObject): string[] {
  let Model: ModelClass;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Model = (require(modelModule(object.apiVersion, object.kind)) as Record<string, ModelClass>)[object.kind] as ModelClass;
  } catch {
    return [`unknown apiVersion/kind ${object.apiVersion} ${object.kind}`];
  }
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
