// Benchmark: order-form PDF generation: the platform's PDF service
// (apps/server/src/platform/pdf.ts: pdfkit with the Korean font embedded as a subset) renders an order-form-sized
// document (about two A4 pages: 40 label/value rows, a products table of 10 rows, 3 paragraphs, Korean and
// English) again and again in this process, one after the other, as a request handler would.
//
// Printed: documents per second, p50/p99 latency, the resident memory above idle (idle: the PDF module loaded, no
// font read yet, so the fonts count), and, as a ratio, against a floor measured in the same run: pdfkit writing a
// one-line PDF with a built-in font (no font to lay out, subset or embed).
// Aims: 20 documents per second or more, p99 under 250 ms, under 100 MB above idle.
//
//   node --import tsx bench/pdf.mjs      (bench/run.mjs arranges --import tsx; run directly, it re-runs itself so)
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import { figure, fmt, heading, kib, ROOT } from './lib/report.mjs';

const SELF = fileURLToPath(import.meta.url);
const MB = 1024 * 1024;
const WARMUP = 10;
const DOCUMENTS = 200;
const FLOOR_DOCUMENTS = 400;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const msSince = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;

/** A realistic order form: what the orders area will hand the PDF service. */
function orderForm(n) {
  const companies = ['알파증권', '베타자산운용', 'Gamma Data Vendors Ltd.'];
  const labels = [
    ['주문서 번호', `ORD-2026-${String(n).padStart(6, '0')}`],
    ['요청 유형', '신규 (New)'],
    ['회사', companies[n % 3]],
    ['고객 코드', 'C1001'],
    ['고객 구분', '직접 (Direct)'],
    ['벤더', '코스콤 (Koscom)'],
    ['데이터피드 설치 주소', '서울특별시 영등포구 여의대로 108, 파크원 타워1 35층 (여의도동), 07335'],
    ['접속 회선 수', '2'],
    ['회원사', '알파증권 주식회사'],
    ['외부 배포', '일반, 웹사이트 최종 체결가 (General, website last-sale price)'],
    ['계열사 확장', '알파자산운용 — 지분 62.5%, 경영권 보유 (Alpha Asset Management, 62.5% with control)'],
    ['비조회형 이용', '매매, 위험 관리, 계량 분석 (Trading, risk management, quantitative analysis)'],
    ['지수 산출', 'Alpha K-Quality 30 지수, KRX 종목 비중 18%, 실시간 기준'],
    ['CFD 거래', '해당 없음 (None)'],
  ];
  const contacts = ['주문', '청구', 'IT'].flatMap((kind) => [
    [`${kind} 담당자`, '김민준 (Minjun Kim)'],
    [`${kind} 담당자 이메일`, 'member@alpha-securities.example'],
    [`${kind} 담당자 전화`, '+82-2-3774-1101'],
  ]);
  const rows = [...labels, ...contacts];
  while (rows.length < 40)
    rows.push([
      `합의 ${rows.length - 22}`,
      `동의함 — 2026-07-0${(rows.length % 9) + 1} 10:${String(rows.length).padStart(2, '0')} KST (v3)`,
    ]);
  const products = [
    ['KSP-RT-L1', '유가증권시장 실시간 시세(Level 1)', '직접', '1,300,000'],
    ['KSP-RT-L2', '유가증권시장 실시간 10단계 호가(Level 2)', '직접', '2,200,000'],
    ['KSQ-RT-L1', '코스닥시장 실시간 시세(Level 1)', '직접', '1,100,000'],
    ['KSQ-RT-L2', '코스닥시장 실시간 10단계 호가(Level 2)', '직접', '1,850,000'],
    ['KNX-EOD', '코넥스시장 종가 정보', '간접', '100,000'],
    ['DRV-FUT-RT', '파생상품시장 선물 실시간 시세', '직접', '1,650,000'],
    ['DRV-OPT-RT', '파생상품시장 옵션 실시간 시세', '직접', '1,650,000'],
    ['BND-KTS-EOD', '국채 일별 종가 및 수익률', '간접', '200,000'],
    ['IDX-KRX-RT', 'KRX 지수 실시간', '준직접', '770,000'],
    ['IDX-BATCH', 'KRX 지수 구성종목 파일', '간접', '300,000'],
  ];
  return {
    title: '정보이용 주문서 (Order form)',
    subtitle: `ORD-2026-${String(n).padStart(6, '0')} · 승인 (Approved)`,
    lang: 'ko',
    meta: [
      { label: '상태', value: '승인 (Approved)' },
      { label: '승인일', value: '2026-07-01' },
    ],
    sections: [
      { heading: '주문 내용', rows: rows.slice(0, 40).map(([label, value]) => ({ label, value })) },
      {
        heading: '정보상품',
        table: {
          columns: [
            { header: '상품 코드', width: 1.3 },
            { header: '상품명', width: 3.2 },
            { header: '이용 구분' },
            { header: '월 기본료(원)', width: 1.3, align: 'right' },
          ],
          rows: products,
        },
      },
      {
        heading: '특약 사항 및 유의 사항',
        paragraphs: [
          '고객은 본 주문서에 따라 제공받은 시장정보를 주문서에 명시된 이용 목적과 범위 안에서만 이용하며, 한국시장데이터의 사전 서면 동의 없이 제3자에게 재배포하거나 2차 가공 정보로 제공할 수 없습니다. 이용 현황은 매월 1일부터 15일까지 사용자 리포트로 신고합니다.',
          'The customer shall use the market data only for the purposes and within the scope stated in this order form, and shall not redistribute it to any third party without the prior written consent of KRX Market Data. Usage is reported monthly through the user report between the 1st and the 15th.',
          '모든 요금은 부가가치세 별도이며, 고객 프로필의 청구 주기와 통화에 따라 청구됩니다. 가격 정보는 2026년 7월 1일 시행 가격표를 따릅니다.',
        ],
      },
    ],
    footer: `한국시장데이터 · 정보이용 주문서 ORD-2026-${String(n).padStart(6, '0')}`,
  };
}

