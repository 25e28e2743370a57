import type { WorkflowDeclaration } from '@portal/contract';
import Checkbox from 'antd/es/checkbox';
import Select from 'antd/es/select';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alignFields } from '../diff/diff-fields';
import { formatDateTime } from '../../lib/format';
import { labelOfField, useFieldValue, type TFieldLabels, type TFormatValue } from './field-value';
import { useActionLabel, type THistoryEntry } from './history-timeline';
import './document-page.css';

/**
 * Two versions of a request side by side (the "change history" screen): a select for the left and the
 * right version (by default the one before the latest and the latest), every field in a table with the
 * changed ones highlighted and marked in words, and "only changed fields" to narrow it.
 */
export function VersionCompare<C>({
  declaration,
  versions,
  fieldLabels,
  formatValue,
  hideUnlabelled,
  defaultLeft,
  defaultRight,
  defaultOnlyChanged = false,
}: {
  declaration: WorkflowDeclaration;
  versions: readonly THistoryEntry<C>[];
  fieldLabels: TFieldLabels;
  formatValue?: TFormatValue;
  hideUnlabelled?: boolean;
  defaultLeft?: number;
  defaultRight?: number;
  defaultOnlyChanged?: boolean;
}) {
  const { t } = useTranslation('components');
  const ids = { left: useId(), right: useId(), caption: useId() };
  const actionLabel = useActionLabel(declaration);
  const show = useFieldValue(formatValue);
  const sorted = useMemo(() => [...versions].sort((a, b) => b.versionNo - a.versionNo), [versions]);
  const [right, setRight] = useState<number | undefined>(defaultRight ?? sorted[0]?.versionNo);
  const [left, setLeft] = useState<number | undefined>(defaultLeft ?? sorted[1]?.versionNo ?? sorted[0]?.versionNo);
  const [onlyChanged, setOnlyChanged] = useState(defaultOnlyChanged);

  const leftEntry = sorted.find((v) => v.versionNo === left);
  const rightEntry = sorted.find((v) => v.versionNo === right);
  const rows = useMemo(
    () =>
      alignFields(leftEntry?.content, rightEntry?.content)
        .map((row) => ({ ...row, label: labelOfField(row.path, fieldLabels) }))
        .filter((row) => row.label !== undefined || !hideUnlabelled),
    [leftEntry, rightEntry, fieldLabels, hideUnlabelled],
  );
  const changedCount = rows.filter((r) => r.kind !== 'same').length;
  const shown = onlyChanged ? rows.filter((r) => r.kind !== 'same') : rows;

  if (sorted.length < 2) return <p className="doc-empty">{t('documentPage.compare.needTwo')}</p>;
  const options = sorted.map((v) => ({
    value: v.versionNo,
    label: t('documentPage.compare.option', { n: v.versionNo, action: actionLabel(v.action), at: formatDateTime(v.at) }),
  }));
  const versionName = (n: number | undefined) => t('documentPage.history.version', { n });

  return (
    <div className="doc-compare">
      <div className="ws-toolbar">
        <div className="ws-field ws-field-grow">
          <label htmlFor={ids.left}>{t('documentPage.compare.left')}</label>
          <Select id={ids.left} value={left} onChange={setLeft} options={options} className="ws-select-wide" />
        </div>
        <div className="ws-field ws-field-grow">
          <label htmlFor={ids.right}>{t('documentPage.compare.right')}</label>
          <Select id={ids.right} value={right} onChange={setRight} options={options} className="ws-select-wide" />
        </div>
        <Checkbox checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)}>
          {t('documentPage.compare.onlyChanged')}
        </Checkbox>
      </div>
      <p className="doc-compare-count" role="status">
        {changedCount === 0 ? t('documentPage.compare.same') : t('documentPage.compare.count', { count: changedCount })}
      </p>
      {shown.length > 0 && (
        <div className="doc-compare-scroll">
          <table className="doc-compare-table" aria-describedby={ids.caption}>
            <caption id={ids.caption} className="sr-only">
              {t('documentPage.compare.caption', { left: versionName(left), right: versionName(right) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('documentPage.compare.field')}</th>
                <th scope="col">{versionName(left)}</th>
                <th scope="col">{versionName(right)}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.path} className={row.kind === 'same' ? undefined : 'doc-compare-changed'}>
                  <th scope="row">
                    {row.label ?? row.path}
                    {row.kind !== 'same' && <span className="doc-change-kind">{t(`documentPage.history.kind.${row.kind}`)}</span>}
                  </th>
                  <td>{show(row.path, row.before)}</td>
                  <td>{show(row.path, row.after)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
