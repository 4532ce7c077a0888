import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings for the image service, set before its job worker threads start: each isolate reads
 * them when it is created. Without concurrent recompilation a worker thread compiles its hot
 * functions' optimised code itself instead of queueing the job for V8's platform threads. Those
 * threads and their one task queue are shared by every isolate of the process, and the event loop
 * queues its own garbage-collection and compile tasks there: during store kits its thread was seen
 * (`perf record -e sched:sched_switch`) asleep on that queue's lock for 58 and 134 ms while the
 * job threads kept it busy, and `/healthz` waited as long (bench/README.md, store kit). Node
 * documents setting flags at run time as use-with-care
 * (https://nodejs.org/docs/latest-v20.x/api/v8.html#v8setflagsfromstringflags); this one only
 * changes how isolates created afterwards compile, and the event loop's own isolate keeps it.
 */
export function configureV8(): void {
  setFlagsFromString('--no-concurrent-recompilation');
}
