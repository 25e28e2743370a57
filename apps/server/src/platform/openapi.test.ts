import {
  API_KEY_NAME_MAX,
  calls,
  MEDIA_TYPE,
  PASSKEY_NAME_MAX,
  PROVISION_METHODS,
  REPORT_COLUMNS,
  USE_CATEGORIES,
  type CallDef,
} from '@portal/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { build, call, openApiOperation, type TestContext } from '../../test/helpers';
import { defineRoute } from './routes';
import { toJsonSchema, zodSerializerCompiler, zodValidatorCompiler } from './zod-compilers';

let ctx: TestContext;
let doc: {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};
interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  format?: string;
  maxLength?: number;
  required?: string[];
  example?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Media {
  schema: Schema;
  example?: unknown;
}
interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, Media>;
}
interface Operation {
  operationId?: string;
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, Response>;
}
/** The operation of a call of the table. */
const op = (entry: CallDef): Operation => {
  const [path, method] = openApiOperation(entry);
  return doc.paths[path][method];
};
/** A schema with its reference followed. */
const deref = (s: Schema): Schema => (s.$ref ? doc.components.schemas[s.$ref.split('/').pop()!] : s);
/** The success answer: a 2xx, or the redirect of a call that answers one (company sign-on's start and callback). */
const success = (o: Operation) => Object.entries(o.responses).find(([code]) => /^[23]/.test(code))![1];
beforeAll(async () => {
  ctx = await build();
  // eslint-disable-next-line no-restricted-syntax -- the document's own address (its answer is checked), not a call of the table
  const res = await call(ctx, { url: '/apis/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => ctx.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules with no problem at all", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    // A call whose success is a redirect (company sign-on's start and callback: the browser is sent to the provider or
    // back to the sign-in page) has no 2xx answer by nature.
    const redirects = new Set(
      Object.values(calls as Record<string, CallDef>)
        .filter((c) => c.status === 302 || c.status === 303)
        .map((c) => {
          const [path, method] = openApiOperation(c);
          return `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses`;
        }),
    );
    const report = problems
      .filter((p) => !(p.ruleId === 'operation-2xx-response' && redirects.has(p.location[0]?.pointer ?? '')))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(report).toEqual([]);
    // The same linter finds the defects the document had (a path with a trailing slash, no operationId, no servers).
    const broken = structuredClone(doc) as typeof doc & { servers?: unknown };
    delete broken.servers;
    const [path, ops] = Object.entries(broken.paths)[0];
    delete Object.values(ops)[0].operationId;
    broken.paths[`${path}/`] = ops;
    delete broken.paths[path];
    const found = new Set(
      (await lintFromString({ source: JSON.stringify(broken), absoluteRef: 'openapi.json', config })).map((p) => p.ruleId),
    );
    expect([...found]).toEqual(expect.arrayContaining(['no-empty-servers', 'operation-operationId', 'no-path-trailing-slash']));
  });

  it('names the server, gives every operation its name in the table of calls and its 4xx answers, and no path ends with a slash', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: ctx.config.publicUrl })]);
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      expect(path.endsWith('/'), path).toBe(false);
      for (const [method, op] of Object.entries(ops)) {
        expect(op.operationId, `${method} ${path}`).toBeDefined();
        expect(calls).toHaveProperty(op.operationId!);
        ids.add(op.operationId!);
        expect(
          Object.keys(op.responses).some((code) => code.startsWith('4')),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    expect(ids.size).toBe(Object.keys(calls).length);
  });
});

