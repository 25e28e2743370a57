import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CALL_PATHS, callPath, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, errorMessage } from '@portal/contract';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, call, callApi, openApiDocument, openApiOperation, tenancyCast, type TestContext } from '../../../test/helpers';
import { auditLogs, files } from '../../db/schema/index';
import type { AuthContext } from '../../platform/auth';
import { asciiFallback, contentDisposition } from '../../platform/disposition';
import { attachFiles, fileServiceOf, listFilesOf, releaseFilesOf } from './service';
import {
  CP949_TEXT,
  GIF,
  JPEG,
  PNG,
  docx,
  elfFile,
  exeFile,
  filesBody,
  hwpx,
  msiFile,
  multipartBody,
  oleFile,
  pdf,
  pptx,
  xlsx,
  zipBomb,
  zipOf,
} from '../../../test/files-fixtures';
import { UPLOAD_READERS } from './upload';

let ctx: TestContext;
let dataDir: string;
let alphaId: number;
let betaId: number;
/** member@alpha (alpha + beta), staff@alpha (alpha), analyst@beta (beta), sales (provider staff). */
let member: string;
let memberBeta: string;
let colleague: string;
let outsider: string;
let sales: string;

async function auth(token: string): Promise<AuthContext> {
  return (await ctx.app.tokens.verify(token))!;
}

