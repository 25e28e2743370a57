import {
  byteLength,
  INQUIRY_ANSWER_MAX_BYTES,
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENTS_MAX_BYTES,
  INQUIRY_STATUSES,
  INQUIRY_SUBJECT_MAX_BYTES,
  INQUIRY_WRITER_NAME_MAX_BYTES,
  inquiryDetailPage,
  isInternationalPhone,
  LANGUAGE_TYPE_CODE,
  normalizeEmail,
  splitMulti,
  type TFileInfo,
  type TGuestInquiryCreateResponse,
  type TInquiryDetail,
  type TInquiryItem,
  type TInquirySearchResponse,
  type TLanguage,
  type ZGuestInquiryCreateRequest,
  type ZInquiryAnswerRequest,
  type ZInquiryCreateRequest,
  type ZInquiryManageSearchRequest,
  type ZInquirySearchRequest,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext } from '../../platform/auth';
import type { Config } from '../../platform/config';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { mail } from '../../platform/mail';
import { escapeHtml } from '../../platform/templates';
import { companiesByIds, displayName, findUserById, isActiveMember, mailTime, presentCompany } from '../identity';
import { htmlToText, sanitizeHtml } from '../contents';
import { attachFiles, listFilesOf } from '../files';
import { INQUIRY_MAIL } from './mail-templates';
import * as repo from './repo';
import type { InquiryRow } from './repo';
import { pageWindow, toPage } from '../../platform/paging';

/** Owner types of the files attached to inquiries and to their answers (files area). */
export const INQUIRY_FILE_OWNER = 'INQUIRY';
export const INQUIRY_ANSWER_FILE_OWNER = 'INQUIRY_ANSWER';

const LABELS = {
  subject: { ko: '제목', en: 'Subject' },
  contents: { ko: '내용', en: 'Contents' },
  writerName: { ko: '작성자 이름', en: 'Name' },
} as const;

/** Contents come as plain text or HTML: HTML is sanitized, plain text escaped with its line breaks kept. */
export function storedHtml(input: string): string {
  if (/<[a-z!/][^>]*>/i.test(input)) return sanitizeHtml(input);
  return input
    .trim()
    .split(/\r?\n/)
    .map((line) => escapeHtml(line))
    .join('<br>');
}