describe('the table of calls', () => {
  const json = (s: unknown) => (s ? toJsonSchema(s as z.ZodType) : undefined);
  const successOf = (response: Record<string | number, unknown> | undefined) => {
    const code = Object.keys(response ?? {}).find((c) => /^[23]/.test(c));
    return code ? { status: Number(code), schema: response![code] } : undefined;
  };

  it('agrees with the registered routes both ways: method, path, request and success schemas', () => {
    const table = Object.entries(calls) as [string, CallDef][];
    const routes = ctx.app.apiRoutes;
    for (const route of routes) {
      const found = table.filter(([, c]) => c.method === route.method && c.path === route.url);
      expect(
        found.map(([n]) => n),
        `${route.method} ${route.url} is not in the table of calls`,
      ).toHaveLength(1);
      const [name, entry] = found[0];
      const schema = (route.schema ?? {}) as {
        params?: unknown;
        querystring?: unknown;
        body?: unknown;
        response?: Record<string, unknown>;
      };
      expect(json(schema.params), `${name} params`).toEqual(json(entry.params));
      expect(json(schema.querystring), `${name} query`).toEqual(json(entry.query));
      expect(json(schema.body), `${name} body`).toEqual(json(entry.body));
      const success = successOf(schema.response);
      expect(success?.status ?? 200, `${name} status`).toBe(entry.status ?? 200);
      if (entry.response === 'file' || entry.response === 'empty') {
        // Bytes (or nothing), not a JSON body: the route's schema describes no JSON type.
        expect((json(success?.schema) as { type?: unknown; properties?: unknown } | undefined)?.properties, name).toBeUndefined();
      } else {
        expect(json(success?.schema), `${name} response`).toEqual(json(entry.response));
      }
    }
    for (const [name, entry] of table) {
      expect(
        routes.some((r) => r.method === entry.method && r.url === entry.path),
        `${name}: ${entry.method} ${entry.path} is not registered`,
      ).toBe(true);
    }
  });
});

describe('what the document declares from the table of calls (decision 060)', () => {
  const table = Object.entries(calls) as [string, CallDef][];

  it('declares every file answer with its media types and a binary schema, and every other answer as JSON', () => {
    for (const [name, entry] of table) {
      const answer = success(op(entry));
      if (entry.response === 'file') {
        expect(Object.keys(answer.content ?? {}), name).toEqual([...entry.produces]);
        for (const media of Object.values(answer.content!)) expect(media.schema, name).toEqual({ type: 'string', format: 'binary' });
        expect(answer.headers, name).toHaveProperty('Content-Disposition');
      } else if (entry.response === 'empty') {
        expect(answer.content, name).toBeUndefined();
      } else {
        expect(Object.keys(answer.content ?? {}), name).toEqual([MEDIA_TYPE.json]);
      }
    }
  });

  it('declares every upload as multipart/form-data with its file part, and a CSV body as text/csv', () => {
    const uploads = table.filter(([, e]) => e.upload);
    expect(uploads.map(([n]) => n).sort()).toEqual([
      'createReconciliation',
      'replaceUserReportForm',
      'uploadBillingDisputeEvidence',
      'uploadEditorImage',
      'uploadFiles',
      'uploadReconciliationFile',
      'uploadUserReportFile',
      'verifyAuditPack',
    ]);
    for (const [name, entry] of uploads) {
      const body = op(entry).requestBody!.content;
      expect(Object.keys(body), name).toEqual([MEDIA_TYPE.multipart]);
      const part = body[MEDIA_TYPE.multipart].schema;
      expect(part.required, name).toEqual([entry.upload!.field]);
      const file = part.properties![entry.upload!.field];
      expect(entry.upload!.multiple ? file.items : file, name).toMatchObject({ type: 'string', format: 'binary' });
    }
    for (const entry of [calls.validateReportingCsv, calls.submitReportingCsv])
      expect(Object.keys(op(entry).requestBody!.content)).toEqual([MEDIA_TYPE.csv]);
  });

  it('names the report row: its columns, their codes, which are required; a submission is attested true', () => {
    const submission = deref(op(calls.submitReportingRows).requestBody!.content[MEDIA_TYPE.json].schema);
    expect(op(calls.submitReportingRows).requestBody!.content[MEDIA_TYPE.json].schema.$ref).toMatch(/ReportSubmission$/);
    expect(submission.properties!.attested).toMatchObject({ type: 'boolean', enum: [true] });
    expect(submission.required).toEqual(expect.arrayContaining(['reportMonth', 'rows', 'attested']));
    const row = deref(submission.properties!.rows.items!);
    expect(Object.keys(row.properties!)).toEqual(REPORT_COLUMNS.map((c) => c.key));
    expect([...row.required!].sort()).toEqual(
      REPORT_COLUMNS.filter((c) => c.required)
        .map((c) => c.key)
        .sort(),
    );
    expect(row.properties!.provisionMethod.enum).toEqual(PROVISION_METHODS);
    expect(row.properties!.useCategory.enum).toEqual(['151', '152', '155']);
    expect(row.properties!.useCategory.enum).toEqual(USE_CATEGORIES);
    expect(row.example).toMatchObject({ useCategory: '151', country: 'KR' });
    const validation = deref(op(calls.validateReportingRows).requestBody!.content[MEDIA_TYPE.json].schema);
    expect(validation.properties!.rows.items!.$ref).toMatch(/ReportRow$/);
  });

  it('states the limits the server applies: one constant for both', () => {
    const nameOf = (entry: CallDef) => deref(op(entry).requestBody!.content[MEDIA_TYPE.json].schema).properties!.name;
    expect(nameOf(calls.createApiKey).maxLength).toBe(API_KEY_NAME_MAX);
    expect(nameOf(calls.renamePasskey).maxLength).toBe(PASSKEY_NAME_MAX);
    expect(nameOf(calls.registerPasskey).maxLength).toBe(PASSKEY_NAME_MAX);
  });

  it('names the schemas, lists each error answer’s codes with an example, and declares Retry-After and the row count', () => {
    const ref = (s: Schema | undefined) => s?.$ref ?? s?.items?.$ref;
    expect(ref(success(op(calls.submitReportingRows)).content![MEDIA_TYPE.json].schema)).toMatch(/ReportingSubmission$/);
    expect(ref(success(op(calls.createApiKey)).content![MEDIA_TYPE.json].schema)).toMatch(/ApiKeyCreated$/);
    expect(ref(success(op(calls.getOrder)).content![MEDIA_TYPE.json].schema)).toMatch(/OrderDetail$/);
    const bad = op(calls.createApiKey).responses['400'];
    expect(bad.description).toContain('APK1N4002');
    expect(bad.description).toContain('COM1N4001');
    expect(bad.content![MEDIA_TYPE.json].example).toMatchObject({ errorCode: expect.stringMatching(/^[A-Z]{3}1N4\d{3}$/) });
    let limited = 0;
    for (const ops of Object.values(doc.paths))
      for (const o of Object.values(ops))
        if (o.responses['429']) {
          limited++;
          expect(o.responses['429'].headers, o.operationId).toHaveProperty('Retry-After');
        }
    expect(limited).toBeGreaterThan(0);
    expect(success(op(calls.exportSalesStatus)).headers).toHaveProperty('X-Total-Rows');
  });
});

