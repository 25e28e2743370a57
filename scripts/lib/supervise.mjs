// Supervision of the cluster's server processes (scripts/cluster.mjs, docs/deploy-cluster.md): a process that exits by
// itself is reported and started again, waiting longer while it keeps dying.

/** The wait before restarting a process: 1 s, doubling per quick death up to 60 s; a process that ran 2 minutes starts afresh. */
export const RESTART_MIN_MS = 1_000;
export const RESTART_MAX_MS = 60_000;
export const STABLE_MS = 120_000;

/** The next wait before a restart, given the previous wait (0: none yet) and how long the process ran. */
export const nextRestartDelay = (previousMs, ranMs) =>
  ranMs >= STABLE_MS ? RESTART_MIN_MS : Math.min(RESTART_MAX_MS, previousMs ? previousMs * 2 : RESTART_MIN_MS);

const sleepFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Restarts `server` each time it exits until `stopping()` says the cluster stops. `server` is a process of
 * bench/lib/cluster.mjs: `handle.done` resolves with `{ code, signal }` when it exits, `start()` starts it again (and
 * rejects when it does not answer), `stop(ms)` ends a process that started badly. Resolves when the cluster stops.
 */
export async function supervise(server, { stopping, log = console.info, warn = console.error, sleep = sleepFor, now = Date.now } = {}) {
  let delay = 0;
  for (;;) {
    const startedAt = now();
    const { code, signal } = await server.handle.done;
    if (stopping()) return;
    const ran = now() - startedAt;
    delay = nextRestartDelay(delay, ran);
    warn(
      `process ${server.index + 1} (pid ${server.pid}) exited (${signal ?? code}) after ${Math.round(ran / 1000)} s; restarting in ${delay / 1000} s`,
    );
    for (;;) {
      await sleep(delay);
      if (stopping()) return;
      try {
        await server.start();
        log(`process ${server.index + 1} restarted: ${server.url}  pid ${server.pid}`);
        break;
      } catch (err) {
        delay = nextRestartDelay(delay, 0);
        warn(
          `process ${server.index + 1} did not start again (${String(err?.message ?? err).split('\n')[0]}); next try in ${delay / 1000} s`,
        );
        await server.stop(5_000).catch(() => undefined);
      }
    }
  }
}