function storedObjects(): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name));
}
function stagedLeftovers(): string[] {
  const dir = path.join(dataDir, 'tmp', 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
}
async function fileRows(): Promise<number> {
  const [{ n }] = await ctx.db.select({ n: count() }).from(files);
  return Number(n);
}

function upload(
  token: string | undefined,
  list: { name: string; content: Buffer | string }[],
  query = 'fileTypeGroup=INQUIRY',
  lang: 'ko' | 'en' = 'en',
) {
  const body = filesBody(list);
  return callApi(ctx, CALL_PATHS.uploadFiles, {
    query: Object.fromEntries(new URLSearchParams(query)),
    token,
    lang,
    headers: body.headers,
    payload: body.payload,
  });
}

async function uploadOk(token: string, list: { name: string; content: Buffer | string }[], query?: string) {
  const res = await upload(token, list, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().files as { fileUUID: string; fileName: string; fileSize: number; contentType: string; fileExtension: string }[];
}

function download(token: string | undefined, uuid: string, lang: 'ko' | 'en' = 'en') {
  return callApi(ctx, CALL_PATHS.downloadFile, { query: { fileUUID: uuid }, token, lang });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  ctx = await build({ dataDir });
  ({ alphaId, betaId, member, memberBeta, colleague, outsider, sales } = await tenancyCast(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('upload', () => {
  it('stores files of every allowed kind, named by UUID, and answers their information', async () => {
    const before = storedObjects().length;
    const list = [
      { name: 'logo.png', content: PNG },
      { name: '사진.jpg', content: JPEG },
      { name: 'anim.gif', content: GIF },
      { name: '계약서.pdf', content: pdf('contract') },
      { name: 'memo.txt', content: '안녕하세요, 시세 데이터 문의입니다.\n' },
    ];
    const stored = await uploadOk(member, list);
    expect(stored.map((f) => f.fileName)).toEqual(list.map((f) => f.name));
    expect(stored[0]).toMatchObject({ fileExtension: 'png', contentType: 'image/png', fileSize: PNG.length });
    expect(stored[3].contentType).toBe('application/pdf');
    expect(stored[4].contentType).toBe('text/plain; charset=utf-8');
    const objects = storedObjects();
    expect(objects.length).toBe(before + 5);
    for (const f of stored) {
      expect(objects.some((o) => o.endsWith(f.fileUUID))).toBe(true);
    }
    // Never the user's file name on disk.
    expect(objects.some((o) => o.includes('logo') || o.includes('계약서'))).toBe(false);
    const [row] = await ctx.db.select().from(files).where(eq(files.id, stored[0].fileUUID));
    expect(row).toMatchObject({ companyId: alphaId, status: 'PENDING', purpose: 'ATTACHMENT', fileTypeGroup: 'INQUIRY' });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stagedLeftovers()).toEqual([]);
    // The audit row is written as the answer leaves.
    await vi.waitFor(
      async () => {
        const [audit] = await ctx.db
          .select()
          .from(auditLogs)
          .where(eq(auditLogs.action, 'FILE_UPLOAD'))
          .orderBy(desc(auditLogs.id))
          .limit(1);
        expect(audit).toMatchObject({ companyId: alphaId, statusCode: 200, target: stored.map((f) => f.fileUUID).join(',') });
      },
      { timeout: 10_000 },
    );
  });

  it('checks Office documents as real archives, legacy ones as OLE files, and text as UTF-8 or CP949', async () => {
    const stored = await uploadOk(member, [
      { name: 'report.docx', content: docx() },
      { name: 'sheet.xlsx', content: xlsx() },
      { name: 'slides.pptx', content: pptx() },
      { name: 'legacy.doc', content: oleFile() },
      { name: '공문.hwp', content: oleFile('00000000000000000000000000000001') },
    ]);
    expect(stored.map((f) => f.fileExtension)).toEqual(['docx', 'xlsx', 'pptx', 'doc', 'hwp']);
    const more = await uploadOk(
      member,
      [
        { name: '기안.hwpx', content: hwpx() },
        { name: 'rows.csv', content: CP949_TEXT },
        {
          name: 'bundle.zip',
          content: zipOf([
            { name: 'a.txt', data: 'a' },
            { name: '폴더/b.pdf', data: pdf() },
          ]),
        },
        { name: 'old.xls', content: oleFile() },
        { name: 'sheet.cell', content: oleFile('00000000000000000000000000000002') },
      ],
      'fileTypeGroup=ORDER',
    );
    expect(more[1].contentType).toBe('text/csv; charset=euc-kr');
  });

  it('takes more uploads at once than it reads at once: each waits its turn, a refused one frees its turn', async () => {
    const n = UPLOAD_READERS * 2 + 1;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        i === UPLOAD_READERS
          ? upload(member, [{ name: 'setup.pdf', content: exeFile() }])
          : upload(member, [{ name: `parallel-${i}.pdf`, content: pdf(`parallel ${i}`) }]),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: n }, (_, i) => (i === UPLOAD_READERS ? 415 : 200)));
    expect(answers[UPLOAD_READERS].json().errorCode).toBe('FIL1N4153');
    expect(stagedLeftovers()).toEqual([]);
  });

  it('lets a member upload for another company of theirs, never for a company they do not belong to', async () => {
    const [f] = await uploadOk(member, [{ name: 'beta.pdf', content: pdf('beta') }], `fileTypeGroup=INQUIRY&companyId=${betaId}`);
    const [row] = await ctx.db.select().from(files).where(eq(files.id, f.fileUUID));
    expect(row.companyId).toBe(betaId);
    const refused = await upload(colleague, [{ name: 'x.pdf', content: pdf('x') }], `fileTypeGroup=INQUIRY&companyId=${betaId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('FIL1N4031');
  });

  it('needs a session, a file type group and a multipart body', async () => {
    const anon = await upload(undefined, [{ name: 'a.pdf', content: pdf() }]);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().errorCode).toBe('ATH1N4001');
    const noGroup = await upload(member, [{ name: 'a.pdf', content: pdf() }], '');
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().errorCode).toBe('COM1N4000');
    const badGroup = await upload(member, [{ name: 'a.pdf', content: pdf() }], 'fileTypeGroup=NOPE');
    expect(badGroup.json().errorCode).toBe('COM1N4001');
    const json = await callApi(ctx, CALL_PATHS.uploadFiles, { query: { fileTypeGroup: 'INQUIRY' }, token: member, payload: { files: [] } });
    expect(json.statusCode).toBe(415);
    expect(json.json().errorCode).toBe('COM1N4150');
  });

  it('refuses a file with the same content as one already in the form, at the upload, in the request’s language', async () => {
    // A draft not saved yet: its files are only uploaded (not attached); the form names them with `alongside`.
    const [first, other] = await uploadOk(member, [
      { name: '계약서.pdf', content: pdf('the same contract') },
      { name: 'other.pdf', content: pdf('another document') },
    ]);
    const rowsBefore = await fileRows();
    const objectsBefore = storedObjects().length;
    const alongside = `fileTypeGroup=INQUIRY&alongside=${first.fileUUID},${other.fileUUID}`;
    const again = await upload(member, [{ name: 'contract-copy.pdf', content: pdf('the same contract') }], alongside, 'ko');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      errorCode: 'FIL1N4094',
      errorMessage: '같은 내용의 파일을 이미 올렸습니다. (contract-copy.pdf: “계약서.pdf”와 같은 파일)',
    });
    const en = await upload(member, [{ name: 'contract-copy.pdf', content: pdf('the same contract') }], alongside, 'en');
    expect(en.json().errorMessage).toBe(
      'A file with the same content is already in this form (contract-copy.pdf is the same file as “계약서.pdf”).',
    );
    // Nothing was stored.
    expect(await fileRows()).toBe(rowsBefore);
    expect(storedObjects().length).toBe(objectsBefore);
    expect(stagedLeftovers()).toEqual([]);
    // Another content goes in; so does the same content for another form (without those files alongside).
    await uploadOk(member, [{ name: 'third.pdf', content: pdf('a third document') }], alongside);
    await uploadOk(member, [{ name: 'contract-copy.pdf', content: pdf('the same contract') }]);
    // Another company's file named alongside tells nothing: it is not read, the upload goes on.
    const [theirs] = await uploadOk(outsider, [{ name: 'theirs.pdf', content: pdf('their secret contract') }]);
    await uploadOk(
      member,
      [{ name: 'mine.pdf', content: pdf('their secret contract') }],
      `fileTypeGroup=INQUIRY&alongside=${theirs.fileUUID}`,
    );
    // A malformed list is a format error.
    expect((await upload(member, [{ name: 'x.pdf', content: pdf('x') }], 'fileTypeGroup=INQUIRY&alongside=nope')).json().errorCode).toBe(
      'COM1N4001',
    );
  });
});

describe('upload refusals leave nothing stored', () => {
  const cases: { title: string; list: { name: string; content: Buffer | string }[]; code: string; status: number; query?: string }[] = [
    { title: 'a wrong extension', list: [{ name: 'setup.exe', content: exeFile() }], code: 'FIL1N4151', status: 415 },
    {
      title: 'an extension outside the group',
      list: [{ name: 'a.pdf', content: pdf() }],
      code: 'FIL1N4151',
      status: 415,
      query: 'fileTypeGroup=REPORT',
    },
    { title: 'an SVG image', list: [{ name: 'x.svg', content: '<svg onload="alert(1)"/>' }], code: 'FIL1N4151', status: 415 },
    { title: 'a renamed Windows program', list: [{ name: 'invoice.pdf', content: exeFile() }], code: 'FIL1N4153', status: 415 },
    { title: 'a renamed ELF program', list: [{ name: 'notes.txt', content: elfFile() }], code: 'FIL1N4153', status: 415 },
    { title: 'a renamed installer', list: [{ name: 'form.doc', content: msiFile() }], code: 'FIL1N4153', status: 415 },
    {
      title: 'an archive holding a program',
      list: [{ name: 'tools.zip', content: zipOf([{ name: 'run.exe', data: 'MZ' }]) }],
      code: 'FIL1N4153',
      status: 415,
    },
    { title: 'an image under a PDF name', list: [{ name: 'scan.pdf', content: PNG }], code: 'FIL1N4152', status: 415 },
    { title: 'a PDF under an image name', list: [{ name: 'photo.png', content: pdf() }], code: 'FIL1N4152', status: 415 },
    {
      title: 'binary bytes under a text name',
      list: [{ name: 'data.txt', content: Buffer.from([0x41, 0x00, 0x42]) }],
      code: 'FIL1N4152',
      status: 415,
    },
    {
      title: 'text that is neither UTF-8 nor CP949',
      list: [{ name: 'data.txt', content: Buffer.from([0x41, 0xff, 0xff, 0x42]) }],
      code: 'FIL1N4152',
      status: 415,
    },
    {
      title: 'a ZIP that is not a Word document',
      list: [{ name: 'fake.docx', content: zipOf([{ name: 'readme.txt', data: 'x' }]) }],
      code: 'FIL1N4152',
      status: 415,
    },
    {
      title: 'a macro-enabled document renamed .docx',
      list: [
        {
          name: 'macro.docx',
          content: zipOf([
            { name: '[Content_Types].xml', data: '<Types/>' },
            { name: 'word/document.xml', data: '<d/>' },
            { name: 'word/vbaProject.bin', data: 'vba' },
          ]),
        },
      ],
      code: 'FIL1N4152',
      status: 415,
    },
    {
      title: 'random bytes under an Excel name',
      list: [{ name: 'sheet.xlsx', content: Buffer.from('PK\u0003\u0004 but nothing else') }],
      code: 'FIL1N4152',
      status: 415,
    },
    { title: 'a legacy name without an OLE file', list: [{ name: 'old.xls', content: 'plain text' }], code: 'FIL1N4152', status: 415 },
    {
      title: 'an oversized file',
      list: [{ name: 'big.txt', content: Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x61) }],
      code: 'FIL1N4131',
      status: 413,
    },
    {
      title: 'a duplicate (same content) in one upload',
      list: [
        { name: 'a.pdf', content: pdf('same') },
        { name: 'b.pdf', content: pdf('same') },
      ],
      code: 'FIL1N4091',
      status: 409,
    },
    {
      title: 'a duplicate (same name and size) in one upload',
      list: [
        { name: 'a.pdf', content: pdf('one') },
        { name: 'a.pdf', content: pdf('two') },
      ],
      code: 'FIL1N4091',
      status: 409,
    },
    {
      title: 'too many files',
      list: Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({ name: `f${i}.pdf`, content: pdf(`file ${i}`) })),
      code: 'FIL1N4001',
      status: 400,
    },
    { title: 'a parent path in the file name', list: [{ name: '../../etc/passwd.txt', content: 'x' }], code: 'FIL1N4002', status: 400 },
    { title: 'a directory in the file name', list: [{ name: 'dir/a.pdf', content: pdf() }], code: 'FIL1N4002', status: 400 },
    { title: 'a Windows path in the file name', list: [{ name: 'C:\\Users\\me\\a.pdf', content: pdf() }], code: 'FIL1N4002', status: 400 },
    { title: 'a control character in the file name', list: [{ name: 'a\u0007b.pdf', content: pdf() }], code: 'FIL1N4002', status: 400 },
    {
      title: 'a right-to-left override in the file name',
      list: [{ name: 'report\u202Efdp.exe', content: pdf() }],
      code: 'FIL1N4002',
      status: 400,
    },
    { title: 'a file name that is too long', list: [{ name: `${'가'.repeat(201)}.pdf`, content: pdf() }], code: 'FIL1N4006', status: 400 },
    { title: 'an empty file', list: [{ name: 'empty.pdf', content: Buffer.alloc(0) }], code: 'FIL1N4004', status: 400 },
    {
      title: 'a good file followed by a bad one (all or nothing)',
      list: [
        { name: 'good.pdf', content: pdf('good') },
        { name: 'bad.pdf', content: exeFile() },
      ],
      code: 'FIL1N4153',
      status: 415,
    },
  ];

  for (const c of cases) {
    it(`refuses ${c.title} (${c.code})`, async () => {
      const objects = storedObjects().length;
      const rows = await fileRows();
      const res = await upload(member, c.list, c.query);
      expect(res.statusCode, res.body).toBe(c.status);
      expect(res.json().errorCode).toBe(c.code);
      expect(res.json().errorMessage).not.toMatch(/\{\w+\}/);
      expect(storedObjects().length).toBe(objects);
      expect(await fileRows()).toBe(rows);
      expect(stagedLeftovers()).toEqual([]);
    });
  }

  it('refuses an archive that inflates past the limit (zip bomb) with its message in both languages', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const objects = storedObjects().length;
    const rows = await fileRows();
    for (const lang of ['ko', 'en'] as const) {
      const res = await upload(member, [{ name: 'zeros.zip', content: bomb }], 'fileTypeGroup=INQUIRY', lang);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        errorCode: 'FIL1N4154',
        errorMessage: errorMessage('FIL1N4154', lang, { max: 200, fileName: 'zeros.zip' }),
      });
    }
    expect(storedObjects().length).toBe(objects);
    expect(await fileRows()).toBe(rows);
    expect(stagedLeftovers()).toEqual([]);
  });

  it('answers the upload-control messages in the request language', async () => {
    const ko = await upload(member, [{ name: 'x.exe', content: 'x' }], 'fileTypeGroup=INQUIRY', 'ko');
    expect(ko.json().errorMessage).toContain('첨부할 수 없는 파일 형식입니다. (x.exe)');
    expect(ko.json().errorMessage).toContain('pdf');
    const many = await upload(
      member,
      Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.txt`, content: `t${i}` })),
      'fileTypeGroup=INQUIRY',
      'ko',
    );
    expect(many.json().errorMessage).toBe('파일은 최대 5개까지 첨부할 수 있습니다.');
    const big = await upload(
      member,
      [{ name: '큰파일.txt', content: Buffer.alloc(UPLOAD_MAX_BYTES + 10, 0x61) }],
      'fileTypeGroup=INQUIRY',
      'ko',
    );
    expect(big.json().errorMessage).toBe('파일 하나의 크기는 10MB를 넘을 수 없습니다. (큰파일.txt)');
    const dup = await upload(
      member,
      [
        { name: 'a.txt', content: 'x' },
        { name: 'b.txt', content: 'x' },
      ],
      'fileTypeGroup=INQUIRY',
      'ko',
    );
    expect(dup.json().errorMessage).toBe('이미 등록된 파일입니다. (b.txt)');
  });

  it('accepts a file of exactly the maximum size', async () => {
    const [f] = await uploadOk(member, [{ name: 'exact.txt', content: Buffer.alloc(UPLOAD_MAX_BYTES, 0x62) }]);
    expect(f.fileSize).toBe(UPLOAD_MAX_BYTES);
  });

  it('refuses a request larger than all the files it may carry before reading it', async () => {
    const body = filesBody([{ name: 'a.pdf', content: pdf('declared too large') }]);
    const res = await callApi(ctx, CALL_PATHS.uploadFiles, {
      query: { fileTypeGroup: 'INQUIRY' },
      token: member,
      headers: { ...body.headers, 'content-length': String(UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 1024 * 1024) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errorCode).toBe('COM1N4130');
  });

  it('refuses a file under another field name, and a request without any file', async () => {
    const wrong = multipartBody([{ field: 'attachment', filename: 'a.pdf', content: pdf() }]);
    const res = await callApi(ctx, CALL_PATHS.uploadFiles, {
      query: { fileTypeGroup: 'INQUIRY' },
      token: member,
      headers: wrong.headers,
      payload: wrong.payload,
    });
    expect(res.json().errorCode).toBe('FIL1N4007');
    const none = multipartBody([{ field: 'note', content: 'hello' }]);
    const res2 = await callApi(ctx, CALL_PATHS.uploadFiles, {
      query: { fileTypeGroup: 'INQUIRY' },
      token: member,
      headers: none.headers,
      payload: none.payload,
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errorCode).toBe('FIL1N4003');
  });
});

describe('download', () => {
  let koreanFile: { fileUUID: string };
  const koreanName = '2026년 1월 시세 보고서.pdf';
  const bytes = pdf('korean name');

  beforeAll(async () => {
    // A Mac sends decomposed Hangul (NFD): the name is kept composed (NFC).
    [koreanFile] = await uploadOk(member, [{ name: koreanName.normalize('NFD'), content: bytes }]);
  });

  it('sends the bytes as an attachment with the original name encoded for every browser', async () => {
    const res = await download(member, koreanFile.fileUUID);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    const disposition = String(res.headers['content-disposition']);
    // Separators a dropped Korean word leaves at an end are trimmed (decision 057).
    expect(disposition).toBe(`attachment; filename="2026_ 1.pdf"; filename*=UTF-8''${encodeURIComponent(koreanName)}`);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(koreanName);
    // Files go out as they are: never recompressed on the fly.
    const gz = await callApi(ctx, CALL_PATHS.downloadFile, {
      query: { fileUUID: koreanFile.fileUUID },
      token: member,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gz.rawPayload.equals(bytes)).toBe(true);
  });

  it('builds safe ASCII fallbacks', () => {
    expect(asciiFallback('보고서.pdf')).toBe('download.pdf');
    expect(asciiFallback('a "quoted" \\ name.txt')).toBe('a quoted  name.txt');
    expect(contentDisposition('inline', "it's (1).png")).toBe(`inline; filename="it's (1).png"; filename*=UTF-8''it%27s%20%281%29.png`);
    // A Korean word dropped at the start never leaves a name beginning with "_-" (read as an option by a shell).
    expect(asciiFallback('청구명세서-BT001-2025-03.xlsx')).toBe('BT001-2025-03.xlsx');
    expect(asciiFallback('../매출현황_.xlsx')).toBe('download.xlsx');
    expect(contentDisposition('attachment', '매출현황-202601-202603-20261127.xlsx', 'sales-status-202601-202603-20261127.xlsx')).toBe(
      `attachment; filename="sales-status-202601-202603-20261127.xlsx"; filename*=UTF-8''${encodeURIComponent('매출현황')}-202601-202603-20261127.xlsx`,
    );
  });

  it('lets the uploader, a colleague of the same company and provider staff read a file, nobody else', async () => {
    expect((await download(member, koreanFile.fileUUID)).statusCode).toBe(200);
    expect((await download(colleague, koreanFile.fileUUID)).statusCode).toBe(200);
    expect((await download(sales, koreanFile.fileUUID)).statusCode).toBe(200);
    // The uploader, even while using another company.
    expect((await download(memberBeta, koreanFile.fileUUID)).statusCode).toBe(200);
    const other = await download(outsider, koreanFile.fileUUID);
    expect(other.statusCode).toBe(404);
    expect(other.json().errorCode).toBe('FIL1N4041');
    const visitor = await download(undefined, koreanFile.fileUUID);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errorCode).toBe('ATH1N4001');
    const stale = await callApi(ctx, CALL_PATHS.downloadFile, {
      query: { fileUUID: koreanFile.fileUUID },
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(stale.json().errorCode).toBe('ATH1N4002');
  });

  it('answers the same for a missing file as for a forbidden one', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await download(outsider, missing)).json().errorCode).toBe('FIL1N4041');
    expect((await download(undefined, missing)).json().errorCode).toBe('ATH1N4001');
    const noParam = await callApi(ctx, CALL_PATHS.downloadFile, { token: member });
    expect(noParam.statusCode).toBe(400);
    expect(noParam.json().errorCode).toBe('COM1N4000');
    const bad = await callApi(ctx, CALL_PATHS.downloadFile, { query: { fileUUID: '../../etc/passwd' }, token: member });
    expect(bad.json().errorCode).toBe('COM1N4001');
  });

  it('answers 404 when the stored object has gone missing', async () => {
    const [f] = await uploadOk(member, [{ name: 'lost.pdf', content: pdf('lost') }]);
    await fileServiceOf(ctx).storage.delete(`${f.fileUUID.slice(0, 2)}/${f.fileUUID}`);
    expect((await download(member, f.fileUUID)).statusCode).toBe(404);
  });
});

