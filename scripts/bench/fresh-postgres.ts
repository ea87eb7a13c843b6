import { randomBytes } from 'node:crypto';
import { track } from './cleanup.ts';

export interface FreshPostgres {
  /** the connection string of the new, empty database */
  url: string;
  drop(): Promise<void>;
}

/**
 * A new empty database on the server `serverUrl` names (scripts/with-postgres.sh's
 * TEST_DATABASE_URL), dropped by `drop()` or by the harness's cleanup on Ctrl-C.
 */
export async function createFreshPostgres(serverUrl: string, prefix: string): Promise<FreshPostgres> {
  const pg = (await import('pg')).default;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const untrack = track({ stop: drop, kill: () => {} });
  return {
    url: target.toString(),
    drop: async () => {
      untrack();
      await drop();
    },
  };
}
