// Benchmark: the clause-by-clause diff of two versions of a 50-page policy (issue 26 §4, decision 084).
//
// The world: a fresh PGlite database (migrations only) holding a published version of the price list with 300 clauses
// (each about 600 characters of Korean and 500 of English, about 50 pages) and a draft of the next version: 30 clauses
// with a few words changed in both languages, 5 removed, 5 added.
// Measured in the same run, alternately, RUNS times each after a warm-up:
// 1. the floor: reading the two versions as the diff reads them (the draft's row with its clauses, every version of the
//    policy without clauses, the row of the version in force with its clauses);
// 2. the diff of the draft against the version in force (adminPolicyDiff: the same reads, the clause alignment and
//    jsdiff's word diff of each changed text in both languages).
// Printed: the median and p95 of both and their ratio; aim: the diff's median under 200 ms.
//
// Run with `node --import tsx bench/policy-diff.mjs` (bench/run.mjs does). Environment:
//   BENCH_POLICY_CLAUSES  clauses of a version (default 300)
//   BENCH_POLICY_RUNS     measured runs of each (default 30)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, runMigrations } from '../apps/server/src/platform/db.ts';
import { addDocumentVersion, findDocument, insertDraft, versionsOf } from '../apps/server/src/modules/documents/index.ts';
import { adminPolicyDiff } from '../apps/server/src/modules/policies/service.ts';
import { figure, fmt, heading, msSince } from './lib/report.mjs';

const CLAUSES = Number(process.env.BENCH_POLICY_CLAUSES ?? 300);
const RUNS = Number(process.env.BENCH_POLICY_RUNS ?? 30);
const AIM_MS = 200;
const BENCH = 'policy-diff';

const KO = [
  '회원사는 계약에서 정한 범위 안에서만 정보상품을 이용하며,',
  '이용 목적과 장소가 바뀌는 경우 변경 30일 전까지 회사에 알려야 합니다.',
  '월 이용료는 직접 이용과 간접 이용으로 나누어 산정하고 부가가치세는 별도입니다.',
  '비전시 이용은 애플리케이션 수에 따라 기본, 프리미엄, 무제한 등급으로 나뉩니다.',
  '회사는 연 1회 이용 현황을 점검할 수 있으며 회원사는 요청 자료를 30일 안에 제출합니다.',
  '청구서는 매월 말일에 발행하며 다음 달 25일까지 납부해야 합니다.',
  '지연 시세는 20분 지연된 시세를 말하며 별도의 이용료 없이 제공합니다.',
  '과거 시세는 내부 분석 목적으로 5년까지 보관할 수 있습니다.',
];
const EN = [
  'A member firm uses the information products only within the scope its contract sets,',
  'and tells the Company thirty days before the purpose or the site of use changes.',
  'Monthly fees are set apart for direct and indirect use; every amount excludes VAT.',
  'Non-display use falls in the basic, premium or unlimited tier by the number of applications.',
  'The Company may audit the use once a year; the firm provides the records asked for within thirty days.',
  'Bills are issued on the last day of each month and paid by the 25th of the next month.',
  'Delayed data means quotes delayed by twenty minutes, provided free of charge.',
];
const pick = (list, n, count) => Array.from({ length: count }, (_, i) => list[(n + i * 3) % list.length]).join(' ');

function version(next) {
  const clauses = [];
  for (let i = 1; i <= CLAUSES; i++) {
    if (next && i % 60 === 7) continue; // 5 removed
    const changed = next && i % 10 === 3; // 30 changed
    const c = {
      clauseNo: String(i),
      titleKo: `제${i}조 이용 조건 ${i}`,
      titleEn: `Article ${i}: terms of use ${i}`,
      textKo: pick(KO, i, 8)
        .replace(changed ? '30일' : '\u0000', '45일')
        .replace(changed ? '25일' : '\u0000', '20일'),
      textEn: pick(EN, i, 6)
        .replace(changed ? 'thirty days' : '\u0000', 'forty-five days')
        .replace(changed ? '25th' : '\u0000', '20th'),
      products: i % 4 === 0 ? [{ productCode: 'KSP-RT-L1', tierCode: i % 8 === 0 ? 'PREMIUM' : null }] : [],
    };
    clauses.push(c);
    if (next && i % 60 === 30) clauses.push({ ...c, clauseNo: `${i}.1`, titleKo: `제${i}조의2 신설`, titleEn: `Article ${i}-2 (new)` }); // 5 added
  }
  return clauses;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

heading(`Policy diff: two versions of ${CLAUSES} clauses (PGlite)`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-policy-diff-'));
const database = await openDatabase({ dataDir: dir });
try {
  await runMigrations(database);
  const db = database.db;
  const before = version(false);
  const after = version(true);
  const baseId = await addDocumentVersion(db, {
    classificationCode: '01_05',
    versionNo: 1,
    effectiveDate: '2025-01-01',
    subjectKo: '가격표',
    subjectEn: 'Price list',
    contentsKo: '<p>-</p>',
    contentsEn: '<p>-</p>',
    clauses: before,
    sha256: '0'.repeat(64),
    publishedAt: new Date('2025-01-01T00:00:00Z'),
  });
  const draftId = await insertDraft(db, {
    classificationCode: '01_05',
    versionNo: 2,
    subjectKo: '가격표',
    subjectEn: 'Price list',
    effectiveDate: '2026-12-01',
    clauses: after,
  });
  const chars = JSON.stringify(before).length;

  // The reads the diff makes: the draft, every version of the policy (without clauses), the version in force.
  const read = async () => {
    const b = await findDocument(db, draftId);
    await versionsOf(db, ['01_05']);
    const a = await findDocument(db, baseId);
    return a.clauses.length + b.clauses.length;
  };
  const diff = () => adminPolicyDiff(db, draftId, 'ko');

  const check = await diff();
  if (check.counts.changed !== 30 || check.counts.removed !== 5 || check.counts.added !== 5)
    throw new Error(`unexpected diff counts ${JSON.stringify(check.counts)}`);
  for (let i = 0; i < 5; i++) {
    await read();
    await diff();
  }
  const floor = [];
  const measured = [];
  for (let i = 0; i < RUNS; i++) {
    let t = process.hrtime.bigint();
    await read();
    floor.push(msSince(t));
    t = process.hrtime.bigint();
    await diff();
    measured.push(msSince(t));
  }
  const f50 = percentile(floor, 50);
  const m50 = percentile(measured, 50);
  const m95 = percentile(measured, 95);
  figure({ bench: BENCH, name: 'version size', value: chars / 1024, unit: 'KiB', note: `${CLAUSES} clauses, JSON of both languages` });
  figure({ bench: BENCH, name: 'floor: read both versions, median', value: f50, unit: 'ms', note: `p95 ${fmt(percentile(floor, 95))} ms` });
  figure({
    bench: BENCH,
    name: 'diff (30 changed, 5 removed, 5 added), median',
    value: m50,
    unit: 'ms',
    aim: `< ${AIM_MS} ms`,
    ok: m50 < AIM_MS,
  });
  figure({ bench: BENCH, name: 'diff, p95', value: m95, unit: 'ms', note: `floor p95 ${fmt(percentile(floor, 95))} ms` });
  figure({ bench: BENCH, name: 'diff / floor (medians)', value: m50 / f50, unit: 'x' });
} finally {
  await database.close?.();
  rmSync(dir, { recursive: true, force: true });
}
