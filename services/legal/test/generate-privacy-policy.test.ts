import MarkdownIt from 'markdown-it';
import { PrivacyPolicyResponse, ROUTES, privacyPolicyFileName } from '@aiapp/contracts';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import { createApp } from '../src/app';

describe('POST /api/generate-privacy-policy', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger, now: () => new Date('2026-05-04T23:30:00Z') }));
  });
  afterAll(() => service.close());

  const post = (body: unknown, contentType = 'application/json') =>
    fetch(`${service.url}/api/generate-privacy-policy`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const valid = {
    app_name: 'FitTrack Pro',
    company_name: 'Acme Apps Ltd',
    email: 'privacy@acme.example',
    website: 'https://acme.example',
    data_collected: ['Location Data'],
  };

  it('When the form is valid, then the policy in three formats and the store answers match the contract', async () => {
    const res = await post(valid);
    expect(res.status).toBe(200);
    const body = PrivacyPolicyResponse.parse(await res.json());
    expect(body.policy).toMatch(/^FitTrack Pro Privacy Policy\n\nEffective date: May 4, 2026\n/);
    expect(body.policy_markdown).toMatch(/^# FitTrack Pro Privacy Policy\n/);
    expect(body.policy_html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(body.policy_html).toContain('<title>FitTrack Pro Privacy Policy</title>');
    expect(body.effective_date).toBe('2026-05-04');
    expect(body.store_answers.app_store.collects_data).toBe(true);
    expect(body.store_answers.google_play.data_types.map((row) => row.data_type)).toEqual([
      'Approximate location',
      'Precise location',
    ]);
    expect(body.review_notes.length).toBeGreaterThan(0);
  });

  it('When the Markdown is rendered, then it has one title, numbered headings, bold labels and the California table', async () => {
    const body = PrivacyPolicyResponse.parse(
      await (await post({ ...valid, data_collected: ['Location Data', 'Contacts'] })).json(),
    );
    const html = new MarkdownIt().render(body.policy_markdown);
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain('<h2>2. Information we collect</h2>');
    expect(html).toContain('<h3>2.1 Location data</h3>');
    expect(html).toContain('<strong>What we collect:</strong> Your device');
    expect(html).toMatch(/<table>[\s\S]*<td>Geolocation data/);
    expect(html).not.toContain('**');
  });

  it('When only the required fields are sent, then the policy is made with defaults', async () => {
    const res = await post({ app_name: 'Notes', company_name: 'Jo Doe' });
    expect(res.status).toBe(200);
    const body = PrivacyPolicyResponse.parse(await res.json());
    expect(body.store_answers.app_store).toEqual({ collects_data: false, data_types: [] });
  });

  it('When the visitor sends their own effective date, then the policy carries it', async () => {
    const body = PrivacyPolicyResponse.parse(await (await post({ ...valid, effective_date: '2026-01-31' })).json());
    expect(body.policy).toContain('Effective date: January 31, 2026');
  });

  it.each([
    ['app name is missing', { ...valid, app_name: undefined }],
    ['app name is blank', { ...valid, app_name: '   ' }],
    ['company name is blank', { ...valid, company_name: '' }],
    ['e-mail is not an e-mail', { ...valid, email: 'not-an-email' }],
    ['website is a javascript: URL', { ...valid, website: 'javascript:alert(1)' }],
    ['website is not a URL', { ...valid, website: 'acme dot com' }],
    ['a data category is not one of the choices', { ...valid, data_collected: ['Location Data', 'Health Data'] }],
    ['data_collected is not a list', { ...valid, data_collected: 'Location Data' }],
    ['the effective date does not exist', { ...valid, effective_date: '2026-02-30' }],
  ])('When the %s, then 400 with the field named', async (_case, body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.message).toEqual(expect.any(String));
    expect(error.details[0].path.length).toBeGreaterThan(0);
  });

  it('When the e-mail is invalid, then the message says so plainly', async () => {
    const { error } = await (await post({ ...valid, email: 'nope' })).json();
    expect(error.message).toBe('Please enter a valid e-mail address');
  });

  it('When the body is not JSON, then 415; when it is broken JSON, then 400; when it is too large, then 413', async () => {
    expect((await post('app_name=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{"app_name":')).status).toBe(400);
    expect((await post({ ...valid, company_name: 'x'.repeat(ROUTES.generatePrivacyPolicy.maxBodyBytes) })).status).toBe(413);
  });

  describe('hostile input', () => {
    const hostile = {
      app_name: '<script>alert(1)</script> **Bold** [x](javascript:alert(1))',
      company_name: '"><img src=x onerror=alert(1)>\n# Injected heading\n- injected item',
      data_collected: ['Contacts'],
    };
    let body: PrivacyPolicyResponse;
    beforeAll(async () => {
      body = PrivacyPolicyResponse.parse(await (await post(hostile)).json());
    });

    it('When names contain markup, then the HTML shows them as text', () => {
      expect(body.policy_html).not.toMatch(/<script|<img/i);
      expect(body.policy_html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(body.policy_html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    });

    it('When names contain Markdown, then the rendered Markdown shows them literally, with no tags, links or headings', () => {
      const html = new MarkdownIt({ html: true, linkify: false }).render(body.policy_markdown);
      expect(html).not.toMatch(/<script|<img|href="javascript/i);
      expect(html).not.toContain('<strong>Bold</strong>');
      expect(html).toContain('**Bold**');
      expect(html).not.toMatch(/<h\d>Injected heading/);
      expect([...html.matchAll(/<h1>/g)]).toHaveLength(1);
    });

    it('When names contain line breaks, then the plain text keeps them on one line', () => {
      expect(body.policy).toContain('"><img src=x onerror=alert(1)> # Injected heading - injected item');
      expect(body.policy).not.toMatch(/^# Injected heading$/m);
    });
  });

  it('When the policy is downloaded, then the file is named after the app (docs/product.md §9)', () => {
    expect(privacyPolicyFileName('FitTrack Pro')).toBe('fittrack-pro-privacy-policy.txt');
    expect(privacyPolicyFileName('FitTrack Pro', 'html')).toBe('fittrack-pro-privacy-policy.html');
    expect(privacyPolicyFileName('Notes: 2/3?', 'md')).toBe('notes-23-privacy-policy.md');
  });
});
