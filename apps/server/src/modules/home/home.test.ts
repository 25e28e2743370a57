import { CALL_PATHS, HOME_LIST_SIZE, ROLE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, callApi, loginAs, openApiDocument, openApiOperation, type TestContext, tokenFor } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await build();
});
afterAll(() => ctx.close());

describe('member home', () => {
  it('answers shortcuts, the member’s recent inquiries, notices, FAQ and the latest user reports', async () => {
    const token = await loginAs(ctx, ROLE.customer);
    const res = await callApi(ctx, CALL_PATHS.getMemberHome, { token, lang: 'ko' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.shortcuts.map((s: { pageUri: string }) => s.pageUri)).toContain('/mypage/my-inquiry-list');
    expect(body.shortcuts.map((s: { pageUri: string }) => s.pageUri)).not.toContain('/admin/inquiry-list');
    expect(body.shortcuts[0].label).toBe('1:1 문의하기');
    expect(body.recentInquiries.map((i: { subject: string }) => i.subject)).toEqual([
      '10월 이용 보고서 단말기 수 정정 요청',
      '실시간 시세 상품 신청서 제출 절차 문의',
    ]);
    expect(body.recentInquiries[0]).toMatchObject({ statusCode: 'AWAITING', statusName: '답변 대기' });
    expect(body.notices.length).toBeGreaterThan(0);
    expect(body.notices.length).toBeLessThanOrEqual(HOME_LIST_SIZE);
    expect(body.faqs.length).toBeLessThanOrEqual(HOME_LIST_SIZE);
    // The latest user reports of the member's company (the demo world's), linked to their pages.
    expect(body.recentReports.length).toBeGreaterThan(0);
    expect(body.recentReports[0]).toMatchObject({ pageUri: `/report/${body.recentReports[0].reportId}/user-report-detail` });
  });

  it('shows another member only their own inquiries, and provider shortcuts to staff', async () => {
    const colleague = await tokenFor(ctx, 'staff@alpha-securities.example');
    const res = await callApi(ctx, CALL_PATHS.getMemberHome, { token: colleague, lang: 'en' });
    expect(res.json().recentInquiries).toEqual([]);
    expect(res.json().shortcuts[0].label).toBe('New 1:1 inquiry');
    const admin = await loginAs(ctx, ROLE.providerAdmin);
    const staff = await callApi(ctx, CALL_PATHS.getMemberHome, { token: admin, lang: 'en' });
    expect(staff.json().shortcuts.map((s: { pageUri: string }) => s.pageUri)).toContain('/admin/inquiry-list');
  });

  it('needs a session', async () => {
    const res = await callApi(ctx, CALL_PATHS.getMemberHome, { lang: 'en' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('ATH1N4001');
  });
});

describe('OpenAPI', () => {
  it('documents the workspace calls with tags and summaries', async () => {
    const doc = await openApiDocument(ctx);
    const paths = doc.paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>;
    const expected = [
      CALL_PATHS.getMemberHome,
      CALL_PATHS.searchStaff,
      CALL_PATHS.inviteStaff,
      CALL_PATHS.inviteSubscriber,
      CALL_PATHS.deleteStaff,
      CALL_PATHS.exportStaff,
      CALL_PATHS.searchMyInquiries,
      CALL_PATHS.createGuestInquiry,
      CALL_PATHS.searchAllInquiries,
      CALL_PATHS.getInquiry,
      CALL_PATHS.answerInquiry,
      CALL_PATHS.buildTemplate,
      CALL_PATHS.getApprovalTypeTemplate,
    ];
    for (const [path, method] of expected.map(openApiOperation)) {
      const op = paths[path]?.[method] ?? paths[path.replace(/\/$/, '')]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op!.tags?.length).toBeGreaterThan(0);
      expect(op!.summary).toBeTruthy();
    }
  });
});
