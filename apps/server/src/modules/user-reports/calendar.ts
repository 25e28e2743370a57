import {
  addMonths,
  CALENDAR_STATUS_LABELS,
  filingPhase,
  lateFilingUntil,
  ROLE,
  USER_REPORT_FILED_STATES,
  userReportListPage,
  type TCalendarCompany,
  type TCalendarStatus,
  type TLanguage,
  type TUserReportCalendar,
  type TUserReportState,
  type ZUserReportCalendarQuery,
} from '@portal/contract';
import type { z } from 'zod';
import { isProvider, type AuthContext } from '../../platform/auth';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { mail } from '../../platform/mail';
import { mailButton, mailTemplatePair } from '../../platform/mail-layout';
import type { StoredTemplate } from '../../platform/templates';
import { customerCompanyIds } from '../catalogue';
import { addDays, businessNow, koreaDay } from '../../platform/clock';
import { activeUsersWithRoles, companiesByIds, displayName, presentCompany } from '../identity';
import * as repo from './repo';
import type { ReportRow } from './repo';
import { reportActor, windowOf, windowSettings, type ReportsContext } from './service';

/**
 * The reporting calendar (beyond the specification): each month's status per customer, for the
 * customer (their company, a proxy reporter's customers) and for provider staff (every customer); and the reminder job
 * that mails a company's reporters a configurable number of days before the window closes and on the closing day (once
 * each, in each recipient's language), and flags a month overdue once its window has closed without a filed report.
 */

/** The status of a company's month on a Korean day. */
export function calendarStatus(
  report: Pick<ReportRow, 'state'> | undefined,
  window: { opens: string; closes: string },
  today: string,
  exempt: boolean,
): TCalendarStatus {
  if (exempt) return 'EXEMPT';
  const state = report?.state as TUserReportState | undefined;
  if (state === 'APPROVED') return 'APPROVED';
  if (state === 'SUBMITTED' || state === 'INFO_REQUESTED') return 'IN_REVIEW';
  if (state === 'AWAITING_INTERNAL') return 'SUBMITTED';
  if (today > window.closes) return 'OVERDUE';
  if (state === 'SAVED' || state === 'REJECTED') return 'SAVED';
  return today < window.opens ? 'NOT_DUE' : 'DUE';
}

export async function reportCalendar(
  c: ReportsContext,
  auth: AuthContext,
  q: z.output<typeof ZUserReportCalendarQuery>,
  lang: TLanguage,
): Promise<TUserReportCalendar> {
  const actor = await reportActor(c.db, auth);
  const today = koreaDay(businessNow(c.config));
  const toMonth = q.toMonth ?? today.slice(0, 7);
  const fromMonth = addMonths(toMonth, -(q.months - 1));
  let ids: number[];
  if (isProvider(auth)) ids = q.companyId ? [q.companyId] : await customerCompanyIds(c.db);
  else {
    const own = auth.roles.includes(ROLE.customer) && auth.companyId > 0 ? [auth.companyId] : [];
    const visible = [...new Set([...own, ...(actor.actsFor ?? [])])];
    if (q.companyId !== undefined && !visible.includes(q.companyId)) throw new AppError('URP1N4032');
    ids = q.companyId !== undefined ? [q.companyId] : visible;
  }
  const all = await companyCalendars(c.db, ids, fromMonth, toMonth, today, lang);
  const shown = q.overdueOnly ? all.filter((x) => x.overdueCount > 0) : all;
  const start = (q.pageNumber - 1) * q.pageSize;
  return { items: shown.slice(start, start + q.pageSize), totalCount: shown.length, pageNumber: q.pageNumber, pageSize: q.pageSize };
}

async function companyCalendars(
  db: DbOrTx,
  ids: number[],
  fromMonth: string,
  toMonth: string,
  today: string,
  lang: TLanguage,
): Promise<TCalendarCompany[]> {
  const [companies, reports, exempt, w] = await Promise.all([
    companiesByIds(db, ids),
    repo.monthlyReportsOf(db, ids, fromMonth, toMonth),
    repo.exemptCompanyIds(db),
    windowSettings(db),
  ]);
  const byKey = new Map(reports.map((r) => [`${r.companyId}:${r.reportMonth}`, r]));
  const months: string[] = [];
  for (let m = toMonth; m >= fromMonth; m = addMonths(m, -1)) months.push(m);
  return companies
    .sort((a, b) => a.id - b.id)
    .map((co) => {
      const cells = months.map((month) => {
        const window = windowOf(month, w);
        const report = byKey.get(`${co.id}:${month}`);
        const status = calendarStatus(report, window, today, exempt.has(co.id));
        return {
          reportMonth: month,
          status,
          statusName: CALENDAR_STATUS_LABELS[status][lang],
          windowOpens: window.opens,
          windowCloses: window.closes,
          filingPhase: filingPhase(month, today, { startDay: w.windowStartDay, endDay: w.windowEndDay }).phase,
          lateFilingUntil: lateFilingUntil(month),
          reportId: report?.requestId ?? null,
        };
      });
      return {
        companyId: co.id,
        companyName: presentCompany(co, lang).companyName,
        customerCode: co.customerCode ?? null,
        months: cells,
        overdueCount: cells.filter((m) => m.status === 'OVERDUE').length,
      };
    });
}

// ---------------------------------------------------------------------------------------------------------
// Reminders

export const REMINDER_MAIL = 'user-report-reminder';
export const JOB_REPORT_REMINDERS = 'user-report-reminders';

