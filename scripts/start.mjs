#!/usr/bin/env node
// `npm start`: builds when the built tree is missing or older than the sources, then serves the portal
// (migrations and the demo seed run at start-up). PGlite under ./data unless DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuilt } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!isBuilt(root) || process.env.FORCE_BUILD === 'true') {
  console.info('Building the portal…');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    NODE_ENV: 'production',
    // The demo has no mail server: its mail is read in the local mailbox at /dev/mailbox.
    LOCAL_MAILBOX: process.env.SMTP_URL ? 'false' : 'true',
    // The demo identity providers at /demo-idp (Gamma Data Vendors signs in through its OIDC provider: docs/demo.md).
    DEMO_IDP: 'true',
    ...process.env,
    WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'),
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
