import type { Express } from 'express';
import { ROUTES } from '@aiapp/contracts';
import {
  checkContractBody,
  createServiceApp,
  mountContract,
  requestIdOfRequest,
  requireSchema,
  serviceUnavailable,
  type Database,
  type HealthState,
  type Logger,
} from '@aiapp/kit';
import { countCapturesByTool } from './data-access/stats-repository';
import { setTimeout as sleep } from 'node:timers/promises';
import { randomBytes } from 'node:crypto';
import type { ConfirmationSettings } from './data-access/capture-repository';
import { createCaptureWriter } from './domain/capture-email';
import { receiveContactMessage } from './domain/contact-message';
import { eraseByLink, unsubscribeByLink } from './domain/erase-address';
import { confirmByLink, readByLink, requestPrivacyLink } from './domain/privacy-links';
import { createStatsReader } from './domain/delivered-results';
import { databaseWithOutboxReadiness, relayReadiness } from './observability/readiness';
import type { ServiceMetrics } from './observability/service-metrics';
import type { RelayStatus } from './relay/outbox-relay';

export interface EmailAppDeps {
  logger: Logger;
  db: Database;
  /** False until migrations have run; captures and stats answer 503 meanwhile. */
  isSchemaReady: () => boolean;
  health?: HealthState;
  /** How long GET /api/stats reuses one count; 30 s unless configured. */
  statsMaxAgeMs?: number;
  /** Called after a capture, an erasure or a message committed its event, so the relay publishes without waiting for its next poll. */
  onEventStored?: () => void;
  /** The relay's state for readiness details; undefined while the relay is off. */
  relayStatus?: () => RelayStatus | undefined;
  /** Serves GET /metrics when given. */
  metrics?: ServiceMetrics;
  /**
   * The key that signs the links we mail; a function while it is being loaded (undefined meanwhile:
   * link calls answer 503). A random key per app when not given (tests).
   */
  linkSecret?: Buffer | (() => Buffer | undefined);
  /** Called after a mail job committed, so the mail worker sends it without waiting for its next poll. */
  onMailQueued?: () => void;
  /** Erasure and access requests answer after this long at the least, whatever the address (300 ms unless set). */
  linkRequestAnswerMs?: number;
  /** Confirmation link lifetime and resend interval (the standard periods unless set). */
  confirmation?: ConfirmationSettings;
}

const DEFAULT_STATS_MAX_AGE_MS = 30_000;
/**
 * Well above the time the request's one statement takes on a loaded machine (a few ms; a commit
 * that waits for the disk, tens), so the answer time is this constant and says nothing about the
 * address (timing side channels: https://owasp.org/www-project-web-security-testing-guide/latest/4-Web_Application_Security_Testing/03-Identity_Management_Testing/04-Testing_for_Account_Enumeration_and_Guessable_User_Account).
 */
const DEFAULT_LINK_REQUEST_ANSWER_MS = 300;

/** Runs `work` and answers no sooner than `minMs` after it started, also when it fails. */
async function inConstantTime<T>(minMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

export function createApp(deps: EmailAppDeps): Express {
  const capture = createCaptureWriter(deps.db, deps.confirmation);
  const ownSecret = randomBytes(32);
  const secretOf = deps.linkSecret ?? ownSecret;
  const linkSecret = (): Buffer => {
    const secret = typeof secretOf === 'function' ? secretOf() : secretOf;
    if (!secret) throw serviceUnavailable('starting', 'The service is starting. Please try again in a moment.');
    return secret;
  };
  const answerMs = deps.linkRequestAnswerMs ?? DEFAULT_LINK_REQUEST_ANSWER_MS;
  const readStats = createStatsReader({
    load: () => countCapturesByTool(deps.db),
    maxAgeMs: deps.statsMaxAgeMs ?? DEFAULT_STATS_MAX_AGE_MS,
  });

  return createServiceApp({
    logger: deps.logger,
    health: deps.health,
    readiness: [databaseWithOutboxReadiness(deps.db, deps.isSchemaReady), relayReadiness(deps.relayStatus)],
    routes: (router) => {
      const { metrics } = deps;
      if (metrics) {
        router.get('/metrics', async (_req, res) => {
          const { contentType, body } = await metrics.render();
          res.type(contentType).send(body);
        });
      }
      mountContract(router, ROUTES.emailCapture, async (body, req) => {
        requireSchema(deps.isSchemaReady);
        await capture(body, { requestId: requestIdOfRequest(req) });
        deps.onEventStored?.();
        deps.onMailQueued?.();
        return { captured: true as const };
      });
      mountContract(router, ROUTES.emailConfirmation, async (body) => {
        requireSchema(deps.isSchemaReady);
        const confirmedAt = await confirmByLink(deps.db, linkSecret(), body);
        deps.onEventStored?.();
        return { confirmed: true as const, confirmed_at: confirmedAt.toISOString() };
      });
      for (const [contract, purpose] of [
        [ROUTES.emailErasure, 'erasure'],
        [ROUTES.emailAccess, 'access'],
      ] as const) {
        mountContract(router, contract, async (body) =>
          inConstantTime(answerMs, async () => {
            requireSchema(deps.isSchemaReady);
            await requestPrivacyLink(deps.db, purpose, body.email);
            deps.onMailQueued?.();
            return { requested: true as const };
          }),
        );
      }
      mountContract(router, ROUTES.emailErasureConfirm, async (body) => {
        requireSchema(deps.isSchemaReady);
        await eraseByLink(deps.db, linkSecret(), body.token);
        deps.onEventStored?.();
        return { erased: true as const };
      });
      const unsubscribe = async (token: string) => {
        requireSchema(deps.isSchemaReady);
        await unsubscribeByLink(deps.db, linkSecret(), token);
        deps.onEventStored?.();
        return { unsubscribed: true as const };
      };
      // RFC 8058: a mail client POSTs the form `List-Unsubscribe=One-Click` to the address in the
      // mail, the token in its query; the body only says it is a one-click request.
      router.post(ROUTES.emailUnsubscribe.path, (req, res, next) => {
        if (!req.is(['application/x-www-form-urlencoded', 'multipart/form-data'])) return next();
        const { token } = checkContractBody(ROUTES.emailUnsubscribe, { token: req.query.token });
        unsubscribe(token).then((answer) => res.json(answer), next);
      });
      mountContract(router, ROUTES.emailUnsubscribe, (body) => unsubscribe(body.token));
      mountContract(router, ROUTES.emailAccessConfirm, async (body) => {
        requireSchema(deps.isSchemaReady);
        return readByLink(deps.db, linkSecret(), body.token);
      });
      mountContract(router, ROUTES.contact, async (body, req) => {
        requireSchema(deps.isSchemaReady);
        await receiveContactMessage(deps.db, body, { requestId: requestIdOfRequest(req) });
        deps.onEventStored?.();
        return { received: true as const };
      });
      mountContract(router, ROUTES.stats, async () => {
        requireSchema(deps.isSchemaReady);
        return readStats();
      });
    },
  });
}
