import {
  LANGUAGE_TYPE_CODE,
  SEARCH_TEXT_MIN_LENGTH,
  splitMulti,
  type TBbsDetail,
  type TBbsItem,
  type TContentFilters,
  type TLanguage,
  type TPage,
  type TSortOrder,
} from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import {
  findAttachments,
  findBbs,
  findNeighbours,
  incrementInquireCount,
  searchBbs,
  type BbsLanguageRow,
  type BbsQuery,
  type BbsRow,
} from './repo';
import type { ListCache } from './list-cache';
import { searchPattern } from './search-text';
import { toPage } from '../../platform/paging';

export { insertBbsContent, type NewBbsContent } from './repo';

/** The row of the reader's language, else the other one. */
function pickLanguage(languages: BbsLanguageRow[], lang: TLanguage): BbsLanguageRow {
  const wanted = LANGUAGE_TYPE_CODE[lang];
  return languages.find((l) => l.languageTypeCode === wanted) ?? languages[0] ?? { languageTypeCode: wanted, subject: '', contents: '' };
}

function toItem(row: BbsRow, lang: TLanguage, withContents: boolean): TBbsItem {
  const shown = pickLanguage(row.languages, lang);
  const categoryName = lang === 'en' ? (row.categoryNameEn ?? row.categoryNameKo) : (row.categoryNameKo ?? row.categoryNameEn);
  return {
    bbsContentId: row.bbsContentId,
    bbsCode: row.bbsCode,
    categoryCode: row.categoryCode,
    categoryName: categoryName ?? null,
    subject: shown.subject,
    languageTypeCode: shown.languageTypeCode,
    languages: row.languages.map((l) => ({ languageTypeCode: l.languageTypeCode, subject: l.subject })),
    createDateTime: row.createdAt.toISOString(),
    operationDate: row.operationDate,
    answerDateTime: row.answeredAt ? row.answeredAt.toISOString() : null,
    inquireCount: row.inquireCount,
    attachmentCount: row.attachmentCount,
    contents: withContents ? (shown.contents ?? '') : null,
  };
}

/** Turns the request's filters into a query; a search term under the minimum length answers CNT1N4001. */
export function queryOf(bbsCodes: readonly string[], filters: TContentFilters, lang: TLanguage): BbsQuery {
  const term = filters.searchText?.trim() ?? '';
  let search: BbsQuery['search'] = null;
  if (term) {
    search = searchPattern(term, SEARCH_TEXT_MIN_LENGTH);
    if (!search) throw new AppError('CNT1N4001');
  }
  return {
    bbsCodes,
    categoryCodes: splitMulti(filters.categoryCodes),
    search,
    lang,
    sort: (filters.sort ?? 'newest') as TSortOrder,
  };
}

export interface SearchInput {
  bbsCodes: readonly string[];
  filters: TContentFilters;
  pageNumber: number;
  pageSize: number;
  /** Lists of the FAQ board carry their answers. */
  withContents: boolean;
}

/**
 * Kept list answers: the bytes sent (serialized once, by the route's own serializer), so a repeated search costs
 * neither a query nor a serialization (decision 050).
 */
export type ListAnswerCache = ListCache<Buffer>;

function cacheKey(q: BbsQuery, input: SearchInput, lang: TLanguage): string {
  return JSON.stringify([
    lang,
    [...q.bbsCodes].sort(),
    [...q.categoryCodes].sort(),
    q.search,
    q.sort,
    input.pageNumber,
    input.pageSize,
    input.withContents,
  ]);
}

async function readPage(
  db: DbOrTx,
  q: BbsQuery,
  input: SearchInput,
  lang: TLanguage,
): Promise<{ answer: TPage<TBbsItem>; version: number }> {
  const { rows, totalCount, version } = await searchBbs(db, q, {
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    withContents: input.withContents,
  });
  const answer = toPage(
    rows.map((r) => toItem(r, lang, input.withContents)),
    totalCount,
    input,
  );
  return { answer, version };
}

/** A page of a list, read from the database. */
export async function searchContents(db: DbOrTx, input: SearchInput, lang: TLanguage): Promise<TPage<TBbsItem>> {
  return (await readPage(db, queryOf(input.bbsCodes, input.filters, lang), input, lang)).answer;
}

/**
 * A page of a list as the bytes of its answer (`serialize`: the route's serializer): a recent answer for the same
 * query at the current data version from the cache, else read and kept.
 */
export async function searchContentsBytes(
  db: DbOrTx,
  input: SearchInput,
  lang: TLanguage,
  cache: ListAnswerCache,
  serialize: (answer: TPage<TBbsItem>) => string,
): Promise<Buffer> {
  const q = queryOf(input.bbsCodes, input.filters, lang);
  const key = cacheKey(q, input, lang);
  const load = async () => {
    const { answer, version } = await readPage(db, q, input, lang);
    const bytes = Buffer.from(serialize(answer));
    cache.set(key, version, bytes);
    return bytes;
  };
  const hit = cache.lookup(key);
  if (!hit) return load();
  if (hit.refresh) load().catch(() => cache.release(key));
  return hit.value;
}

export { ListCache, watchBbsVersion } from './list-cache';

/**
 * A detail with attachments and previous/next in the list the reader came from: the boards of
 * `listCodes` (default: the item's own board) with the same filters and sort.
 * An id that is not posted on one of `allowedCodes` answers COM1N4041.
 */
export async function contentDetail(
  db: DbOrTx,
  bbsContentId: number,
  allowedCodes: readonly string[],
  filters: TContentFilters,
  lang: TLanguage,
  listCodes?: readonly string[],
): Promise<TBbsDetail> {
  const row = await findBbs(db, bbsContentId);
  if (!row || !allowedCodes.includes(row.bbsCode)) throw new AppError('COM1N4041');
  const q = queryOf(listCodes ?? [row.bbsCode], filters, lang);
  const [attachments, neighbours] = await Promise.all([findAttachments(db, bbsContentId), findNeighbours(db, row, q)]);
  const item = toItem(row, lang, true);
  const neighbour = (n: { bbsContentId: number; subject: string; createdAt: Date } | null) =>
    n && { bbsContentId: n.bbsContentId, subject: n.subject, createDateTime: n.createdAt.toISOString() };
  return {
    ...item,
    contents: item.contents ?? '',
    attachments: attachments.map((a) => ({ fileUUID: a.fileUuid, fileName: a.fileName, fileSize: a.fileSize })),
    previous: neighbour(neighbours.previous),
    next: neighbour(neighbours.next),
  };
}

/** Atomic +1 of the view counter; an item not posted on that board answers COM1N4041. */
export async function countView(
  db: DbOrTx,
  bbsCode: string,
  bbsContentId: number,
): Promise<{ bbsContentId: number; inquireCount: number }> {
  const inquireCount = await incrementInquireCount(db, bbsCode, bbsContentId);
  if (inquireCount == null) throw new AppError('COM1N4041');
  return { bbsContentId, inquireCount };
}
