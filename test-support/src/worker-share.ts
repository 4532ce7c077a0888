import type { Browser } from 'playwright-core';
import type { SiteSettings } from '@aiapp/gateway';
import type { FakeOpenAi } from './fake-openai-server';
import type { FakeStores } from './fake-stores';
import type { Stack } from './stack';

/**
 * What a browser test file needs of its worker's stack (browser-session.ts), which has them all
 * (browser-environment.ts): the session switches them on for the file and back off after it.
 */
export interface SharedStackOptions {
  /** The gateway's site settings (a contact address) while the file runs. */
  site?: SiteSettings;
  /** MailDev and the mail worker (started on first use, then left running). */
  mail?: boolean;
  /** The fake App Store and Google Play the seo-tracker reads. */
  stores?: boolean;
  /** text-gen answers with a model client pointed at the fake OpenAI-compatible server while the file runs. */
  model?: boolean;
}

/** The worker's one stack, its seo-tracker pointed at the fake stores and its text-gen able to switch to the fake model. */
export interface SharedStack {
  stack: Stack;
  stores: FakeStores;
  model: FakeOpenAi;
}

export interface WorkerShare {
  browser(): Promise<Browser>;
  stack(): Promise<SharedStack>;
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
