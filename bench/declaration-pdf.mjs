// Non-display declarations: the declaration's PDF as the portal serves it, in Korean and English, from
// the demo world's declarations (the portal built on PGlite in this process, migrated and seeded as `npm start`
// does), one request after another over HTTP from a load generator in a child process (bench/lib/load.mjs).
//
// Printed: documents per second, p50/p99 latency, the resident memory of the portal's process above idle (idle: the
// portal started, no PDF rendered yet, so the fonts count), and, as a ratio, against a floor measured in the same
// run: the same route sending a PDF of the same size rendered beforehand (what HTTP and the route cost alone).
// Aims: 20 documents per second or more, p99 under 250 ms, under 100 MB above idle.
//
//   node --import tsx bench/declaration-pdf.mjs    (bench/run.mjs arranges --import tsx)
//   BENCH_SECONDS   seconds of each run (default 15)
import { CALL_PATHS } from '@portal/contract';
import { runLoad } from './lib/load.mjs';
import { checkClean, headersOf, query, startBenchPortal } from './lib/portal.mjs';
import { figure, fmt, heading } from './lib/report.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 1;
const MB = 1024 * 1024;
const AIM = { rate: 20, p99: 250, memoryMb: 100 };
const PDF_PATH = CALL_PATHS.getNonDisplayReportPdf.path;

export async function benchDeclarationPdf() {
  heading('Non-display declaration PDF, served by the portal (PGlite, demo world), one request after another');
  const portal = await startBenchPortal('pglite', { scratchName: 'declaration_pdf', fill: async () => ({}) });
  try {
    const [member] = await query(portal.database, `select id from users where login_email = 'member@alpha-securities.example'`);
    const [alpha] = await query(portal.database, `select id from companies where customer_code = 'C1001'`);
    const ids = (
      await query(portal.database, `select request_id from non_display_declarations where company_id = ${alpha.id} order by request_id`)
    ).map((r) => r.request_id);
    if (!ids.length) throw new Error('the demo world holds no declaration of 알파증권: nothing to measure');
    const token = await portal.sign(member.id, alpha.id);
    const requests = ids.flatMap((id) =>
      ['ko', 'en'].map((lang) => ({
        method: 'GET',
        path: PDF_PATH.replace(':declarationId', String(id)),
        headers: headersOf(token, lang),
      })),
    );
    const first = await fetch(portal.base + requests[0].path, { headers: requests[0].headers });
    const sample = Buffer.from(await first.arrayBuffer());
    if (first.status !== 200 || sample.subarray(0, 5).toString() !== '%PDF-') throw new Error(`the PDF answered ${first.status}`);

    // Idle: the portal started and one declaration read, no PDF rendered in this process before (fonts unread).
    global.gc?.();
    const idleRss = process.memoryUsage.rss();
    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
    await runLoad({ url: portal.base, connections: CONNECTIONS, duration: WARMUP_SECONDS, requests });
    const r = await runLoad({ url: portal.base, connections: CONNECTIONS, duration: SECONDS, requests });
    clearInterval(sampler);
    checkClean(r, 'declaration PDF');

    // The floor: a route of the same portal's kind (Fastify, this process) sending a PDF of the same size, made beforehand.
    const { default: Fastify } = await import('fastify');
    const bare = Fastify({ logger: false });
    bare.get('/pdf', async (_req, reply) => reply.header('content-type', 'application/pdf').send(sample));
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${bare.server.address().port}/pdf`;
    await runLoad({ url: bareUrl, connections: CONNECTIONS, duration: WARMUP_SECONDS });
    const floor = await runLoad({ url: bareUrl, connections: CONNECTIONS, duration: SECONDS });
    await bare.close();
    checkClean(floor, 'floor');

    figure({
      bench: 'declaration-pdf',
      name: 'floor: a prepared PDF of the same size from a bare route',
      value: floor.rps,
      unit: 'documents/s',
      note: `p99 ${fmt(floor.latency.p99)} ms, ${(sample.length / 1024).toFixed(0)} KiB`,
    });
    figure({
      bench: 'declaration-pdf',
      name: 'declaration PDF: documents per second',
      value: r.rps,
      unit: 'documents/s',
      aim: `>= ${AIM.rate}`,
      ok: r.rps >= AIM.rate,
      note: `${fmt((r.rps / floor.rps) * 100, 1)} % of the floor; ${r.requests} documents of ${ids.length} declarations in Korean and English over ${r.seconds} s`,
    });
    figure({
      bench: 'declaration-pdf',
      name: 'declaration PDF: p99 latency',
      value: r.latency.p99,
      unit: 'ms',
      aim: `< ${AIM.p99} ms`,
      ok: r.latency.p99 < AIM.p99,
      note: `p50 ${fmt(r.latency.p50)} ms, max ${fmt(r.latency.max)} ms`,
    });
    const above = (peakRss - idleRss) / MB;
    figure({
      bench: 'declaration-pdf',
      name: 'declaration PDF: memory above idle',
      value: above,
      unit: 'MB',
      aim: `< ${AIM.memoryMb} MB`,
      ok: above < AIM.memoryMb,
      note: `resident ${fmt(idleRss / MB, 0)} MB idle, ${fmt(peakRss / MB, 0)} MB at the peak (the portal's process, fonts included)`,
    });
  } finally {
    await portal.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchDeclarationPdf().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
