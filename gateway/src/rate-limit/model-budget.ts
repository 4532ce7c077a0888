import { AppError } from '@aiapp/kit';
import { MODEL_CALLS_HEADER, MODEL_GRANT_HEADER, type ModelSkipReason, type RateLimit } from '@aiapp/contracts';
import { clientKeyOf } from './client-key';
import { setRateLimitHeaders, tooManyRequests, type CallLimiter, type LimitDecision, type WindowCounter } from './call-limiter';
import { inFlightPerClient } from './in-flight';

export interface ModelBudgetSettings {
  /** Model calls the whole site may make per UTC day (MODEL_DAILY_BUDGET); null: no daily budget. */
  dailyBudget: number | null;
  /** Model-class calls one client may have in flight at this gateway (MODEL_MAX_IN_FLIGHT_PER_CLIENT). */
  inFlightPerClient: number;
}

export const DEFAULT_MODEL_BUDGET: ModelBudgetSettings = { dailyBudget: 2_000, inFlightPerClient: 2 };

const DAY_SECONDS = 86_400;
/** The whole site's window: one client key for everyone. */
const SITE = '*';
const DAILY_BUCKET = 'model-daily';

function tooManyInFlight(max: number): AppError {
  return new AppError(
    'rate_limited',
    429,
    `Your network already has ${max} AI texts being written: please wait for them before asking for another.`,
    { in_flight_limit: max, retry_after_seconds: 5 },
    { 'Retry-After': '5' },
  );
}

/**
 * The `model` class, paid before the call: a unit is reserved in the client's window (and one in
 * the site's daily window) before the call is forwarded, and given back only when the answer says
 * no model call was made (MODEL_CALLS_HEADER `0`: no key configured, or the model was not asked).
 * An answer the model wrote and the guard discarded, one that timed out and one whose visitor hung
 * up all keep their unit, so calls at once can never pass the budget together. A client also holds
 * at most `inFlightPerClient` of these calls at once.
 *
 * Fails closed: when the counters cannot be reached, the call still goes on but with the grant
 * header `budget-unchecked`, and the service answers with its built-in engine, saying why; the
 * same with `daily-budget` once the site's day is spent.
 */
export function modelBudget(options: {
  limit: RateLimit | null;
  settings?: Partial<ModelBudgetSettings>;
  count: WindowCounter;
}): CallLimiter {
  const { limit, count } = options;
  const { dailyBudget, inFlightPerClient: maxInFlight } = { ...DEFAULT_MODEL_BUDGET, ...options.settings };
  const daily: RateLimit | null = dailyBudget === null ? null : { max: dailyBudget, windowSeconds: DAY_SECONDS };
  const inFlight = inFlightPerClient(maxInFlight);

  return async (client, res) => {
    const clientKey = clientKeyOf(client);
    const leave = inFlight.enter(clientKey);
    if (!leave) return { refusal: tooManyInFlight(maxInFlight) };
    res.once('close', leave);

    const reserved: { bucket: string; limit: RateLimit; key: string }[] = [];
    const decide = (grant: 'granted' | ModelSkipReason): LimitDecision => ({
      forwardHeaders: { [MODEL_GRANT_HEADER]: grant },
      onAnswer: (headers) => {
        if (headers[MODEL_CALLS_HEADER] !== '0') return;
        for (const unit of reserved) void count(unit.bucket, unit.limit, unit.key, -1);
      },
    });

    if (limit) {
      const window = await count('model', limit, clientKey, 1);
      if (!window) return decide('budget-unchecked');
      setRateLimitHeaders(res, limit, window);
      if (window.hits > limit.max) {
        leave();
        return { refusal: tooManyRequests(limit, window.resetSeconds) };
      }
      reserved.push({ bucket: 'model', limit, key: clientKey });
    }
    if (daily) {
      const day = await count(DAILY_BUCKET, daily, SITE, 1);
      if (!day) return decide('budget-unchecked');
      if (day.hits > daily.max) return decide('daily-budget');
      reserved.push({ bucket: DAILY_BUCKET, limit: daily, key: SITE });
    }
    return decide('granted');
  };
}
