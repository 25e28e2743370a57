import type { WorkflowDeclaration } from '@portal/contract/workflow';
import type { UseQueryResult } from '@tanstack/react-query';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { FieldSection } from './field-section';
import type { TFieldLabels, TFormatValue } from './field-value';
import { HistoryTimeline, type THistoryEntry } from './history-timeline';
import { VersionCompare } from './version-compare';

/**
 * The versions of a request: while they load a skeleton, when they cannot be read a warning, else the history (every
 * version with who, when, the reason and what changed) and, with `compare`, two versions side by side (only the changed
 * fields at first) in a section of that title, before the history when `compare.first`. Fields without a label are left
 * out.
 */
export function VersionHistory<C>({
  declaration,
  versions,
  fieldLabels,
  formatValue,
  title,
  compare,
}: {
  declaration: WorkflowDeclaration;
  versions: UseQueryResult<{ items: THistoryEntry<C>[] }>;
  fieldLabels: TFieldLabels;
  formatValue?: TFormatValue;
  /** The history's heading (the kit's by default). */
  title?: string;
  compare?: { title: string; first?: boolean };
}) {
  const { t } = useTranslation('components');
  if (versions.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('versionHistory.loading')}</span>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (versions.isError)
    return (
      <Result
        status="warning"
        title={
          <p className="doc-result-title">{versions.error instanceof ApiError ? versions.error.message : t('versionHistory.failed')}</p>
        }
      />
    );
  const items = versions.data.items;
  const timeline = (
    <HistoryTimeline
      declaration={declaration}
      entries={items}
      fieldLabels={fieldLabels}
      formatValue={formatValue}
      hideUnlabelled
      title={title}
    />
  );
  const side = compare && (
    <FieldSection title={compare.title}>
      <VersionCompare
        declaration={declaration}
        versions={items}
        fieldLabels={fieldLabels}
        formatValue={formatValue}
        hideUnlabelled
        defaultOnlyChanged
      />
    </FieldSection>
  );
  return compare?.first ? (
    <>
      {side}
      {timeline}
    </>
  ) : (
    <>
      {timeline}
      {side}
    </>
  );
}
