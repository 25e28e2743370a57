import { CREATE_ACTION, EDIT_ACTION, type TLabelledFieldChange, type WorkflowDeclaration } from '@portal/contract';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { diffFields, type TFieldChange } from '../diff/diff-fields';
import { formatDateTime } from '../../lib/format';
import { labelOfField, useFieldValue, useRoleName, type TFieldLabels, type TFormatValue } from './field-value';
import { useDeclarationText, useStateLabel } from './workflow-text';
import './document-page.css';

/**
 * One numbered version of a request in its history: the action that made it (a declared action, or
 * `create` / `edit`), the states it went from and to, who (name already formatted with
 * `formatPersonName`, role code) and when (ISO), the reason and memo given, and the document's content
 * at that moment.
 */
export interface THistoryEntry<C = Record<string, unknown>> {
  versionNo: number;
  action: string;
  fromState: string | null;
  toState: string;
  actorName: string;
  actorRole: string;
  at: string;
  reason?: string | null;
  memo?: string | null;
  content: C;
  /**
   * What the version changed, already named by the server (the exchange's history, whose kinds' labels live in other
   * areas): shown instead of comparing the contents when given; null on the first version.
   */
  changes?: readonly TLabelledFieldChange[] | null;
}

/** The label of a history action: the declaration's, or the kit's for `create` and `edit`. */
export function useActionLabel(declaration: WorkflowDeclaration): (action: string) => string {
  const { t } = useTranslation('components');
  const text = useDeclarationText();
  return (action: string) => {
    const declared = declaration.actions[action];
    if (declared) return text(declared.label);
    if (action === CREATE_ACTION || action === EDIT_ACTION) return t(`documentPage.history.action.${action}`);
    return action;
  };
}

/** The changed fields of one version, each "label: before → after", with the kind named in words. */
export function ChangeList({
  changes,
  fieldLabels,
  formatValue,
  hideUnlabelled,
}: {
  changes: readonly TFieldChange[];
  fieldLabels: TFieldLabels;
  formatValue?: TFormatValue;
  hideUnlabelled?: boolean;
}) {
  const { t } = useTranslation('components');
  const show = useFieldValue(formatValue);
  const rows = changes
    .map((c) => ({ change: c, label: labelOfField(c.path, fieldLabels) }))
    .filter((r) => r.label !== undefined || !hideUnlabelled);
  if (!rows.length) return <p className="doc-history-note">{t('documentPage.history.noChanges')}</p>;
  return (
    <ul className="doc-changes">
      {rows.map(({ change, label }) => (
        <li key={change.path} className={`doc-change doc-change-${change.kind}`}>
          <span className="doc-change-kind">{t(`documentPage.history.kind.${change.kind}`)}</span>
          <span className="doc-change-label">{label ?? change.path}</span>
          <span className="doc-change-values">
            {change.kind !== 'added' && (
              <del className="doc-change-before">
                <span className="sr-only">{t('documentPage.history.before')} </span>
                {show(change.path, change.before)}
              </del>
            )}
            {change.kind === 'changed' && <span aria-hidden> → </span>}
            {change.kind !== 'removed' && (
              <ins className="doc-change-after">
                <span className="sr-only">{t('documentPage.history.after')} </span>
                {show(change.path, change.after)}
              </ins>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="doc-history-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The history of a request, newest first: each version with its action's label, the state change, who
 * (name and role), when (Korea time), the reason and the memo, and what changed compared with the
 * version before it, field by field (`fieldLabels` names the fields, `formatValue` shows their values;
 * `hideUnlabelled` leaves out fields the feature does not name). A version that changed no field says so.
 */
export function HistoryTimeline<C>({
  declaration,
  entries,
  fieldLabels,
  formatValue,
  hideUnlabelled,
  title,
}: {
  declaration: WorkflowDeclaration;
  entries: readonly THistoryEntry<C>[];
  fieldLabels: TFieldLabels;
  formatValue?: TFormatValue;
  hideUnlabelled?: boolean;
  title?: string;
}) {
  const { t } = useTranslation('components');
  const id = useId();
  const actionLabel = useActionLabel(declaration);
  const stateLabel = useStateLabel(declaration);
  const roleName = useRoleName();
  const items = useMemo(() => {
    const sorted = [...entries].sort((a, b) => b.versionNo - a.versionNo);
    return sorted.map((entry, i) => {
      const previous = sorted[i + 1];
      if (entry.changes !== undefined) {
        const labels = new Map((entry.changes ?? []).map((c) => [c.path, c.label]));
        return { entry, changes: entry.changes, labels: (path: string) => labels.get(path) };
      }
      return { entry, changes: previous ? diffFields(previous.content, entry.content) : null, labels: fieldLabels };
    });
  }, [entries, fieldLabels]);

  return (
    <section className="doc-section doc-history" aria-labelledby={id}>
      <div className="doc-section-head">
        <h2 id={id} className="doc-section-title">
          {title ?? t('documentPage.history.title')}
        </h2>
      </div>
      {items.length === 0 ? (
        <p className="doc-empty">{t('documentPage.history.empty')}</p>
      ) : (
        <ol className="doc-history-list">
          {items.map(({ entry, changes, labels }) => (
            <li key={entry.versionNo} className="doc-history-item">
              <div className="doc-history-head">
                <span className="doc-history-version">{t('documentPage.history.version', { n: entry.versionNo })}</span>
                <strong className="doc-history-action">{actionLabel(entry.action)}</strong>
                {entry.fromState && entry.fromState !== entry.toState && (
                  <span className="doc-history-states">
                    {t('documentPage.history.transition', { from: stateLabel(entry.fromState), to: stateLabel(entry.toState) })}
                  </span>
                )}
              </div>
              <dl className="doc-history-meta">
                <Labelled label={t('documentPage.history.by')}>
                  {entry.actorName} ({roleName(entry.actorRole)})
                </Labelled>
                <Labelled label={t('documentPage.history.at')}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                </Labelled>
                {entry.reason && (
                  <Labelled label={t('documentPage.history.reason')}>
                    <span className="doc-pre">{entry.reason}</span>
                  </Labelled>
                )}
                {entry.memo && (
                  <Labelled label={t('documentPage.history.memo')}>
                    <span className="doc-pre">{entry.memo}</span>
                  </Labelled>
                )}
              </dl>
              <div className="doc-history-changes">
                <p className="doc-history-changes-title">{t('documentPage.history.changes')}</p>
                {changes === null ? (
                  <p className="doc-history-note">{t('documentPage.history.firstVersion')}</p>
                ) : (
                  <ChangeList changes={changes} fieldLabels={labels} formatValue={formatValue} hideUnlabelled={hideUnlabelled} />
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
