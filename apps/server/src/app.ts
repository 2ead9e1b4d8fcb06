import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Config } from './config.ts';
import type { Database } from './platform/db/database.ts';
import './platform/http/fastify-types.ts';
import { SessionService } from './platform/auth/sessions.ts';
import { AppError } from './platform/http/app-error.ts';
import { registerErrorHandling, registerNotFound } from './platform/http/errors-plugin.ts';
import { requestLanguage } from './platform/i18n/language.ts';
import { LiveHub } from './platform/live/live-hub.ts';
import { FileService } from './platform/files/file-service.ts';
import { uploadRoutes } from './platform/files/routes.ts';
import type { Services } from './services.ts';
import { SERVER_AREAS } from './areas.ts';
import { buildAreaServices, type PlatformServices } from './platform/area.ts';
import { CounterRegistry } from './platform/figures/counters.ts';
import { DashboardService } from './platform/figures/dashboard.ts';
import { HealthService, healthRoutes } from './platform/health/health.ts';
import { Metrics, metricsRoutes } from './platform/metrics/metrics.ts';
import { BackupService, backupRoutes } from './platform/backup/backup-service.ts';
import { OPS_TOKEN_FILE } from './platform/backup/archive.ts';
import { dataDirSecret } from './platform/secrets/data-dir-secret.ts';
import { jobStates } from './platform/jobs/states.ts';
import { JobRunner } from './platform/jobs/runner.ts';
import { Mailer } from './platform/mail/mailer.ts';
import { NotificationService } from './platform/notify/notification-service.ts';
import { SecretBox } from './platform/secrets/secret-box.ts';
import { SettingsService } from './platform/settings/settings-service.ts';
import { mailSettings, systemSettings } from '@shop/shared';

export interface AppDeps {
  config: Config;
  database: Database;
  cookieSecret: string;
  /** the secret box's key (SECRET_KEY, or the one kept in DATA_DIR) */
  secretKey: string;
}

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(HERE, '../../web/dist');
/** Routes that are platform machinery rather than endpoints: docs, static files, the socket. */
const PLATFORM_ROUTE = /^\/(docs(\/.*)?|files\/.*|ws|\*|assets\/.*|[^/]*\.[a-z0-9]+)?$/i;

