describe('warmListingClaims', () => {
  it("runs compromise's tagger over whole listing lines at start, so it is compiled before a visitor's lines come", () => {
    const parsed: string[] = [];
    jest.isolateModules(() => {
      jest.doMock('compromise', () => {
        // compromise's CommonJS build exports the function itself.
        const actual = jest.requireActual<typeof import('compromise').default>('compromise');
        const counted = new Proxy(actual, {
          apply: (target, self, args: Parameters<typeof actual>) => {
            parsed.push(String(args[0]));
            return Reflect.apply(target, self, args) as ReturnType<typeof actual>;
          },
        });
        return { __esModule: true, default: counted };
      });
      const { warmListingClaims } = jest.requireActual<typeof import('../src/claims/warm-up')>('../src/claims/warm-up');
      warmListingClaims();
    });
    expect(parsed.filter((text) => text.trim().includes(' ')).length).toBeGreaterThanOrEqual(150);
  });
});