async function main() {
  // Run under tsx (bench/run.mjs does); run directly, re-run this script so.
  let pdf;
  try {
    pdf = await import(pathToFileURL(path.join(ROOT, 'apps/server/src/platform/pdf.ts')).href);
  } catch (err) {
    if (process.env.PORTAL_BENCH_PDF_TSX) throw err;
    const child = spawn(process.execPath, ['--import', 'tsx', SELF, ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, PORTAL_BENCH_PDF_TSX: '1' },
    });
    process.exit(await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1))));
  }
  // The server's pdfkit (a dependency of apps/server, not of the benchmarks).
  const serverRequire = createRequire(path.join(ROOT, 'apps/server/package.json'));
  const { default: PDFDocument } = await import(pathToFileURL(serverRequire.resolve('pdfkit')).href);

  heading('Order-form PDF generation (platform/pdf.ts, in process, one document after another)');
  collectGarbage();
  const coldRss = process.memoryUsage.rss();
  // The fonts are read and parsed once per process (the first document does it; a server pays it once).
  const fontsStart = process.hrtime.bigint();
  pdf.pdfFonts();
  const fontsMs = msSince(fontsStart);
  collectGarbage();
  const idleRss = process.memoryUsage.rss();

  const t0 = process.hrtime.bigint();
  const first = await pdf.renderDocumentPdf(orderForm(0));
  const firstMs = msSince(t0);
  const pages = (first.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  const bytes = first.length;
  if (process.env.PDF_BENCH_SAMPLE) writeFileSync(process.env.PDF_BENCH_SAMPLE, first);
  for (let i = 1; i < WARMUP; i++) await pdf.renderDocumentPdf(orderForm(i));

  const latencies = [];
  let peakRss = process.memoryUsage.rss();
  const started = process.hrtime.bigint();
  for (let i = 0; i < DOCUMENTS; i++) {
    const t = process.hrtime.bigint();
    await pdf.renderDocumentPdf(orderForm(i));
    latencies.push(msSince(t));
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }
  const seconds = msSince(started) / 1000;
  const rate = DOCUMENTS / seconds;
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  const above = (peakRss - coldRss) / MB;

  // The floor, after the order forms (so its own memory does not count above): pdfkit writing a one-line PDF with a
  // built-in font.
  const onePage = () =>
    new Promise((resolve) => {
      const doc = new PDFDocument({ size: 'A4' });
      const chunks = [];
      doc.on('data', (c) => chunks.push(c));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.font('Helvetica').fontSize(12).text('Order form ORD-2026-000001');
      doc.end();
    });
  for (let i = 0; i < WARMUP; i++) await onePage();
  const floorMs = [];
  const floorStart = process.hrtime.bigint();
  for (let i = 0; i < FLOOR_DOCUMENTS; i++) {
    const t = process.hrtime.bigint();
    await onePage();
    floorMs.push(msSince(t));
  }
  const floorRate = FLOOR_DOCUMENTS / (msSince(floorStart) / 1000);

  figure({
    bench: 'pdf',
    name: 'floor: one-line PDF, built-in font',
    value: floorRate,
    unit: 'documents/s',
    note: `p50 ${fmt(percentile(floorMs, 50), 2)} ms, p99 ${fmt(percentile(floorMs, 99), 2)} ms; ${FLOOR_DOCUMENTS} documents`,
  });
  figure({
    bench: 'pdf',
    name: 'order form: the document',
    value: pages,
    unit: 'pages',
    display: `${pages} A4 pages, ${kib(bytes)}`,
    note: `the first document ${fmt(firstMs)} ms (parses the font tables it needs, once per process)`,
  });
  figure({
    bench: 'pdf',
    name: 'order form: documents per second',
    value: rate,
    unit: 'documents/s',
    aim: '>= 20/s',
    ok: rate >= 20,
    note: `${DOCUMENTS} documents in ${fmt(seconds, 2)} s; ${fmt((rate / floorRate) * 100, 1)} % of the floor`,
  });
  figure({
    bench: 'pdf',
    name: 'order form: p50 latency',
    value: p50,
    unit: 'ms',
    display: `${fmt(p50, 1)} ms (${fmt(p50 / percentile(floorMs, 50), 0)}x the floor)`,
  });
  figure({
    bench: 'pdf',
    name: 'order form: p99 latency',
    value: p99,
    unit: 'ms',
    display: `${fmt(p99, 1)} ms (${fmt(p99 / percentile(floorMs, 99), 0)}x the floor)`,
    aim: '< 250 ms',
    ok: p99 < 250,
  });
  figure({
    bench: 'pdf',
    name: 'order form: memory above idle (peak RSS, the fonts included)',
    value: above,
    unit: 'MB',
    aim: '< 100 MB',
    ok: above < 100,
    note: `idle ${fmt(coldRss / MB)} MB, peak ${fmt(peakRss / MB)} MB; of which reading the fonts once ${fmt((idleRss - coldRss) / MB)} MB in ${fmt(fontsMs)} ms`,
  });
}

/** A full garbage collection, so idle is idle (gc exposed at run time when the process was started without it). */
function collectGarbage() {
  if (!globalThis.gc) {
    v8.setFlagsFromString('--expose-gc');
    globalThis.gc = vm.runInNewContext('gc');
  }
  globalThis.gc();
}

await main();
