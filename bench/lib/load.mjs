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

async function main() {
  const { default: autocannon } = await import('autocannon');
  const options = JSON.parse(process.argv[2]);
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
