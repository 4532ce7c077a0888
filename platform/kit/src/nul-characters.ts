type Key = string | number;

interface Node {
  value: unknown;
  parent?: Node;
  key?: Key;
}

function pathOf(node: Node): Key[] {
  const path: Key[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) path.unshift(at.key as Key);
  return path;
}

/**
 * Where the first U+0000 sits in a parsed JSON body (in a value or a key), or undefined.
 * Postgres text cannot store it and no form field has a use for it. Walks without recursion:
 * bodies may be nested hundreds of thousands of levels deep.
 */
export function findNulCharacter(body: unknown): Key[] | undefined {
  const pending: Node[] = [{ value: body }];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const { value } = node;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return pathOf(node);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childNode = { value: child, parent: node, key: Array.isArray(value) ? Number(key) : key };
        if (key.includes('\u0000')) return pathOf(childNode);
        pending.push(childNode);
      }
    }
  }
  return undefined;
}
