import { BBS_CODES, CODE_GROUPS } from '@portal/contract';
import Collapse from 'antd/es/collapse';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../components/safe-html';
import { useBulletins } from '../../../components/bulletins/get-bulletins';
import { useCodeGroup } from '../../../components/codes/get-code-group';
import { ListPagination } from '../../../components/list/list-pagination';
import { detailFilters, useListState } from '../../../components/list/list-state';
import { ListEmpty, ListFailed, ListLoading } from '../../../components/list/list-states';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { useDocumentTitle } from '../../../components/use-document-title';

const ALL = 'ALL';

/** FAQ: category tabs, a search, and the questions as an accordion with their answers. */
export default function FaqListPage() {
  const { t } = useTranslation('content');
  const { state, update } = useListState();
  const { data: group } = useCodeGroup(CODE_GROUPS.faqCategory);
  const query = useBulletins({ bbsCode: BBS_CODES.faq, ...detailFilters(state), pageNumber: state.pageNumber, pageSize: state.pageSize });
  useDocumentTitle(t('faq.title'));
  const page = query.data;
  const active = state.categories.length === 1 ? state.categories[0] : ALL;

  return (
    <>
      <h1 className="page-title">{t('faq.title')}</h1>
      <p className="page-lead">{t('faq.lead')}</p>
      <div className="faq-tabs" role="group" aria-label={t('faq.tabs')}>
        {[{ key: ALL, label: t('faq.all') }, ...(group?.codes ?? []).map((c) => ({ key: c.code, label: c.codeName }))].map((tab) => (
          <button
            key={tab.key}
            type="button"
            className={`faq-tab${active === tab.key ? ' is-active' : ''}`}
            aria-pressed={active === tab.key}
            onClick={() => update({ categories: tab.key === ALL ? [] : [tab.key] })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <ListToolbar state={state} onChange={update} totalCount={page?.totalCount} />
      <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'list-stale' : undefined}>
        {query.isPending ? (
          <ListLoading />
        ) : query.isError && !page ? (
          <ListFailed onRetry={() => void query.refetch()} />
        ) : !page || page.items.length === 0 ? (
          <ListEmpty searching={Boolean(state.keyword || state.categories.length)} />
        ) : (
          <Collapse
            className="faq-list"
            items={page.items.map((item) => ({
              key: String(item.bbsContentId),
              label: (
                <span className="faq-question">
                  <span className="faq-q-mark" aria-hidden>
                    Q
                  </span>
                  <span className="sr-only">{t('faq.question')}: </span>
                  {item.categoryName && <span className="category-tag faq-category">{item.categoryName}</span>}
                  {item.subject}
                </span>
              ),
              children: (
                <div className="faq-answer">
                  <span className="faq-a-mark" aria-hidden>
                    A
                  </span>
                  <span className="sr-only">{t('faq.answer')}: </span>
                  <SafeHtml html={item.contents} />
                </div>
              ),
            }))}
          />
        )}
      </div>
      {page && <ListPagination state={state} totalCount={page.totalCount} onChange={update} />}
    </>
  );
}
