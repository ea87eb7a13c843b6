import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { closeAfterQueries } from './close-after-queries.ts';
import { takeTurns } from './pglite-turns.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services see; which driver is behind it is nobody else's business. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Database | Transaction;

/** Plain SQL for pg-boss and health checks, the same on both drivers. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  executeSql: ExecuteSql;
  /** the embedded database itself, for test snapshots (dumpDataDir); absent on PostgreSQL */
  pglite?: PGlite;
  /**
   * PostgreSQL only: LISTEN on a channel with a dedicated connection, reconnecting when it drops.
   * Resolves once listening; the returned function stops it. (PGlite is one process: nothing to hear.)
   */
  listen?: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: `work` on one connection of the pool, held until it ends (for what belongs to a
   * session, such as an advisory lock). PGlite has one connection anyway.
   */
  withSession?: <T>(work: (db: Database) => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** the connection was lost and is back: anything sent meanwhile was missed */
  onReconnect(): void;
}

/**
 * How long queries on PGlite may hold the server's thread before the event loop gets a turn
 * (pglite-turns.ts): short enough that new connections are accepted under load.
 */
const PGLITE_TURN_BUDGET_MS = 10;

export function wrapPglite(client: PGlite): DatabaseHandle {
  const inTurn = takeTurns(PGLITE_TURN_BUDGET_MS);
  // What drizzle calls on its client; inside a transaction it uses PGlite's own, which holds the turn.
  const turnTaking = {
    query: ((...args: Parameters<PGlite['query']>) => inTurn(() => client.query(...args))) as PGlite['query'],
    exec: ((...args: Parameters<PGlite['exec']>) => inTurn(() => client.exec(...args))) as PGlite['exec'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      inTurn(() => client.transaction(callback))) as PGlite['transaction'],
  };
  const db = drizzlePglite({ client: turnTaking as PGlite, schema, casing: 'snake_case' }) as unknown as Database;
  const plainSql = closeAfterQueries(
    async (text, values = []) => {
      // pg-boss sends multi-statement scripts without parameters; only the simple protocol
      // (exec) accepts those, and like pg it answers with the last statement's rows.
      if (values.length === 0) {
        const results = await turnTaking.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await turnTaking.query<Record<string, unknown>>(text, values);
      return { rows: result.rows };
    },
    // In turn, after every query already asked for (close-after-queries.ts says why).
    () => inTurn(() => client.close()),
  );
  return { db, driver: 'pglite', pglite: client, ...plainSql };
}

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir);
  // PGlite does not create parent directories itself.
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(path.join(dir, 'pglite'));
  return wrapPglite(client);
}

export function openPostgres(connectionString: string, maxConnections = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: maxConnections });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
  const plainSql = closeAfterQueries(
    async (text, values = []) => {
      const result = await pool.query(text, values);
      return { rows: result.rows };
    },
    () => pool.end(),
  );
  return {
    db,
    driver: 'pg',
    ...plainSql,
    listen: (channel, handlers) => listenOnPool(pool, channel, handlers),
    withSession: async (work) => {
      const client = await pool.connect();
      try {
        return await work(drizzlePg({ client, schema, casing: 'snake_case' }) as unknown as Database);
      } finally {
        client.release();
      }
    },
  };
}

async function listenOnPool(pool: pg.Pool, channel: string, handlers: NotificationHandlers) {
  let client: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = await pool.connect();
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    next.on('error', () => {
      // The connection died: drop it and try again shortly, as long as we are wanted.
      next.release(true);
      if (client === next) client = null;
      if (!stopped) retry = setTimeout(() => void connect(true).catch(() => scheduleRetry()), 1000);
    });
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
    if (isReconnect) handlers.onReconnect();
  };
  const scheduleRetry = () => {
    if (!stopped) retry = setTimeout(() => void connect(true).catch(() => scheduleRetry()), 1000);
  };
  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      await current.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      current.release();
    }
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
