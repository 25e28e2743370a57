import { BBS_CODES } from '@portal/contract';
import { useParams } from 'react-router';
import { useBulletin } from '../../../components/bulletins/get-bulletin';
import { BulletinDetail } from '../../../components/bulletins/bulletin-detail';
import { carriedQuery, detailFilters, useListState } from '../../../components/list/list-state';

/** One exchange derivatives notice, with previous and next. */
export default function DerivativesDetailPage() {
  const { bbsContentId } = useParams();
  const { state } = useListState();
  const query = useBulletin(Number(bbsContentId), { ...detailFilters(state), bbsCode: BBS_CODES.krxDerivatives });
  const carried = carriedQuery(state);
  return (
    <BulletinDetail
      query={query}
      listHref={`/krx-derivatives/krx-derivatives-list${carried}`}
      detailHref={(id) => `/krx-derivatives/${id}/krx-derivatives-detail${carried}`}
    />
  );
}
