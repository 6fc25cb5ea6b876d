import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';

/** Empty strings count as missing, so `FOO=` in a .env falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
  HOST: optional(z.string().default('0.0.0.0')),
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optional(z.string().url().optional()),
  STORE_SLUG: optional(z.string().regex(/^[a-z0-9-]+$/).default('loja')),
  ANON_KEY: optional(z.string().min(16).default('dev-anon-key-cabelo-maputo-0001')),
  DATABASE_URL: optional(z.string().url().optional()),
  // Relative paths are relative to the repository root, wherever the process was started.
  DATA_DIR: optional(z.string().default('data').transform((p) => path.resolve(repoRoot, p))),
  WEB_DIST_DIR: optional(z.string().default('apps/web/dist').transform((p) => path.resolve(repoRoot, p))),
  SMTP_URL: optional(z.string().url().optional()),
  MAIL_FROM: optional(z.string().default('Cabelo & Clínica Maputo <nao-responder@cabelomaputo.co.mz>')),
  SMS_WEBHOOK_URL: optional(z.string().url().optional()),
  SMS_WEBHOOK_TOKEN: optional(z.string().optional()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().positive().default(300)),
  SESSION_IDLE_DAYS: optional(z.coerce.number().int().positive().default(30)),
  TRUST_PROXY: optional(z.enum(['true', 'false']).default('false').transform((v) => v === 'true')),
  SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().positive().default(10_000)),
  /** The first owner of the back office, created at start when no owner exists yet. */
  ADMIN_OWNER_EMAIL: optional(z.string().trim().toLowerCase().email().optional()),
  ADMIN_OWNER_PASSWORD: optional(z.string().min(10, 'ADMIN_OWNER_PASSWORD must have at least 10 characters').max(200).optional()),
  ADMIN_OWNER_NAME: optional(z.string().trim().min(1).max(120).default('Proprietário')),
  /** A staff session ends after this many hours without use. */
  ADMIN_SESSION_IDLE_HOURS: optional(z.coerce.number().int().positive().max(24 * 30).default(12)),
}).refine((c) => !c.ADMIN_OWNER_EMAIL || Boolean(c.ADMIN_OWNER_PASSWORD), {
  message: 'ADMIN_OWNER_EMAIL needs ADMIN_OWNER_PASSWORD',
  path: ['ADMIN_OWNER_PASSWORD'],
});

export type Config = z.infer<typeof envSchema> & { isProduction: boolean; publicUrl: string };

/** Reads `.env` at the repository root when there is one; variables already set take precedence. */
export function loadDotEnv(file = path.join(repoRoot, '.env')) {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  if (env === process.env) loadDotEnv();
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  return {
    ...c,
    isProduction: c.NODE_ENV === 'production',
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
  };
}

/** Config for tests: defaults plus overrides, never the developer's environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...overrides });
}
