import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { CLEARANCE_NOTE_MAX, CLEARANCE_WORKFLOW, errorMessage, type TClearanceDetail, type TClearanceLine } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionBar, DocumentPage, FieldSection, VersionHistory, type TActInput } from '../../../components/document-page';
import { errorTextOf } from '../../../components/form/field-rules';
import { ListTable } from '../../../components/list/list-table';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import {
  downloadClearanceLetter,
  useActOnClearance,
  useActOnExchangeClearance,
  useClearanceVersions,
  useExchangeClearanceVersions,
  useUpdateClearance,
} from '../api/clearances';
import { monthsText } from './clearance-parts';

const at = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : null);

/** The fields of a version's content named for the history. */
const HISTORY_LABELS: Record<string, { ko: string; en: string }> = {
  note: { ko: '안내 문구', en: 'Note' },
  customerComment: { ko: '고객 의견', en: 'Customer comment' },
  returnReason: { ko: '반송 사유', en: 'Return reason' },
  letterSha256Ko: { ko: '확인서 SHA-256 (한국어)', en: 'Letter SHA-256 (Korean)' },
  letterSha256En: { ko: '확인서 SHA-256 (영어)', en: 'Letter SHA-256 (English)' },
};
const historyLabel = (path: string) => HISTORY_LABELS[path]?.[currentLanguage()];

/** The lines of a clearance: every difference of the period, the months outside the window priced. */
function LinesTable({ lines }: { lines: TClearanceLine[] }) {
  const { t } = useTranslation('clearances');
  if (!lines.length) return <p className="clr-empty">{t('lines.none')}</p>;
  return (
    <div className="clr-table-wrap">
      <ListTable
        className="bulletin-table clr-lines"
        caption={t('lines.caption')}
        items={lines}
        rowKey={(l) => `${l.month}-${l.productCode}-${l.useCategory}`}
        columns={[
          { key: 'month', header: t('lines.month'), className: 'col-clr-month', cell: (l) => l.month },
          {
            key: 'product',
            header: t('lines.product'),
            className: 'col-clr-product',
            dataLabel: () => t('lines.product'),
            cell: (l) => `${l.productName} (${l.productCode})`,
          },
          {
            key: 'category',
            header: t('lines.category'),
            className: 'col-clr-category',
            dataLabel: () => t('lines.category'),
            cell: (l) => l.useCategoryName,
          },
          {
            key: 'entitled',
            header: t('lines.entitled'),
            className: 'col-clr-num',
            dataLabel: () => t('lines.entitled'),
            cell: (l) => l.entitled,
          },
          {
            key: 'reported',
            header: t('lines.reported'),
            className: 'col-clr-num',
            dataLabel: () => t('lines.reported'),
            cell: (l) => l.reported,
          },
          {
            key: 'difference',
            header: t('lines.difference'),
            className: 'col-clr-num',
            dataLabel: () => t('lines.difference'),
            cell: (l) => (l.difference > 0 ? `+${l.difference}` : String(l.difference)),
          },
          {
            key: 'window',
            header: t('lines.window'),
            className: 'col-clr-window',
            dataLabel: () => t('lines.window'),
            cell: (l) => (l.outsideWindow ? t('lines.outside') : t('lines.inside')),
          },
          {
            key: 'price',
            header: t('lines.unitPrice'),
            className: 'col-clr-money',
            dataLabel: () => t('lines.unitPrice'),
            cell: (l) => l.unitPriceText ?? '-',
          },
          {
            key: 'amount',
            header: t('lines.amount'),
            className: 'col-clr-money',
            dataLabel: () => t('lines.amount'),
            cell: (l) => l.amountText,
          },
        ]}
      />
    </div>
  );
}

/** Provider staff revise the note after a comment or a return (the declaration's `editableBy`). */
function NoteEditor({ c }: { c: TClearanceDetail }) {
  const { t } = useTranslation('clearances');
  const update = useUpdateClearance();
  const [note, setNote] = useState(c.note ?? '');
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = async () => {
    setFailure(null);
    setSaved(false);
    if ([...note.trim()].length > CLEARANCE_NOTE_MAX) {
      setFailure(errorMessage('CLR1N4002', currentLanguage(), { max: CLEARANCE_NOTE_MAX }));
      return;
    }
    try {
      await update.mutateAsync({ clearanceId: c.clearanceId, body: { version: c.version, note } });
      setSaved(true);
    } catch (err) {
      setFailure(errorTextOf(err, t('note.failed')));
    }
  };
  return (
    <section className="clr-note-editor" aria-labelledby="clr-note-title">
      <h2 id="clr-note-title" className="clr-section-title">
        {t('note.title')}
      </h2>
      <p className="clr-prepare-lead">{t('note.lead')}</p>
      <label htmlFor="clr-note" className="clr-label">
        {t('note.label')}
      </label>
      <Input.TextArea
        id="clr-note"
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        showCount
        maxLength={CLEARANCE_NOTE_MAX}
      />
      {failure && <Alert type="error" showIcon title={failure} />}
      {saved && <Alert type="success" showIcon title={t('note.saved')} />}
      <div className="clr-prepare-actions">
        <Button onClick={() => void save()} loading={update.isPending}>
          {t('note.save')}
        </Button>
      </div>
    </section>
  );
}

/**
 * A clearance as a document (the kit's DocumentPage), the same for its three parties: status steps, the customer's
 * comment or the exchange's return reason first, the settlement and its lines, the note (provider staff revise it after
 * a comment or a return), the letter with its SHA-256 once issued, the history, and the action bar from the declaration
 * with the caller's `allowedActions` (the reviewer's on the exchange's calls).
 */
