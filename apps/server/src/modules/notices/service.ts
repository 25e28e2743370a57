import { NOTICE_BBS_CODES, splitMulti, type TLanguage, type TNoticeDetail, type TNoticeSearchResponse } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { contentDetail, searchContents, searchContentsBytes, type ListAnswerCache, type SearchInput } from '../bulletins';

type NoticeFilters = { bbsCodes?: string; sort: 'newest' | 'oldest'; categoryCodes?: string; searchText?: string };

/** The notice boards asked for (NOTICE, MARKET_NOTICE, or both when none is named). */
function boardsOf(bbsCodes: string | undefined): string[] {
  const asked = splitMulti(bbsCodes);
  return asked.length ? NOTICE_BBS_CODES.filter((c) => asked.includes(c)) : [...NOTICE_BBS_CODES];
}

const noticeInput = (req: NoticeFilters & { pageNumber: number; pageSize: number }): SearchInput => ({
  bbsCodes: boardsOf(req.bbsCodes),
  filters: req,
  pageNumber: req.pageNumber,
  pageSize: req.pageSize,
  withContents: false,
});

export function searchNotices(
  db: DbOrTx,
  req: NoticeFilters & { pageNumber: number; pageSize: number },
  lang: TLanguage,
): Promise<TNoticeSearchResponse> {
  return searchContents(db, noticeInput(req), lang);
}

/** The notice search's answer as bytes, through the list cache (bulletins' `searchContentsBytes`). */
export function searchNoticesBytes(
  db: DbOrTx,
  req: NoticeFilters & { pageNumber: number; pageSize: number },
  lang: TLanguage,
  cache: ListAnswerCache,
  serialize: (answer: TNoticeSearchResponse) => string,
): Promise<Buffer> {
  return searchContentsBytes(db, noticeInput(req), lang, cache, serialize);
}

/** A notice with previous/next in the notice list with the same filters; other boards' ids answer COM1N4041. */
export function noticeDetail(db: DbOrTx, bbsContentId: number, filters: NoticeFilters, lang: TLanguage): Promise<TNoticeDetail> {
  const boards = boardsOf(filters.bbsCodes);
  return contentDetail(db, bbsContentId, NOTICE_BBS_CODES, filters, lang, boards);
}
