import { CALL_PATHS, callPath, type TMemberInfo } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { api, callUrl } from './api';
import { tokens } from './tokens';

let calls: { url: string; init: RequestInit }[] = [];
beforeEach(() => {
  calls = [];
  tokens.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api.call: one call of the contract table', () => {
  it('takes the method and the path from the entry and fills the path parameters (encoded)', async () => {
    await api.call(CALL_PATHS.getMember, { params: { userId: 7 } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(CALL_PATHS.getMember.path.replace(':userId', '7'));
    expect(calls[0].url).toBe(callPath(CALL_PATHS.getMember, { userId: 7 }));
    expect(calls[0].init.method).toBe('GET');

    await api.call(CALL_PATHS.countBbsContentView, { params: { bbsCode: 'A B/C', bbsContentId: 3 }, silent: true });
    expect(calls[1].url).toBe(CALL_PATHS.countBbsContentView.path.replace(':bbsCode', 'A%20B%2FC').replace(':bbsContentId', '3'));
    expect(calls[1].init.method).toBe('PUT');
  });

  it('sends the body as JSON and the query after the path', async () => {
    await api.call(CALL_PATHS.updateMember, { params: { userId: 7 }, body: { name: 'x' }, query: { a: 1, b: undefined } });
    expect(calls[0].url).toBe(`${CALL_PATHS.updateMember.path.replace(':userId', '7')}?a=1`);
    expect(calls[0].init.method).toBe('PUT');
    expect(calls[0].init.body).toBe(JSON.stringify({ name: 'x' }));
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/json');

    await api.call(CALL_PATHS.deleteFiles, { body: { fileUUIDs: ['u1'] }, silent: true });
    expect(calls[1]).toMatchObject({ url: CALL_PATHS.deleteFiles.path, init: { method: 'DELETE' } });
  });

  it('a call whose path names no parameter takes no options at all', async () => {
    await api.call(CALL_PATHS.getMyMenus);
    expect(calls[0]).toMatchObject({ url: CALL_PATHS.getMyMenus.path, init: { method: 'GET' } });
  });

  it('a missing path parameter is a type error and, at run time, a refusal before any request', async () => {
    // @ts-expect-error -- the path names :userId, so params are required
    await expect(api.call(CALL_PATHS.getMember)).rejects.toThrow(/userId is missing/);
    // @ts-expect-error -- params must name userId
    await expect(api.call(CALL_PATHS.getMember, { params: {} })).rejects.toThrow(/userId is missing/);
    // @ts-expect-error -- one of the two parameters is missing
    await expect(api.call(CALL_PATHS.countBbsContentView, { params: { bbsCode: 'FAQ' } })).rejects.toThrow(/bbsContentId is missing/);
    await expect(api.call(CALL_PATHS.getMember, { params: { userId: '' } })).rejects.toThrow(/userId is missing/);
    expect(calls).toHaveLength(0);
  });

  it('params on a path without placeholders are a type error', () => {
    // @ts-expect-error -- getMyMenus names no path parameter
    void api.call(CALL_PATHS.getMyMenus, { params: { userId: 7 } });
  });

  it('answers with the type of the call in the table', () => {
    expectTypeOf(api.call(CALL_PATHS.getMember, { params: { userId: 7 } })).toEqualTypeOf<Promise<TMemberInfo>>();
    expectTypeOf(api.call(CALL_PATHS.exportStaff, { body: {}, blob: true })).toEqualTypeOf<Promise<Blob>>();
  });
});

describe('callUrl: a link or an image that points at the API', () => {
  it('fills the path and adds the query', () => {
    expect(callUrl(CALL_PATHS.downloadFile, { query: { fileUUID: 'a b' } })).toBe(`${CALL_PATHS.downloadFile.path}?fileUUID=a+b`);
    expect(callUrl(CALL_PATHS.getEditorImage, { params: { fileUUID: 'u/1' } })).toBe(
      CALL_PATHS.getEditorImage.path.replace(':fileUUID', 'u%2F1'),
    );
    // @ts-expect-error -- the path names :fileUUID
    expect(() => callUrl(CALL_PATHS.getEditorImage)).toThrow(/fileUUID is missing/);
  });
});
