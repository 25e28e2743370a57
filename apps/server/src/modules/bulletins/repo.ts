import { LANGUAGE_TYPE_CODE, type TLanguage, type TSortOrder } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { bbsAttachments, bbsContentLanguages, bbsContents } from './schema';
import type { DbOrTx } from '../../platform/db';
import { htmlToText, sanitizeHtml } from '../contents';
import { searchColumn } from './search-text';

/** What a list or a detail is filtered by (the detail uses it for previous/next). */
export interface BbsQuery {
  bbsCodes: readonly string[];
  categoryCodes: string[];
  /** LIKE pattern of the encoded search term, or null. */
  search: string | null;
  lang: TLanguage;
  sort: TSortOrder;
}

export interface BbsLanguageRow {
  languageTypeCode: '01' | '02';
  subject: string;
  contents: string | null;
}

export interface BbsRow {
  bbsContentId: number;
  bbsCode: string;
  categoryCode: string | null;
  categoryNameKo: string | null;
  categoryNameEn: string | null;
  operationDate: string | null;
  answeredAt: Date | null;
  createdAt: Date;
  inquireCount: number;
  attachmentCount: number;
  languages: BbsLanguageRow[];
}

type Raw = Record<string, unknown>;
const rowsOf = (result: unknown): Raw[] => (result as { rows: Raw[] }).rows;
const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

/** The code group that names the categories of a board. */
const CATEGORY_GROUP = sql.raw(`(case
  when c.bbs_code in ('NOTICE', 'MARKET_NOTICE') then 'NOTICE_CATEGORY'
  when c.bbs_code = 'KRX_DERIVATIVES' then 'DERIVATIVES_CATEGORY'
  when c.bbs_code = 'FAQ' then 'FAQ_CATEGORY'
  else 'BBS_CATEGORY' end)`);

const searchCol = (lang: TLanguage) => sql.raw(lang === 'en' ? 'c.search_key_en' : 'c.search_key_ko');

/** The WHERE clause shared by the list, its count and previous/next: every part uses an index. */
function whereOf(q: BbsQuery): SQL {
  const parts: SQL[] = [sql`c.bbs_code = any(${toTextArray(q.bbsCodes)}::text[])`, sql`c.notice_yn = 'Y'`];
  if (q.categoryCodes.length) parts.push(sql`c.category_code = any(${toTextArray(q.categoryCodes)}::text[])`);
  if (q.search) parts.push(sql`${searchCol(q.lang)} like ${q.search}`);
  return sql.join(parts, sql` and `);
}

/** A text[] literal as one parameter: the same on node-postgres and PGlite. */
function toTextArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

function assemble(raw: Raw[]): BbsRow[] {
  const byId = new Map<number, BbsRow>();
  for (const r of raw) {
    const id = Number(r.bbs_content_id);
    let row = byId.get(id);
    if (!row) {
      row = {
        bbsContentId: id,
        bbsCode: String(r.bbs_code),
        categoryCode: (r.category_code as string | null) ?? null,
        categoryNameKo: (r.name_ko as string | null) ?? null,
        categoryNameEn: (r.name_en as string | null) ?? null,
        operationDate: (r.operation_date as string | null) ?? null,
        answeredAt: r.answered_at == null ? null : toDate(r.answered_at),
        createdAt: toDate(r.created_at),
        inquireCount: Number(r.inquire_count),
        attachmentCount: Number(r.attachment_count ?? 0),
        languages: [],
      };
      byId.set(id, row);
    }
    if (r.language_type_code != null) {
      row.languages.push({
        languageTypeCode: String(r.language_type_code) as '01' | '02',
        subject: String(r.subject),
        contents: (r.contents as string | null) ?? null,
      });
    }
  }
  return [...byId.values()];
}

const ORDER = { newest: sql.raw('desc'), oldest: sql.raw('asc') } as const;

/**
 * Totals of lists, per database, query and data version (bbs_version, bumped by a trigger on every change of
 * posted items). Counting a large match set visits every matching row; a cached total stays exact
 * because any change moves the version. Bounded; per process; kept per database handle, since two databases (two
 * copies of one template in the tests) can stand at the same version with different rows.
 */
const TOTALS_MAX = 5_000;
const totalsByDb = new WeakMap<object, Map<string, { version: number; total: number }>>();
function totalsOf(db: DbOrTx): Map<string, { version: number; total: number }> {
  let m = totalsByDb.get(db);
  if (!m) totalsByDb.set(db, (m = new Map()));
  return m;
}

function totalKey(q: BbsQuery): string {
  return JSON.stringify([q.bbsCodes, q.categoryCodes, q.search ? [q.lang, q.search] : null]);
}

