#!/usr/bin/env node
// Several portal server processes behind nginx on one PostgreSQL database (docs/deploy-cluster.md, decision 052).
//
//   node scripts/cluster.mjs [--processes N] [--port P]
//
// Builds the portal when the build is missing or older than the sources, creates the database when missing (default
// postgres://postgres@127.0.0.1:5432/cluster_portal; DATABASE_URL to choose another), writes the shared secrets into
// the shared data directory (default ./data-cluster; DATA_DIR), starts N processes (default 2) on ports P+1..P+N
// (default P = 3980) and nginx on P in front of them (Debian's /usr/sbin/nginx, with a configuration generated in a
// temporary directory; no system file is touched). Ctrl-C stops everything.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { assertNginx, DEFAULT_DATABASE_URL, ensureBuilt, ROOT, startCluster } from '../bench/lib/cluster.mjs';
import { supervise } from './lib/supervise.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', short: 'n', default: process.env.CLUSTER_PROCESSES ?? '2' },
    port: { type: 'string', short: 'p', default: process.env.CLUSTER_PORT ?? '3980' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.info('node scripts/cluster.mjs [--processes N] [--port P]   (DATABASE_URL, DATA_DIR, SMTP_URL, LOG_LEVEL as for npm start)');
  process.exit(0);
}
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) {
  console.error('--processes must be a whole number from 1 to 16');
  process.exit(2);
}
if (!Number.isInteger(port) || port < 1 || port + processes > 65535) {
  console.error('--port must be a port number with room for the processes after it');
  process.exit(2);
}

try {
  assertNginx();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
try {
  ensureBuilt();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data-cluster'));
console.info(
  `Starting ${processes} server process(es) on ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}, files in ${dataDir}…`,
);

let cluster;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  console.info('Stopping nginx and the servers…');
  await cluster?.stop().catch((err) => console.error(err.message));
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  cluster = await startCluster({
    processes,
    port,
    databaseUrl,
    dataDir,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    log: (line) => console.info(line),
  });
} catch (err) {
  console.error(err.message);
  await stop(1);
}
if (!stopping) {
  console.info(`\nThe portal: ${cluster.url}  (nginx pid ${cluster.nginxPid}, configuration in ${cluster.nginxPrefix})`);
  for (const s of cluster.servers) console.info(`  process ${s.index + 1}: ${s.url}  pid ${s.pid}`);
  console.info('Ctrl-C stops everything.');
  // A process that exits by itself is reported and started again (supervised, with back-off); nginx sends its calls to
  // the others meanwhile.
  for (const s of cluster.servers) void supervise(s, { stopping: () => stopping });
}
