// Child-process helpers for the benchmarks: free ports, polling, and stopping a process group we started.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';

/** A TCP port that is free right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** One GET; resolves with the status code, or 0 when nothing answered. */
export function probe(url, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/** Polls `url` every `everyMs` until it answers 200; resolves with the time of the first answer (hrtime ns). */
export async function waitFor200(url, { everyMs = 50, timeoutMs = 180_000, isDead = () => false } = {}) {
  const start = Date.now();
  for (;;) {
    if ((await probe(url, Math.max(everyMs * 4, 500))) === 200) return process.hrtime.bigint();
    if (isDead()) throw new Error(`the process serving ${url} exited before answering`);
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/**
 * Spawns a command in its own process group (so the whole tree can be stopped by the group id we
 * started), keeping the tail of its output for error messages.
 */
export function spawnGroup(cmd, args, opts = {}) {
  const child = spawn(cmd, args, { ...opts, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = false;
  const done = new Promise((resolve) => child.on('exit', (code, signal) => ((exited = true), resolve({ code, signal }))));
  return {
    child,
    done,
    output: () => tail,
    isDead: () => exited,
    /** SIGTERM to the group we started, SIGKILL after `graceMs`. */
    async stop(graceMs = 20_000) {
      if (exited) return done;
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, graceMs);
      const r = await done;
      clearTimeout(timer);
      return r;
    },
  };
}

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
export function runInherit(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', ...opts });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}