export function ClearanceDocument({
  query,
  exchange,
  backHref,
}: {
  query: UseQueryResult<TClearanceDetail>;
  exchange: boolean;
  backHref?: string;
}) {
  const { t } = useTranslation('clearances');
  const c = query.data;
  const userVersions = useClearanceVersions(exchange ? null : (c?.clearanceId ?? null));
  const exchangeVersions = useExchangeClearanceVersions(exchange ? (c?.clearanceId ?? null) : null);
  const versions = exchange ? exchangeVersions : userVersions;
  const actUser = useActOnClearance();
  const actExchange = useActOnExchangeClearance();
  const [downloadFailed, setDownloadFailed] = useState(false);
  const onAct = async (action: string, input: TActInput) => {
    if (!c) return;
    const variables = { clearanceId: c.clearanceId, action, body: input };
    if (exchange) await actExchange.mutateAsync(variables);
    else await actUser.mutateAsync(variables);
  };
  const download = async () => {
    if (!c) return;
    setDownloadFailed(false);
    try {
      await downloadClearanceLetter(c.clearanceId, c.number, exchange);
    } catch {
      setDownloadFailed(true);
    }
  };
  const notice =
    c &&
    ((c.state === 'COMMENTED' && c.customerComment && { type: 'info' as const, title: t('notice.commented'), text: c.customerComment }) ||
      (c.state === 'RETURNED' && c.returnReason && { type: 'warning' as const, title: t('notice.returned'), text: c.returnReason }) ||
      (c.state === 'ISSUED' && {
        type: 'success' as const,
        title: t('notice.issued'),
        text: t('notice.issuedText', { months: c.closedMonths.join(', ') }),
      }));
  return (
    <DocumentPage
      declaration={CLEARANCE_WORKFLOW}
      title={t('detail.title')}
      documentNo={c?.number}
      state={c?.state}
      updatedAt={c?.updatedAt}
      meta={
        c
          ? [
              { key: 'company', label: t('column.company'), value: c.companyName },
              { key: 'period', label: t('column.period'), value: monthsText(c.periodFrom, c.periodTo) },
              { key: 'settlement', label: t('column.settlement'), value: c.settlementText },
            ]
          : []
      }
      loading={query.isPending}
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      backHref={backHref}
      actions={
        c && (
          <ActionBar
            declaration={CLEARANCE_WORKFLOW}
            allowedActions={c.allowedActions}
            version={c.version}
            onAct={onAct}
            onReload={() => void query.refetch()}
            backHref={backHref}
          />
        )
      }
    >
      {c && (
        <>
          {notice && (
            <Alert
              type={notice.type}
              showIcon
              className="clr-notice"
              title={notice.title}
              description={<span className="clr-pre">{notice.text}</span>}
            />
          )}
          <FieldSection
            title={t('section.settlement')}
            items={[
              { key: 'reconciliation', label: t('column.reconciliation'), value: c.reconciliationNumber },
              { key: 'currency', label: t('field.currency'), value: c.currency },
              { key: 'outside', label: t('field.outsideMonths'), value: c.outsideWindowMonths.join(', ') || t('field.noMonths') },
              { key: 'closed', label: t('field.closedMonths'), value: c.closedMonths.join(', ') },
              { key: 'under', label: t('field.under'), value: c.underReportedText },
              { key: 'over', label: t('field.over'), value: c.overReportedText },
              { key: 'net', label: t('field.net'), value: c.netText },
              { key: 'settlement', label: t('field.settlement'), value: <strong>{c.settlementText}</strong> },
              { key: 'rule', label: t('field.rule'), value: t('field.ruleText'), wide: true },
            ]}
          >
            <LinesTable lines={c.lines} />
          </FieldSection>
          <FieldSection
            title={t('section.parties')}
            items={[
              { key: 'prepared', label: t('field.preparedBy'), value: c.preparedByName },
              { key: 'created', label: t('field.createdAt'), value: at(c.createdAt) },
              { key: 'accepted', label: t('field.acceptedAt'), value: at(c.acceptedAt) },
              { key: 'acceptedBy', label: t('field.acceptedBy'), value: c.acceptedByName },
              { key: 'issued', label: t('field.issuedAt'), value: at(c.issuedAt) },
              { key: 'issuedBy', label: t('field.issuedBy'), value: c.issuedByName },
              { key: 'note', label: t('field.note'), value: c.note && <span className="clr-pre">{c.note}</span>, wide: true },
              {
                key: 'comment',
                label: t('field.comment'),
                value: c.customerComment && <span className="clr-pre">{c.customerComment}</span>,
                wide: true,
              },
              {
                key: 'return',
                label: t('field.returnReason'),
                value: c.returnReason && <span className="clr-pre">{c.returnReason}</span>,
                wide: true,
              },
            ]}
          />
          {c.mayEdit && <NoteEditor key={c.version} c={c} />}
          {c.state === 'ISSUED' && (
            <FieldSection
              title={t('section.letter')}
              items={[
                { key: 'sha', label: t('field.sha256'), value: <code className="clr-hash">{c.letterSha256}</code>, wide: true },
                { key: 'shaKo', label: t('field.sha256Ko'), value: <code className="clr-hash">{c.letterSha256Ko}</code>, wide: true },
                { key: 'shaEn', label: t('field.sha256En'), value: <code className="clr-hash">{c.letterSha256En}</code>, wide: true },
              ]}
            >
              <div className="clr-letter">
                <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void download()}>
                  {t('letter.download')}
                </Button>
                {downloadFailed && <Alert type="error" showIcon title={t('letter.failed')} />}
              </div>
            </FieldSection>
          )}
          <VersionHistory declaration={CLEARANCE_WORKFLOW} versions={versions} fieldLabels={historyLabel} />
        </>
      )}
    </DocumentPage>
  );
}
