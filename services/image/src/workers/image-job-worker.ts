import { parentPort, workerData } from 'node:worker_threads';
import { configureSharp } from '../sharp-settings';
import { handleImageJob, type ImageJob, type ImageJobContext } from './image-jobs';
import { transferListFor } from './worker-pool';

configureSharp();
const context = (workerData ?? {}) as ImageJobContext;

/** Worker thread entry: one image job per message, the JSON answer's bytes sent back (transferred when they own their memory). */
parentPort?.on('message', async ({ id, job, body }: { id: number; job: ImageJob; body: Uint8Array }) => {
  try {
    const answer = await handleImageJob(job, Buffer.from(body.buffer, body.byteOffset, body.byteLength), context);
    if ('json' in answer) {
      const bytes = new Uint8Array(answer.json.buffer, answer.json.byteOffset, answer.json.byteLength);
      parentPort?.postMessage({ id, json: bytes }, transferListFor(bytes));
    } else {
      parentPort?.postMessage({ id, appError: answer.error });
    }
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