function rememberTotal(totals: Map<string, { version: number; total: number }>, key: string, version: number, total: number) {
  if (totals.size >= TOTALS_MAX) totals.delete(totals.keys().next().value as string);
  totals.set(key, { version, total });
}

/** One page of a list and its total: one indexed statement, plus an indexed count when the total is not cached. */
export async function searchBbs(
  db: DbOrTx,
  q: BbsQuery,
  page: { pageNumber: number; pageSize: number; withContents: boolean },
): Promise<{ rows: BbsRow[]; totalCount: number; version: number }> {
  const where = whereOf(q);
  const dir = ORDER[q.sort];
  const offset = (page.pageNumber - 1) * page.pageSize;
  const contentsCol = page.withContents ? sql.raw('l.contents') : sql.raw('null::text');
  const list = rowsOf(
    await db.execute(sql`
    with page as (
      select c.bbs_content_id, c.bbs_code, c.category_code, c.operation_date, c.answered_at, c.inquire_count, c.created_at
      from bbs_contents c
      where ${where}
      order by c.created_at ${dir}, c.bbs_content_id ${dir}
      limit ${page.pageSize} offset ${offset}
    )
    select v.version, c.bbs_content_id, c.bbs_code, c.category_code, to_char(c.operation_date, 'YYYY-MM-DD') as operation_date,
      c.answered_at, c.inquire_count, c.created_at, k.name_ko, k.name_en,
      l.language_type_code, l.subject, ${contentsCol} as contents,
      (select count(*) from bbs_attachments a where a.bbs_content_id = c.bbs_content_id)::int as attachment_count
    from bbs_version v
    left join page c on true
    left join codes k on k.code_group_code = ${CATEGORY_GROUP} and k.code = c.category_code
    left join bbs_content_languages l on l.bbs_content_id = c.bbs_content_id
    where v.id = 1
    order by c.created_at ${dir}, c.bbs_content_id ${dir}, l.language_type_code`),
  );
  const version = Number(list[0]?.version ?? -1);
  const rows = assemble(list.filter((r) => r.bbs_content_id != null));
  const key = totalKey(q);
  const totals = totalsOf(db);
  const cached = totals.get(key);
  if (cached && cached.version === version && version >= 0) return { rows, totalCount: cached.total, version };
  const count = rowsOf(
    await db.execute(
      sql`select (select version from bbs_version where id = 1) as version, count(*)::int as total from bbs_contents c where ${where}`,
    ),
  )[0];
  const totalCount = Number(count?.total ?? 0);
  if (count?.version != null) rememberTotal(totals, key, Number(count.version), totalCount);
  return { rows, totalCount, version };
}

/** One posted item with both languages' bodies, or null. */
export async function findBbs(db: DbOrTx, bbsContentId: number): Promise<BbsRow | null> {
  const result = await db.execute(sql`
    select c.bbs_content_id, c.bbs_code, c.category_code, to_char(c.operation_date, 'YYYY-MM-DD') as operation_date,
      c.answered_at, c.inquire_count, c.created_at, k.name_ko, k.name_en,
      l.language_type_code, l.subject, l.contents,
      (select count(*) from bbs_attachments a where a.bbs_content_id = c.bbs_content_id)::int as attachment_count
    from bbs_contents c
    left join codes k on k.code_group_code = ${CATEGORY_GROUP} and k.code = c.category_code
    left join bbs_content_languages l on l.bbs_content_id = c.bbs_content_id
    where c.bbs_content_id = ${bbsContentId} and c.notice_yn = 'Y'
    order by l.language_type_code`);
  return assemble(rowsOf(result))[0] ?? null;
}

export interface NeighbourRow {
  bbsContentId: number;
  subject: string;
  createdAt: Date;
}

/**
 * The rows just above and below an item in the list as the reader sees it (same filters and sort).
 * `previous` is the row above (newer in newest order), `next` the row below.
 */
