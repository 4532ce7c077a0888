import type { K8sObject } from './kustomize';
import type { ManifestSet } from './manifest-sets';

/* Just the parts of the Kubernetes types the checks read. */
export interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    secretKeyRef?: { name: string; key: string; optional?: boolean };
    configMapKeyRef?: { name: string; key: string };
  };
}
export interface Probe {
  httpGet?: { path: string; port: string | number };
}
export interface Container {
  name: string;
  image: string;
  ports?: { name?: string; containerPort: number }[];
  env?: EnvVar[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  lifecycle?: { preStop?: { sleep?: { seconds: number }; exec?: { command: string[] } } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { readOnlyRootFilesystem?: boolean; allowPrivilegeEscalation?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string }[];
}
export interface PodSpec {
  serviceAccountName?: string;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number; seccompProfile?: { type: string } };
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}
export interface DeploymentLike extends K8sObject {
  spec: {
    replicas?: number;
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: PodSpec };
  };
}

export interface ProvidedValue {
  from: 'value' | 'configmap' | 'secret';
  value?: string;
  secret?: { name: string; key: string; optional: boolean };
}

/** Every variable the container gets, resolved through the ConfigMaps of the set. */
export function resolveEnv(set: ManifestSet, container: Container): Map<string, ProvidedValue> {
  const provided = new Map<string, ProvidedValue>();
  for (const source of container.envFrom ?? []) {
    const name = source.configMapRef?.name;
    const configMap = set.objects.find((object) => object.kind === 'ConfigMap' && object.metadata.name === name);
    if (!configMap) throw new Error(`${set.label}: container ${container.name} reads ConfigMap ${name}, which does not exist`);
    for (const [key, value] of Object.entries((configMap.data ?? {}) as Record<string, string>))
      provided.set(key, { from: 'configmap', value });
  }
  for (const variable of container.env ?? []) {
    const secretRef = variable.valueFrom?.secretKeyRef;
    if (secretRef)
      provided.set(variable.name, {
        from: 'secret',
        secret: { name: secretRef.name, key: secretRef.key, optional: secretRef.optional ?? false },
      });
    else provided.set(variable.name, { from: 'value', value: variable.value });
  }
  return provided;
}

/** The name a generated object had before kustomize appended its content hash. */
export function baseName(name: string): string {
  return name.replace(/-[a-z0-9]{10}$/, '');
}
