import type { Request } from 'express';
import {
  MODEL_CALLS_HEADER,
  MODEL_GRANT_HEADER,
  TEXT_ENGINE_HEADER,
  type ModelSkipReason,
  type TextEngine,
} from '@aiapp/contracts';
import { ModelFailure, type ModelClient } from './model-client';

/** What the gateway's grant header (MODEL_GRANT_HEADER) can refuse, worded for the visitor. */
const REFUSED_BY_GATEWAY: Partial<Record<string, { skipped: ModelSkipReason; reason: string }>> = {
  'daily-budget': { skipped: 'daily-budget', reason: "the site's AI budget for today is spent; it renews at 00:00 UTC" },
  'budget-unchecked': { skipped: 'budget-unchecked', reason: 'the AI budget could not be checked just now' },
};

/**
 * Answers one text-tool call. `write` gets the model as this call may use it: not at all when the
 * gateway's grant refuses it (the site's daily budget is spent, or its counters are unreachable),
 * and aborted when the visitor hangs up, so an answer nobody waits for stops costing tokens. The
 * answer carries which engine wrote it (TEXT_ENGINE_HEADER) and how many model calls it took
 * (MODEL_CALLS_HEADER, also on a failure): the gateway gives the visitor's reserved unit back
 * only when no call was made.
 */
export async function answerWithModel<T extends { engine: TextEngine }>(
  req: Request,
  model: ModelClient | undefined,
  write: (model: ModelClient | undefined) => Promise<T>,
): Promise<T> {
  const { res } = req;
  const hangUp = new AbortController();
  res?.once('close', () => {
    if (!res.writableFinished) hangUp.abort();
  });
  const refused = REFUSED_BY_GATEWAY[String(req.headers[MODEL_GRANT_HEADER])];
  let calls = 0;
  const forThisCall: ModelClient | undefined = model && {
    model: model.model,
    async generate(request) {
      if (refused) throw new ModelFailure(refused.reason, { skipped: refused.skipped });
      calls += 1;
      try {
        return await model.generate({
          ...request,
          signal: request.signal ? AbortSignal.any([request.signal, hangUp.signal]) : hangUp.signal,
        });
      } catch (error) {
        // A call the process's own cap kept back was never sent.
        if (error instanceof ModelFailure && error.skipped) calls -= 1;
        throw error;
      }
    },
  };
  try {
    const answer = await write(forThisCall);
    res?.setHeader(TEXT_ENGINE_HEADER, answer.engine);
    return answer;
  } finally {
    res?.setHeader(MODEL_CALLS_HEADER, String(calls));
  }
}
