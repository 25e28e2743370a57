// Benchmark: the audit pack (issue 25 section 5, decision 081).
//
// A pack of one customer-year of the demo world (알파증권, the last twelve months) scaled to 1,000 documents: the
// sections' real documents (agreements, standard documents, price lists, declaration and report versions, report rows,
// bills as PDF and Excel) repeated under numbered folders until there are 1,000, each body read and rendered anew as
// the pack does. Built by the pack's own builder (buildPack: sections, SHA-256 per file, archiver into the storage
// stream, the signed manifest, the audit trail) on PGlite. Measured against its floor in the same run: zipping the same
// bytes (the pack's files, written out to a folder first) with the same ZIP writer and level. Aims: the pack under 15 s,
// the process's resident memory during the build under +200 MB above before it; the ratio to the floor is printed.
//
//   node --import tsx bench/audit-pack.mjs      (bench/run.mjs arranges --import tsx)
//   BENCH_DOCUMENTS=1000  the documents of the pack
import { createReadStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import archiver from 'archiver';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { auditPacks, companies, users } from '../apps/server/src/db/schema/index.ts';
import { buildPack, PACK_SECTIONS } from '../apps/server/src/modules/audit-packs/index.ts';
import { loadConfig } from '../apps/server/src/platform/config.ts';
import { openDatabase, runMigrations } from '../apps/server/src/platform/db.ts';
import { createStorage } from '../apps/server/src/platform/storage.ts';
import { WorkflowEngine } from '../apps/server/src/platform/workflow.ts';
import { seed } from '../apps/server/src/seed/index.ts';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const DOCUMENTS = Number(process.env.BENCH_DOCUMENTS ?? 1000);
const AIM_SECONDS = 15;
const AIM_MB = 200;
const MB = 1024 * 1024;

function koreaMonth(n = 0) {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Samples the resident memory every 25 ms; `stop()` answers the peak. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 25);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

heading(`Audit pack: one customer-year scaled to ${DOCUMENTS} documents (PGlite)`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-audit-pack-'));
const database = await openDatabase({ dataDir });
try {
  await runMigrations(database);
  await seed(database.db);
  const db = database.db;
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    { dataDir, jwtSecret: 'bench-secret-bench-secret-bench-secret-0', encryptionKey: '0'.repeat(64) },
  );
  const storage = createStorage(config);
  const [alpha] = await db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
  const [member] = await db.select().from(users).where(eq(users.loginEmail, 'member@alpha-securities.example'));
  const [row] = await db
    .insert(auditPacks)
    .values({
      companyId: alpha.id,
      fromMonth: koreaMonth(-11),
      toMonth: koreaMonth(0),
      lang: 'ko',
      requestedBy: member.id,
      requestedRole: '01',
      requestedByName: 'bench',
      state: 'BUILDING',
    })
    .returning();

  // The year's real documents, repeated under numbered folders up to DOCUMENTS.
  let real = 0;
  const scaled = {
    name: 'scaled',
    async documents(ctx, scope) {
      const one = [];
      for (const s of PACK_SECTIONS) for (const d of await s.documents(ctx, scope)) one.push(d);
      real = one.length;
      const out = [];
      for (let copy = 0; out.length < DOCUMENTS; copy++)
        for (const d of one) {
          if (out.length >= DOCUMENTS) break;
          out.push({ ...d, path: copy === 0 ? d.path : `copy-${copy}/${d.path}` });
        }
      return out;
    },
  };
  const ctx = { db, config, workflow: new WorkflowEngine(), storage, sections: [scaled] };

  global.gc?.();
  const before = process.memoryUsage().rss;
  const stop = rssSampler();
  const t0 = process.hrtime.bigint();
  await buildPack(ctx, row);
  const packMs = msSince(t0);
  const peak = stop();
  const [built] = await db.select().from(auditPacks).where(eq(auditPacks.id, row.id));
  if (built.state !== 'READY') throw new Error(`the pack ended ${built.state}`);

  // The floor: the same files, written out, zipped with the same writer and level into a sink.
  const folder = path.join(dataDir, 'floor');
  const zip = await JSZip.loadAsync(
    await new Promise((resolve, reject) => {
      const parts = [];
      storage.get(built.storageKey).then(
        (s) =>
          s
            .on('data', (c) => parts.push(c))
            .on('end', () => resolve(Buffer.concat(parts)))
            .on('error', reject),
        reject,
      );
    }),
  );
  const names = Object.keys(zip.files).filter((n) => !zip.files[n].dir);
  let bytes = 0;
  for (const n of names) {
    const b = await zip.files[n].async('nodebuffer');
    bytes += b.length;
    mkdirSync(path.dirname(path.join(folder, n)), { recursive: true });
    writeFileSync(path.join(folder, n), b);
  }
  const t1 = process.hrtime.bigint();
  await new Promise((resolve, reject) => {
    const archive = archiver('zip', { zlib: { level: 6 } });
    const sink = new Writable({ write: (_c, _e, done) => done() });
    sink.on('finish', resolve);
    archive.on('error', reject);
    archive.pipe(sink);
    for (const n of names) archive.append(createReadStream(path.join(folder, n)), { name: n });
    void archive.finalize();
  });
  const floorMs = msSince(t1);

  console.info(
    `  ${names.length} files (${real} real documents of the year, repeated), ${fmt(bytes / MB)} MB inflated, pack ${fmt(built.sizeBytes / MB)} MB`,
  );
  figure({
    bench: 'audit-pack',
    name: 'pack of one customer-year',
    value: packMs / 1000,
    unit: 's',
    aim: `< ${AIM_SECONDS} s`,
    ok: packMs / 1000 < AIM_SECONDS,
  });
  figure({
    bench: 'audit-pack',
    name: 'memory during the build',
    value: (peak - before) / MB,
    unit: 'MB above before',
    aim: `< +${AIM_MB} MB`,
    ok: (peak - before) / MB < AIM_MB,
  });
  figure({ bench: 'audit-pack', name: 'floor: zipping the same bytes', value: floorMs / 1000, unit: 's' });
  figure({
    bench: 'audit-pack',
    name: 'pack against its floor',
    value: packMs / floorMs,
    unit: 'x',
    display: `${fmt(packMs / floorMs)} x the floor`,
    note: 'reading, rendering (PDF, Excel), hashing and signing over zipping alone',
  });
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
