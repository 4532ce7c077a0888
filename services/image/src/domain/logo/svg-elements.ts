import { escapeMarkup } from '@aiapp/text';

export type AttributeValue = string | number | undefined;
export type Attributes = Readonly<Record<string, AttributeValue>>;

/** Two decimals keep the markup short and byte-for-byte deterministic. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  // Avoid "-0", which is valid but looks like a bug in diffs.
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function formatAttributes(attributes: Attributes): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => {
      const text = typeof value === 'number' ? formatNumber(value) : value;
      // Every value is escaped, so user text can never break out of an attribute.
      return ` ${name}="${escapeMarkup(text)}"`;
    })
    .join('');
}

/**
 * Builds one element. `children` is trusted markup produced by `element`
 * or `textContent`; never pass raw user text there.
 */
export function element(tag: string, attributes: Attributes, children: readonly string[] = []): string {
  const open = `<${tag}${formatAttributes(attributes)}`;
  if (children.length === 0) return `${open}/>`;
  return `${open}>${children.join('')}</${tag}>`;
}

/** The only way user text enters element content. */
export function textContent(text: string): string {
  return escapeMarkup(text);
}

export function linearGradient(
  id: string,
  from: string,
  to: string,
  direction: { x1: number; y1: number; x2: number; y2: number } = { x1: 0, y1: 0, x2: 1, y2: 1 },
): string {
  return element('linearGradient', { id, ...direction }, [
    element('stop', { offset: 0, 'stop-color': from }),
    element('stop', { offset: 1, 'stop-color': to }),
  ]);
}