export const REMINDER_MAIL_TEMPLATES: StoredTemplate[] = mailTemplatePair(
  REMINDER_MAIL,
  {
    subject: '{{month}} 사용자 리포트 {{headline}}',
    html: `<p>{{name}}님, 안녕하세요.</p><p>{{companyName}}의 {{month}} 사용자 리포트가 아직 제출되지 않았습니다. {{detail}}</p><p>신고 기간: {{opens}} ~ {{closes}}</p>${mailButton('사용자 리포트 작성하기')}`,
    text: '{{name}}님, 안녕하세요.\n\n{{companyName}}의 {{month}} 사용자 리포트가 아직 제출되지 않았습니다. {{detail}}\n신고 기간: {{opens}} ~ {{closes}}\n\n{{link}}',
  },
  {
    subject: 'User report for {{month}}: {{headline}}',
    html: `<p>Dear {{name}},</p><p>The {{month}} user report of {{companyName}} has not been submitted yet. {{detail}}</p><p>Reporting period: {{opens}} to {{closes}}</p>${mailButton('Write the user report')}`,
    text: 'Dear {{name}},\n\nThe {{month}} user report of {{companyName}} has not been submitted yet. {{detail}}\nReporting period: {{opens}} to {{closes}}\n\n{{link}}',
  },
);

type ReminderKind = 'BEFORE' | 'CLOSING' | 'OVERDUE';

const REMINDER_TEXTS: Record<ReminderKind, { ko: [string, string]; en: [string, string] }> = {
  BEFORE: {
    ko: ['신고 마감 안내', '신고 기간이 {{closes}}에 끝납니다. 기한 안에 제출해 주세요.'],
    en: ['the reporting period closes soon', 'The reporting period closes on {{closes}}: please submit it in time.'],
  },
  CLOSING: {
    ko: ['오늘 신고 마감', '오늘이 신고 마감일입니다. 오늘 안에 제출해 주세요.'],
    en: ['the reporting period closes today', 'Today is the last day of the reporting period: please submit it today.'],
  },
  OVERDUE: {
    ko: ['신고 기한 경과', '신고 기간이 지났습니다. 바로 작성해 제출해 주시고, 사정이 있으면 담당자에게 알려 주세요.'],
    en: ['overdue', 'The reporting period is over: please submit it now, or tell your representative why it is late.'],
  },
};

/**
 * One run of the reminder job on the business clock: for every customer company that is not exempt, the month whose
 * window is open gets a BEFORE mail from `reminderDaysBefore` days before it closes and a CLOSING mail on the closing day;
 * each of the last three months whose window has closed without a filed report is flagged OVERDUE (and mailed once).
 * Each reminder is claimed once per company and month (user_report_reminders), so a rerun sends nothing twice.
 * Answers the number of mails queued.
 */
export async function runReportReminders(db: Db, config: object & { publicUrl?: string }, now = businessNow(config)): Promise<number> {
  const today = koreaDay(now);
  const w = await windowSettings(db);
  const exempt = await repo.exemptCompanyIds(db);
  const ids = (await customerCompanyIds(db)).filter((id) => !exempt.has(id));
  const thisMonth = today.slice(0, 7);
  const due: { companyId: number; month: string; kind: ReminderKind; window: { opens: string; closes: string } }[] = [];
  for (let back = 1; back <= 3; back++) {
    const month = addMonths(thisMonth, -back);
    const window = windowOf(month, w);
    for (const companyId of ids) {
      if (today > window.closes) due.push({ companyId, month, kind: 'OVERDUE', window });
      else if (today === window.closes) due.push({ companyId, month, kind: 'CLOSING', window });
      else if (today >= window.opens && today >= addDays(window.closes, -w.reminderDaysBefore))
        due.push({ companyId, month, kind: 'BEFORE', window });
    }
  }
  if (!due.length) return 0;
  const filed = new Set(
    (await repo.monthlyReportsOf(db, ids, addMonths(thisMonth, -3), addMonths(thisMonth, -1)))
      .filter((r) => USER_REPORT_FILED_STATES.includes(r.state as TUserReportState) || r.state === 'AWAITING_INTERNAL')
      .map((r) => `${r.companyId}:${r.reportMonth}`),
  );
  const companies = new Map((await companiesByIds(db, ids)).map((co) => [co.id, co]));
  let queued = 0;
  for (const d of due) {
    if (filed.has(`${d.companyId}:${d.month}`)) continue;
    queued += await db.transaction(async (tx) => {
      if (!(await repo.claimReminder(tx, d.companyId, d.month, d.kind, now))) return 0;
      const people = await activeUsersWithRoles(tx, [ROLE.customer], { companyId: d.companyId });
      const company = companies.get(d.companyId);
      for (const p of people) {
        const lang: TLanguage = p.mailLanguageCode === '02' ? 'en' : 'ko';
        const [headline, detail] = REMINDER_TEXTS[d.kind][lang];
        await mail.enqueue(tx, {
          to: p.email,
          template: REMINDER_MAIL,
          languageCode: p.mailLanguageCode,
          userId: p.userId,
          vars: {
            name: displayName(p, lang),
            companyName: company ? presentCompany(company, lang).companyName : '',
            month: d.month,
            headline,
            detail: detail.replace('{{closes}}', d.window.closes),
            opens: d.window.opens,
            closes: d.window.closes,
            link: `${config.publicUrl ?? ''}${userReportListPage}`,
          },
        });
      }
      return people.length;
    });
  }
  return queued;
}
