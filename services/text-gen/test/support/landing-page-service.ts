import { LandingPageResponse } from '@aiapp/contracts';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import { createApp } from '../../src/app';

/**
 * The text service listening for one test file (started before its tests, closed after), with
 * `post` for any answer and `page` for the HTML of a landing page that must answer 200.
 */
export function landingPageService() {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger, now: () => new Date('2026-11-22T12:00:00Z') }));
  });
  afterAll(() => service.close());

  const post = (body: unknown) =>
    fetch(`${service.url}/api/generate-landing-page`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const page = async (body: unknown) => {
    const res = await post(body);
    expect(res.status).toBe(200);
    return LandingPageResponse.parse(await res.json()).html_code;
  };
  return { post, page };
}
