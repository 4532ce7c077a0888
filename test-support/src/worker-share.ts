import type { Browser } from 'playwright-core';
import type { SiteSettings } from '@aiapp/gateway';
import type { FakeOpenAi } from './fake-openai-server';
import type { FakeStores } from './fake-stores';
import type { Stack } from './stack';

/** What a browser test file may ask its worker to share (browser-environment.ts). */
export interface SharedStackOptions {
  site?: SiteSettings;
  mail?: boolean;
  /** Start the fake App Store and Google Play with the stack, and point the seo-tracker at them. */
  stores?: boolean;
  /** Start the fake OpenAI-compatible server with the stack, and give text-gen a model client pointed at it. */
  model?: boolean;
}

export interface SharedStack {
  stack: Stack;
  stores?: FakeStores;
  model?: FakeOpenAi;
}

export interface WorkerShare {
  browser(): Promise<Browser>;
  stack(options: SharedStackOptions): Promise<SharedStack>;
}

export const WORKER_SHARE_KEY = '__aiappWorkerShare';

/** The worker's share, which only the browser environment provides. */
export function workerShare(): WorkerShare {
  const share = (globalThis as Record<string, unknown>)[WORKER_SHARE_KEY] as WorkerShare | undefined;
  if (!share) {
    throw new Error(
      'No shared browser and stack in this environment: start the file with /** @jest-environment ./test-support/src/browser-environment.ts */',
    );
  }
  return share;
}
