import { storeSetZipFileName } from '@aiapp/contracts';
import type { WorkerReply, WorkerRequest } from './exportWorker';
import { renderSetFile } from './renderFile';
import { setFiles, type ComposedSet, type SetFile } from './setFiles';
import { zipStored } from './storeZip';

export interface ExportedSet {
  zip: Blob;
  zipName: string;
  files: { zipPath: string; bytes: number }[];
  milliseconds: number;
  /** How many workers rendered the set; 0 when it was drawn on the page's own thread. */
  workers: number;
}

type Progress = (done: number, total: number) => void;

/** Up to three workers: each holds its own copy of the screenshots, so more would cost a phone too much memory. */
const MAX_WORKERS = 3;

function workerCount(files: number): number {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return 0;
  return Math.max(1, Math.min(navigator.hardwareConcurrency || 1, MAX_WORKERS, files));
}

/** Draws every file in a small worker pool, in parallel across the visitor's cores, keeping the page responsive. */
async function renderInWorkers(set: ComposedSet, files: SetFile[], count: number, onProgress: Progress): Promise<Uint8Array[]> {
  const workers = Array.from(
    { length: count },
    () => new Worker(new URL('./exportWorker.ts', import.meta.url), { type: 'module' }),
  );
  const results: Uint8Array[] = [];
  let next = 0;
  let done = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = (request: WorkerRequest) => worker.postMessage(request);
            let index = -1;
            const take = () => {
              if (next >= files.length) return resolve();
              index = next++;
              send({ kind: 'render', file: files[index]! });
            };
            worker.onmessage = (event: MessageEvent<WorkerReply>) => {
              const reply = event.data;
              if ('error' in reply) return reject(new Error(reply.error));
              results[index] = reply.png;
              onProgress(++done, files.length);
              take();
            };
            worker.onerror = (event) => reject(new Error(event.message || 'The export worker failed'));
            send({ kind: 'set', set });
            take();
          }),
      ),
    );
    return results;
  } finally {
    for (const worker of workers) worker.terminate();
  }
}

/** The fallback for browsers without OffscreenCanvas in workers: one file after another on the page. */
async function renderOnPage(set: ComposedSet, files: SetFile[], onProgress: Progress): Promise<Uint8Array[]> {
  const canvas = document.createElement('canvas');
  const results: Uint8Array[] = [];
  for (const file of files) {
    results.push(await renderSetFile(set, file, canvas));
    onProgress(results.length, files.length);
    // Let the page repaint the progress between images.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  canvas.width = 0;
  canvas.height = 0;
  return results;
}

/** The whole set as one ZIP named after the app; `onProgress` hears after each image so the page can say how far it is. */
export async function exportSet(set: ComposedSet, onProgress: Progress): Promise<ExportedSet> {
  const started = performance.now();
  const files = setFiles(set);
  let workers = workerCount(files.length);
  let pngs: Uint8Array[];
  try {
    pngs = workers > 0 ? await renderInWorkers(set, files, workers, onProgress) : await renderOnPage(set, files, onProgress);
  } catch (error) {
    if (workers === 0) throw error;
    // A browser with workers but no 2D OffscreenCanvas (older Safari) fails there: draw on the page instead.
    console.warn('Rendering the set on the page: the export workers failed.', error);
    workers = 0;
    pngs = await renderOnPage(set, files, onProgress);
  }
  const entries = files.map((file, index) => ({ name: file.zipPath, data: pngs[index]! }));
  return {
    zip: zipStored(entries),
    zipName: storeSetZipFileName(set.appName),
    files: entries.map((entry) => ({ zipPath: entry.name, bytes: entry.data.length })),
    milliseconds: Math.round(performance.now() - started),
    workers,
  };
}