describe('delete', () => {
  const del = (token: string | undefined, fileUUIDs: unknown, lang: 'ko' | 'en' = 'en') =>
    callApi(ctx, CALL_PATHS.deleteFiles, { token, lang, payload: { fileUUIDs } });

  it('lets the uploader delete pending files: rows and objects go', async () => {
    const stored = await uploadOk(member, [
      { name: 'd1.pdf', content: pdf('d1') },
      { name: 'd2.pdf', content: pdf('d2') },
    ]);
    const objects = storedObjects().length;
    const res = await del(
      member,
      stored.map((f) => f.fileUUID),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().fileUUIDs).toEqual(stored.map((f) => f.fileUUID));
    expect(storedObjects().length).toBe(objects - 2);
    expect((await download(member, stored[0].fileUUID)).statusCode).toBe(404);
  });

  it('refuses another company (as not found), a colleague (not the uploader) and attached files; all or nothing', async () => {
    const [mine, attached] = await uploadOk(member, [
      { name: 'keep.pdf', content: pdf('keep') },
      { name: 'att.pdf', content: pdf('att') },
    ]);
    await attachFiles(ctx.db, await auth(member), { ownerType: 'TEST_RECORD', ownerId: 1, fileUUIDs: [attached.fileUUID] });
    const objects = storedObjects().length;

    const foreign = await del(outsider, [mine.fileUUID]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().errorCode).toBe('FIL1N4041');
    const notUploader = await del(colleague, [mine.fileUUID], 'ko');
    expect(notUploader.statusCode).toBe(403);
    expect(notUploader.json()).toEqual({ errorCode: 'FIL1N4032', errorMessage: '파일을 올린 사람만 삭제할 수 있습니다.' });
    const locked = await del(member, [mine.fileUUID, attached.fileUUID]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errorCode).toBe('FIL1N4092');
    const missing = await del(member, [mine.fileUUID, '00000000-0000-4000-8000-000000000000']);
    expect(missing.json().errorCode).toBe('FIL1N4041');
    expect(storedObjects().length).toBe(objects);
    expect((await download(member, mine.fileUUID)).statusCode).toBe(200);

    // Provider staff may delete a member's pending file.
    expect((await del(sales, [mine.fileUUID])).statusCode).toBe(200);
  });

  it('validates its body', async () => {
    expect((await callApi(ctx, CALL_PATHS.deleteFiles, { token: member })).json().errorCode).toBe('COM1N4000');
    expect((await del(member, [])).json().errorCode).toBe('COM1N4001');
    expect((await del(member, ['nope'])).json().errorCode).toBe('COM1N4001');
    expect((await del(undefined, ['00000000-0000-4000-8000-000000000000'])).statusCode).toBe(401);
  });
});

