import { existsSync } from 'node:fs';
import { z } from 'zod';

/**
 * The only module that reads process.env (enforced by the linter). Everything else receives an
 * `Env`. Parsing fails loudly at boot with one line per bad variable.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
});

export type Env = z.infer<typeof EnvSchema> & { publicUrl: string };

export class EnvError extends Error {}

/** Reads ./.env when present; variables already set in the environment win (Node's rule). */
function processEnvWithDotEnv(): Record<string, string | undefined> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  return process.env;
}

export function parseEnv(source: Record<string, string | undefined> = processEnvWithDotEnv()): Env {
  // Empty strings from a copied .env.example mean "not set", not "set to nothing".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return { ...env, publicUrl };
}
