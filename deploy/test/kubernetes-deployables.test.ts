import fs from 'node:fs';
import { requiredKeysOf, knownKeysOf } from './support/config-keys';
import { DEPLOYABLES, GATEWAY_UPSTREAMS, repoPath } from './support/deployables';
import { DEPLOYABLE_NAMES, find, manifestSets, type ManifestSet } from './support/manifest-sets';
import { baseName, resolveEnv, type DeploymentLike } from './support/pod-spec';

/** Settings that hold credentials: never in a ConfigMap or a literal. */
const SECRET_KEYS = ['DATABASE_URL', 'OPENAI_API_KEY'];
const sets = manifestSets();
const cases = sets.flatMap((set) => DEPLOYABLES.map((deployable) => [deployable.name, set.label, set, deployable] as const));
const deploymentOf = (set: ManifestSet, name: string) => find(set, 'Deployment', name) as DeploymentLike;
const serverOf = (set: ManifestSet, name: string) =>
  deploymentOf(set, name).spec.template.spec.containers.find((c) => c.name === 'server')!;

describe.each(cases)('%s in %s', (name, _label, set, deployable) => {
  test('has a Deployment, a Service selecting its pods on the named port, and its own ServiceAccount', () => {
    const deployment = deploymentOf(set, name);
    const service = find(set, 'Service', name) as
      { spec: { selector: Record<string, string>; ports: { targetPort: string }[] } } | undefined;
    expect(deployment).toBeDefined();
    expect(find(set, 'ServiceAccount', name)).toBeDefined();
    expect(deployment.spec.template.spec.serviceAccountName).toBe(name);
    expect(deployment.spec.template.metadata.labels).toMatchObject(service!.spec.selector);
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(service!.spec.ports.map((port) => port.targetPort)).toEqual(['http']);
  });

  test('runs the image aiapp/<name> in a container "server" listening on the port its config expects', () => {
    const server = serverOf(set, name);
    expect(server.image).toMatch(new RegExp(`(^|/)aiapp/${name}(:[\\w.-]+)?$`));
    expect(server.ports).toEqual([{ name: 'http', containerPort: deployable.port }]);
  });

  test('is probed on the kit endpoints: liveness /healthz, readiness /readyz', () => {
    const server = serverOf(set, name);
    expect(server.livenessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    expect(server.readinessProbe?.httpGet).toEqual({ path: '/readyz', port: 'http' });
  });

  test('has CPU and memory requests and limits', () => {
    const { resources } = serverOf(set, name);
    expect(Object.keys(resources?.requests ?? {}).sort()).toEqual(['cpu', 'memory']);
    expect(Object.keys(resources?.limits ?? {}).sort()).toEqual(['cpu', 'memory']);
  });

  test('runs as a non-root user on a read-only root filesystem with every capability dropped, /tmp on an emptyDir', () => {
    const pod = deploymentOf(set, name).spec.template.spec;
    const server = serverOf(set, name);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
    expect(server.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    const tmp = server.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
    expect(pod.volumes?.find((volume) => volume.name === tmp?.name)?.emptyDir).toBeDefined();
  });

  test('outlives its shutdown: grace period >= preStop pause + SHUTDOWN_GRACE_MS + 5 s to close pools', () => {
    const pod = deploymentOf(set, name).spec.template.spec;
    const preStopSeconds = serverOf(set, name).lifecycle?.preStop?.sleep?.seconds ?? 0;
    const graceMs = Number(resolveEnv(set, serverOf(set, name)).get('SHUTDOWN_GRACE_MS')?.value);
    expect(preStopSeconds).toBeGreaterThanOrEqual(3);
    expect(graceMs).toBeGreaterThan(0);
    expect((pod.terminationGracePeriodSeconds ?? 30) * 1000).toBeGreaterThanOrEqual(preStopSeconds * 1000 + graceMs + 5000);
  });

  test('gets every setting its config requires, listens on all interfaces, and sets nothing it does not read', () => {
    const env = resolveEnv(set, serverOf(set, name));
    for (const key of requiredKeysOf(deployable))
      expect({ key, provided: env.has(key) && env.get(key)?.secret?.optional !== true }).toEqual({ key, provided: true });
    expect(env.get('HOST')?.value).toBe('0.0.0.0');
    expect(env.get('PORT')?.value).toBe(String(deployable.port));
    const known = knownKeysOf(deployable);
    expect([...env.keys()].filter((key) => !known.has(key))).toEqual([]);
  });

  test('takes secrets from Secrets only: generated ones exist, the rest are listed for operators in docs/deploy.md', () => {
    const docs = fs.readFileSync(repoPath('docs/deploy.md'), 'utf8');
    for (const [key, provided] of resolveEnv(set, serverOf(set, name))) {
      if (SECRET_KEYS.includes(key)) expect({ key, from: provided.from }).toEqual({ key, from: 'secret' });
      if (key === 'OPENAI_API_KEY') expect(provided.secret?.optional).toBe(true);
      const secret = provided.secret;
      if (!secret) continue;
      const generated = set.objects.some((o) => o.kind === 'Secret' && o.metadata.name === secret.name);
      expect({ secret: secret.name, known: generated || docs.includes(baseName(secret.name)) }).toEqual({
        secret: secret.name,
        known: true,
      });
    }
  });
});

describe.each(sets.map((set) => [set.label, set] as const))('Scaling and disruption in %s', (_label, set) => {
  test('The gateway reaches every service by its Service name and port', () => {
    const env = resolveEnv(set, serverOf(set, 'gateway'));
    for (const upstream of GATEWAY_UPSTREAMS)
      expect(env.get(upstream.key)?.value).toBe(`http://${upstream.service}:${upstream.port}`);
  });

  test('The gateway and the image service are scaled by HorizontalPodAutoscalers that own their replica count', () => {
    for (const name of ['gateway', 'image']) {
      const hpa = find(set, 'HorizontalPodAutoscaler', name) as {
        spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number };
      };
      expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name });
      expect(deploymentOf(set, name).spec.replicas).toBeUndefined();
    }
  });

  test('Every deployable has a PodDisruptionBudget that lets a node drain evict one pod at a time', () => {
    for (const name of DEPLOYABLE_NAMES) {
      const pdb = find(set, 'PodDisruptionBudget', name) as {
        spec: { maxUnavailable?: number; selector: { matchLabels: Record<string, string> } };
      };
      expect(pdb.spec.maxUnavailable).toBe(1);
      expect(deploymentOf(set, name).spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
    }
  });

  test('The Ingress sends every path to the gateway Service, and nothing else is exposed', () => {
    const ingresses = set.objects.filter((o) => o.kind === 'Ingress') as unknown as {
      spec: { rules: { http: { paths: { backend: { service: { name: string } } }[] } }[] };
    }[];
    const backends = ingresses.flatMap((i) => i.spec.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service.name)));
    expect(backends).toEqual(['gateway']);
    const exposed = set.objects.filter(
      (o) => o.kind === 'Service' && ['LoadBalancer', 'NodePort'].includes((o.spec as { type?: string }).type ?? ''),
    );
    expect(exposed).toEqual([]);
  });
});
