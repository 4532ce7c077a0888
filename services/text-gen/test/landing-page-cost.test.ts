import { LandingPageRequest, type LandingPageResponse } from '@aiapp/contracts';
import { compromiseParses, silentLogger } from '@aiapp/test-support';

const NOW = new Date('2026-11-25T12:00:00Z');

// Words no other test of this file's process has read: every line is new to compromise.
const BONSAI = LandingPageRequest.parse({
  app_name: 'Leafkeep',
  category: 'Lifestyle',
  description: 'Care notes for the trees you own.',
  // The subject comes back in every line: the page reads each line's words around it.
  features: ['Track each bonsai tree', 'Bonsai pruning calendar', 'Wiring notes for every bonsai'],
});

describe('the landing page with the built-in engine (issue 28, speed)', () => {
  it('When a page is written for a new brief, then compromise parses each of its texts once', async () => {
    let generate: ((request: LandingPageRequest) => Promise<LandingPageResponse>) | undefined;
    const parsed = compromiseParses(() => {
      const { generateLandingPage } =
        jest.requireActual<typeof import('../src/domain/landing-page')>('../src/domain/landing-page');
      generate = (request) => generateLandingPage(request, { logger: silentLogger, now: NOW });
    });
    // The modules loaded above keep the counted compromise: the page's parses are counted too.
    const before = parsed.length;
    await generate?.(BONSAI);
    const ofPage = parsed.slice(before);
    expect(ofPage.length).toBeGreaterThan(0);
    expect(ofPage.filter((text, index) => ofPage.indexOf(text) !== index)).toEqual([]);
  });
});
