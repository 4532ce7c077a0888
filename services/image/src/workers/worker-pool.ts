import { Worker } from 'node:worker_threads';

/**
 * One long-lived worker thread running a CommonJS script given as source text (so the same code
 * runs from ts-jest and from dist), with requests matched to answers by id. CPU-bound work that
 * would block the event loop (WebAssembly decoders, JSON parsing of 14 MB bodies) goes here so
 * /healthz and other requests keep being answered.
 */
export interface WorkerAnswer {
  readonly id: number;
  readonly error?: string;
  readonly [key: string]: unknown;
}

export class WorkerPool {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }>();

  constructor(
    private readonly source: string,
    private readonly workerData: Record<string, unknown> = {},
  ) {}

  private start(): Worker {
    const worker = new Worker(this.source, { eval: true, workerData: this.workerData });
    // Idle workers must not keep a finished process (or a test run) alive.
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      waiting.resolve(answer);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => this.failAll(new Error(`The worker stopped (exit code ${code})`)));
    return worker;
  }

  private failAll(error: Error): void {
    this.worker = undefined;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  /** Sends a message (transferring `transfer`) and resolves with the worker's answer. */
  run(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<WorkerAnswer> {
    this.worker ??= this.start();
    const id = this.nextId++;
    const answer = new Promise<WorkerAnswer>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ ...message, id }, transfer);
    return answer;
  }
}
