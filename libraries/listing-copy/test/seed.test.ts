import { shuffled } from './support';

describe('a seeded order', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

  it('When a list is shuffled, then every item is there once and the input is untouched', () => {
    expect([...shuffled(items, 12345, 1)].sort()).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('When the seed and salt are the same, then so is the order', () => {
    expect(shuffled(items, 99, 3)).toEqual(shuffled(items, 99, 3));
  });

  it('When seeds or salts differ, then the orders differ', () => {
    const orders = new Set([1, 2, 3, 4, 5].flatMap((seed) => [0, 1].map((salt) => shuffled(items, seed, salt).join(''))));
    expect(orders.size).toBe(10);
  });

  it('When many seeds take the first item, then every item leads about equally often', () => {
    const leads = new Map<string, number>();
    for (let seed = 0; seed < 8000; seed += 1) {
      const [first = ''] = shuffled(items, seed, 2);
      leads.set(first, (leads.get(first) ?? 0) + 1);
    }
    for (const item of items) expect(leads.get(item)).toBeGreaterThan(800);
  });
});
