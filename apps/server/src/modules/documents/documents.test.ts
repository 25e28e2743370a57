import { CALL_PATHS, DOCUMENT_CLASSIFICATIONS, type TStandardDocument } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, filled, type TestContext } from '../../../test/helpers';
import { addDocumentVersion } from './service';

let ctx: TestContext;

async function latest(code: string, lang: 'ko' | 'en' = 'ko') {
  const res = await callApi(ctx, CALL_PATHS.getLatestStandardDocument, { params: { documentClassificationCode: code }, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TStandardDocument;
}

beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('standard documents', () => {
  it('answers the version in effect of the terms (01_01) with the earlier versions', async () => {
    const ko = await latest(DOCUMENT_CLASSIFICATIONS.terms, 'ko');
    expect(ko).toMatchObject({
      documentClassificationCode: '01_01',
      versionNo: 2,
      documentSubject: '이용약관',
      noticeYn: 'Y',
      effectiveDate: '2025-07-01',
      latestYn: 'Y',
    });
    expect(ko.documentContents).toContain('제1조 (목적)');
    expect(ko.versions.map((v) => v.versionNo)).toEqual([2, 1]);
    const en = await latest(DOCUMENT_CLASSIFICATIONS.terms, 'en');
    expect(en.documentSubject).toBe('Terms and conditions');
    expect(en.documentContents).toContain('Article 1 (Purpose)');
  });

  it('answers the personal-information policy (01_02)', async () => {
    const doc = await latest(DOCUMENT_CLASSIFICATIONS.privacy, 'en');
    expect(doc).toMatchObject({ versionNo: 2, documentSubject: 'Personal information policy', effectiveDate: '2026-01-01' });
  });

  it('answers an earlier version by id, marked as not the latest', async () => {
    const current = await latest(DOCUMENT_CLASSIFICATIONS.terms);
    const earlier = current.versions.find((v) => v.versionNo === 1)!;
    const res = await callApi(ctx, CALL_PATHS.getStandardDocument, {
      params: { standardDocumentId: earlier.standardDocumentId },
      lang: 'en',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      standardDocumentId: earlier.standardDocumentId,
      versionNo: 1,
      latestYn: 'N',
      effectiveDate: '2024-03-01',
    });
    expect(res.json().documentContents).toContain('1 March 2024');
  });

  it('keeps a version that is not yet in effect out of the latest answer', async () => {
    const futureId = await addDocumentVersion(ctx.db, {
      classificationCode: DOCUMENT_CLASSIFICATIONS.terms,
      versionNo: 3,
      effectiveDate: '2099-01-01',
      subjectKo: '이용약관',
      contentsKo: '<p>개정 예정</p>',
    });
    const current = await latest(DOCUMENT_CLASSIFICATIONS.terms);
    expect(current.versionNo).toBe(2);
    expect(current.versions.map((v) => v.versionNo)).toEqual([2, 1]);
    const future = await callApi(ctx, CALL_PATHS.getStandardDocument, { params: { standardDocumentId: futureId }, lang: 'en' });
    expect(future.json()).toMatchObject({ versionNo: 3, latestYn: 'N', documentContents: '<p>개정 예정</p>', documentSubject: '이용약관' });
  });

  it('answers noticeYn as stored: a posted-off version in effect says N', async () => {
    await addDocumentVersion(ctx.db, {
      classificationCode: '01_09',
      versionNo: 1,
      effectiveDate: '2026-01-01',
      subjectEn: 'Internal draft',
      contentsEn: '<p>Not for publication <script>x()</script></p>',
      noticeYn: 'N',
    });
    const doc = await latest('01_09', 'ko');
    expect(doc).toMatchObject({ noticeYn: 'N', documentSubject: 'Internal draft', documentContents: '<p>Not for publication </p>' });
  });

  it('answers 404 COM1N4041 for unknown ids and classifications, 400 COM1N4001 for malformed ones', async () => {
    for (const url of [
      filled(CALL_PATHS.getStandardDocument, { standardDocumentId: '999999' }),
      filled(CALL_PATHS.getLatestStandardDocument, { documentClassificationCode: '07_07' }),
    ]) {
      const res = await callApi(ctx, url, { lang: 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorCode: 'COM1N4041', errorMessage: 'The requested data does not exist.' });
    }
    for (const url of [
      filled(CALL_PATHS.getStandardDocument, { standardDocumentId: 'abc' }),
      filled(CALL_PATHS.getLatestStandardDocument, { documentClassificationCode: '0101' }),
    ]) {
      const res = await callApi(ctx, url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('COM1N4001');
    }
  });
});
