import type { Database, Logger } from '@aiapp/kit';
import { deletePublishedBefore } from '../data-access/outbox-repository';

const BATCH = 1_000;

/**
 * Deletes published rows older than the retention, a thousand at a time so no statement
 * holds many locks; stops between batches when asked to. Pending and set-aside rows stay.
 */
export async function deleteExpiredOutboxRows(
  db: Database,
  logger: Logger,
  retentionMs: number,
  shouldStop: () => boolean,
): Promise<void> {
  const cutoff = new Date(Date.now() - retentionMs);
  let deleted = 0;
  for (let batch = BATCH; batch === BATCH && !shouldStop();) {
    batch = await deletePublishedBefore(db, cutoff, BATCH);
    deleted += batch;
  }
  if (deleted > 0) logger.info({ deleted, cutoff }, 'deleted published outbox rows past their retention');
}
