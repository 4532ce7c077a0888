import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '@aiapp/kit';
import { handleImageJob, type ImageJob, type ImageJobAnswer, type ImageJobContext } from './image-jobs';
import { transferListFor, WorkerPool } from './worker-pool';

/**
 * Runs image jobs in worker threads when the service runs from compiled JavaScript; from the
 * TypeScript sources (ts-jest) there is no compiled worker file, so the job runs in-process with
 * the same code. `threads` matches the job limiter's concurrency.
 */
export function imageJobRunner(threads: number, context: ImageJobContext = {}): (job: ImageJob, body: Buffer) => Promise<Buffer> {
  const workerFile = join(__dirname, 'image-job-worker.js');
  const pool = existsSync(workerFile)
    ? new WorkerPool({ file: workerFile, size: threads, workerData: { ...context } })
    : undefined;
  pool?.warm();
  return async (job, body) => {
    let answer: ImageJobAnswer;
    if (pool) {
      // The body's bytes move to the worker without a copy when they own their memory; they are not used here afterwards.
      const bytes = new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
      const reply = await pool.run({ job, body: bytes }, transferListFor(bytes));
      if (reply.error !== undefined) throw new Error(reply.error);
      const json = reply.json as Uint8Array | undefined;
      answer = json ? { json: Buffer.from(json.buffer, json.byteOffset, json.byteLength) } : { error: reply.appError as never };
    } else {
      answer = await handleImageJob(job, body, context);
    }
    if ('json' in answer) return answer.json;
    throw new AppError(answer.error.code, answer.error.status, answer.error.message, answer.error.details);
  };
}
