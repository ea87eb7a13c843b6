/**
 * `npm run db:seed` adds the demo studio to an empty database.
 * `npm run db:seed -- --reset` first removes existing content (projects, posts, testimonials,
 * options, settings, images); leads, users and e-mail history are kept.
 */

import { openDatabase } from '../platform/db/client.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { parseEnv } from '../platform/env.ts';
import { clearContent, isDatabaseEmpty, seedDemoContent } from './seed-demo.ts';

const env = parseEnv();
const reset = process.argv.includes('--reset');
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await migrateDatabase(handle);
  if (reset) {
    await clearContent(handle.db);
    console.log('Removed existing content.');
  } else if (!(await isDatabaseEmpty(handle.db))) {
    console.log('The database already has content; nothing added. Use `npm run db:seed -- --reset` to replace it.');
    process.exitCode = 0;
  }
  if (reset || (await isDatabaseEmpty(handle.db))) {
    console.log(`Seeded: ${await seedDemoContent(handle.db)}`);
  }
} finally {
  await handle.close();
}
