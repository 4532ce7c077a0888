import express from 'express';
import { listen, type Listening } from './listen';

/** What the fake answers to one chat completion request. */
export type FakeReply =
  { status: number; body: unknown; headers?: Record<string, string> } | { status: number; raw: string } | 'hang';

export interface RecordedCall {
  headers: Record<string, string | string[] | undefined>;
  body: {
    model: string;
    max_completion_tokens?: number;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { required: string[] } } };
  };
}

export interface FakeOpenAi {
  /** The base URL to configure, like OPENAI_BASE_URL: `http://127.0.0.1:<port>/v1`. */
  baseURL: string;
  calls: RecordedCall[];
  /** Calls whose client closed the connection before the fake answered (a hang-up passed on, or a timeout). */
  abandoned: RecordedCall[];
  /** Decides the reply for each call, by the structured output's schema name (and, when it matters, the call itself). */
  answerWith(reply: (schemaName: string, call: RecordedCall) => FakeReply): void;
  /** Forgets the recorded calls and the reply set with answerWith: every call is a 500 again until one is set. */
  reset(): void;
  close(): Promise<void>;
}

/** An OpenAI-compatible server on loopback that serves recorded-style answers. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const calls: RecordedCall[] = [];
  const abandoned: RecordedCall[] = [];
  const noReply = (): FakeReply => ({ status: 500, body: { error: { message: 'no reply configured' } } });
  let decide: (schemaName: string, call: RecordedCall) => FakeReply = noReply;
  const app = express();
  app.use(express.json({ limit: '1mb' }));
  app.post('/v1/chat/completions', (req, res) => {
    const call = { headers: req.headers, body: req.body } as RecordedCall;
    calls.push(call);
    res.once('close', () => {
      if (!res.writableFinished) abandoned.push(call);
    });
    const reply = decide(call.body.response_format?.json_schema?.name ?? '', call);
    if (reply === 'hang') return; // The connection stays open until the client gives up.
    if ('raw' in reply) {
      res.status(reply.status).type('application/json').send(reply.raw);
      return;
    }
    res
      .status(reply.status)
      .set(reply.headers ?? {})
      .json(reply.body);
  });
  const server: Listening = await listen(app);
  return {
    baseURL: `${server.url}/v1`,
    calls,
    abandoned,
    answerWith: (reply) => {
      decide = reply;
    },
    reset: () => {
      calls.length = 0;
      abandoned.length = 0;
      decide = noReply;
    },
    close: () => server.close(),
  };
}
