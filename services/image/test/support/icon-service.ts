import { IconResponse } from '@aiapp/contracts';
import { listen, readZip, silentLogger, type Listening } from '@aiapp/test-support';
import { createApp } from '../../src/app';

export async function startImageService(): Promise<Listening> {
  return listen(createApp({ logger: silentLogger }));
}

export function post(service: Listening, path: string, body: unknown): Promise<Response> {
  return fetch(`${service.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Generates a set and returns the parsed answer plus the ZIP's files. */
export async function generateIcons(service: Listening, body: Record<string, unknown>) {
  const res = await post(service, '/api/generate-icons', body);
  if (res.status !== 200) throw new Error(`generate-icons answered ${res.status}: ${await res.text()}`);
  const answer = IconResponse.parse(await res.json());
  return { answer, files: await readZip(Buffer.from(answer.zip_data, 'base64')) };
}
