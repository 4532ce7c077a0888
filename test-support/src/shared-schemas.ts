/**
 * The schemas of the stacks the browser environment shares (browser-environment.ts) outlive the
 * files that used them, so they carry the run's id: jest-global-teardown drops them by prefix, on
 * a server (TEST_DATABASE_URL) that other runs may be using at the same time.
 */
export const RUN_ID_VARIABLE = 'AIAPP_TEST_RUN_ID';

export function sharedSchemaPrefix(): string {
  return `shared_${process.env[RUN_ID_VARIABLE] ?? 'norun'}`;
}

/** The shared schemas of a run: `LIKE` pattern, its `_` escaped. */
export function sharedSchemaPattern(runId: string): string {
  return `shared\\_${runId}\\_%`;
}
