import { calls, type CallDef } from '@portal/contract';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { build, call, type TestContext } from '../../test/helpers';
import { toJsonSchema } from './zod-compilers';

let ctx: TestContext;
let doc: {
  servers?: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, unknown> }>>;
};
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
    const report = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
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
    const code = Object.keys(response ?? {}).find((c) => c.startsWith('2'));
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
