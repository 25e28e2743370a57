import { REPORT_COLUMNS, type TReportColumnKey, type TUserReportCorrectionLine, type TUserReportRowChange } from '@portal/contract';
import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldSection } from '../../../components/document-page';
import { errorTextOf } from '../../../components/form/field-rules';
import { currentLanguage } from '../../../lib/i18n';
import { useUserReportCorrectionChanges } from '../api/get-user-report-correction-changes';
import { formatMonth, reportDetailPage } from './calendar-parts';
import { cellText, formatAmount } from './report-parts';

const PAGE_SIZE = 20;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * A correction against what it corrects, for the customer and the desk alike: the billing difference per
 * product and use category as the billing run will bill it, then the rows added, changed (which cells, before → after)
 * and removed, a page at a time.
 */
export function CorrectionChanges({ reportId, version }: { reportId: number; version: number }) {
  const { t } = useTranslation('user-reports');
  const lang = currentLanguage();
  const [page, setPage] = useState(1);
  const query = useUserReportCorrectionChanges(reportId, page, PAGE_SIZE, version);
  const c = query.data;
  const label = (k: TReportColumnKey) => REPORT_COLUMNS.find((col) => col.key === k)!.label[lang];
  const describe = (x: TUserReportRowChange) => {
    const r = (x.after ?? x.before)!;
    return [r.subscriberName || r.subscriberId, r.productCode, cellText('useCategory', r.useCategory)].filter(Boolean).join(' · ');
  };
  return (
    <FieldSection title={t('correction.title')}>
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">{t('write.loading')}</span>
          <Skeleton active paragraph={{ rows: 3 }} />
        </div>
      ) : query.isError || !c ? (
        <Alert type="error" showIcon title={errorTextOf(query.error, t('correction.failed'))} />
      ) : (
        <div className="ur-correction">
          <p>
            {t('correction.against')} <Link to={reportDetailPage(c.basisReportId)}>{c.basisNumber}</Link>
          </p>
          <h3 className="ur-correction-heading">{t('correction.billing')}</h3>
          {c.lines.length === 0 ? (
            <p className="ur-hint">{t('correction.noBilling')}</p>
          ) : (
            <div className="ur-table-scroll" role="region" aria-label={t('correction.billing')} tabIndex={0}>
              <Table<TUserReportCorrectionLine>
                className="ur-correction-table"
                size="small"
                pagination={false}
                rowKey={(l) => `${l.productCode}|${l.useCategory}`}
                dataSource={c.lines}
                columns={[
                  { key: 'product', title: t('correction.product'), render: (_, l) => `${l.productName} (${l.productCode})` },
                  { key: 'use', title: t('correction.useCategory'), render: (_, l) => `${l.useCategory} · ${l.useCategoryName}` },
                  { key: 'qb', title: t('correction.quantityBefore'), align: 'right', render: (_, l) => count(l.quantityBefore) },
                  { key: 'qa', title: t('correction.quantityAfter'), align: 'right', render: (_, l) => count(l.quantityAfter) },
                  {
                    key: 'ab',
                    title: t('correction.amountBefore'),
                    align: 'right',
                    render: (_, l) => formatAmount(l.amountBefore, c.currency),
                  },
                  {
                    key: 'aa',
                    title: t('correction.amountAfter'),
                    align: 'right',
                    render: (_, l) => formatAmount(l.amountAfter, c.currency),
                  },
                  { key: 'diff', title: t('correction.difference'), align: 'right', render: (_, l) => l.differenceText },
                ]}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={6}>
                      {t('correction.total')}
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={6} align="right">
                      <strong>{c.totalDifferenceText}</strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
              />
            </div>
          )}
          <p className="ur-hint">
            {c.billedIn ? t('correction.billedIn', { month: formatMonth(c.billedIn) }) : t('correction.billedWhenApproved')}
          </p>

          <h3 className="ur-correction-heading">{t('correction.rows')}</h3>
          <ul className="ur-compare-counts">
            <li>{t('compare.added', { count: c.counts.added })}</li>
            <li>{t('compare.changed', { count: c.counts.changed })}</li>
            <li>{t('compare.removed', { count: c.counts.removed })}</li>
          </ul>
          {c.changes.totalCount === 0 ? (
            <p className="ur-hint">{t('compare.none')}</p>
          ) : (
            <div className="ur-table-scroll" role="region" aria-label={t('correction.rows')} tabIndex={0}>
              <Table<TUserReportRowChange & { key: number }>
                className="ur-correction-rows"
                size="small"
                loading={query.isFetching}
                rowKey="key"
                dataSource={c.changes.items.map((x, i) => ({ ...x, key: (page - 1) * PAGE_SIZE + i }))}
                pagination={{
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: c.changes.totalCount,
                  showSizeChanger: false,
                  hideOnSinglePage: true,
                  onChange: setPage,
                }}
                columns={[
                  { key: 'change', title: t('correction.change'), width: 96, render: (_, x) => t(`correction.kind.${x.change}`) },
                  { key: 'row', title: t('correction.row'), render: (_, x) => describe(x) },
                  {
                    key: 'what',
                    title: t('correction.what'),
                    render: (_, x) =>
                      x.change === 'CHANGED'
                        ? x.columns
                            .map((k) => `${label(k)} ${cellText(k, x.before![k]) || '-'} → ${cellText(k, x.after![k]) || '-'}`)
                            .join(', ')
                        : t('correction.quantityIs', { quantity: cellText('quantity', (x.after ?? x.before)!.quantity) || '-' }),
                  },
                ]}
              />
            </div>
          )}
        </div>
      )}
    </FieldSection>
  );
}
