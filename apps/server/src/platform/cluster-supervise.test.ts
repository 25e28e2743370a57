import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { nextRestartDelay, RESTART_MAX_MS, STABLE_MS, supervise, type SupervisedProcess } from '../../../../scripts/lib/supervise.mjs';

/**
 * `node scripts/cluster.mjs` restarts a server process that dies, with back-off. The supervisor is run here
 * on real child processes that exit by themselves; its waits are recorded instead of slept.
 */

/** A process of the cluster's shape whose every start runs a node child that exits with `code` after `ms`. */
function dyingProcess(opts: { ms: number; code: number; failStarts?: number[] }) {
  let starts = 0;
  let stops = 0;
  const pids: number[] = [];
  const proc: SupervisedProcess & { starts: () => number; stops: () => number; pids: number[] } = {
    index: 0,
    pid: undefined,
    url: 'http://127.0.0.1:1',
    handle: { done: Promise.resolve({ code: null, signal: null }) },
    starts: () => starts,
    stops: () => stops,
    pids,
    async start() {
      starts++;
      if (opts.failStarts?.includes(starts)) throw new Error('did not answer /readyz\nits output');
      const child = spawn(process.execPath, ['-e', `setTimeout(() => process.exit(${opts.code}), ${opts.ms})`]);
      pids.push(child.pid!);
      proc.pid = child.pid;
      proc.handle = { done: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))) };
    },
    async stop() {
      stops++;
    },
  };
  return proc;
}

describe('the cluster supervisor', () => {
  it('restarts a process that keeps dying, waiting 1 s, then twice as long each time, and stops when the cluster stops', async () => {
    const proc = dyingProcess({ ms: 20, code: 3 });
    await proc.start();
    const waits: number[] = [];
    const warnings: string[] = [];
    const restarted: string[] = [];
    await supervise(proc, {
      stopping: () => waits.length >= 4,
      sleep: async (ms) => void waits.push(ms),
      warn: (line) => warnings.push(line),
      log: (line) => restarted.push(line),
    });
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
    // Started again after each of the first three deaths (the fourth wait ends with the cluster stopping).
    expect(proc.starts()).toBe(4);
    expect(new Set(proc.pids).size).toBe(4);
    expect(restarted).toHaveLength(3);
    // How long it ran is the machine's (a loaded machine takes more than half a second to start a process), not the test's.
    expect(warnings[0]).toMatch(/^process 1 \(pid \d+\) exited \(3\) after \d+ s; restarting in 1 s$/);
  });

  it('keeps trying a process that does not start again, stopping what started badly, with a longer wait each try', async () => {
    const proc = dyingProcess({ ms: 20, code: 1, failStarts: [2, 3] });
    await proc.start();
    const waits: number[] = [];
    const warnings: string[] = [];
    await supervise(proc, {
      stopping: () => proc.starts() >= 4 && waits.length >= 4,
      sleep: async (ms) => void waits.push(ms),
      warn: (line) => warnings.push(line),
      log: () => undefined,
    });
    // Died: wait 1 s; start 2 fails: 2 s; start 3 fails: 4 s; start 4 runs, dies quickly: 8 s, then the cluster stops.
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(proc.stops()).toBe(2);
    expect(warnings.filter((w) => w.includes('did not start again (did not answer /readyz); next try in'))).toHaveLength(2);
  });

  it('starts the back-off afresh after a process ran for two minutes, and never waits more than a minute', () => {
    expect(nextRestartDelay(32_000, STABLE_MS)).toBe(1_000);
    expect(nextRestartDelay(32_000, 5_000)).toBe(RESTART_MAX_MS);
    expect(nextRestartDelay(RESTART_MAX_MS, 0)).toBe(RESTART_MAX_MS);
    expect(nextRestartDelay(0, 0)).toBe(1_000);
  });
});
