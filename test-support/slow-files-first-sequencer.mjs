/**
 * Jest's own test order (jest.config.js `testSequencer`), except that on a run with no recorded
 * times (a fresh clone: jest keeps them in its cache directory) the files whose docblock says
 * `@slow` start first. Jest then orders by file size, which put the short bad-input sweep files,
 * the longest of the suite, last: one worker ran them alone while the other had nothing left.
 * Started first, the other worker runs the many short files beside them. Plain JavaScript: jest
 * loads a sequencer without transforming it. https://jestjs.io/docs/configuration#testsequencer-string
 */
import fs from 'node:fs';
import Sequencer from '@jest/test-sequencer';

/** The file's leading docblock (`/** … *\/`, before any code) names `@slow`. */
function markedSlow(path) {
  const docblock = /^\s*\/\*\*([\s\S]*?)\*\//.exec(fs.readFileSync(path, 'utf8'));
  return docblock !== null && /(^|\s)@slow(\s|$)/.test(docblock[1]);
}

export default class SlowFilesFirstSequencer extends Sequencer {
  sort(tests) {
    // Jest's order: last run's failures first, then files it has no time for (by size), then by time, longest first.
    const sorted = super.sort(tests);
    const untimed = sorted.filter((test) => test.duration == null);
    const slow = untimed.filter((test) => markedSlow(test.path));
    return [...slow, ...sorted.filter((test) => !slow.includes(test))];
  }
}
