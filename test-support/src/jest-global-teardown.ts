/** Stops the server jest-global-setup started, if it started one. */
export default async function stopTestDatabase(): Promise<void> {
  await (globalThis as { stopTestDatabase?: () => Promise<void> }).stopTestDatabase?.();
}
