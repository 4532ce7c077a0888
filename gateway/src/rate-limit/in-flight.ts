/**
 * Counts the calls each client has in flight at this gateway process; `enter` refuses (undefined)
 * once a client holds `max`, else returns the function that ends the call (once, however often
 * it is called). Per process: a client's calls spread over N replicas may hold N × max.
 */
export function inFlightPerClient(max: number): {
  enter(client: string): (() => void) | undefined;
  count(client: string): number;
} {
  const counts = new Map<string, number>();
  return {
    enter(client) {
      const held = counts.get(client) ?? 0;
      if (held >= max) return undefined;
      counts.set(client, held + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (counts.get(client) ?? 1) - 1;
        if (remaining > 0) counts.set(client, remaining);
        else counts.delete(client);
      };
    },
    count: (client) => counts.get(client) ?? 0,
  };
}
