import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on any stray console.error (a hidden failure is still a failure).
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (calls.length) throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});
