import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './platform/db/database.ts';
import { DataDirLockedError, lockDataDir } from './platform/db/lock.ts';
import { FileService } from './platform/files/file-service.ts';
import { dataDirSecret } from './platform/secrets/data-dir-secret.ts';
import { seedDemo } from './seed/demo.ts';
import { seedGeography } from './modules/setting/geo/service.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const release = config.DATABASE_URL ? () => undefined : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
  });
  // Countries and regions come from the registry packages: rows missing are added at every start.
  await seedGeography(database.db);
  if (config.SEED_DEMO) {
    // Demo product pictures go where the app serves uploads from.
    await seedDemo(database.db, { files: new FileService(database.db, path.resolve(config.DATA_DIR, 'files')) });
  }
  const app = await buildApp({
    config,
    database,
    cookieSecret: dataDirSecret(config.COOKIE_SECRET, config.DATA_DIR, 'cookie-secret'),
    secretKey: dataDirSecret(config.SECRET_KEY, config.DATA_DIR, 'secret-key'),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers "not ready" first; after the drain delay the balancer sends nothing new.
    app.services.health.drain();
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: draining, then finishing requests');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over; exiting');
      release();
      process.exit(1);
    }, config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      if (config.SHUTDOWN_DRAIN_MS > 0) await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
      await app.close();
      await database.close();
    } finally {
      release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const shown = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  console.log(
    `Shop console ready: http://${shown}:${config.PORT}  (API docs: http://${shown}:${config.PORT}/docs; database: ` +
      `${database.kind})`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
