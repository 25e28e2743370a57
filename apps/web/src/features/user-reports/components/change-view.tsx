import { addMonths, REPORT_COLUMN_KEYS, REPORT_COLUMNS, type TReportColumnKey, type TUserReportRow } from '@portal/contract';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TGridRow } from '../../../components/editable-grid';
import { errorTextOf } from '../../../components/form/field-rules';
import { currentLanguage } from '../../../lib/i18n';
import { getUserReportPreviousMonth } from '../api/get-user-report-previous-month';
import { formatMonth } from './calendar-parts';
import { cellText, toGridRow } from './report-parts';

/** What identifies a row from one month to the next: the subscriber, the product, the use category and the account. */
const KEY_COLUMNS: TReportColumnKey[] = ['subscriberId', 'subscriberName', 'productCode', 'useCategory', 'accountNumber'];
const keyOf = (r: TGridRow) => KEY_COLUMNS.map((k) => (r[k] ?? '').trim().toUpperCase()).join('\u0001');

export interface TRowChanges {
  added: TGridRow[];
  removed: TGridRow[];
  changed: { before: TGridRow; after: TGridRow; columns: TReportColumnKey[] }[];
}

/** Rows added, changed (which columns) and removed against the previous month. */
export function diffRows(previous: readonly TGridRow[], current: readonly TGridRow[]): TRowChanges {
  const before = new Map<string, TGridRow>();
  for (const r of previous) before.set(keyOf(r), r);
  const out: TRowChanges = { added: [], removed: [], changed: [] };
  const seen = new Set<string>();
  for (const r of current) {
    if (REPORT_COLUMN_KEYS.every((k) => !(r[k] ?? '').trim())) continue;
    const key = keyOf(r);
    seen.add(key);
    const old = before.get(key);
    if (!old) out.added.push(r);
    else {
      const columns = REPORT_COLUMN_KEYS.filter((k) => (old[k] ?? '').trim() !== (r[k] ?? '').trim());
      if (columns.length) out.changed.push({ before: old, after: r, columns });
    }
  }
  for (const [key, r] of before) if (!seen.has(key)) out.removed.push(r);
  return out;
}

/**
 * The effective dates of a report month's changes: rows added or changed take effect on the first day of the report
 * month; rows removed were last in effect on the last day of the month before it (the previous report's month).
 */
export function effectiveDates(reportMonth: string): { from: string; until: string } {
  const previous = addMonths(reportMonth, -1);
  const [y, m] = previous.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${reportMonth}-01`, until: `${previous}-${String(lastDay).padStart(2, '0')}` };
}

const label = (k: TReportColumnKey) => REPORT_COLUMNS.find((c) => c.key === k)!.label[currentLanguage()];
const describe = (r: TGridRow) =>
  `${r.subscriberName || r.subscriberId} · ${r.productCode} · ${cellText('useCategory', r.useCategory)} · ${r.quantity}`;

/** The change-only view: against the previous month's filed report, the rows added, changed and removed. */
export function ChangeView({
  open,
  reportMonth,
  companyId,
  rows,
  onClose,
}: {
  open: boolean;
  reportMonth: string;
  companyId?: number;
  rows: readonly TGridRow[];
  onClose: () => void;
}) {
  const { t } = useTranslation('user-reports');
  const [previous, setPrevious] = useState<{ month: string; rows: TGridRow[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getUserReportPreviousMonth({ reportMonth, companyId })
      .then((p) => live && setPrevious({ month: p.reportMonth, rows: p.rows.map((r: TUserReportRow) => toGridRow(r)) }))
      .catch((err: unknown) => live && setError(errorTextOf(err, t('write.noPrevious'))));
    return () => {
      live = false;
    };
  }, [reportMonth, companyId, t]);
  const changes = previous ? diffRows(previous.rows, rows) : null;
  const dates = effectiveDates(reportMonth);
  const from = (
    <span className="ur-compare-date">
      {t('compare.from', { date: dates.from })}
      {' · '}
    </span>
  );
  const until = (
    <span className="ur-compare-date">
      {t('compare.until', { date: dates.until })}
      {' · '}
    </span>
  );
  return (
    <Modal open={open} title={t('compare.title')} onCancel={onClose} footer={null} width={760}>
      {error ? (
        <Alert type="info" showIcon title={error} />
      ) : !changes ? (
        <div role="status">
          <span className="sr-only">{t('write.loading')}</span>
          <Skeleton active />
        </div>
      ) : (
        <div className="ur-compare">
          <p>{t('compare.lead', { month: formatMonth(previous!.month) })}</p>
          <p>{t('compare.effective', { from: dates.from, until: dates.until })}</p>
          <ul className="ur-compare-counts">
            <li>{t('compare.added', { count: changes.added.length })}</li>
            <li>{t('compare.changed', { count: changes.changed.length })}</li>
            <li>{t('compare.removed', { count: changes.removed.length })}</li>
          </ul>
          {changes.added.length + changes.changed.length + changes.removed.length === 0 && <p>{t('compare.none')}</p>}
          {changes.added.length > 0 && (
            <section>
              <h3>{t('compare.addedTitle')}</h3>
              <ul>
                {changes.added.slice(0, 200).map((r, i) => (
                  <li key={i}>
                    {from}
                    {describe(r)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {changes.changed.length > 0 && (
            <section>
              <h3>{t('compare.changedTitle')}</h3>
              <ul>
                {changes.changed.slice(0, 200).map((c, i) => (
                  <li key={i}>
                    {from}
                    {describe(c.after)}:{' '}
                    {c.columns.map((k) => `${label(k)} ${cellText(k, c.before[k]) || '-'} → ${cellText(k, c.after[k]) || '-'}`).join(', ')}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {changes.removed.length > 0 && (
            <section>
              <h3>{t('compare.removedTitle')}</h3>
              <ul>
                {changes.removed.slice(0, 200).map((r, i) => (
                  <li key={i}>
                    {until}
                    {describe(r)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
