/**
 * The message a field shows: its own, its list's as a whole (react-hook-form files that under
 * `root` once rows are refused too), or its first refused row's ("Entry 2 must be at most 200
 * characters"). One message per field, like the service's first issue for it.
 */
export function fieldMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message, root } = error as { message?: unknown; root?: unknown };
  if (typeof message === 'string' && message) return message;
  const own = fieldMessage(root);
  if (own) return own;
  for (const [key, nested] of Object.entries(error)) {
    if (key === 'ref' || key === 'root') continue;
    const found = fieldMessage(nested);
    if (found) return found;
  }
  return undefined;
}