describe('attaching files to records (the service other areas call)', () => {
  it('attaches, refuses duplicates, foreign files, files of another record and too many files', async () => {
    const me = await auth(member);
    const [a, b, c] = await uploadOk(member, [
      { name: 'r1.pdf', content: pdf('r1') },
      { name: 'r2.pdf', content: pdf('r2') },
      { name: 'r3.pdf', content: pdf('r3') },
    ]);
    const attached = await attachFiles(ctx.db, me, { ownerType: 'INQUIRY', ownerId: 100, fileUUIDs: [a.fileUUID, b.fileUUID] });
    expect(attached.map((f) => f.fileUUID)).toEqual([a.fileUUID, b.fileUUID]);
    // Idempotent for the same record.
    expect(await attachFiles(ctx.db, me, { ownerType: 'INQUIRY', ownerId: 100, fileUUIDs: [a.fileUUID] })).toHaveLength(2);
    // Another record cannot take an attached file.
    await expect(attachFiles(ctx.db, me, { ownerType: 'INQUIRY', ownerId: 101, fileUUIDs: [a.fileUUID] })).rejects.toMatchObject({
      code: 'FIL1N4093',
    });
    // Another member cannot attach my file.
    await expect(
      attachFiles(ctx.db, await auth(colleague), { ownerType: 'INQUIRY', ownerId: 102, fileUUIDs: [c.fileUUID] }),
    ).rejects.toMatchObject({
      code: 'FIL1N4041',
    });
    // The same bytes uploaded again cannot join the record that holds them.
    const [again] = await uploadOk(member, [{ name: 'r1-copy.pdf', content: pdf('r1') }]);
    await expect(attachFiles(ctx.db, me, { ownerType: 'INQUIRY', ownerId: 100, fileUUIDs: [again.fileUUID] })).rejects.toMatchObject({
      code: 'FIL1N4091',
    });
    // And an upload for that record refuses it at once.
    const early = await upload(
      member,
      [{ name: 'r1-again.pdf', content: pdf('r1') }],
      'fileTypeGroup=INQUIRY&ownerType=INQUIRY&ownerId=100',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().errorCode).toBe('FIL1N4094');
    // At most UPLOAD_MAX_FILES attachments.
    await expect(
      attachFiles(ctx.db, me, { ownerType: 'INQUIRY', ownerId: 100, fileUUIDs: [c.fileUUID], maxFiles: 2 }),
    ).rejects.toMatchObject({ code: 'FIL1N4001' });
    const listed = await listFilesOf(ctx.db, 'INQUIRY', [100, 999]);
    expect(listed.get('100')?.map((f) => f.fileName)).toEqual(['r1.pdf', 'r2.pdf']);
    expect(listed.get('999')).toBeUndefined();
  });

  it('opens public records to visitors and a record company to its members', async () => {
    const staff = await auth(sales);
    const [notice, answer] = await uploadOk(sales, [
      { name: 'notice.pdf', content: pdf('public notice') },
      { name: 'answer.pdf', content: pdf('answer to alpha') },
    ]);
    expect((await download(undefined, notice.fileUUID)).statusCode).toBe(401);
    await attachFiles(ctx.db, staff, { ownerType: 'NOTICE', ownerId: 7, fileUUIDs: [notice.fileUUID], visibility: 'PUBLIC' });
    const pub = await download(undefined, notice.fileUUID);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['cache-control']).toContain('public');

    // Staff answer an inquiry of Alpha: Alpha's members read the answer's file, Beta's do not.
    expect((await download(member, answer.fileUUID)).statusCode).toBe(404);
    await attachFiles(ctx.db, staff, { ownerType: 'INQUIRY_ANSWER', ownerId: 8, fileUUIDs: [answer.fileUUID], ownerCompanyId: alphaId });
    expect((await download(member, answer.fileUUID)).statusCode).toBe(200);
    expect((await download(colleague, answer.fileUUID)).statusCode).toBe(200);
    expect((await download(outsider, answer.fileUUID)).statusCode).toBe(404);
  });

  it('releases files of a removed record, and the sweep removes released and stale pending files only', async () => {
    const me = await auth(member);
    const [kept, released, stale] = await uploadOk(member, [
      { name: 's1.pdf', content: pdf('s1') },
      { name: 's2.pdf', content: pdf('s2') },
      { name: 's3.pdf', content: pdf('s3') },
    ]);
    const image = (await uploadEditorImage(member, 'pic.png', PNG)).json();
    await attachFiles(ctx.db, me, { ownerType: 'SWEEP_TEST', ownerId: 1, fileUUIDs: [kept.fileUUID, released.fileUUID] });
    expect(await releaseFilesOf(ctx.db, 'SWEEP_TEST', 1, [released.fileUUID])).toBe(1);
    expect((await download(member, released.fileUUID)).statusCode).toBe(404);
    // Make the pending upload (and the editor image) a day and more old.
    const old = new Date(Date.now() - 25 * 3600_000);
    await ctx.db.update(files).set({ createdAt: old }).where(eq(files.id, stale.fileUUID));
    await ctx.db.update(files).set({ createdAt: old }).where(eq(files.id, image.fileUUID));
    const service = fileServiceOf(ctx);
    // A staged upload left behind by a stopped process.
    mkdirSync(service.stagingDir, { recursive: true });
    const leftover = path.join(service.stagingDir, 'left.upload');
    writeFileSync(leftover, 'partial');
    utimesSync(leftover, old, old);
    const removed = await service.sweep();
    expect(existsSync(leftover)).toBe(false);
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = new Set((await ctx.db.select({ id: files.id }).from(files)).map((r) => r.id));
    expect(left.has(kept.fileUUID)).toBe(true);
    expect(left.has(released.fileUUID)).toBe(false);
    expect(left.has(stale.fileUUID)).toBe(false);
    expect(left.has(image.fileUUID)).toBe(true);
    const objects = storedObjects();
    expect(objects.some((o) => o.endsWith(released.fileUUID))).toBe(false);
    expect(objects.some((o) => o.endsWith(stale.fileUUID))).toBe(false);
    expect(objects.some((o) => o.endsWith(kept.fileUUID))).toBe(true);
  });
});

