import { renderSetFile } from './renderFile';
import type { ComposedSet, SetFile } from './setFiles';

/**
 * Renders set files off the page's thread: the set (its ImageBitmaps copied in) arrives once,
 * then one file per message; each PNG goes back as a transferred buffer.
 */

export type WorkerRequest = { kind: 'set'; set: ComposedSet } | { kind: 'render'; file: SetFile };
export type WorkerReply = { png: Uint8Array } | { error: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerReply, transfer?: Transferable[]) => void;
};

let set: ComposedSet | null = null;
const canvas = new OffscreenCanvas(1, 1);

scope.onmessage = (event) => {
  const request = event.data;
  if (request.kind === 'set') {
    set = request.set;
    return;
  }
  if (!set) {
    scope.postMessage({ error: 'No set was sent before the first file' });
    return;
  }
  renderSetFile(set, request.file, canvas).then(
    (png) => scope.postMessage({ png }, [png.buffer]),
    (error: unknown) => scope.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
};
