/**
 * A small HTTP load generator run in its own process: `connections` keep-alive connections,
 * each sending requests back to back for `seconds`; latency measured with sub-millisecond
 * resolution (autocannon rounds to whole milliseconds, too coarse for sub-ms pages).
 * Input: one JSON argument; output: one JSON line.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

interface Job {
  url: string;
  connections: number;
  seconds: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const job = JSON.parse(process.argv[2]!) as Job;
const target = new URL(job.url);
const samples: number[] = [];
let non2xx = 0;
let errors = 0;

function once(agent: http.Agent): Promise<void> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method: job.method ?? 'GET',
        headers: { ...(job.headers ?? {}), ...(job.body ? { 'content-length': Buffer.byteLength(job.body) } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          samples.push(performance.now() - t0);
          if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) non2xx++;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors++;
      resolve();
    });
    if (job.body) req.write(job.body);
    req.end();
  });
}

const end = performance.now() + job.seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: job.connections }, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (performance.now() < end) await once(agent);
    agent.destroy();
  }),
);
const elapsed = (performance.now() - started) / 1000;
samples.sort((a, b) => a - b);
const pct = (p: number) =>
  samples.length ? samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]! : 0;
console.log(
  JSON.stringify({
    p50: pct(50),
    p99: pct(99),
    rps: samples.length / elapsed,
    requests: samples.length,
    errors,
    non2xx,
  }),
);
