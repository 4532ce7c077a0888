import { DEPLOYABLES } from './support/deployables';
import type { K8sObject } from './support/kustomize';
import { find, manifestSets, type ManifestSet } from './support/manifest-sets';
import type { DeploymentLike } from './support/pod-spec';

interface Peer {
  podSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: { cidr: string };
  namespaceSelector?: object;
}
interface Rule {
  from?: Peer[];
  to?: Peer[];
  ports?: { port: number; endPort?: number }[];
}
interface Policy extends K8sObject {
  spec: { podSelector: { matchLabels?: Record<string, string> }; policyTypes: string[]; ingress?: Rule[]; egress?: Rule[] };
}

const overlays = manifestSets().filter((set) => set.label.startsWith('overlay'));
const policies = (set: ManifestSet) => set.objects.filter((o) => o.kind === 'NetworkPolicy') as Policy[];
const selects = (policy: Policy, labels: Record<string, string>) =>
  Object.entries(policy.spec.podSelector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
const podLabels = (set: ManifestSet, name: string) =>
  (find(set, 'Deployment', name) as DeploymentLike).spec.template.metadata.labels;
const rulesFor = (set: ManifestSet, name: string, direction: 'ingress' | 'egress') =>
  policies(set)
    .filter((policy) => selects(policy, podLabels(set, name)))
    .flatMap((policy) => policy.spec[direction] ?? []);
const allowsPort = (rule: Rule, port: number) => (rule.ports ?? []).some((p) => p.port <= port && port <= (p.endPort ?? p.port));
const reaches = (set: ManifestSet, name: string, app: string, port: number) =>
  rulesFor(set, name, 'egress').some(
    (rule) => allowsPort(rule, port) && (rule.to ?? []).some((peer) => peer.podSelector?.matchLabels?.app === app),
  );

describe.each(overlays.map((set) => [set.label, set] as const))('Network policies in %s', (_label, set) => {
  test('Everything is denied unless a policy allows it, in both directions', () => {
    const denyAll = policies(set).find((p) => Object.keys(p.spec.podSelector).length === 0 && !p.spec.ingress && !p.spec.egress);
    expect(denyAll?.spec.policyTypes.sort()).toEqual(['Egress', 'Ingress']);
  });

  /** Besides the gateway, the image service's store kit calls legal (privacy pack) and text-gen (landing page). */
  const CALLERS: Record<string, string[]> = { legal: ['gateway', 'image'], 'text-gen': ['gateway', 'image'] };

  test.each(DEPLOYABLES.filter((d) => d.name !== 'gateway').map((d) => [d.name, d.port] as const))(
    'Only the gateway (and, for legal and text-gen, the image service) reaches %s, and only on its port',
    (name, port) => {
      const rules = rulesFor(set, name, 'ingress');
      const callers = CALLERS[name] ?? ['gateway'];
      expect(rules.length).toBe(callers.length);
      for (const rule of rules) {
        expect(rule.from).toHaveLength(1);
        expect(callers).toContain(rule.from?.[0]?.podSelector?.matchLabels?.app);
        expect(rule.ports).toEqual([{ protocol: 'TCP', port }]);
      }
      for (const caller of callers) expect(reaches(set, caller, name, port)).toBe(true);
    },
  );

  test('The gateway accepts traffic on its port only', () => {
    const rules = rulesFor(set, 'gateway', 'ingress');
    expect(rules.map((rule) => rule.ports)).toEqual([[{ protocol: 'TCP', port: 8080 }]]);
  });

  test('email reaches Postgres and Kafka; seo-tracker and the gateway reach Postgres; no other deployable reaches either', () => {
    expect(reaches(set, 'email', 'postgres', 5432)).toBe(true);
    expect(reaches(set, 'email', 'kafka', 9092)).toBe(true);
    expect(reaches(set, 'seo-tracker', 'postgres', 5432)).toBe(true);
    expect(reaches(set, 'gateway', 'postgres', 5432)).toBe(true);
    expect(reaches(set, 'gateway', 'kafka', 9092)).toBe(false);
    for (const name of ['image', 'text-gen', 'legal']) {
      expect({ name, postgres: reaches(set, name, 'postgres', 5432), kafka: reaches(set, name, 'kafka', 9092) }).toEqual({
        name,
        postgres: false,
        kafka: false,
      });
    }
    expect(reaches(set, 'seo-tracker', 'kafka', 9092)).toBe(false);
  });

  test('When Postgres and Kafka run in the cluster, they accept only the services that use them', () => {
    const sources = (app: string) =>
      policies(set)
        .filter((p) => p.spec.podSelector.matchLabels?.app === app)
        .flatMap((p) =>
          (p.spec.ingress ?? []).flatMap((rule) => (rule.from ?? []).map((peer) => peer.podSelector?.matchLabels?.app)),
        );
    if (!find(set, 'StatefulSet', 'postgres')) return;
    expect(sources('postgres').sort()).toEqual(['email', 'gateway', 'seo-tracker']);
    expect(sources('kafka').sort()).toEqual(['email', 'kafka-topics']);
  });
});
