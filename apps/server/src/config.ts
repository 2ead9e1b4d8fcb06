import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@shop/shared';

/** Whether the runtime knows the zone (Intl, like the cron parser schedules use, reads the IANA database). */
function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The server's whole configuration: nothing else reads process.env. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  STORE_BASE_URL: z.url().default('http://localhost:3000/'),
  /** the console's public address (https://admin.example.com/), for links in notification e-mails */
  CONSOLE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  WEB_DIST: z.string().optional(),
  /** signs the CSRF cookie; when unset a random one is kept in DATA_DIR */
  COOKIE_SECRET: z.string().min(32).optional(),
  /**
   * the key of secrets kept in the database (payment credentials); when unset a random one is kept
   * in DATA_DIR. Set it when several processes share one database; losing it loses those secrets
   */
  SECRET_KEY: z.string().min(32).optional(),
  LOGIN_IP_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
  /** after a stop signal, readiness answers not ready this long before the server stops taking requests */
  /** the bearer token a Prometheus scraper sends to GET /metrics; unset = no metrics endpoint */
  METRICS_TOKEN: z.string().min(16).max(200).optional(),
  /** where backups are written (`npm run backup`, the nightly job); default DATA_DIR/backups */
  BACKUP_DIR: z.string().min(1).optional(),
  /** a running job without a heartbeat this long was left by a dead instance: another one fails it as interrupted */
  JOB_STALE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** how long an Idempotency-Key claim without an answer belongs to a request still running; then a retry takes it */
  IDEMPOTENCY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** the store's default language: recall e-mails are written in it */
  STORE_LANGUAGE: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  /** the store's IANA time zone: schedules (jobs.schedule) run on its clock unless they name another */
  STORE_TIME_ZONE: z
    .string()
    .min(1)
    .default('Asia/Shanghai')
    .refine(isTimeZone, { message: 'not an IANA time zone name (e.g. Asia/Shanghai, Europe/Madrid, UTC)' }),
  /** a checkout without an order this long after its last activity is abandoned */
  ABANDONED_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * Outgoing mail (recall e-mails): SMTP_URL (smtp://user:pass@host:587, smtps://...:465), or
   * SMTP_HOST with SMTP_PORT, SMTP_SECURE, SMTP_USER and SMTP_PASS. Neither: mail is not configured.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it */
  SMTP_SECURE: bool.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** the sender, e.g. "Shop <no-reply@example.com>"; default no-reply@ the store's host */
  SMTP_FROM: z.string().min(3).optional(),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(
    Object.keys(configSchema.shape).map((k) => [k, env[k] === '' ? undefined : env[k]]),
  );
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(picked[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Settings for tests: quiet, no demo data unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...configSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), ...overrides };
}
