import { Pool, type PoolClient, type QueryResultRow } from 'pg';
import type { Logger } from 'pino';
import { serviceUnavailable } from './errors';

export interface Database {
  /** One statement on its own (autocommit), in the schema's search_path like every query. */
  query<R extends QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  /**
   * Like `query`, for hot statements of fixed text: prepared once per connection, so Postgres parses
   * and plans it once, not on every call.
   */
  statement<R extends QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
  /** `timeoutMs` lifts the statement timeout for this transaction's statements (migrations may wait on a lock). */
  withTransaction<T>(work: (tx: Transaction) => Promise<T>, options?: { timeoutMs?: number }): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  readonly schema: string;
}

export interface Transaction {
  query<R extends QueryResultRow>(sql: string, params?: unknown[]): Promise<R[]>;
}

export interface DatabaseOptions {
  connectionString: string;
  /** The service's own schema; every connection's search_path points at it. */
  schema: string;
  logger: Logger;
  maxConnections?: number;
  /** Postgres's `statement_timeout` for every statement (DEFAULT_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/**
 * Well below every route's gateway deadline (10 s for the shortest, routes.ts), so a hung or
 * overloaded database answers 503 `database_unavailable` in about 2 s, not a 504 after the
 * deadline. Postgres cancels a statement past `statement_timeout` itself (SQLSTATE 57014); the
 * client gives up `CLIENT_TIMEOUT_SLACK_MS` later (pg's query_timeout) when no answer comes back at
 * all, as from a server that hangs or a network that drops packets, and discards the connection.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 2_000;
const CLIENT_TIMEOUT_SLACK_MS = 500;
/** A connection not open (TCP and Postgres start-up) within this is a failure: 503 at once. */
export const CONNECT_TIMEOUT_MS = 1_500;

const SAFE_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // query_canceled: statement_timeout fired; the database is stuck or overloaded, not the query wrong.
  '57014',
]);

/**
 * True for failures that mean "the database cannot be reached", as opposed to a bad query.
 * Duck-typed, not `instanceof Error`: socket errors are created by Node's core, which is another
 * realm under jest (and in worker threads), so instanceof would call a reset a bug (500).
 */
function isConnectionFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connect ECONNREFUSED|Client has encountered a connection error/i.test(
    String(message),
  );
}

/** The 503 a visitor gets whenever Postgres cannot be reached, is hung, or is too slow to answer. */
export const databaseUnavailable = () =>
  serviceUnavailable('database_unavailable', 'Our database is unavailable right now. Please try again in a moment.');

function unavailable(error: unknown): never {
  if (isConnectionFailure(error)) throw databaseUnavailable();
  throw error;
}

/** The one module that talks to Postgres: a pool bound to one schema, and transactions. */
export function createDatabase(options: DatabaseOptions): Database {
  if (!SAFE_IDENTIFIER.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  const pool = new Pool({
    connectionString: options.connectionString,
    // Every connection of this pool starts with the service's schema as its search_path and the
    // statement timeout (startup parameters, so no extra round trip and no per-query transaction).
    // SAFE_IDENTIFIER needs no quoting.
    options: `-c search_path=${options.schema} -c statement_timeout=${statementTimeoutMs}`,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_SLACK_MS,
  });
  const lost = (error: Error) => options.logger.warn({ err: error }, 'database connection lost');
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', lost);

  // One name per statement text: Postgres keeps prepared statements per connection, and pg prepares
  // a name on each connection the first time that connection runs it.
  const statementNames = new Map<string, string>();
  const preparedName = (sql: string) => {
    let name = statementNames.get(sql);
    if (name === undefined) statementNames.set(sql, (name = `s${statementNames.size}`));
    return name;
  };

  /**
   * Runs `work` on a pooled connection; a failure answers 503, and a connection that broke is
   * discarded, not reused. `inTransaction` rolls back an open transaction after other failures.
   */
  async function onConnection<T>(work: (client: PoolClient) => Promise<T>, inTransaction: boolean): Promise<T> {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      return unavailable(error);
    }
    client.on('error', lost);
    let broken = false;
    try {
      return await work(client);
    } catch (error) {
      broken = isConnectionFailure(error);
      if (!broken && inTransaction) await client.query('ROLLBACK').catch(() => undefined);
      return unavailable(error);
    } finally {
      client.off('error', lost);
      client.release(broken);
    }
  }

  const withTransaction = <T>(work: (tx: Transaction) => Promise<T>, { timeoutMs }: { timeoutMs?: number } = {}): Promise<T> =>
    onConnection(async (client) => {
      await client.query('BEGIN');
      if (timeoutMs !== undefined) await client.query(`SET LOCAL statement_timeout = ${Math.floor(timeoutMs)}`);
      const queryTimeout = timeoutMs === undefined ? {} : { query_timeout: timeoutMs + CLIENT_TIMEOUT_SLACK_MS };
      const result = await work({
        query: async (sql, params = []) => (await client.query({ text: sql, values: params, ...queryTimeout })).rows,
      });
      await client.query('COMMIT');
      return result;
    }, true);

  return {
    schema: options.schema,
    withTransaction,
    query: (sql, params = []) => onConnection(async (client) => (await client.query(sql, params)).rows, false),
    statement: (sql, params = []) =>
      onConnection(async (client) => (await client.query({ name: preparedName(sql), text: sql, values: params })).rows, false),
    async ping() {
      await onConnection((client) => client.query('SELECT 1'), false);
    },
    close: () => pool.end(),
  };
}
