import type nlp from 'compromise';

/**
 * The texts compromise parses while `run` loads modules (with `jest.requireActual`) and calls them in
 * a fresh module registry where compromise is counted: what the tests of the one-parse-per-word
 * caches count.
 */
export function compromiseParses(run: () => void): string[] {
  const parsed: string[] = [];
  jest.isolateModules(() => {
    jest.doMock('compromise', () => {
      // compromise's CommonJS build exports the function itself.
      const actual = jest.requireActual<typeof nlp>('compromise');
      const counted = new Proxy(actual, {
        apply: (target, self, args: Parameters<typeof actual>) => {
          parsed.push(String(args[0]));
          return Reflect.apply(target, self, args) as ReturnType<typeof actual>;
        },
      });
      return { __esModule: true, default: counted };
    });
    run();
  });
  return parsed;
}
