import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Removes the run's claimed one-time code steps (tests/session.ts): they mean nothing to the next run's fresh server. */
export default function globalTeardown() {
  if (process.env.E2E_RUN) rmSync(path.join(os.tmpdir(), `portal-e2e-totp-${process.env.E2E_RUN}`), { recursive: true, force: true });
}
