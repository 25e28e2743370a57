import {
  AUDIT_EVENT_TYPES,
  AUDIT_PERIOD_MAX_DAYS,
  AUDIT_RETENTION_DEFAULT_DAYS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  LIST_COUNT_CAP,
  splitMulti,
  type TAuditEvent,
  type TAuditEventFilterValues,
  type TAuditEventPage,
  type TAuditEventSettings,
  type TAuditEventType,
  type TLanguage,
} from '@portal/contract';
import { Readable } from 'node:stream';
import type { Db, DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { addDays, koreaDay } from '../../platform/clock';
import { koreaDayRange } from '../../platform/json';
import { pageWindow } from '../../platform/paging';
import { csvCell } from '../../platform/spreadsheet';
import { companiesByIds, displayName, presentCompany, userNamesByIds } from '../identity';
import * as repo from './repo';

const DAY_MS = 24 * 3600 * 1000;
const KOREA_OFFSET_MS = 9 * 3600 * 1000;
/** Rows one batch of the export reads (the cursor's step): memory stays this many rows whatever the period. */
export const EXPORT_BATCH = 1000;

/** A moment in Korea time with its offset (2026-11-29T14:30:05.123+09:00): times in the files carry their zone. */
export const koreaIso = (at: Date): string => new Date(at.getTime() + KOREA_OFFSET_MS).toISOString().replace('Z', '+09:00');

/**
 * The query of a filter: the period's days in Korea time (both ends included; days the contract checked are calendar
 * days), the member, the types; with the period's first and last day (the export's file name).
 */
export function queryOf(
  filter: TAuditEventFilterValues,
  companyId: number | undefined,
  now: Date,
): repo.EventQuery & { fromDay: string; toDay: string } {
  const toDay = filter.to ?? koreaDay(now);
  const fromDay = filter.from ?? addDays(toDay, -30);
  const { from: start, before: end } = koreaDayRange(fromDay, toDay) as { from: Date; before: Date };
  if (start >= end || end.getTime() - start.getTime() > (AUDIT_PERIOD_MAX_DAYS + 1) * DAY_MS) throw new AppError('AUD1N4002');
  const types = splitMulti(filter.eventTypes ?? '').filter((t): t is TAuditEventType =>
    (AUDIT_EVENT_TYPES as readonly string[]).includes(t),
  );
  return { companyId, start, end, userId: filter.userId, types, fromDay, toDay };
}

/** Names of the members and companies of a batch, read once each (the maps hold a company's members at most). */
class Names {
  private readonly users = new Map<number, { name: string; loginEmail: string }>();
  private readonly companies = new Map<number, string>();
  constructor(
    private readonly db: DbOrTx,
    private readonly lang: TLanguage,
  ) {}
  async load(rows: repo.EventRow[]) {
    const userIds = [...new Set(rows.map((r) => r.userId).filter((id): id is number => id !== null && !this.users.has(id)))];
    const companyIds = [...new Set(rows.map((r) => r.companyId).filter((id): id is number => id !== null && !this.companies.has(id)))];
    const [people, companies] = await Promise.all([userNamesByIds(this.db, userIds), companiesByIds(this.db, companyIds)]);
    for (const p of people) this.users.set(p.id, { name: displayName(p, this.lang), loginEmail: p.loginEmail });
    for (const c of companies) this.companies.set(c.id, presentCompany(c, this.lang).companyName);
  }
  present(r: repo.EventRow): TAuditEvent {
    const user = r.userId !== null ? this.users.get(r.userId) : undefined;
    return {
      id: r.id,
      occurredAt: koreaIso(new Date(r.createdAt)),
      eventType: r.eventType,
      action: r.action,
      companyId: r.companyId,
      companyName: r.companyId !== null ? (this.companies.get(r.companyId) ?? null) : null,
      userId: r.userId,
      userName: user?.name ?? null,
      loginEmail: user?.loginEmail ?? null,
      target: r.target,
      method: r.method,
      route: r.route,
      statusCode: r.statusCode,
      ip: r.ip,
    };
  }
}

export async function searchEvents(
  db: Db,
  filter: TAuditEventFilterValues & { pageNumber: number; pageSize: number },
  companyId: number | undefined,
  lang: TLanguage,
  now: Date,
): Promise<TAuditEventPage> {
  const q = queryOf(filter, companyId, now);
  const { offset, limit } = pageWindow(filter);
  const { rows, total, capped } = await repo.pageOfEvents(db, q, offset, limit, LIST_COUNT_CAP);
  const names = new Names(db, lang);
  await names.load(rows);
  return {
    items: rows.map((r) => names.present(r)),
    totalCount: total,
    ...(capped ? { totalCountCapped: true } : {}),
    pageNumber: filter.pageNumber,
    pageSize: filter.pageSize,
  };
}

/** The columns of the CSV export, in order (the NDJSON export's objects have the same fields). */
export const CSV_COLUMNS = [
  'id',
  'occurredAt',
  'eventType',
  'action',
  'companyId',
  'companyName',
  'userId',
  'userName',
  'loginEmail',
  'target',
  'method',
  'route',
  'statusCode',
  'ip',
] as const satisfies readonly (keyof TAuditEvent)[];

/**
 * The export as a stream: a cursor over the events (keyset batches of EXPORT_BATCH, oldest first), each batch written
 * and forgotten before the next is read, so a year of events takes the memory of one batch. The stream pulls: a slow
 * reader holds the next query back. CSV: UTF-8 with a byte order mark (Excel), formula-like text neutralised
 * (csvCell); NDJSON: one JSON object a line.
 */
export function exportEvents(db: Db, q: repo.EventQuery, format: 'csv' | 'ndjson', lang: TLanguage): Readable {
  const names = new Names(db, lang);
  async function* lines(): AsyncGenerator<string> {
    if (format === 'csv') yield `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;
    let after = 0;
    for (;;) {
      const rows = await repo.batchOfEvents(db, q, after, EXPORT_BATCH);
      if (!rows.length) return;
      await names.load(rows);
      let chunk = '';
      for (const r of rows) {
        const e = names.present(r);
        chunk += format === 'csv' ? `${CSV_COLUMNS.map((c) => csvCell(e[c])).join(',')}\r\n` : `${JSON.stringify(e)}\n`;
      }
      yield chunk;
      after = rows[rows.length - 1]!.id;
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

export async function retentionDays(db: DbOrTx): Promise<number> {
  const value = Number(await repo.readSetting(db, repo.RETENTION_SETTING));
  return Number.isInteger(value) && value >= AUDIT_RETENTION_MIN_DAYS ? value : AUDIT_RETENTION_DEFAULT_DAYS;
}

export async function eventSettings(db: DbOrTx): Promise<TAuditEventSettings> {
  return { retentionDays: await retentionDays(db), minRetentionDays: AUDIT_RETENTION_MIN_DAYS };
}

/** The retention (06): a year at least (Korean rules on access logs), ten at most; AUD1N4001 otherwise. */
export async function updateEventSettings(db: Db, body: { retentionDays: number }, now: Date): Promise<TAuditEventSettings> {
  const days = body.retentionDays;
  if (!Number.isInteger(days) || days < AUDIT_RETENTION_MIN_DAYS || days > AUDIT_RETENTION_MAX_DAYS) throw new AppError('AUD1N4001');
  await repo.writeSetting(db, repo.RETENTION_SETTING, String(days), now);
  return { retentionDays: days, minRetentionDays: AUDIT_RETENTION_MIN_DAYS };
}

export const JOB_AUDIT_PURGE = 'audit-events-purge';
export const PURGE_BATCH = 5000;

/**
 * The purge: events older than the retention (never less than AUDIT_RETENTION_MIN_DAYS, whatever the setting says)
 * are deleted, a batch at a time. Nothing younger than the retention is touched.
 */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const days = Math.max(await retentionDays(db), AUDIT_RETENTION_MIN_DAYS);
  return repo.purgeBefore(db, new Date(now.getTime() - days * DAY_MS), PURGE_BATCH);
}
