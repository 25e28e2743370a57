import { NOTICE_BBS_CODES, splitMulti, type TLanguage, type TNoticeDetail, type TNoticeSearchResponse } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { contentDetail, searchContents, type ListAnswerCache } from '../bulletins/service';

type NoticeFilters = { bbsCodes?: string; sort: 'newest' | 'oldest'; categoryCodes?: string; searchText?: string };

/** The notice boards asked for (NOTICE, MARKET_NOTICE, or both when none is named). */
function boardsOf(bbsCodes: string | undefined): string[] {
  const asked = splitMulti(bbsCodes);
  return asked.length ? NOTICE_BBS_CODES.filter((c) => asked.includes(c)) : [...NOTICE_BBS_CODES];
}

export function searchNotices(
  db: DbOrTx,
  req: NoticeFilters & { pageNumber: number; pageSize: number },
  lang: TLanguage,
  cache?: ListAnswerCache,
): Promise<TNoticeSearchResponse> {
  return searchContents(
    db,
    { bbsCodes: boardsOf(req.bbsCodes), filters: req, pageNumber: req.pageNumber, pageSize: req.pageSize, withContents: false },
    lang,
    cache,
  );
}

/** A notice with previous/next in the notice list with the same filters; other boards' ids answer COM1N4041. */
export function noticeDetail(db: DbOrTx, bbsContentId: number, filters: NoticeFilters, lang: TLanguage): Promise<TNoticeDetail> {
  const boards = boardsOf(filters.bbsCodes);
  return contentDetail(db, bbsContentId, NOTICE_BBS_CODES, filters, lang, boards);
}
