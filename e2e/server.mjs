// Starts the built portal for the browser journeys: a fresh PGlite data directory every run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: process.env.E2E_PORT ?? '3900',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3900'}`,
    // WebAuthn takes no IP address: the passkeys journey browses at localhost (tests/passkeys.spec.ts).
    PASSKEY_ORIGIN: `http://localhost:${process.env.E2E_PORT ?? '3900'}`,
    WEB_DIST: path.join(root, 'apps/web/dist'),
    E2E: 'true',
    // The demo identity providers (company sign-on journeys).
    DEMO_IDP: 'true',
    // Each journey names its own client address (tests/fixtures.ts); only the runner on this machine may.
    TRUST_PROXY: '127.0.0.1',
  },
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
