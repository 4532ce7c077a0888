// How `make start` (scripts/start.mjs) shows the JSON lines the services log with pino: one
// readable line per entry, and for a failed request what a reader needs to see why. Production
// keeps the JSON; this only changes what the launcher prints.
//
//   info:  a failed call as `<status> <code> <METHOD url>: <message>`; a 5xx (and any error
//          logged at error or fatal) adds its first stack frame; answered calls are left out.
//   debug: every line, every stack frame, and the fields of each entry (request id, details…).

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** Fields pino adds to every entry, or that the line itself shows. */
const ALWAYS_SHOWN = ['level', 'time', 'pid', 'hostname', 'service', 'name', 'msg', 'err'];
const INDENT = '    ';

/** `Type: message`; the type is left out for the catalogue's own errors (their code says it). */
function describeError(err) {
  if (typeof err !== 'object' || err === null) return String(err);
  const message = err.message ?? '';
  return err.type === 'AppError' ? message : `${err.type ?? 'Error'}: ${message}`;
}

/** The stack's frames (`at …` lines), with the repository's path cut from file names. */
function framesOf(err, root) {
  if (typeof err?.stack !== 'string') return [];
  const frames = err.stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '));
  if (!root) return frames;
  const prefix = `${root.replace(/\/$/, '')}/`;
  return frames.map((frame) => frame.replaceAll(`file://${prefix}`, '').replaceAll(prefix, ''));
}

function call(req) {
  return req?.method ? `${req.method} ${req.url ?? ''}` : '';
}

/** The entry's other fields as compact JSON (debug only). */
function extraFields(entry, shown) {
  const hidden = new Set([...ALWAYS_SHOWN, ...shown]);
  const extra = Object.fromEntries(Object.entries(entry).filter(([key]) => !hidden.has(key)));
  return Object.keys(extra).length > 0 ? [`${INDENT}${JSON.stringify(extra)}`] : [];
}

/**
 * The lines to print for one line of a child's output (without the launcher's label), or an
 * empty list to print nothing. `debug`: LOG_LEVEL is debug or trace. `root`: the repository's
 * folder, cut from stack frames.
 */
export function formatLogLine(line, { debug = false, root } = {}) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return [line];
  }
  // Not a pino entry (the embedded Postgres script's address line, say): as it is.
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry) || entry.msg === undefined) return [line];

  const tag = LEVELS[entry.level] ? `${LEVELS[entry.level]} ` : '';
  const status = entry.res?.statusCode;
  if (entry.msg === 'request completed' || entry.msg === 'request aborted') {
    if (entry.msg === 'request completed' && status < 400 && !debug) return [];
    const outcome = entry.msg === 'request aborted' ? 'aborted by the client' : `→ ${status}`;
    const time = entry.responseTime === undefined ? '' : ` (${entry.responseTime} ms)`;
    return [`${tag}${call(entry.req)} ${outcome}${time}`, ...(debug ? extraFields(entry, ['req', 'res', 'responseTime']) : [])];
  }

  const frames = framesOf(entry.err, root);
  const showFrames = debug ? frames : entry.level >= 50 ? frames.slice(0, 1) : [];
  let head;
  const shown = [];
  if (entry.code !== undefined && entry.status !== undefined) {
    // A failed request (kit logRequestFailure): a 5xx's message is its cause's, a 4xx's is the answer's.
    const where = call(entry.req) || (entry.path ?? '');
    const message = entry.err ? describeError(entry.err) : entry.msg;
    head = `${tag}${entry.status} ${entry.code}${where ? ` ${where}` : ''}: ${message}`;
    shown.push('code', 'status', entry.req?.method ? 'req' : 'path');
  } else {
    head = `${tag}${entry.msg}${entry.err ? `: ${describeError(entry.err)}` : ''}`;
  }
  return [
    head,
    ...showFrames.map((frame) => `${INDENT}${frame}`),
    ...(debug && entry.err?.details !== undefined ? [`${INDENT}details: ${JSON.stringify(entry.err.details)}`] : []),
    ...(debug ? extraFields(entry, shown) : []),
  ];
}

/**
 * `formatLogLine` for one child's output. Below debug, a failed call's `request completed` line
 * is left out when its failure line (same request id) was printed just before; the gateway's
 * line for an answer a service failed is kept, since nothing else there says it failed.
 */
export function createLineFormatter(options = {}) {
  const failed = new Set();
  return (line) => {
    const lines = formatLogLine(line, options);
    if (options.debug || lines.length === 0) return lines;
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return lines;
    }
    if (typeof entry?.reqId !== 'string') return lines;
    if (entry.code !== undefined && entry.status !== undefined) {
      failed.add(entry.reqId);
      // A request's two lines come one after the other; a few hundred ids are plenty.
      if (failed.size > 500) failed.delete(failed.values().next().value);
    } else if (entry.msg === 'request completed' && failed.delete(entry.reqId)) return [];
    return lines;
  };
}