describe('a route answering otherwise than its entry declares', () => {
  it('fails instead of sending what the document does not say (a file of another type, bytes for a JSON call)', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(zodValidatorCompiler);
    app.setSerializerCompiler(zodSerializerCompiler);
    const pdfCall = { method: 'GET', path: '/probe/pdf', response: 'file', produces: [MEDIA_TYPE.pdf] } as const satisfies CallDef;
    const jsonCall = { method: 'GET', path: '/probe/json', response: z.object({ ok: z.boolean() }) } as const satisfies CallDef;
    const spec = { tags: ['probe'], summary: 'probe', errors: {} };
    let sends = MEDIA_TYPE.pdf as string;
    defineRoute(app, pdfCall, spec, async (_request, reply) => reply.header('content-type', sends).send(Buffer.from('%PDF-1.4')));
    let bytes = false;
    defineRoute(app, jsonCall, spec, async (_request, reply) =>
      bytes ? reply.header('content-type', MEDIA_TYPE.xlsx).send(Buffer.from('PK')) : { ok: true },
    );
    await app.ready();
    expect((await app.inject({ url: pdfCall.path })).statusCode).toBe(200);
    sends = MEDIA_TYPE.xlsx;
    expect((await app.inject({ url: pdfCall.path })).statusCode).toBe(500);
    expect((await app.inject({ url: jsonCall.path })).json()).toEqual({ ok: true });
    bytes = true;
    expect((await app.inject({ url: jsonCall.path })).statusCode).toBe(500);
    await app.close();
  });
});
