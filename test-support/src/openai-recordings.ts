import path from 'node:path';
import { readFileSync } from 'node:fs';
import type { FakeReply, RecordedCall } from './fake-openai-server';

const fixture = (name: string): unknown => JSON.parse(readFileSync(path.join(__dirname, '../fixtures/openai', name), 'utf8'));

/** A chat completion shaped like the ones api.openai.com returns, carrying `content`. */
export function completion(content: string | null, options: { refusal?: string; finishReason?: string } = {}): FakeReply {
  const body = fixture('chat-completion.json') as { choices: [{ message: Record<string, unknown>; finish_reason: string }] };
  body.choices[0].message.content = content;
  body.choices[0].message.refusal = options.refusal ?? null;
  body.choices[0].finish_reason = options.finishReason ?? 'stop';
  return { status: 200, body };
}

/** A structured answer: the JSON object as the model's message content. */
export const answer = (value: unknown): FakeReply => completion(JSON.stringify(value));

export const rateLimited = (): FakeReply => ({
  status: 429,
  body: fixture('rate-limit-429.json'),
  headers: { 'retry-after': '20', 'x-ratelimit-limit-requests': '3', 'x-ratelimit-remaining-requests': '0' },
});

export const serverError = (): FakeReply => ({ status: 500, body: fixture('server-error-500.json') });

/** The JSON the model was given as the user message of a call. */
export function userInput(call: RecordedCall): Record<string, unknown> {
  const content = call.body.messages.find((message) => message.role === 'user')?.content ?? '{}';
  return JSON.parse(content) as Record<string, unknown>;
}
