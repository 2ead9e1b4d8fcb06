import type { FastifyInstance } from 'fastify';
import type { SystemSettings } from '@shop/shared';
import type { Config } from '../config.ts';
import type { SessionService } from './auth/sessions.ts';
import type { Db } from './db/database.ts';
import type { HealthService } from './health/health.ts';
import type { BackupService } from './backup/backup-service.ts';
import type { FileService } from './files/file-service.ts';
import type { CounterRegistry } from './figures/counters.ts';
import type { DashboardService } from './figures/dashboard.ts';
import type { JobRunner } from './jobs/runner.ts';
import type { LiveHub } from './live/live-hub.ts';
import type { Mailer } from './mail/mailer.ts';
import type { NotificationService } from './notify/notification-service.ts';
import type { SettingsSection, SettingsService } from './settings/settings-service.ts';
import type { SecretBox } from './secrets/secret-box.ts';

/** The machinery every area may use; built once per app before the areas' services. */
export interface PlatformServices {
  config: Config;
  db: Db;
  /** store-wide settings sections (`settings.section(def, options)`) */
  settings: SettingsService;
  /** Settings > system: session lifetimes, sign-in lockout, upload limits, log retention */
  system: SettingsSection<SystemSettings>;
  sessions: SessionService;
  live: LiveHub;
  files: FileService;
  jobs: JobRunner;
  mailer: Mailer;
  notifications: NotificationService;
  /** encrypts small secrets kept in the database (payment credentials) */
  secrets: SecretBox;
  /** the top bar's message counters, filled by the areas' `figures` */
  counters: CounterRegistry;
  /** the dashboard's tiles, filled by the areas' `figures` */
  dashboard: DashboardService;
  /** liveness and readiness (GET /health/live, /health/ready) */
  health: HealthService;
  /** backups of the embedded database and the uploads (`npm run backup`, the nightly job) */
  backups: BackupService;
}

export type RouteRegistrar = (app: FastifyInstance) => void;

/**
 * A server area declares itself in one file (`modules/<area>/area.ts`): the services it builds,
 * its routes, its top-bar counters and dashboard figures, and its jobs and schedules. The app
 * loads the list in `apps/server/src/areas.ts` and infers the `Services` type from it; its tables
 * are found by drizzle-kit in the `table.ts` files beside its code.
 */
export interface ServerArea<S extends object> {
  /** one name per area: the same as the shared area and the console folder */
  name: string;
  /** builds the area's services; their names are the keys route handlers reach them by */
  services(platform: PlatformServices): S;
  routes: readonly RouteRegistrar[];
  /** registers counters (`s.counters.register`) and dashboard figures (`s.dashboard.register`) */
  figures?(services: PlatformServices & NoInfer<S>): void;
  /** registers job kinds (`s.jobs.register`) and schedules (`s.jobs.schedule`) */
  jobs?(services: PlatformServices & NoInfer<S>): void;
  /**
   * Runs once when the app starts, before settings are read and jobs start: brings the area's
   * records in line with the configuration (e.g. a new store's default language).
   */
  start?(services: PlatformServices & NoInfer<S>): Promise<void>;
}

export function defineServerArea<S extends object>(area: ServerArea<S>): ServerArea<S> {
  return area;
}

/** Builds every area's services on top of the platform's; two areas may not claim one name. */
export function buildAreaServices<S>(
  platform: PlatformServices,
  areas: readonly ServerArea<object>[],
): PlatformServices & S {
  const services: Record<string, unknown> = { ...platform };
  for (const area of areas) {
    for (const [name, service] of Object.entries(area.services(platform))) {
      if (name in services) throw new Error(`Area ${area.name} declares the service "${name}" that is already taken`);
      services[name] = service;
    }
  }
  return services as PlatformServices & S;
}
