import type { RequestHandler } from 'express';
import { AppError } from './errors';

export interface JobLimits {
  /** Jobs that run at once (each holds its upload, decoded pixels and output in memory). */
  concurrency: number;
  /** Requests that wait their turn, their bodies still unread; beyond this they get 503. */
  maxWaiting: number;
}

/**
 * Bounds the memory of heavy calls: at most `concurrency` run, up to `maxWaiting` queue before
 * their body is read, the rest are told to come back (503 with Retry-After) instead of the
 * process growing until the container is killed with every job in it. A request that goes away
 * while waiting leaves the queue. One limiter can guard several calls.
 */
export function limitConcurrentJobs(limits: JobLimits): RequestHandler {
  let running = 0;
  const waiting: (() => void)[] = [];
  const startNext = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next();
  };
  return (_req, res, next) => {
    const begin = () => {
      running += 1;
      res.once('close', startNext);
      next();
    };
    if (running < limits.concurrency) return begin();
    if (waiting.length >= limits.maxWaiting) {
      return next(
        new AppError('busy', 503, 'We are processing many images right now. Please try again in a few seconds.', undefined, {
          'Retry-After': '5',
        }),
      );
    }
    waiting.push(begin);
    // Before its turn, the response only closes when the client's connection does.
    res.once('close', () => {
      const at = waiting.indexOf(begin);
      if (at >= 0) waiting.splice(at, 1);
    });
  };
}
