import { compromiseParses } from '@aiapp/test-support';

describe('warmListingClaims', () => {
  it("runs compromise's tagger over whole listing lines at start, so it is compiled before a visitor's lines come", () => {
    const parsed = compromiseParses(() => {
      const { warmListingClaims } = jest.requireActual<typeof import('../src/claims/warm-up')>('../src/claims/warm-up');
      warmListingClaims();
    });
    expect(parsed.filter((text) => text.trim().includes(' ')).length).toBeGreaterThanOrEqual(150);
  });
});
