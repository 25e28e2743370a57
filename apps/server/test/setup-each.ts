import { afterEach, beforeEach, inject, vi } from 'vitest';
import { busyClientWarnings, watchBusyClient } from './busy-client';

watchBusyClient();
// The report file reader's threads start from the bundle built once for the run (test/global-setup.ts).
process.env.SHEET_WORKER_FILE ??= inject('sheetWorkerFile');

// Tests fail on any stray console.error (a hidden failure is still a failure).
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  const busy = busyClientWarnings();
  if (busy.length) throw new Error(`a query was sent on a busy pg connection:\n${busy.join('\n')}`);
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});
