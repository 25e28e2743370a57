import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CALL_PATHS, MEDIA_TYPE, REPORT_COLUMNS, type TReportingReportStatus } from '@portal/contract';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index';
import { setBusinessClock } from '../src/platform/clock';
import { fileServiceOf } from '../src/modules/files';
import { seedUserReportForm } from '../src/seed/user-reports';
import { pdf } from './files-fixtures';
import { build, callApi, openApiDocument, openApiOperation, tokenFor, type TestContext } from './helpers';

/**
 * A client generated from the live document (decision 060): openapi-typescript writes the types
 * from /apis/docs/json of the app listening on a random port, TypeScript checks a program written against them (a
 * wrong code or a missing attestation does not compile), and openapi-fetch makes the calls: an upload (multipart), a
 * download of its bytes (a PDF) and of a spreadsheet (an xlsx), and a report submission with a personal API key.
 */

let ctx: TestContext;
let baseUrl: string;
let token: string;
let types: string;
const dir = mkdtempSync(path.join(import.meta.dirname, '.generated-client-'));

const operation = (entry: Parameters<typeof openApiOperation>[0]) => {
  const [path, method] = openApiOperation(entry);
  return { path, method };
};
const upload = operation(CALL_PATHS.uploadFiles);
const download = operation(CALL_PATHS.downloadFile);
const form = operation(CALL_PATHS.getUserReportForm);
const submit = operation(CALL_PATHS.submitReportingRows);

beforeAll(async () => {
  ctx = await build();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const alpha = (await ctx.db.select().from(companies)).find((c) => c.customerCode === 'C1001')!;
  token = await tokenFor(ctx, 'member@alpha-securities.example', alpha.id);
  types = astToString(await openapiTS((await openApiDocument(ctx)) as never));
  writeFileSync(path.join(dir, 'schema.d.ts'), types);
}, 120_000);
afterAll(async () => {
  setBusinessClock(ctx.config, null);
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

/** The diagnostics of a program using the generated types with openapi-fetch (strict). */
function compile(source: string): string[] {
  const file = path.join(dir, `client-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const program = (row: string, attested: string) => `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';
const client = createClient<paths>({ baseUrl: 'http://localhost' });
export async function run(file: Blob, key: string) {
  const uploaded = await client.POST('${upload.path}', {
    params: { query: { fileTypeGroup: 'INQUIRY' } },
    body: { files: [] },
    bodySerializer: () => { const fd = new FormData(); fd.append('files', file, 'a.pdf'); return fd; },
  });
  const fileUUID: string | undefined = uploaded.data?.files[0]?.fileUUID;
  const bytes = await client.GET('${download.path}', { params: { query: { fileUUID: fileUUID ?? '' } }, parseAs: 'arrayBuffer' });
  const buffer: ArrayBuffer | undefined = bytes.data;
  const row: components['schemas']['ReportRow'] = ${row};
  const report = await client.POST('${submit.path}', {
    headers: { 'x-api-key': key },
    body: { reportMonth: '2017-05', rows: [row], attested: ${attested} },
  });
  const failure: string | undefined = report.error?.errorCode;
  const reportNumber: string | undefined = report.data?.number;
  return { buffer, failure, reportNumber };
}
`;

const GOOD = `{ provisionMethod: 'DATAFEED', useCategory: '151', variableFeeItem: 'USER', productCode: 'KSP-RT-L1', subscriberName: 'Hong', country: 'KR', quantity: 3 }`;

describe('a client generated from the document', () => {
  it('types the calls: a correct program compiles, a wrong code, a missing column or an attestation other than true does not', () => {
    expect(types).toContain('ReportRow');
    expect(compile(program(GOOD, 'true'))).toEqual([]);
    const wrong = compile(program(GOOD.replace("'151'", "'999'"), 'true')).join('\n');
    expect(wrong).toContain('"999"');
    expect(compile(program(GOOD.replace("country: 'KR', ", ''), 'true')).join('\n')).toContain('country');
    expect(compile(program(GOOD, 'false')).length).toBeGreaterThan(0);
  }, 120_000);

  it('uploads a file as multipart and downloads the same bytes; downloads a spreadsheet', async () => {
    const client = createClient({ baseUrl, headers: { authorization: `Bearer ${token}` } });
    const bytes = pdf('generated client');
    const sent = await client.request(
      upload.method as 'post',
      upload.path as never,
      {
        params: { query: { fileTypeGroup: 'INQUIRY' } },
        bodySerializer: () => {
          const fd = new FormData();
          fd.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'generated.pdf');
          return fd;
        },
        body: {},
      } as never,
    );
    expect(sent.response.status).toBe(200);
    const fileUUID = (sent.data as unknown as { files: { fileUUID: string }[] }).files[0]!.fileUUID;
    const got = await client.request(
      download.method as 'get',
      download.path as never,
      {
        params: { query: { fileUUID } },
        parseAs: 'arrayBuffer',
      } as never,
    );
    expect(got.response.headers.get('content-type')).toBe('application/pdf');
    const received = Buffer.from(got.data as unknown as ArrayBuffer);
    expect(received.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(received.equals(bytes)).toBe(true);
    await seedUserReportForm(ctx.db, fileServiceOf({ db: ctx.db, config: ctx.config }).storage);
    const sheet = await client.request(form.method as 'get', form.path as never, { parseAs: 'arrayBuffer' } as never);
    expect(sheet.response.headers.get('content-type')).toBe(MEDIA_TYPE.xlsx);
    expect(sheet.response.status).toBe(200);
    expect(
      Buffer.from(sheet.data as unknown as ArrayBuffer)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  it('submits a month’s report with a personal API key', async () => {
    const created = await callApi(ctx, CALL_PATHS.createApiKey, { token, payload: { name: 'Generated client' } });
    expect(created.statusCode, created.body).toBe(201);
    const key = created.json().apiKey as string;
    setBusinessClock(ctx.config, () => new Date('2017-06-03T09:00:00+09:00'));
    const client = createClient({ baseUrl });
    const row = Object.fromEntries(REPORT_COLUMNS.filter((c) => c.required).map((c) => [c.key, '']));
    Object.assign(row, {
      provisionMethod: 'DATAFEED',
      useCategory: '151',
      variableFeeItem: 'USER',
      productCode: 'KSP-RT-L1',
      subscriberName: 'Hong',
      country: 'KR',
      quantity: 3,
    });
    const res = await client.request(
      submit.method as 'post',
      submit.path as never,
      {
        headers: { 'x-api-key': key },
        body: { reportMonth: '2017-05', rows: [row], attested: true },
      } as never,
    );
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    expect(res.data as unknown as TReportingReportStatus).toMatchObject({ reportMonth: '2017-05' });
  });
});