export async function findNeighbours(
  db: DbOrTx,
  item: { bbsContentId: number; createdAt: Date },
  q: BbsQuery,
): Promise<{ previous: NeighbourRow | null; next: NeighbourRow | null }> {
  const where = whereOf(q);
  const lang = LANGUAGE_TYPE_CODE[q.lang];
  const at = item.createdAt.toISOString();
  const one = (after: boolean) => {
    // "after" in time: created later (or same time, higher id).
    const cmp = after
      ? sql`(c.created_at, c.bbs_content_id) > (${at}::timestamptz, ${item.bbsContentId}::int)`
      : sql`(c.created_at, c.bbs_content_id) < (${at}::timestamptz, ${item.bbsContentId}::int)`;
    const dir = after ? sql.raw('asc') : sql.raw('desc');
    return db.execute(sql`
      select n.bbs_content_id, n.created_at,
        coalesce(
          (select l.subject from bbs_content_languages l where l.bbs_content_id = n.bbs_content_id and l.language_type_code = ${lang}),
          (select l.subject from bbs_content_languages l where l.bbs_content_id = n.bbs_content_id order by l.language_type_code limit 1)
        ) as subject
      from (
        select c.bbs_content_id, c.created_at from bbs_contents c
        where ${where} and ${cmp}
        order by c.created_at ${dir}, c.bbs_content_id ${dir}
        limit 1
      ) n`);
  };
  const [newer, older] = await Promise.all([one(true), one(false)]);
  const pick = (r: unknown): NeighbourRow | null => {
    const row = rowsOf(r)[0];
    return row ? { bbsContentId: Number(row.bbs_content_id), subject: String(row.subject ?? ''), createdAt: toDate(row.created_at) } : null;
  };
  const above = q.sort === 'newest' ? newer : older;
  const below = q.sort === 'newest' ? older : newer;
  return { previous: pick(above), next: pick(below) };
}

export interface AttachmentRow {
  fileUuid: string;
  fileName: string;
  fileSize: number;
}

export async function findAttachments(db: DbOrTx, bbsContentId: number): Promise<AttachmentRow[]> {
  const result = await db.execute(sql`
    select file_uuid::text as file_uuid, file_name, file_size from bbs_attachments
    where bbs_content_id = ${bbsContentId} order by sort_order, attachment_id`);
  return rowsOf(result).map((r) => ({ fileUuid: String(r.file_uuid), fileName: String(r.file_name), fileSize: Number(r.file_size) }));
}

/** Adds one to the view counter in a single statement; null when the item is not on that board. */
export async function incrementInquireCount(db: DbOrTx, bbsCode: string, bbsContentId: number): Promise<number | null> {
  const result = await db.execute(sql`
    update bbs_contents set inquire_count = inquire_count + 1
    where bbs_content_id = ${bbsContentId} and bbs_code = ${bbsCode} and notice_yn = 'Y'
    returning inquire_count`);
  const row = rowsOf(result)[0];
  return row ? Number(row.inquire_count) : null;
}

export interface NewBbsContent {
  bbsCode: string;
  categoryCode?: string | null;
  noticeYn?: 'Y' | 'N';
  operationDate?: string | null;
  answeredAt?: Date | null;
  createdAt?: Date;
  inquireCount?: number;
  seedKey?: string | null;
  createdBy?: number | null;
  /** Subject and HTML body per language; at least one. */
  ko?: { subject: string; contents: string };
  en?: { subject: string; contents: string };
  attachments?: { fileUuid: string; fileName: string; fileSize: number }[];
}

/** The search columns of both language views of an item (each falls back to the other language). */
export function searchColumnsOf(ko?: { subject: string; contents: string }, en?: { subject: string; contents: string }) {
  const koView = ko ?? en!;
  const enView = en ?? ko!;
  return {
    searchKeyKo: searchColumn(koView.subject, htmlToText(koView.contents)),
    searchKeyEn: searchColumn(enView.subject, htmlToText(enView.contents)),
  };
}

/** Stores an item: bodies sanitized, search columns filled. Returns its id. */
export async function insertBbsContent(db: DbOrTx, input: NewBbsContent): Promise<number> {
  if (!input.ko && !input.en) throw new Error('a bulletin item needs at least one language');
  const ko = input.ko && { subject: input.ko.subject.trim(), contents: sanitizeHtml(input.ko.contents) };
  const en = input.en && { subject: input.en.subject.trim(), contents: sanitizeHtml(input.en.contents) };
  const [row] = await db
    .insert(bbsContents)
    .values({
      bbsCode: input.bbsCode,
      categoryCode: input.categoryCode ?? null,
      noticeYn: input.noticeYn ?? 'Y',
      operationDate: input.operationDate ?? null,
      answeredAt: input.answeredAt ?? null,
      inquireCount: input.inquireCount ?? 0,
      seedKey: input.seedKey ?? null,
      createdBy: input.createdBy ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      ...searchColumnsOf(ko, en),
    })
    .returning({ id: bbsContents.bbsContentId });
  const langs = [
    ...(ko ? [{ bbsContentId: row.id, languageTypeCode: '01', ...ko }] : []),
    ...(en ? [{ bbsContentId: row.id, languageTypeCode: '02', ...en }] : []),
  ];
  await db.insert(bbsContentLanguages).values(langs);
  if (input.attachments?.length) {
    await db.insert(bbsAttachments).values(
      input.attachments.map((a, i) => ({
        bbsContentId: row.id,
        fileUuid: a.fileUuid,
        fileName: a.fileName,
        fileSize: a.fileSize,
        sortOrder: i,
      })),
    );
  }
  return row.id;
}