function uploadEditorImage(token: string | undefined, name: string, content: Buffer | string, group = 'NOTICE', field = 'file') {
  const body = multipartBody([{ field, filename: name, content }]);
  return callApi(ctx, CALL_PATHS.uploadEditorImage, {
    query: { fileTypeGroup: group },
    token,
    lang: 'en',
    headers: body.headers,
    payload: body.payload,
  });
}

describe('editor images', () => {
  it('stores an image and serves it to anyone with its address, safely', async () => {
    const res = await uploadEditorImage(member, '차트.png', PNG);
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json();
    expect(image.url).toBe(callPath(CALL_PATHS.getEditorImage, { fileUUID: image.fileUUID }));
    // Follows the address the answer gave (an editor shows the image from it), not one built from the table.
    const served = await call(ctx, { method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(String(served.headers['content-security-policy'])).toContain('sandbox');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline; /);
  });

  it('serves a JPEG named .png with the type of its content', async () => {
    const image = (await uploadEditorImage(member, 'photo.png', JPEG)).json();
    // Follows the address the answer gave, as an editor does.
    const served = await call(ctx, { method: 'GET', url: image.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses what is not an image, more than one file, and visitors', async () => {
    expect((await uploadEditorImage(member, 'doc.pdf', pdf())).json().errorCode).toBe('FIL1N4151');
    expect((await uploadEditorImage(member, 'fake.png', '<html><script>alert(1)</script></html>')).json().errorCode).toBe('FIL1N4152');
    expect((await uploadEditorImage(member, 'x.png', PNG, 'REPORT')).json().errorCode).toBe('FIL1N4151');
    expect((await uploadEditorImage(undefined, 'x.png', PNG)).statusCode).toBe(401);
    const two = multipartBody([
      { field: 'file', filename: 'a.png', content: PNG },
      { field: 'file', filename: 'b.gif', content: GIF },
    ]);
    const res = await callApi(ctx, CALL_PATHS.uploadEditorImage, {
      query: { fileTypeGroup: 'NOTICE' },
      token: member,
      headers: two.headers,
      payload: two.payload,
    });
    expect(res.json().errorCode).toBe('FIL1N4001');
  });

  it('serves only editor images on the editor path', async () => {
    const [attachment] = await uploadOk(member, [{ name: 'not-editor.png', content: GIF }]);
    expect((await callApi(ctx, CALL_PATHS.getEditorImage, { params: { fileUUID: attachment.fileUUID } })).statusCode).toBe(404);
    expect(
      (await callApi(ctx, CALL_PATHS.getEditorImage, { params: { fileUUID: '00000000-0000-4000-8000-000000000000' } })).json().errorCode,
    ).toBe('FIL1N4041');
    expect((await callApi(ctx, CALL_PATHS.getEditorImage, { params: { fileUUID: 'not-a-uuid' } })).json().errorCode).toBe('COM1N4001');
  });
});

describe('OpenAPI', () => {
  it('documents the file calls', async () => {
    const doc = await openApiDocument(ctx);
    expect(doc.paths[openApiOperation(CALL_PATHS.uploadFiles)[0]]).toBeDefined();
    expect(doc.paths[openApiOperation(CALL_PATHS.uploadEditorImage)[0]]).toBeDefined();
    expect(doc.paths[openApiOperation(CALL_PATHS.getEditorImage)[0]]).toBeDefined();
  });
});
