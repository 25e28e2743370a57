import { BULLETIN_CODES, type TBulletinCode } from '@portal/contract';
import { Navigate, useParams } from 'react-router';
import { useBulletin } from '../../../components/bulletins/get-bulletin';
import { BulletinDetail } from '../../../components/bulletins/bulletin-detail';
import { carriedQuery, detailFilters, useListState } from '../../../components/list/list-state';

const isBulletinCode = (code: string | undefined): code is TBulletinCode => (BULLETIN_CODES as readonly string[]).includes(code ?? '');

function BbsDetail({ code, bbsContentId }: { code: TBulletinCode; bbsContentId: number }) {
  const { state } = useListState();
  const query = useBulletin(bbsContentId, { ...detailFilters(state), bbsCode: code });
  const carried = carriedQuery(state);
  return (
    <BulletinDetail
      query={query}
      listHref={`/bbs/${code}/bbs-contents-list${carried}`}
      detailHref={(id) => `/bbs/${code}/${id}/bbs-contents-detail${carried}`}
    />
  );
}

/** A post of the bulletin boards 02 to 11 (public), with previous and next on its board. */
export default function BbsDetailPage() {
  const { code, bbsContentId } = useParams();
  if (!isBulletinCode(code)) return <Navigate to="/404" replace />;
  return <BbsDetail code={code} bbsContentId={Number(bbsContentId)} />;
}
