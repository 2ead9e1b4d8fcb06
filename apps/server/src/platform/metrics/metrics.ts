import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database.ts';

export interface MetricsDeps {
  database: Database;
  /** jobs per state (queued, running, failed ...) at scrape time */
  jobStates: () => Promise<Record<string, number>>;
  /** live-channel sockets connected to this instance */
  liveConnections: () => number;
}

/**
 * Prometheus metrics of one app (its own registry: several apps in one process stay apart).
 * Labels carry route patterns, methods and status codes only, never ids, names or addresses.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route' | 'status'>;

  constructor(deps: MetricsDeps) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 10 });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, per route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, per route pattern, method and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const queries = new Histogram({
      name: 'db_query_duration_seconds',
      help: 'Time of each database statement',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    });
    deps.database.observeQueries((s) => queries.observe(s));
    const { poolStats } = deps.database;
    if (poolStats)
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state (total, idle, waiting requests)',
        labelNames: ['state'],
        registers,
        collect() {
          const s = poolStats();
          this.set({ state: 'total' }, s.total);
          this.set({ state: 'idle' }, s.idle);
          this.set({ state: 'waiting' }, s.waiting);
        },
      });
    new Gauge({
      name: 'jobs',
      help: 'Background jobs by state (queued = queue depth, failed = failures kept)',
      labelNames: ['state'],
      registers,
      async collect() {
        const states = await deps.jobStates();
        for (const state of ['queued', 'running', 'done', 'failed']) this.set({ state }, states[state] ?? 0);
      },
    });
    new Gauge({
      name: 'live_connections',
      help: 'Live-channel sockets connected to this instance',
      registers,
      collect() {
        this.set(deps.liveConnections());
      },
    });
  }

  /** Counts every answered request under its route pattern (unmatched ones as one label). */
  attach(app: FastifyInstance): void {
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      if (route === '/metrics') return;
      const labels = { method: req.method, route, status: String(reply.statusCode) };
      this.requests.inc(labels);
      this.latency.observe(labels, reply.elapsedTime / 1000);
    });
  }
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics in the Prometheus text format, for a scraper holding METRICS_TOKEN
 * (`Authorization: Bearer <token>`); without a configured token the endpoint does not exist.
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', { config: { platform: true }, schema: { hide: true } }, async (req, reply) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').send('unauthorized\n');
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