function buildServices(app: FastifyInstance, deps: AppDeps): Services {
  const { config } = deps;
  const db = deps.database.db;
  const secrets = new SecretBox(deps.secretKey);
  const settings = new SettingsService(db, secrets);
  // Settings > system: values saved there win over the configuration, which gives the first ones.
  const system = settings.section(systemSettings, {
    initial: () => ({
      sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
      sessionAbsoluteHours: config.SESSION_ABSOLUTE_HOURS,
    }),
  });
  const sessions = new SessionService(db, () => system.current());
  const live = new LiveHub(sessions, app.log, config.REDIS_URL);
  // Settings > third-party mail: the SMTP server saved in the console; until first saved, the configuration's.
  const mail = settings.section(mailSettings, {
    initial: () => ({
      host: config.SMTP_HOST ?? '',
      port: config.SMTP_PORT,
      security: config.SMTP_SECURE ? ('tls' as const) : ('auto' as const),
      user: config.SMTP_USER ?? '',
      sender: config.SMTP_FROM ?? '',
    }),
  });
  const mailer = new Mailer(config, async () => {
    const saved = await mail.read();
    if (saved.version === 0) return null;
    const { host, port, security, user, sender } = saved;
    return { host, port, security, user, sender, password: await mail.reveal('password') };
  });
  const jobs = new JobRunner(db, app.log, deps.database.kind === 'pglite', {
    timeZone: config.STORE_TIME_ZONE,
    staleAfterMs: config.JOB_STALE_SECONDS * 1000,
  });
  const health = new HealthService({
    database: deps.database,
    redisPing: config.REDIS_URL ? () => live.ping() ?? Promise.reject(new Error('not connected')) : undefined,
    jobsRunning: () => jobs.running,
  });
  const backupDir = path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups'));
  const backups = new BackupService(
    { kind: deps.database.kind, dump: deps.database.dump, dataDir: config.DATA_DIR, backupDir },
    backupDir,
  );
  const platform: PlatformServices = {
    config,
    db,
    settings,
    system,
    sessions,
    live,
    mailer,
    secrets,
    files: new FileService(db, path.resolve(config.DATA_DIR, 'files')),
    jobs,
    notifications: new NotificationService({
      db,
      live,
      mailer,
      log: app.log,
      language: config.STORE_LANGUAGE,
      consoleUrl: config.CONSOLE_BASE_URL,
    }).attach(app),
    counters: new CounterRegistry(),
    dashboard: new DashboardService(),
    health,
    backups,
  };
  return buildAreaServices<Services>(platform, SERVER_AREAS);
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  });
  // Requests are validated in defineRoute with the shared zod schemas; the compilers only feed the docs.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.decorateRequest('lang', 'zh-CN');
  app.addHook('onRoute', (route) => {
    const cfg = (route.config ?? {}) as { declared?: boolean; platform?: boolean };
    if (cfg.declared || cfg.platform || PLATFORM_ROUTE.test(route.url)) return;
    throw new Error(`Route ${String(route.method)} ${route.url} was not declared with defineRoute: deny by default`);
  });

  await app.register(fastifyCookie, { secret: deps.cookieSecret });
  // After the cookie plugin: its onRequest hook must have parsed the `lang` cookie before we read it.
  app.addHook('onRequest', async (req, reply) => {
    req.lang = requestLanguage(req.cookies, req.headers['accept-language']);
    reply.header('x-request-id', req.id);
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // documents the console itself fetched with the session and shows in a frame (an invoice PDF)
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : null;
  rateLimitRedis?.on('error', (err) => app.log.warn({ err }, 'rate-limit redis error'));
  if (rateLimitRedis)
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit().catch(() => undefined);
    });
  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis, nameSpace: 'shop-rl:' } : {}),
    errorResponseBuilder: (req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
      return new AppError(req.url.startsWith('/admin/passport/login') ? 'auth.rate_limited' : 'common.rate_limited', {
        seconds,
      });
    },
  });
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Shop console API',
        version: '1.0.0',
        description: 'Every answer is { code, msg, data }. Send the session code from login as the ak header.',
      },
      components: { securitySchemes: { ak: { type: 'apiKey', in: 'header', name: 'ak' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });

  const services = buildServices(app, deps);
  mkdirSync(services.files.dir, { recursive: true });
  app.decorate('services', services);
  registerErrorHandling(app);

  uploadRoutes(app);
  healthRoutes(app, services.health);
  const metrics = new Metrics({
    database: deps.database,
    jobStates: () => jobStates(services.db),
    liveConnections: () => services.live.size,
  });
  metrics.attach(app);
  metricsRoutes(app, metrics, config.METRICS_TOKEN);
  backupRoutes(app, services.backups, dataDirSecret(undefined, config.DATA_DIR, OPS_TOKEN_FILE));
  for (const area of SERVER_AREAS) for (const routes of area.routes) routes(app);
  for (const area of SERVER_AREAS) area.figures?.(services as never);
  for (const area of SERVER_AREAS) area.jobs?.(services as never);
  services.live.register(app);

  await app.register(fastifyStatic, {
    root: services.files.dir,
    prefix: '/files/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    allowedPath: (p) => /^\/[a-f0-9]{64}\.(jpg|png)$/.test(p),
  });
  const webDist = path.resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  registerNotFound(app, existsSync(path.join(webDist, 'index.html')) ? webDist : null);

  await services.live.start((scope) => services.counters.counts(scope));
  app.addHook('onClose', async () => {
    await services.live.close();
  });
  // Each area's start step (records brought in line with the configuration), before settings are read.
  for (const area of SERVER_AREAS) await area.start?.(services as never);
  // Schedules run on the store's clock: the zone saved in Settings > store info, else the configuration's.
  await services.jobs.setTimeZone((await services.store.current()).timeZone);
  // Settings > system: the nightly backup, keeping the newest few.
  services.jobs.schedule('platform.backup', '40 3 * * *', async () => {
    const { backupDaily, backupKeep } = await services.system.current();
    if (!backupDaily) return { result: { skipped: true } };
    const { file } = await services.backups.create();
    return { result: { file: path.basename(file), pruned: await services.backups.prune(backupKeep) } };
  });
  await services.jobs.start();
  app.addHook('onClose', async () => {
    await services.jobs.stop();
  });
  return app;
}
