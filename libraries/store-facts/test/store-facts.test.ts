import { z } from 'zod';
import { bannedTitleWordsIn, measureText, STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { buildOpenApiDocument, checkRequest, ROUTE_LIST, StoreDescriptionRequest } from '@aiapp/contracts';
import { containsHtml, escapeMarkup, plainBlock, plainLine, readMinutes, WORDS_PER_MINUTE } from '@aiapp/text';

type Schema = { properties?: Record<string, Record<string, unknown>> };
const BOUNDS = ['maxItems', 'minItems', 'maxLength', 'minLength', 'maximum', 'minimum'] as const;

/** The bounds a property states, on itself or on its array items. */
function boundsOf(property: Record<string, unknown>): Record<string, unknown> {
  const items = (property.items ?? {}) as Record<string, unknown>;
  const own = BOUNDS.flatMap((bound) => (property[bound] === undefined ? [] : [[bound, property[bound]]]));
  const ofItems = BOUNDS.flatMap((bound) => (items[bound] === undefined ? [] : [[`items.${bound}`, items[bound]]]));
  return Object.fromEntries([...own, ...ofItems]);
}

describe('the OpenAPI document says what the services enforce', () => {
  it('When a request field is checked in two steps (what is sent, then what is left), then both state the same bounds', () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const contract of ROUTE_LIST) {
      if (!contract.request) continue;
      const sent = z.toJSONSchema(contract.request, { io: 'input', unrepresentable: 'any' }) as Schema;
      const kept = z.toJSONSchema(contract.request, { io: 'output', unrepresentable: 'any' }) as Schema;
      for (const [name, property] of Object.entries(sent.properties ?? {})) {
        const after = kept.properties?.[name];
        if (!after) continue;
        const before = boundsOf(property);
        for (const [bound, value] of Object.entries(boundsOf(after))) {
          compared += 1;
          if (before[bound] !== value)
            disagreements.push(`${contract.path} ${name} ${bound}: says ${String(before[bound])}, enforces ${String(value)}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
    expect(disagreements).toEqual([]);
  });

  it('When the store description call is documented, then it allows the 15 features the service accepts, and a 16th is refused', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, any> };
    const schema = document.paths['/api/generate-store-description']?.post.requestBody.content['application/json'].schema;
    expect(schema.properties.key_features.maxItems).toBe(15);
    const request = (count: number) => ({
      app_name: 'A',
      app_category: 'B',
      key_features: Array.from({ length: count }, (_, i) => `f${i}`),
    });
    expect(StoreDescriptionRequest.safeParse(request(15)).success).toBe(true);
    expect(checkRequest(StoreDescriptionRequest, request(16)).error?.issues[0]?.message).toBe('At most 15 entries');
  });
});

describe('store text counting', () => {
  it('When a text has accents, CJK and an emoji, then the keyword field counts UTF-8 bytes and every other field UTF-16 units', () => {
    const text = 'über水🙂';
    expect(measureText(text, 'appStoreKeywords')).toBe(2 + 3 + 3 + 4);
    for (const field of Object.keys(STORE_TEXT_LIMITS) as (keyof typeof STORE_TEXT_LIMITS)[]) {
      if (field !== 'appStoreKeywords') expect([field, measureText(text, field)]).toEqual([field, 7]);
    }
  });
});

describe('banned title words', () => {
  it('When a title has ranking or price claims, then each is found as a whole word, in any case', () => {
    expect(bannedTitleWordsIn('BEST Budget #1 - Free Number One')).toEqual(['free', 'best', '#1', 'number one']);
    expect(bannedTitleWordsIn('Topaz Freestyle #12 Newton')).toEqual([]);
  });
});

describe('shared text helpers', () => {
  it('When markup characters are escaped, then none can open a tag or end an attribute', () => {
    expect(escapeMarkup(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('When HTML becomes store text, then paragraphs, line breaks and list items survive and entities are decoded', () => {
    const html = '<p>Plan &amp; track</p><ul><li>One</li><li>Two</li></ul><script>x()</script>Line<br>two';
    expect(containsHtml(html)).toBe(true);
    expect(plainBlock(html)).toBe('Plan & track\n\n• One\n• Two\n\nLine\ntwo');
    expect(plainLine(' <b>Fast</b>\n  notes ')).toBe('Fast notes');
  });

  it('When a read time is computed, then it uses the one reading speed', () => {
    expect(readMinutes(WORDS_PER_MINUTE * 3)).toBe(3);
    expect(readMinutes(1)).toBe(1);
  });
});