/** The visible text of a stored body with its line breaks (for mails). */
export function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h\d|tr|blockquote)>/gi, '\n')
    .split('\n')
    .map((line) => htmlToText(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function required(value: string, item: keyof typeof LABELS, lang: TLanguage): string {
  const v = value.trim();
  if (!v) throw new AppError('INQ1N4005', { item: LABELS[item][lang] });
  return v;
}

function checkCommon(req: { categoryCode: string; subject: string; contents: string }, lang: TLanguage) {
  if (!Object.prototype.hasOwnProperty.call(INQUIRY_CATEGORIES, req.categoryCode)) throw new AppError('INQ1N4003');
  const subject = required(req.subject, 'subject', lang);
  if (byteLength(subject) > INQUIRY_SUBJECT_MAX_BYTES) throw new AppError('INQ1N4001', { max: INQUIRY_SUBJECT_MAX_BYTES });
  if (!textOf(storedHtml(req.contents)) && !/<img\b/i.test(req.contents)) throw new AppError('INQ1N4005', { item: LABELS.contents[lang] });
  if (byteLength(req.contents) > INQUIRY_CONTENTS_MAX_BYTES) throw new AppError('INQ1N4002', { max: INQUIRY_CONTENTS_MAX_BYTES });
  return { subject, contents: storedHtml(req.contents) };
}

async function present(db: DbOrTx, rows: InquiryRow[], lang: TLanguage): Promise<TInquiryItem[]> {
  const companyIds = [...new Set(rows.map((r) => r.companyId).filter((id): id is number => id !== null))];
  const companyRows = await companiesByIds(db, companyIds);
  const files = await listFilesOf(
    db,
    INQUIRY_FILE_OWNER,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const company = companyRows.find((c) => c.id === r.companyId);
    const category = INQUIRY_CATEGORIES[r.categoryCode as keyof typeof INQUIRY_CATEGORIES];
    const status = r.status === 'ANSWERED' ? 'ANSWERED' : 'AWAITING';
    return {
      inquiryId: r.id,
      categoryCode: r.categoryCode,
      categoryName: category ? category[lang] : r.categoryCode,
      subject: r.subject,
      statusCode: status,
      statusName: INQUIRY_STATUSES[status][lang],
      memberYn: r.kind === 'MEMBER' ? 'Y' : 'N',
      writerName: r.writerName,
      companyId: r.companyId,
      companyName: company ? presentCompany(company, lang).companyName : null,
      createDateTime: r.createdAt.toISOString(),
      answerDateTime: r.answeredAt?.toISOString() ?? null,
      attachmentCount: files.get(String(r.id))?.length ?? 0,
    };
  });
}

async function detailOf(db: DbOrTx, row: InquiryRow, lang: TLanguage, staff: boolean): Promise<TInquiryDetail> {
  const [item] = await present(db, [row], lang);
  const files = await listFilesOf(db, INQUIRY_FILE_OWNER, [row.id]);
  const answerFiles = await listFilesOf(db, INQUIRY_ANSWER_FILE_OWNER, [row.id]);
  const attachments = (m: Map<string, TFileInfo[]>) => m.get(String(row.id)) ?? [];
  return {
    ...item,
    contents: row.contents,
    files: attachments(files),
    // The writer's contact details are shown to provider staff (and to the member, who wrote them).
    writerEmail: staff || row.kind === 'MEMBER' ? row.writerEmail : null,
    writerTelephoneNumber: staff ? row.writerTelephoneNumber : null,
    answerContents: row.answerContents,
    answerFiles: attachments(answerFiles),
  };
}

/** A member files a 1:1 inquiry for the token's company, with attachments uploaded before. */
export async function createMemberInquiry(
  db: Db,
  auth: AuthContext,
  req: z.output<typeof ZInquiryCreateRequest>,
  lang: TLanguage,
  ip: string | null,
): Promise<TInquiryDetail> {
  const { subject, contents } = checkCommon(req, lang);
  if (!auth.companyId || !(await isActiveMember(db, auth.userId, auth.companyId))) throw new AppError('ATH1N4030');
  const user = await findUserById(db, auth.userId);
  if (!user) throw new AppError('ATH1N4002');
  return db.transaction(async (tx) => {
    const row = await repo.insertInquiry(tx, {
      kind: 'MEMBER',
      companyId: auth.companyId,
      userId: auth.userId,
      categoryCode: req.categoryCode,
      subject,
      contents,
      writerName: displayName(user),
      writerEmail: user.loginEmail,
      writerTelephoneNumber: user.mobilePhone ?? user.officePhone,
      languageCode: user.mailLanguageCode === '02' ? '02' : '01',
      ip,
    });
    if (req.fileUUIDs.length)
      await attachFiles(tx, auth, {
        ownerType: INQUIRY_FILE_OWNER,
        ownerId: row.id,
        fileUUIDs: req.fileUUIDs,
        ownerCompanyId: auth.companyId,
      });
    return detailOf(tx, row, lang, false);
  });
}

/** A visitor's inquiry: writer name, e-mail and telephone (international format); answered by e-mail. */
export async function createGuestInquiry(
  db: Db,
  req: z.output<typeof ZGuestInquiryCreateRequest>,
  lang: TLanguage,
  ip: string | null,
): Promise<TGuestInquiryCreateResponse> {
  const { subject, contents } = checkCommon(req, lang);
  const writerName = required(req.writerName, 'writerName', lang);
  if (byteLength(writerName) > INQUIRY_WRITER_NAME_MAX_BYTES) throw new AppError('COM1N4001');
  const phone = req.writerTelephoneNumber.trim();
  if (!isInternationalPhone(phone)) throw new AppError('INQ1N4004');
  const row = await repo.insertInquiry(db, {
    kind: 'GUEST',
    categoryCode: req.categoryCode,
    subject,
    contents,
    writerName,
    writerEmail: normalizeEmail(req.writerEmail),
    writerTelephoneNumber: phone,
    languageCode: req.mailLanguageCode ?? LANGUAGE_TYPE_CODE[lang],
    ip,
  });
  return { inquiryId: row.id, createDateTime: row.createdAt.toISOString() };
}

const pageOf = (req: { pageNumber: number; pageSize: number; sort: 'newest' | 'oldest' }) => ({
  ...pageWindow(req),
  newestFirst: req.sort === 'newest',
});

/** The member's own inquiries in the token's company. */
export async function searchOwnInquiries(
  db: Db,
  auth: AuthContext,
  req: z.output<typeof ZInquirySearchRequest>,
  lang: TLanguage,
): Promise<TInquirySearchResponse> {
  const { rows, total } = await repo.searchInquiries(
    db,
    {
      userId: auth.userId,
      companyId: auth.companyId,
      kind: 'MEMBER',
      status: req.statusCode,
      categoryCodes: splitMulti(req.categoryCodes),
      searchText: req.searchText,
    },
    pageOf(req),
  );
  return toPage(await present(db, rows, lang), total, req);
}

/** Every inquiry, for provider staff. */
export async function searchAllInquiries(
  db: Db,
  req: z.output<typeof ZInquiryManageSearchRequest>,
  lang: TLanguage,
): Promise<TInquirySearchResponse> {
  const { rows, total } = await repo.searchInquiries(
    db,
    {
      companyId: req.companyId,
      kind: req.writerKind,
      status: req.statusCode,
      categoryCodes: splitMulti(req.categoryCodes),
      searchText: req.searchText,
    },
    pageOf(req),
  );
  return toPage(await present(db, rows, lang), total, req);
}

/** An inquiry for its writer (in the company it was filed for) or provider staff; anyone else: not found. */
export async function inquiryDetail(db: Db, auth: AuthContext, id: number, lang: TLanguage): Promise<TInquiryDetail> {
  const row = await repo.findInquiry(db, id);
  const staff = isProvider(auth);
  if (!row || (!staff && (row.userId !== auth.userId || row.companyId !== auth.companyId))) throw new AppError('INQ1N4041');
  return detailOf(db, row, lang, staff);
}

/** Recent inquiries of the member (home). */
export async function recentInquiries(db: Db, auth: AuthContext, size: number, lang: TLanguage): Promise<TInquiryItem[]> {
  const { rows } = await repo.searchInquiries(
    db,
    { userId: auth.userId, companyId: auth.companyId, kind: 'MEMBER' },
    { limit: size, offset: 0, newestFirst: true },
  );
  return present(db, rows, lang);
}

/**
 * Provider staff answer an inquiry once; the writer is told by e-mail in their language (a member's
 * current mail language, a visitor's chosen one), through the outbox in the same transaction.
 */
export async function answerInquiry(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  auth: AuthContext,
  id: number,
  req: z.output<typeof ZInquiryAnswerRequest>,
  lang: TLanguage,
): Promise<TInquiryDetail> {
  const answer = storedHtml(req.answerContents);
  if (!textOf(answer) && !/<img\b/i.test(answer)) throw new AppError('INQ1N4006');
  if (byteLength(req.answerContents) > INQUIRY_ANSWER_MAX_BYTES) throw new AppError('INQ1N4002', { max: INQUIRY_ANSWER_MAX_BYTES });
  return db.transaction(async (tx) => {
    const row = await repo.findInquiry(tx, id, { lock: true });
    if (!row) throw new AppError('INQ1N4041');
    if (row.status === 'ANSWERED') throw new AppError('INQ1N4091');
    const now = new Date();
    await repo.saveAnswer(tx, id, { answerContents: answer, answeredByUserId: auth.userId, answeredAt: now });
    if (req.fileUUIDs.length) {
      await attachFiles(tx, auth, {
        ownerType: INQUIRY_ANSWER_FILE_OWNER,
        ownerId: id,
        fileUUIDs: req.fileUUIDs,
        ownerCompanyId: row.companyId ?? auth.companyId,
      });
    }
    const member = row.userId ? await findUserById(tx, row.userId) : null;
    const to = member?.loginEmail ?? row.writerEmail;
    if (to) {
      const languageCode = member ? (member.mailLanguageCode === '02' ? '02' : '01') : row.languageCode;
      await mail.enqueue(tx, {
        to,
        template: INQUIRY_MAIL.answered,
        languageCode,
        userId: member?.id ?? null,
        vars: {
          name: member ? displayName(member, languageCode === '02' ? 'en' : 'ko') : row.writerName,
          subject: row.subject,
          answer: textOf(answer),
          inquiryDate: mailTime(row.createdAt),
          link: member ? `${config.publicUrl}${inquiryDetailPage(row.id)}` : null,
        },
      });
    }
    const updated = (await repo.findInquiry(tx, id))!;
    return detailOf(tx, updated, lang, true);
  });
}
