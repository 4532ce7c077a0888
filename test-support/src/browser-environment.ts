import NodeEnvironment from 'jest-environment-node';
import { protectProperties } from 'jest-util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startFakeOpenAi } from './fake-openai-server';
import { startFakeStores } from './fake-stores';
import { fakeModelClient } from './model-test-bed';
import { startStack } from './stack';
import { assertBuiltServersAreFresh } from './built-servers';
import { sharedSchemaPrefix } from './shared-schemas';
import { WORKER_SHARE_KEY, type SharedStack, type WorkerShare } from './worker-share';

/**
 * The jest environment of the browser test files (each names it in a `@jest-environment`
 * docblock). Jest loads an environment once per worker process, outside the files' sandboxes, so
 * what this module holds outlives one file: one Chromium and one whole stack per worker, its
 * seo-tracker pointed at the fake stores and its text-gen able to answer with the fake model. Files
 * in a worker run one after another, so a file may flip a switch of the stack (the model on, a
 * contact address, failing captures, a store recording, the model's reply) as long as it puts it
 * back; useBrowserSession does for what the file names in its options.
 *
 * Code running here is not in jest's module registry, so the services come from their built
 * `dist/` (their package entries), as under `make start`; `npm test` builds first, and a stale
 * build is refused (built-servers.ts). Everything dies with the worker process: Chromium and
 * MailDev are killed on exit, and jest-global-teardown drops the shared stacks' schemas.
 * Environment API: https://jestjs.io/docs/configuration#testenvironment-string
 */

let browser: Promise<Browser> | undefined;
let shared: Promise<SharedStack> | undefined;
/** What must not outlive the process, done synchronously on exit (killing MailDev's process is). */
const killOnExit: (() => unknown)[] = [];

/** A promise kept for reuse, forgotten again if it fails (so the next file tries afresh and reports its own error). */
function remember<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

async function startSharedStack(): Promise<SharedStack> {
  assertBuiltServersAreFresh();
  const [stores, model] = await Promise.all([startFakeStores(), startFakeOpenAi()]);
  const stack = await startStack({
    storeBaseUrl: stores.url,
    schemaPrefix: sharedSchemaPrefix(),
    model: await fakeModelClient(model),
  });
  // As a site without a model, until a file that asks for it switches it on (browser-session.ts).
  stack.useModel(false);
  killOnExit.push(() => stack.maildev?.stop());
  return { stack, stores, model };
}

const share: WorkerShare = {
  browser: () => {
    browser ??= remember(launchBrowser(), () => (browser = undefined));
    return browser;
  },
  stack: () => {
    shared ??= remember(startSharedStack(), () => (shared = undefined));
    return shared;
  },
};
protectProperties(share);

/**
 * Closes everything this process shares, for jest-global-teardown: in a run in band (one file,
 * or --runInBand) the environment lives in jest's own process, which would otherwise never exit.
 */
async function stopShared(): Promise<void> {
  const started = await shared?.catch(() => undefined);
  shared = undefined;
  if (started) {
    await started.stack.stop();
    await started.stores.close();
    await started.model.close();
  }
  const open = browser;
  browser = undefined;
  await (await open?.catch(() => undefined))?.close();
}
(globalThis as { stopSharedBrowserStacks?: () => Promise<void> }).stopSharedBrowserStacks = stopShared;

process.once('exit', () => {
  for (const kill of killOnExit) kill();
});
/**
 * The message jest sends a worker when the run is over: CHILD_MESSAGE_END of jest-worker
 * (https://github.com/jestjs/jest/blob/main/packages/jest-worker/src/types.ts).
 */
const JEST_WORKER_END = 2;

if (process.env.JEST_WORKER_ID && process.send) {
  // What this module keeps open for the worker's files is closed when jest ends the worker, so the
  // worker exits by itself; whatever else a file left open still keeps it alive, and jest reports
  // it ("A worker process has failed to exit gracefully", after workerGracefulExitTimeout).
  // A 'message' listener keeps the IPC channel open, so this one leaves with jest's own.
  const onMessage = (message: unknown) => {
    if (!Array.isArray(message) || message[0] !== JEST_WORKER_END) return;
    process.off('message', onMessage);
    void stopShared();
  };
  process.on('message', onMessage);
  // Ended early (a jest run interrupted): exit, so the 'exit' hooks run (the one above, and
  // Playwright's, which kills Chromium). 143 = 128 + SIGTERM.
  process.once('SIGTERM', () => process.exit(143));
}

export default class BrowserTestEnvironment extends NodeEnvironment {
  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    this.global[WORKER_SHARE_KEY] = share;
  }
}
