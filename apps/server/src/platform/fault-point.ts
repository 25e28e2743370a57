/**
 * Named points where scripts/faults.mjs stops a server process at the worst moment (inside a transaction, between
 * storing an object and recording it) to kill it there (decision 053). Honoured only when NODE_ENV=test and
 * PORTAL_FAULT_PAUSE names the point: the process prints `FAULT-POINT <name>` and waits (at most a minute) for the kill.
 * Everywhere else a call costs one comparison.
 */
const PAUSE_AT = process.env.NODE_ENV === 'test' ? process.env.PORTAL_FAULT_PAUSE : undefined;
const PAUSE_MS = 60_000;

export type FaultPoint = 'approval' | 'approve-all' | 'billing-write' | 'files-store';

export async function faultPoint(name: FaultPoint): Promise<void> {
  if (PAUSE_AT !== name) return;
  process.stdout.write(`FAULT-POINT ${name}\n`);
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
}
