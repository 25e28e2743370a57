// The load generator, run in its own process so that it never shares the server's event loop.
// As a script: `node bench/lib/load.mjs '<autocannon options as JSON>'` prints one JSON line of results.
// As a module: `runLoad(options)` spawns that process and resolves with the parsed results.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);

/** Spawns the load generator; `options` are autocannon's (url, connections, duration, overallRate, requests...). */
export function runLoad(options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += c));
    child.stderr.on('data', (c) => (err += c));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`load generator exited with ${code}: ${err.slice(-2000)}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch (e) {
        reject(new Error(`load generator gave no result: ${e.message}\n${out.slice(-2000)}${err.slice(-2000)}`));
      }
    });
  });
}

/** Nearest-rank percentile of sorted numbers. */
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * An open-loop load at a steady rate (`paced: true`): one request every 1000/rate ms, whatever the answers do, over
 * keep-alive connections; each latency counts from the moment its request was due, so a stall is not hidden
 * (coordinated omission). autocannon's own `overallRate` sends each second's budget in one burst at the start of the
 * second, which measures the latency of a burst at full load, not of a steady 200 requests per second.
 */
async function paced(options) {
  const http = await import('node:http');
  const { url, rate, duration, requests } = options;
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const interval = 1000 / rate;
  const total = Math.round(rate * duration);
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let non2xx = 0;
  const send = (req, due) =>
    new Promise((resolve) => {
      const r = http.request(
        { host: base.hostname, port: base.port, method: req.method, path: req.path, headers: req.headers, agent },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            statusCodes[res.statusCode] = { count: (statusCodes[res.statusCode]?.count ?? 0) + 1 };
            if (res.statusCode < 200 || res.statusCode >= 300) non2xx++;
            resolve();
          });
        },
      );
      r.on('error', () => {
        errors++;
        resolve();
      });
      if (req.body) r.write(req.body);
      r.end();
    });
  const t0 = performance.now();
  const pending = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send(requests[i % requests.length], due));
  }
  await Promise.all(pending);
  const seconds = (performance.now() - t0) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: total / seconds,
    requests: total,
    seconds: Math.round(seconds * 100) / 100,
    latency: {
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      mean: sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1),
    },
    errors,
    timeouts: 0,
    non2xx,
    statusCodes,
  };
}

async function main() {
  const options = JSON.parse(process.argv[2]);
  if (options.paced) {
    process.stdout.write(JSON.stringify(await paced(options)) + '\n');
    return;
  }
  const { default: autocannon } = await import('autocannon');
  const r = await autocannon(options);
  const summary = {
    rps: r.requests.average,
    requests: r.requests.total,
    seconds: r.duration,
    latency: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, mean: r.latency.average },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes: r.statusCodeStats,
  };
  process.stdout.write(JSON.stringify(summary) + '\n');
}

if (process.argv[1] === SELF) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
