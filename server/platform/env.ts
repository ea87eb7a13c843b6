import { existsSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from './errors.ts';
import { parseDnsServers } from './net/dns-resolver.ts';

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
  /**
   * Issue 27: with the demo studio, also its fictional clients (leads in every stage, consultations,
   * tasks). 'never' keeps the demo content without them (the e2e servers, whose specs count leads).
   */
  SEED_DEMO_CLIENTS: z.enum(['auto', 'never']).default('auto'),
  /** signs unsubscribe links, encrypts stored provider secrets; generated into DATA_DIR when unset */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  /** how many reverse proxies in front of us append to X-Forwarded-For (0: use the socket address) */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * SIGTERM: how long /readyz answers 503 while requests are still accepted, before the port
   * closes (a load balancer's health check needs that long to take the instance out; 0: none)
   */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  /** D16: the first admin, created at start while there is no user yet (both or neither) */
  ADMIN_USERNAME: z.string().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  /** outbound e-mail (D13: these override what the admin stores later) */
  EMAIL_SERVICE: z.enum(['development', 'smtp', 'resend', 'sendgrid']).optional(),
  EMAIL_FROM: z.string().min(3).max(320).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** true: TLS from the first byte (port 465); false: STARTTLS when offered */
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** true: Email Setup may name an SMTP server on this machine or a private network (smtp-destination.ts) */
  SMTP_ALLOW_PRIVATE_HOSTS: z.enum(['true', 'false']).optional(),
  /**
   * the name servers the server asks instead of the system's, e.g. `127.0.0.1:5353,1.1.1.1`
   * (net/dns-resolver.ts): where an SMTP or IMAP host name leads, and the domain check's TXT records
   */
  DNS_SERVERS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseDnsServers(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  RESEND_API_KEY: z.string().min(1).optional(),
  SENDGRID_API_KEY: z.string().min(1).optional(),
  /** the providers' API origins; only changed to point tests at a local server speaking their API */
  RESEND_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.resend.com'),
  SENDGRID_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.sendgrid.com'),
  /** the answer-bot (docs/chat.md): builtin needs nothing; openai uses any OpenAI-compatible server */
  CHAT_PROVIDER: z.enum(['builtin', 'openai']).default('builtin'),
  OPENAI_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().min(1).optional(),
  CHAT_MODEL: z.string().min(1).max(200).optional(),
  /** the model that reads room photos; unset: CHAT_MODEL when it is known to accept images */
  CHAT_VISION_MODEL: z.string().min(1).max(200).optional(),
  /** SECURITY 11: model calls per day across all visitors; beyond it the built-in engine answers */
  CHAT_DAILY_MODEL_CALLS: z.coerce.number().int().min(0).max(1_000_000).default(500),
});

export type Env = z.infer<typeof EnvSchema> & { publicUrl: string };

export class EnvError extends ConfigError {}

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
