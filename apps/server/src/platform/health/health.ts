import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_DIR, type Database } from '../db/database.ts';

/** The parts readiness checks, in the order they are checked; the first that fails is named. */
export type HealthPart = 'shutting_down' | 'database' | 'migrations' | 'redis' | 'jobs';

export interface Readiness {
  ready: boolean;
  /** the failing part, when not ready */
  failing: HealthPart | null;
}

export interface HealthDeps {
  database: Pick<Database, 'raw'>;
  /** answers when Redis is configured; absent without Redis */
  redisPing?: () => Promise<unknown>;
  /** whether the job runner has started and not stopped */
  jobsRunning: () => boolean;
  /** how long one check may take before it counts as failed */
  timeoutMs?: number;
}

/** How many migrations this build ships (the drizzle journal's entries). */
export function shippedMigrations(dir = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * Liveness and readiness for load balancers and orchestrators. Liveness: the process answers.
 * Readiness: not shutting down, the database answers, every migration this build ships is
 * applied, Redis answers when configured, the job runner is started. The answer names the first
 * failing part and nothing else (no versions, hosts or errors).
 */
export class HealthService {
  private draining = false;
  private readonly expected = shippedMigrations();

  constructor(private readonly deps: HealthDeps) {}

  /** Shutdown begins: readiness answers not ready from now on, so the balancer drains this instance. */
  drain(): void {
    this.draining = true;
  }

  async readiness(): Promise<Readiness> {
    const ms = this.deps.timeoutMs ?? 2000;
    const fail = (failing: HealthPart): Readiness => ({ ready: false, failing });
    if (this.draining) return fail('shutting_down');
    try {
      await within(this.deps.database.raw('select 1'), ms);
    } catch {
      return fail('database');
    }
    try {
      const r = await within(this.deps.database.raw('select count(*)::int as n from drizzle.__drizzle_migrations'), ms);
      if (Number(r.rows[0]?.n ?? 0) < this.expected) return fail('migrations');
    } catch {
      return fail('migrations');
    }
    if (this.deps.redisPing) {
      try {
        await within(this.deps.redisPing(), ms);
      } catch {
        return fail('redis');
      }
    }
    if (!this.deps.jobsRunning()) return fail('jobs');
    return { ready: true, failing: null };
  }
}

/** GET /health/live and GET /health/ready: public, cheap, not in the API docs. */
export function healthRoutes(app: FastifyInstance, health: HealthService): void {
  const config = { platform: true };
  app.get('/health/live', { config, schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/health/ready', { config, schema: { hide: true } }, async (_req, reply) => {
    const r = await health.readiness();
    reply.header('cache-control', 'no-store');
    return r.ready
      ? reply.send({ status: 'ready' })
      : reply.code(503).send({ status: 'not_ready', failing: r.failing });
  });
}
