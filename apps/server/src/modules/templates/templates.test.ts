import { CALL_PATHS, ROLE } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, build, callApi, loginAs, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let member: string;
beforeAll(async () => {
  ctx = await build();
  member = await loginAs(ctx, ROLE.customer);
});
afterAll(() => ctx.close());

const post = (entry: ApiCall, payload: unknown, token?: string, lang: 'ko' | 'en' = 'ko') =>
  callApi(ctx, entry, { payload: payload as object, token, lang });

describe('template build', () => {
  it('fills a document template with escaped data in the asked language', async () => {
    const res = await post(
      CALL_PATHS.buildTemplate,
      {
        templateName: 'document.general',
        languageTypeCode: '02',
        data: {
          title: 'Usage <b>report</b>',
          companyName: '<script>alert(1)</script>',
          items: [{ label: 'Terminals', value: 12 }],
          approvers: [],
        },
      },
      member,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ templateName: 'document.general', languageTypeCode: '02', subject: 'Usage <b>report</b>' });
    expect(body.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(body.html).not.toContain('<script>');
    expect(body.html).toContain('Terminals');
    expect(body.html).toContain('No approvals yet.');
  });

  it('uses the request language by default', async () => {
    const res = await post(CALL_PATHS.buildTemplate, { templateName: 'document.general', data: { title: '보고서' } }, member, 'ko');
    expect(res.json().languageTypeCode).toBe('01');
    expect(res.json().html).toContain('세부 내용이 없습니다.');
  });

  it('refuses unknown and mail templates, oversized data and visitors', async () => {
    expect((await post(CALL_PATHS.buildTemplate, { templateName: 'document.nothing', data: {} }, member)).json().errorCode).toBe(
      'TPL1N4041',
    );
    const mailTemplate = await post(CALL_PATHS.buildTemplate, { templateName: 'account.invitation-member', data: {} }, member, 'en');
    expect(mailTemplate.statusCode).toBe(404);
    expect(mailTemplate.json()).toEqual({ errorCode: 'TPL1N4041', errorMessage: 'The template does not exist.' });
    expect(
      (await post(CALL_PATHS.buildTemplate, { templateName: 'document.general', data: { big: 'x'.repeat(70_000) } }, member)).json()
        .errorCode,
    ).toBe('TPL1N4001');
    expect((await post(CALL_PATHS.buildTemplate, { templateName: 'document.general', data: {} })).json().errorCode).toBe('ATH1N4001');
    expect((await post(CALL_PATHS.buildTemplate, { data: {} }, member)).json().errorCode).toBe('COM1N4000');
  });
});

describe('approval-type template', () => {
  it('answers the template of an approval type', async () => {
    const res = await post(
      CALL_PATHS.getApprovalTypeTemplate,
      { approvalTypeCode: '03', data: { documentNo: 'SUS-2026-0007', requesterName: '김민준' } },
      member,
      'ko',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      templateName: 'approval-type.03',
      languageTypeCode: '01',
      subject: '[이용 중지 승인] SUS-2026-0007',
    });
    expect(res.json().html).toContain('이용 중지 승인 요청서');
    expect(res.json().html).toContain('김민준');
    const en = await post(CALL_PATHS.getApprovalTypeTemplate, { approvalTypeCode: '01', languageTypeCode: '02', data: {} }, member, 'ko');
    expect(en.json().html).toContain('Order form approval request');
    expect((await post(CALL_PATHS.getApprovalTypeTemplate, { approvalTypeCode: '77', data: {} }, member)).json().errorCode).toBe(
      'COM1N4001',
    );
    expect((await post(CALL_PATHS.getApprovalTypeTemplate, { approvalTypeCode: '01' })).json().errorCode).toBe('ATH1N4001');
  });
});
