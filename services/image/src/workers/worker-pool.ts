import { Worker } from 'node:worker_threads';

/**
 * Long-lived worker threads running a CommonJS script (source text, or a compiled file), with
 * requests matched to answers by id and sent to the least busy thread. CPU-bound work that would
 * block the event loop (WebAssembly decoders, JSON parsing of 14 MB bodies, pixel loops) goes
 * here so /healthz and other requests keep being answered.
 */
export interface WorkerAnswer {
  readonly id: number;
  readonly error?: string;
  readonly [key: string]: unknown;
}

interface Thread {
  readonly worker: Worker;
  readonly pending: Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>;
}

export interface WorkerScript {
  /** CommonJS source run with `eval`, or the path of a compiled .js file. */
  readonly source?: string;
  readonly file?: string;
  readonly workerData?: Record<string, unknown>;
  /** Threads at most (default 1). */
  readonly size?: number;
}

export class WorkerPool {
  private readonly threads: Thread[] = [];
  private nextId = 1;

  constructor(private readonly script: WorkerScript) {}

  private start(): Thread {
    const worker = this.script.file
      ? new Worker(this.script.file, { workerData: this.script.workerData ?? {} })
      : new Worker(this.script.source ?? '', { eval: true, workerData: this.script.workerData ?? {} });
    const thread: Thread = { worker, pending: new Map() };
    const fail = (error: Error) => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      for (const { reject } of thread.pending.values()) reject(error);
      thread.pending.clear();
    };
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = thread.pending.get(answer.id);
      if (!waiting) return;
      thread.pending.delete(answer.id);
      waiting.resolve(answer);
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The worker stopped (exit code ${code})`)));
    // Idle workers must not keep a finished process (or a test run) alive. After the listeners:
    // adding a 'message' listener refs the worker's port again (Node 20), so an earlier unref() was undone.
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  /** Starts every thread now, so the first requests do not wait for a thread to load its code. */
  warm(): void {
    while (this.threads.length < (this.script.size ?? 1)) this.start();
  }

  private pick(): Thread {
    const idle = this.threads.find((thread) => thread.pending.size === 0);
    if (idle) return idle;
    if (this.threads.length < (this.script.size ?? 1)) return this.start();
    return this.threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
  }

  /** Sends a message (transferring `transfer`) and resolves with the worker's answer. */
  run(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<WorkerAnswer> {
    const thread = this.threads.length === 0 ? this.start() : this.pick();
    const id = this.nextId++;
    const answer = new Promise<WorkerAnswer>((resolve, reject) => thread.pending.set(id, { resolve, reject }));
    thread.worker.postMessage({ ...message, id }, transfer);
    return answer;
  }
}

/**
 * What may be transferred with `bytes`: its ArrayBuffer when the bytes span all of it, else
 * nothing (they are copied). Small Buffers share Node's pool: transferring the pool would detach
 * every other Buffer in it, and Node 22 refuses ("Cannot transfer object of unsupported type").
 */
export function transferListFor(bytes: Uint8Array): ArrayBuffer[] {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
}
