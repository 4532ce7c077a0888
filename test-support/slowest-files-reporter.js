/**
 * A jest reporter (jest.config.js `reporters`) that prints the ten slowest test files at the end
 * of a run, so where the suite's time goes is visible in every run's log. Plain CommonJS: jest
 * loads reporters without transforming them. Reporter interface:
 * https://jestjs.io/docs/configuration#custom-reporters
 */
const SHOWN = 10;

class SlowestFilesReporter {
  /** @param {{ rootDir: string }} globalConfig */
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    /** @type {{ file: string; seconds: number; failed: boolean }[]} */
    this.files = [];
  }

  /** @param {unknown} _test @param {{ testFilePath: string; perfStats: { start: number; end: number }; numFailingTests: number; testExecError?: unknown }} result */
  onTestResult(_test, result) {
    const { start, end } = result.perfStats;
    this.files.push({
      file: result.testFilePath.startsWith(`${this.rootDir}/`)
        ? result.testFilePath.slice(this.rootDir.length + 1)
        : result.testFilePath,
      seconds: start > 0 && end >= start ? (end - start) / 1000 : 0,
      failed: result.numFailingTests > 0 || Boolean(result.testExecError),
    });
  }

  onRunComplete() {
    if (this.files.length < 2) return;
    const slowest = [...this.files].sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    const width = Math.max(...slowest.map((entry) => entry.file.length));
    const lines = slowest.map(
      (entry) =>
        `  ${entry.seconds.toFixed(1).padStart(6)} s  ${entry.failed ? `${entry.file.padEnd(width)}  (failed)` : entry.file}`,
    );
    process.stderr.write(`\nThe ${slowest.length} slowest test files:\n${lines.join('\n')}\n`);
  }
}

module.exports = SlowestFilesReporter;
