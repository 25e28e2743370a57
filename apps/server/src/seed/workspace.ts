import { and, eq } from 'drizzle-orm';
import { inquiries } from '../db/schema/index';
import type { Db } from '../platform/db';
import { upsertTemplates } from '../platform/templates';
import { ACCOUNT_MAIL_TEMPLATES, MAIL } from '../modules/identity';
import { displayName } from '../modules/identity';
import { activeCompanies, findUserByEmail, membershipsOf } from '../modules/identity';
import { INQUIRY_MAIL_TEMPLATES } from '../modules/inquiries';
import { storedHtml } from '../modules/inquiries';
import { WORKSPACE_DOCUMENT_TEMPLATES } from './workspace-templates';

const kst = (at: string) => new Date(`${at.replace(' ', 'T')}:00+09:00`);

interface DemoInquiry {
  writer: string | { name: string; email: string; phone: string; languageCode: '01' | '02' };
  categoryCode: string;
  subject: string;
  contents: string;
  createdAt: string;
  answer?: { by: string; contents: string; at: string };
}

const DEMO_INQUIRIES: DemoInquiry[] = [
  {
    writer: 'member@alpha-securities.example',
    categoryCode: '02',
    subject: '실시간 시세 상품 신청서 제출 절차 문의',
    contents:
      '실시간 시세 상품을 추가로 신청하려고 합니다.\n신청서 제출 후 승인까지 보통 얼마나 걸리는지, 계약서는 별도로 보내야 하는지 알려 주세요.',
    createdAt: '2026-10-28 10:12',
    answer: {
      by: 'sales@krx-data.example',
      contents:
        '안녕하세요, 문의 주셔서 감사합니다.\n신청서는 제출 후 영업일 기준 3일 안에 검토되며, 승인되면 계약서가 포털에서 자동으로 만들어집니다.\n별도로 보내실 서류는 없습니다.',
      at: '2026-10-29 14:30',
    },
  },
  {
    writer: 'member@alpha-securities.example',
    categoryCode: '03',
    subject: '10월 이용 보고서 단말기 수 정정 요청',
    contents: '10월 이용 보고서에 단말기 수를 12대로 잘못 입력했습니다. 10대로 정정할 수 있을까요?',
    createdAt: '2026-11-18 09:05',
  },
  {
    writer: 'ops@gamma-data.example',
    categoryCode: '04',
    subject: 'Invoice currency for overseas vendors',
    contents: 'Could you confirm whether invoices for overseas vendors can be issued in USD instead of KRW?',
    createdAt: '2026-11-03 16:40',
    answer: {
      by: 'admin@krx-data.example',
      contents:
        'Thank you for your inquiry.\nInvoices for overseas vendors can be issued in USD on request; please state it in your next order form.',
      at: '2026-11-04 11:00',
    },
  },
  {
    writer: { name: '홍길동', email: 'gildong.hong@example.com', phone: '+82-2-3456-7890', languageCode: '01' },
    categoryCode: '01',
    subject: '종가 정보 상품 이용 요금 문의',
    contents: '회원 가입 전에 종가 정보 상품의 월 이용 요금을 알고 싶습니다.',
    createdAt: '2026-11-19 13:20',
  },
];

/** Mail templates of invitations (accounts' definitions) and inquiry answers, document templates, demo inquiries. */
export async function seedWorkspace(db: Db): Promise<void> {
  const invitationNames: string[] = [MAIL.memberInvitation, MAIL.subscriberInvitation];
  await upsertTemplates(
    db,
    ACCOUNT_MAIL_TEMPLATES.filter((t) => invitationNames.includes(t.name)),
  );
  await upsertTemplates(db, INQUIRY_MAIL_TEMPLATES);
  await upsertTemplates(db, WORKSPACE_DOCUMENT_TEMPLATES);

  for (const d of DEMO_INQUIRIES) {
    const [found] = await db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.subject, d.subject), eq(inquiries.createdAt, kst(d.createdAt))));
    if (found) continue;
    let values: typeof inquiries.$inferInsert;
    if (typeof d.writer === 'string') {
      const user = await findUserByEmail(db, d.writer);
      if (!user) continue;
      const company = activeCompanies(await membershipsOf(db, user.id))[0];
      if (!company) continue;
      const languageCode = user.mailLanguageCode === '02' ? '02' : '01';
      values = {
        kind: 'MEMBER',
        companyId: company.id,
        userId: user.id,
        writerName: displayName(user),
        writerEmail: user.loginEmail,
        writerTelephoneNumber: user.mobilePhone ?? user.officePhone,
        languageCode,
        categoryCode: d.categoryCode,
        subject: d.subject,
        contents: storedHtml(d.contents),
        createdAt: kst(d.createdAt),
        updatedAt: kst(d.createdAt),
      };
    } else {
      values = {
        kind: 'GUEST',
        writerName: d.writer.name,
        writerEmail: d.writer.email,
        writerTelephoneNumber: d.writer.phone,
        languageCode: d.writer.languageCode,
        categoryCode: d.categoryCode,
        subject: d.subject,
        contents: storedHtml(d.contents),
        createdAt: kst(d.createdAt),
        updatedAt: kst(d.createdAt),
      };
    }
    if (d.answer) {
      const staff = await findUserByEmail(db, d.answer.by);
      values = {
        ...values,
        status: 'ANSWERED',
        answerContents: storedHtml(d.answer.contents),
        answeredByUserId: staff?.id ?? null,
        answeredAt: kst(d.answer.at),
        updatedAt: kst(d.answer.at),
      };
    }
    await db.insert(inquiries).values(values);
  }
}
