import { BlogResponse } from '@aiapp/contracts';
import { listen, silentLogger, type Listening } from '@aiapp/test-support';
import { createApp } from '../src/app';
import { loadArticles } from '../src/data-access/article-files';
import { parseArticle } from '../src/domain/blog/parse-article';

describe('GET /api/blog-articles', () => {
  let service: Listening;
  beforeAll(async () => {
    service = await listen(createApp({ logger: silentLogger }));
  });
  afterAll(() => service.close());

  const articles = async () => {
    const res = await fetch(`${service.url}/api/blog-articles`);
    expect(res.status).toBe(200);
    return BlogResponse.parse(await res.json()).articles;
  };

  it('When the blog is loaded, then at least eight dated articles come back, newest first', async () => {
    const list = await articles();
    expect(list.length).toBeGreaterThanOrEqual(8);
    const dates = list.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(list.map((article) => article.slug)).size).toBe(list.length);
    expect(new Set(list.map((article) => article.title)).size).toBe(list.length);
  });

  it('When an article is read, then it has at least 600 words, sections and a real excerpt', async () => {
    for (const article of await articles()) {
      expect(article.content.split(/\s+/).length).toBeGreaterThanOrEqual(600);
      expect(article.content).toMatch(/^## /m);
      expect(article.excerpt.length).toBeGreaterThan(60);
      expect(article.read_minutes).toBeGreaterThanOrEqual(3);
      expect(article.content).not.toMatch(/<[a-z][^>]*>/i);
    }
  });

  it('When articles state store limits, then they agree with the limits the tools enforce', async () => {
    const all = (await articles()).map((article) => article.content).join('\n');
    expect(all).toMatch(/up to 30 characters/);
    expect(all).toMatch(/\*\*100 bytes\*\*/);
    expect(all).toMatch(/80 characters/);
    expect(all).toMatch(/4,000 characters/);
    expect(all).not.toMatch(/\b(?:100|80|30) characters? (?:long|max)\b.*keyword/i);
  });

  it('When a keyword field example is given, then it fits in 100 bytes', async () => {
    const examples = (await articles()).flatMap((article) => article.content.match(/`([a-z,]+,[a-z,]+)`/g) ?? []);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(Buffer.byteLength(example.slice(1, -1))).toBeLessThanOrEqual(100);
  });
});

describe('article files', () => {
  it('When a file lacks front matter or a field, then loading fails naming the file', () => {
    expect(() => parseArticle('broken', '# No front matter')).toThrow('broken: missing front matter');
    expect(() => parseArticle('undated', '---\ntitle: T\nexcerpt: E\n---\nBody')).toThrow(/undated: date/);
    expect(() => parseArticle('bad-date', '---\ntitle: T\ndate: 22/11/2026\nexcerpt: E\n---\nBody')).toThrow(/YYYY-MM-DD/);
  });

  it('When a title contains a colon, then the whole title is kept', () => {
    expect(parseArticle('x', '---\ntitle: ASO: The Basics\ndate: 2026-01-02\nexcerpt: E\n---\nBody').title).toBe(
      'ASO: The Basics',
    );
  });

  it('When the shipped content is loaded, then every file parses', () => {
    expect(loadArticles().length).toBeGreaterThanOrEqual(8);
  });
});
