import { Blob as NodeBlob } from 'node:buffer';
import { CALL_PATHS, callPath } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setTokenInvalidHandler } from './api';
import { tokens } from './tokens';

/** A stand-in XMLHttpRequest that records the request and answers as the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: object } = { status: 200, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  responseType = '';
  status = 0;
  response: unknown = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send() {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = FakeXhr.answer.status;
      this.response = new NodeBlob([JSON.stringify(FakeXhr.answer.body)], { type: 'application/json' });
      this.onload?.();
    }, 0);
  }
  abort() {
    this.onabort?.();
  }
}

const form = () => {
  const f = new FormData();
  f.append('files', new File(['x'], 'a.pdf'), 'a.pdf');
  return f;
};

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setTokenInvalidHandler(() => undefined);
});

describe('an upload through the api client', () => {
  it('carries the session token and reports its progress up to 100 when answered', async () => {
    tokens.set('access-1', 'refresh-1');
    FakeXhr.answer = { status: 200, body: { files: [{ fileUUID: 'u1' }] } };
    const progress: number[] = [];
    const answer = await api.call(CALL_PATHS.uploadFiles, {
      body: form(),
      query: { fileTypeGroup: 'INQUIRY' },
      onUploadProgress: (p) => progress.push(p),
    });
    expect(answer.files[0].fileUUID).toBe('u1');
    expect(progress).toEqual([50, 100]);
    expect(FakeXhr.last?.url).toBe(`${callPath(CALL_PATHS.uploadFiles)}?fileTypeGroup=INQUIRY`);
    expect(FakeXhr.last?.headers.Authorization).toBe('Bearer access-1');
  });

  it('treats an expired session like any call: the tokens go and the session area is told', async () => {
    tokens.set('access-1', 'refresh-1');
    const invalid = vi.fn();
    setTokenInvalidHandler(invalid);
    FakeXhr.answer = { status: 401, body: { errorCode: 'ATH1N4002', errorMessage: 'expired' } };
    const failure = api.call(CALL_PATHS.uploadFiles, { body: form(), silent: true, onUploadProgress: () => undefined });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ errorCode: 'ATH1N4002' });
    expect(invalid).toHaveBeenCalledTimes(1);
    expect(tokens.access()).toBeNull();
  });

  it('gives the refusal of the server as the error message', async () => {
    FakeXhr.answer = { status: 400, body: { errorCode: 'FIL1N4001', errorMessage: 'This type of file cannot be attached.' } };
    await expect(api.call(CALL_PATHS.uploadFiles, { body: form(), silent: true, onUploadProgress: () => undefined })).rejects.toMatchObject(
      {
        status: 400,
        errorCode: 'FIL1N4001',
        message: 'This type of file cannot be attached.',
      },
    );
  });
});
