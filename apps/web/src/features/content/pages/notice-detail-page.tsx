import { NOTICE_BBS_CODES } from '@portal/contract';
import { useParams } from 'react-router';
import { useNotice } from '../api/get-notice';
import { BulletinDetail } from '../../../components/bulletins/bulletin-detail';
import { carriedQuery, detailFilters, useListState } from '../../../components/list/list-state';

const EXTRA_KEYS = ['board'];

/** One notice, with previous and next in the list the reader came from. */
export default function NoticeDetailPage() {
  const { bbsContentId } = useParams();
  const { state, extra } = useListState(EXTRA_KEYS);
  const board = (NOTICE_BBS_CODES as readonly string[]).includes(extra.board ?? '') ? extra.board : undefined;
  const query = useNotice(Number(bbsContentId), { ...detailFilters(state), bbsCodes: board });
  const carried = carriedQuery(state, board ? { board } : {});
  return (
    <BulletinDetail query={query} listHref={`/notice/notice-list${carried}`} detailHref={(id) => `/notice/${id}/notice-detail${carried}`} />
  );
}
