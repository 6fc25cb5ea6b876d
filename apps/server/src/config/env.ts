import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { STORE_PROFILE } from '@shop/contract/store';
import { normalizeMozMobile } from '@shop/contract/accounts-rules';
import { parsePublicKey, type MpesaSettings } from '../modules/payments/mpesa/mpesa-client.ts';
import { MAX_PASSWORD_COST, MIN_PASSWORD_COST, PRODUCTION_PASSWORD_COST } from '../lib/passwords.ts';
import { repoRoot } from './paths.ts';

/** Empty strings count as missing, so `FOO=` in a .env falls back to the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

export const DEFAULT_ANON_KEY = 'dev-anon-key-cabelo-maputo-0001';

const envSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test']).default('development')),
  /** Unset: every interface in production, loopback only otherwise (a development server is not for the network). */
  HOST: optional(z.string().optional()),
  PORT: optional(z.coerce.number().int().min(0).max(65535).default(3000)),
  PUBLIC_URL: optional(z.string().url().optional()),
  STORE_SLUG: optional(z.string().regex(/^[a-z0-9-]+$/).default('loja')),
  ANON_KEY: optional(z.string().min(16).default(DEFAULT_ANON_KEY)),
  DATABASE_URL: optional(z.string().url().optional()),
  /** PostgreSQL only: a statement running longer is cancelled and the request answered 503 (0 turns it off). */
  DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(0).max(600_000).default(10_000)),
  /** PostgreSQL only: opening a connection that takes longer fails, so a stalled database is answered 503 quickly. */
  DATABASE_CONNECT_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(120_000).default(5_000)),
  // Relative paths are relative to the repository root, wherever the process was started.
  DATA_DIR: optional(z.string().default('data').transform((p) => path.resolve(repoRoot, p))),
  WEB_DIST_DIR: optional(z.string().default('apps/web/dist').transform((p) => path.resolve(repoRoot, p))),
  SMTP_URL: optional(z.string().url().optional()),
  /** `smtp` (needs SMTP_URL) or `log`: mail is written to the log and never sent. Unset: SMTP when SMTP_URL is set, else the development mailbox. */
  MAIL_TRANSPORT: optional(z.enum(['smtp', 'log']).optional()),
  MAIL_FROM: optional(z.string().default('Cabelo & Clínica Maputo <nao-responder@cabelomaputo.co.mz>')),
  /** Where staff are told of new work (orders, proofs, bookings, returns, messages). Defaults to the shop's commercial address. */
  STAFF_ALERT_EMAIL: optional(z.string().trim().toLowerCase().email('STAFF_ALERT_EMAIL must be an e-mail address').optional()),
  /**
   * Staff mobiles that also get the alerts of a new order paid, a new booking and a new contact message (decision 166),
   * comma-separated, on STAFF_ALERT_CHANNEL (WhatsApp falling back to SMS, or SMS).
   */
  STAFF_ALERT_PHONES: optional(
    z
      .string()
      .transform((list) => list.split(',').map((p) => p.trim()).filter(Boolean))
      .pipe(z.array(z.string().refine((p) => normalizeMozMobile(p) !== null, 'STAFF_ALERT_PHONES: each a Mozambican mobile, e.g. +258 84 123 4567')))
      .optional(),
  ),
  STAFF_ALERT_CHANNEL: optional(z.enum(['whatsapp', 'sms']).default('whatsapp')),
  SMS_WEBHOOK_URL: optional(z.string().url().optional()),
  SMS_WEBHOOK_TOKEN: optional(z.string().optional()),
  /** MozeSMS (Mozambican SMS gateway, decision 097): the Bearer token from my.mozesms.com; when set, texts go through it rather than the webhook. */
  MOZESMS_TOKEN: optional(z.string().optional()),
  /** The sender id registered with MozeSMS (a name or an authorised number). */
  MOZESMS_SENDER_ID: optional(z.string().max(11).optional()),
  MOZESMS_URL: optional(z.string().url().default('https://api.mozesms.com')),
  /**
   * WhatsApp Business Cloud API (decision 163): a system user's access token and the sender's phone number id
   * from WhatsApp Manager. Unset: the WhatsApp channel is off and such messages go by SMS, else by e-mail.
   */
  WHATSAPP_TOKEN: optional(z.string().min(1).optional()),
  WHATSAPP_PHONE_NUMBER_ID: optional(z.string().regex(/^\d{5,20}$/, 'WHATSAPP_PHONE_NUMBER_ID must be the numeric phone number id').optional()),
  /** The Graph API host (the fake's address in development) and version. */
  WHATSAPP_API_URL: optional(z.string().url().default('https://graph.facebook.com')),
  WHATSAPP_API_VERSION: optional(z.string().regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION looks like v21.0').default('v21.0')),
  /** The language the templates were approved in. */
  WHATSAPP_TEMPLATE_LANGUAGE: optional(z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'WHATSAPP_TEMPLATE_LANGUAGE looks like pt_PT').default('pt_PT')),
  /**
   * The status webhook (decision 165): the Meta app's secret, which signs each callback (X-Hub-Signature-256),
   * and the verify token typed in the app's webhook settings (the GET handshake). Both or neither; neither: /webhooks/whatsapp is off.
   */
  WHATSAPP_APP_SECRET: optional(z.string().min(16, 'WHATSAPP_APP_SECRET: the app secret from the Meta app settings').optional()),
  WHATSAPP_WEBHOOK_VERIFY_TOKEN: optional(z.string().min(16, 'WHATSAPP_WEBHOOK_VERIFY_TOKEN: at least 16 characters').optional()),
  /** The secret in the delivery-report address given to the SMS gateway (`/webhooks/sms?token=…`); unset: /webhooks/sms is off. */
  SMS_STATUS_TOKEN: optional(z.string().min(16, 'SMS_STATUS_TOKEN: at least 16 characters').optional()),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  RATE_LIMIT_PER_MINUTE: optional(z.coerce.number().int().positive().default(300)),
  SESSION_IDLE_DAYS: optional(z.coerce.number().int().positive().default(30)),
  /** `redis://…`: the flood guard's counters are shared by every instance through Redis. */
  REDIS_URL: optional(z.string().url().optional()),
  /**
   * How long a read of the catalogue's version may be reused (decisions 111, 106): 0 reads it for
   * every request (shared by concurrent ones); above 0, another instance's change is seen within
   * that many milliseconds (this instance's own changes at once).
   */
  CATALOGUE_VERSION_MAX_AGE_MS: optional(z.coerce.number().int().min(0).max(60_000).default(100)),
  /** `off` answers every catalogue call from the database (for the API benchmark's uncached runs). */
  CATALOGUE_CACHE: optional(z.enum(['on', 'off']).default('on')),
  /** Bearer token for `GET /metrics`; unset means no metrics endpoint. */
  METRICS_TOKEN: optional(z.string().min(16).optional()),
  /**
   * Which proxies' X-Forwarded-For to believe: `false` (none), a hop count (`1`: the one proxy in
   * front), or a comma-separated list of addresses and CIDR ranges. Never "every hop": with that the
   * client-written left-most address would become the client's.
   */
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .default('false')
      .transform((v, ctx): false | number | string => {
        if (v === 'false' || v === '0') return false;
        if (/^\d{1,2}$/.test(v)) return Number(v);
        const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
        const cidr = /^([0-9.]+|[0-9a-fA-F:]+)(\/\d{1,3})?$/;
        if (v !== 'true' && entries.length && entries.every((e) => cidr.test(e) || ['loopback', 'linklocal', 'uniquelocal'].includes(e))) return entries.join(',');
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a hop count (e.g. 1) or a list of proxy addresses/CIDR ranges (e.g. 10.0.0.0/8); "true" (trust every hop) is refused' });
        return z.NEVER;
      }),
  ),
  SHUTDOWN_GRACE_MS: optional(z.coerce.number().int().positive().default(10_000)),
  /**
   * Slow clients (decision 094): the whole request, headers and body, must arrive within
   * REQUEST_TIMEOUT_MS (a 5 MB proof over a slow 3G line fits; a byte-at-a-time sender does not),
   * the headers within the lesser of it and 20 s; a socket silent for CONNECTION_TIMEOUT_MS is closed,
   * and an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS.
   */
  REQUEST_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(600_000).default(90_000)),
  CONNECTION_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(600_000).default(30_000)),
  KEEP_ALIVE_TIMEOUT_MS: optional(z.coerce.number().int().min(500).max(600_000).default(72_000)),
  /** The first owner of the back office, created at start when no owner exists yet. */
  ADMIN_OWNER_EMAIL: optional(z.string().trim().toLowerCase().email().optional()),
  ADMIN_OWNER_PASSWORD: optional(z.string().min(10, 'ADMIN_OWNER_PASSWORD must have at least 10 characters').max(200).optional()),
  ADMIN_OWNER_NAME: optional(z.string().trim().min(1).max(120).default('Proprietário')),
  /** log2 of scrypt's N for new password hashes. Tests lower it; production refuses anything below the default. */
  PASSWORD_HASH_COST: optional(z.coerce.number().int().min(MIN_PASSWORD_COST).max(MAX_PASSWORD_COST).default(PRODUCTION_PASSWORD_COST)),
  /** A staff session ends after this many hours without use. */
  ADMIN_SESSION_IDLE_HOURS: optional(z.coerce.number().int().positive().max(24 * 30).default(12)),
  /**
   * M-Pesa C2B (decision 160): all four of URL, API key, public key and service provider code, or
   * none (then the option is not offered). `https://api.sandbox.vm.co.mz` or `https://api.vm.co.mz`
   * use the documented ports; an address with a port (the local fake) takes every call on it.
   */
  MPESA_API_URL: optional(z.string().url('MPESA_API_URL must be an address such as https://api.sandbox.vm.co.mz').optional()),
  MPESA_API_KEY: optional(z.string().min(8).optional()),
  MPESA_PUBLIC_KEY: optional(
    z
      .string()
      .transform((v, ctx) => {
        try {
          return parsePublicKey(v);
        } catch {
          ctx.addIssue({ code: 'custom', message: 'MPESA_PUBLIC_KEY must be the RSA public key from the M-Pesa portal (base64 or PEM)' });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  MPESA_SERVICE_PROVIDER_CODE: optional(z.string().trim().regex(/^\d{5,8}$/, 'MPESA_SERVICE_PROVIDER_CODE must be the shortcode (digits, e.g. 171717)').optional()),
  MPESA_ORIGIN: optional(z.string().trim().default('developer.mpesa.vm.co.mz')),
  /** How long one call may wait: the C2B call answers only once the customer has typed the PIN. */
  MPESA_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(300_000).default(95_000)),
})
  .refine((c) => !c.ADMIN_OWNER_EMAIL || Boolean(c.ADMIN_OWNER_PASSWORD), {
    message: 'ADMIN_OWNER_EMAIL needs ADMIN_OWNER_PASSWORD',
    path: ['ADMIN_OWNER_PASSWORD'],
  })
  .refine((c) => c.NODE_ENV !== 'production' || c.PASSWORD_HASH_COST >= PRODUCTION_PASSWORD_COST, {
    message: `must be at least ${PRODUCTION_PASSWORD_COST} in production`,
    path: ['PASSWORD_HASH_COST'],
  })
  .refine((c) => c.MAIL_TRANSPORT !== 'smtp' || Boolean(c.SMTP_URL), { message: 'MAIL_TRANSPORT=smtp needs SMTP_URL', path: ['SMTP_URL'] })
  .refine((c) => !c.MOZESMS_TOKEN || Boolean(c.MOZESMS_SENDER_ID), { message: 'MOZESMS_TOKEN needs MOZESMS_SENDER_ID', path: ['MOZESMS_SENDER_ID'] })
  .refine((c) => !c.WHATSAPP_TOKEN === !c.WHATSAPP_PHONE_NUMBER_ID, { message: 'WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID go together', path: ['WHATSAPP_PHONE_NUMBER_ID'] })
  .refine((c) => !c.WHATSAPP_APP_SECRET === !c.WHATSAPP_WEBHOOK_VERIFY_TOKEN, { message: 'WHATSAPP_APP_SECRET and WHATSAPP_WEBHOOK_VERIFY_TOKEN go together', path: ['WHATSAPP_WEBHOOK_VERIFY_TOKEN'] })
  .refine((c) => {
    const set = [c.MPESA_API_URL, c.MPESA_API_KEY, c.MPESA_PUBLIC_KEY, c.MPESA_SERVICE_PROVIDER_CODE].filter((v) => v !== undefined).length;
    return set === 0 || set === 4;
  }, { message: 'M-Pesa needs all of MPESA_API_URL, MPESA_API_KEY, MPESA_PUBLIC_KEY and MPESA_SERVICE_PROVIDER_CODE (or none of them)', path: ['MPESA_API_URL'] });

export type MailTransportKind = 'smtp' | 'log' | 'dev-mailbox';

export type Config = z.infer<typeof envSchema> & {
  HOST: string;
  isProduction: boolean;
  publicUrl: string;
  /** Where mail goes: SMTP, the log (not sent), or the development mailbox (never in production: there, null until configured). */
  mailTransport: MailTransportKind | null;
  /** The staff's address for new-work alerts (STAFF_ALERT_EMAIL, else the shop's commercial address). */
  staffAlertEmail: string;
  /** The staff's mobiles (258…, no plus) for the phone alerts; empty when none. */
  staffAlertPhones: string[];
  /** Whether TRUST_PROXY was set at all (to any value): production refuses proxied requests until it is. */
  proxyTrustSet: boolean;
  /** M-Pesa C2B settings, or null when not configured (the option is then not offered). */
  mpesa: MpesaSettings | null;
};

const MIN_PRODUCTION_SECRET = 32;

/** Settings that are fine on a developer's machine and unsafe on the internet, each named with what to do. */
export function productionProblems(c: Config): string[] {
  const problems: string[] = [];
  if (c.ANON_KEY === DEFAULT_ANON_KEY) problems.push(`ANON_KEY: the default key is published with the code; set a random key of at least ${MIN_PRODUCTION_SECRET} characters`);
  else if (c.ANON_KEY.length < MIN_PRODUCTION_SECRET) problems.push(`ANON_KEY: at least ${MIN_PRODUCTION_SECRET} characters in production`);
  if (!c.PUBLIC_URL) problems.push('PUBLIC_URL: missing; set the https address customers use (it goes into e-mail links)');
  else if (new URL(c.PUBLIC_URL).protocol !== 'https:') problems.push('PUBLIC_URL: must be an https:// address in production');
  if (!c.mailTransport) problems.push('SMTP_URL / MAIL_TRANSPORT: no mail transport; set SMTP_URL to send mail, or MAIL_TRANSPORT=log to run with mail logged and not sent');
  if (c.mpesa && new URL(c.mpesa.apiUrl).protocol !== 'https:') problems.push('MPESA_API_URL: must be an https:// address in production (the local fake is for development and tests)');
  if (c.METRICS_TOKEN && c.METRICS_TOKEN.length < MIN_PRODUCTION_SECRET) problems.push(`METRICS_TOKEN: at least ${MIN_PRODUCTION_SECRET} characters in production`);
  return problems;
}

/** Reads `.env` at the repository root when there is one; variables already set take precedence. */
export function loadDotEnv(file = path.join(repoRoot, '.env')) {
  if (existsSync(file)) process.loadEnvFile(file);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once; nothing else in the server reads process.env. `serving`: the
 * server itself is starting, so production settings must also be safe (command-line tools need
 * only what they use).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, options: { serving?: boolean } = {}): Config {
  if (env === process.env) loadDotEnv();
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const c = parsed.data;
  const config: Config = {
    ...c,
    HOST: c.HOST ?? (c.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    isProduction: c.NODE_ENV === 'production',
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    mailTransport: c.MAIL_TRANSPORT === 'log' ? 'log' : c.SMTP_URL ? 'smtp' : c.NODE_ENV === 'production' ? null : 'dev-mailbox',
    staffAlertEmail: c.STAFF_ALERT_EMAIL ?? STORE_PROFILE.emails.commercial,
    staffAlertPhones: (c.STAFF_ALERT_PHONES ?? []).map((p) => normalizeMozMobile(p)!),
    proxyTrustSet: typeof env.TRUST_PROXY === 'string' && env.TRUST_PROXY.trim() !== '',
    mpesa:
      c.MPESA_API_URL && c.MPESA_API_KEY && c.MPESA_PUBLIC_KEY && c.MPESA_SERVICE_PROVIDER_CODE
        ? { apiUrl: c.MPESA_API_URL, apiKey: c.MPESA_API_KEY, publicKey: c.MPESA_PUBLIC_KEY, serviceProviderCode: c.MPESA_SERVICE_PROVIDER_CODE, origin: c.MPESA_ORIGIN, timeoutMs: c.MPESA_TIMEOUT_MS }
        : null,
  };
  if (options.serving && config.isProduction) {
    const problems = productionProblems(config);
    if (problems.length) throw new ConfigError(`Refusing to start in production with unsafe settings:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return config;
}

/** The password cost of tests: cheap, so a suite with hundreds of sign-ins does not wait on scrypt. */
export const TEST_PASSWORD_HASH_COST = String(MIN_PASSWORD_COST);

/** Config for tests: defaults plus overrides, never the developer's environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, CATALOGUE_VERSION_MAX_AGE_MS: '0', ...overrides,
  });
}
