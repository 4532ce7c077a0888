import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { createServiceApp, mountContract } from '@aiapp/kit';
import { listen, rawRequest, silentLogger, type Listening, type RawRequest } from '@aiapp/test-support';
import type { RouteContract } from '@aiapp/contracts';

/** A call whose body is read as bytes and handed on (as the image service hands it to a worker thread). */
const echoContract = {
  method: 'POST',
  path: '/api/echo',
  service: 'image',
  summary: 'echo',
  request: z.object({ text: z.string() }),
  response: z.object({ bytes: z.number(), owns_memory: z.boolean(), text_length: z.number(), padding: z.string() }),
  maxBodyBytes: 256 * 1024,
  timeoutMs: 5_000,
  rateLimit: null,
} as const satisfies RouteContract;

/** The echo's answer, padded to `padding` characters when the text asks for it ("pad:N"). */
const echo = (body: Buffer) => {
  const { text } = JSON.parse(body.toString('utf8')) as { text: string };
  const pad = /^pad:(\d+)$/.exec(text);
  return Buffer.from(
    JSON.stringify({
      bytes: body.length,
      owns_memory: body.byteOffset === 0 && body.byteLength === body.buffer.byteLength,
      text_length: text.length,
      padding: pad ? 'p'.repeat(Number(pad[1])) : '',
    }),
  );
};

describe('the kit, reading a body and sending an answer off the event loop', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(
      createServiceApp({
        logger: silentLogger,
        routes: (router) =>
          mountContract(router, echoContract, () => ({ bytes: 0, owns_memory: false, text_length: 0, padding: '' }), {
            offThread: async (body) => echo(body),
          }),
      }),
    );
  });
  afterAll(() => service.close());

  const send = (body: Buffer, extra: Partial<RawRequest> = {}) =>
    rawRequest(`${service.url}/api/echo`, {
      method: 'POST',
      body,
      timeoutMs: 5_000,
      ...extra,
      headers: { 'content-type': 'application/json', ...extra.headers },
    });
  const json = (text: string) => Buffer.from(JSON.stringify({ text }));
  const answer = (outcome: Awaited<ReturnType<typeof send>>) =>
    outcome.kind === 'answered' ? { status: outcome.status, body: JSON.parse(outcome.body) as unknown } : outcome;

  it('When a 200 KB body arrives slowly in 16 KB pieces, then all of it is handed on in one buffer that owns its memory (so it can move to a thread without a copy)', async () => {
    const body = json('x'.repeat(200 * 1024));
    expect(answer(await send(body, { paced: true }))).toMatchObject({
      status: 200,
      body: { bytes: body.length, owns_memory: true },
    });
  });

  it('When the body comes without a Content-Length (chunked), then all of it is handed on', async () => {
    const body = json('y'.repeat(150 * 1024));
    expect(answer(await send(body, { chunked: true }))).toMatchObject({ status: 200, body: { bytes: body.length } });
  });

  it('When the declared length is over the limit, then 413 before the body is read', async () => {
    const outcome = answer(await send(json('z'.repeat(300 * 1024))));
    expect(outcome).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
  });

  it('When a chunked body grows past the limit, then 413', async () => {
    const outcome = answer(await send(json('z'.repeat(300 * 1024)), { chunked: true }));
    expect(outcome).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
  });

  it('When the body is gzip-compressed, then it is inflated and handed on whole', async () => {
    const text = 'g'.repeat(100 * 1024);
    const outcome = answer(await send(gzipSync(json(text)), { headers: { 'content-encoding': 'gzip' } }));
    expect(outcome).toMatchObject({ status: 200, body: { text_length: text.length } });
  });

  it('When a small gzip body inflates past the limit, then 413 (a compression bomb is counted after inflating)', async () => {
    const outcome = answer(await send(gzipSync(json('0'.repeat(2 * 1024 * 1024))), { headers: { 'content-encoding': 'gzip' } }));
    expect(outcome).toMatchObject({ status: 413, body: { error: { code: 'payload_too_large' } } });
  });

  it('When the body is in an encoding nobody inflates, then 415 naming the problem', async () => {
    const outcome = answer(await send(json('x'), { headers: { 'content-encoding': 'compress' } }));
    expect(outcome).toMatchObject({ status: 415, body: { error: { code: 'unsupported_encoding' } } });
  });

  it('When the answer is several MB, then it arrives whole with its declared length (sent a slice at a time)', async () => {
    const size = 3 * 1024 * 1024 + 17;
    const outcome = await send(json(`pad:${size}`));
    expect(outcome.kind).toBe('answered');
    if (outcome.kind !== 'answered') return;
    expect(outcome.status).toBe(200);
    expect(outcome.headers['content-length']).toBe(String(Buffer.byteLength(outcome.body)));
    expect((JSON.parse(outcome.body) as { padding: string }).padding).toHaveLength(size);
  });
});
