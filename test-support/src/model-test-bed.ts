import type { RequestListener } from 'node:http';
import { TEXT_ENGINE_HEADER } from '@aiapp/contracts';
import { openAiModelClient, type ModelClient } from '@aiapp/kit';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server';
import { listen, type Listening } from './listen';

/** The API key the test bed's model client sends to the fake. */
export const FAKE_MODEL_KEY = 'sk-test';

/** A model client, as the services make one from OPENAI_API_KEY, pointed at the fake. */
export function fakeModelClient(fake: FakeOpenAi, timeoutMs = 3_000): Promise<ModelClient> {
  return openAiModelClient({ apiKey: FAKE_MODEL_KEY, baseURL: fake.baseURL, model: 'test-model', timeoutMs });
}

export interface ModelTestBed {
  /** The local OpenAI-compatible fake; its recorded calls and reply are reset before each test. */
  fake: FakeOpenAi;
  /** The app with a model client pointed at the fake. */
  withModel: Listening;
  /** The same app without a model: what the built-in engine answers. */
  builtInOnly: Listening;
}

/**
 * Registers the jest hooks a model-engine test file needs: a fake OpenAI-compatible server, the
 * app with a model client pointed at it, and the app without one. The fields are set in
 * beforeAll, so read them inside tests.
 */
export function useModelTestBed(
  makeApp: (model?: ModelClient) => RequestListener,
  { timeoutMs = 3_000 }: { timeoutMs?: number } = {},
): ModelTestBed {
  const bed = {} as ModelTestBed;
  beforeAll(async () => {
    bed.fake = await startFakeOpenAi();
    const model = await fakeModelClient(bed.fake, timeoutMs);
    bed.withModel = await listen(makeApp(model));
    bed.builtInOnly = await listen(makeApp());
  });
  afterAll(async () => {
    await bed.withModel?.close();
    await bed.builtInOnly?.close();
    await bed.fake?.close();
  });
  beforeEach(() => bed.fake.reset());
  return bed;
}

/**
 * POSTs a JSON body to a text tool, expects 200 with the `X-Text-Engine` header naming the
 * engine the body names (the gateway counts the model budget by it), and returns the parsed body.
 */
export async function postTextTool<T extends { engine: string }>(
  service: Listening,
  path: string,
  body: unknown,
  schema: { parse(value: unknown): T },
): Promise<T> {
  const res = await fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  const answer = schema.parse(await res.json());
  expect(res.headers.get(TEXT_ENGINE_HEADER)).toBe(answer.engine);
  return answer;
}
