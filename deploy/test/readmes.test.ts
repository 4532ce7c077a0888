import fs from 'node:fs';
import { ROUTE_LIST } from '@aiapp/contracts';
import { knownKeysOf } from './support/config-keys';
import { DEPLOYABLES, repoPath } from './support/deployables';

/*
 * Each deployable's README.md says which calls it owns and which settings it reads. Those two
 * lists come from the route table and the config schema in its src/server.ts; this keeps the
 * README true to them when a call or a setting is added, moved or removed.
 */
describe.each(DEPLOYABLES.map((d) => [d.dir, d] as const))('%s/README.md', (dir, deployable) => {
  const file = repoPath(dir, 'README.md');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const apiPathsIn = (markdown: string) => new Set([...markdown.matchAll(/\/api\/[a-z0-9-]+(?:\.json)?/g)].map(([p]) => p));

  test('exists', () => {
    expect(text).not.toBe('');
  });

  test('names every call it owns, and no call another service owns', () => {
    const owned = deployable.name === 'gateway' ? ROUTE_LIST : ROUTE_LIST.filter((r) => r.service === deployable.name);
    const missing = owned.filter((route) =>
      deployable.name === 'gateway' ? !text.includes(route.path) : !text.includes(`${route.method} ${route.path}`),
    );
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    if (deployable.name !== 'gateway') {
      const ownedPaths = new Set(owned.map((r) => r.path));
      expect([...apiPathsIn(text)].filter((p) => !ownedPaths.has(p as never))).toEqual([]);
    }
  });

  test('names every setting its config reads', () => {
    expect([...knownKeysOf(deployable)].filter((key) => !text.includes(`\`${key}\``))).toEqual([]);
  });
});
