import { type TExchangeApprovalItem } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanySelect } from '../../../components/company-select/company-select';
import { ExchangeStatusTag } from '../../../components/exchange-result/exchange-result-panel';
import { ChoiceFilter } from '../../../components/list/choice-filter';
import { PeriodFilter } from '../../../components/list/date-filter';
import { isSearching } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListPage, listTexts } from '../../../components/list/list-page';
import { useRequestListState } from '../../../components/request-list/request-list-state';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useApproveAll, useExchangeApprovals } from '../api/exchange-approvals';
import { AttachmentPopover } from './attachment-popover';
import {
  approvalHref,
  approvalTypeLabel,
  approvalTypeOptions,
  asStage,
  asStatus,
  asType,
  NotificationText,
  stageOptions,
  statusOptions,
} from './approval-parts';
import '../exchange-approvals.css';

const KEYS = { status: 'status', type: 'type', stage: 'stage', company: 'company', request: 'requestId' } as const;
const EXTRA_KEYS = Object.values(KEYS);

/**
 * The exchange reviewer's approval list (P4001): every item a request made when it reached the exchange, with the
 * columns of the spec's "Exchange approval item"; filters (status, approval type, stage, registered dates, company,
 * text) and page sizes 10, 50, 100 in the URL, newest or oldest first. Waiting rows have a checkbox; "Approve all"
 * asks to select first, then confirms (it cannot be undone) and says how many were approved.
 */
export function ApprovalList() {
  const { t } = useTranslation('exchange-approvals');
  const { message } = useFeedback();
  // The reviewer filters by company too (the kit's company filter is provider staff's).
  const { state, update, extra, setExtra, period, carried, ...list } = useRequestListState(undefined, EXTRA_KEYS, { company: false });
  const status = asStatus(extra[KEYS.status]);
  const approvalType = asType(extra[KEYS.type]);
  const stage = asStage(extra[KEYS.stage]);
  const companyNumber = Number(extra[KEYS.company]);
  const companyId = Number.isInteger(companyNumber) && companyNumber > 0 ? companyNumber : undefined;
  const requestNumber = Number(extra[KEYS.request]);
  const requestId = Number.isInteger(requestNumber) && requestNumber > 0 ? requestNumber : undefined;
  const query = useExchangeApprovals({
    status,
    approvalType,
    stage,
    ...list.page,
    ...list.periodBody,
    companyId,
    requestId,
    sort: state.sort === 'oldest' ? 'registeredAsc' : 'registeredDesc',
  });
  const approveAll = useApproveAll();
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const [asking, setAsking] = useState(false);
  const [nothing, setNothing] = useState(false);
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const waiting = items.filter((i) => i.status === 'WAITING');
  // A selection holds only the waiting items of the page shown.
  useEffect(() => {
    setSelected((prev) => {
      const next = new Map([...prev].filter(([id]) => waiting.some((w) => w.approvalId === id)));
      return next.size === prev.size ? prev : next;
    });
  }, [waiting]);
  useEffect(() => {
    if (selected.size) setNothing(false);
  }, [selected]);
  const toggle = (item: TExchangeApprovalItem, on: boolean) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (on) next.set(item.approvalId, item.version);
      else next.delete(item.approvalId);
      return next;
    });
  const allOn = waiting.length > 0 && waiting.every((w) => selected.has(w.approvalId));
  const someOn = waiting.some((w) => selected.has(w.approvalId));

  const start = () => {
    if (!selected.size) {
      setNothing(true);
      void message.warning(t('approveAll.nothing'));
      return;
    }
    setAsking(true);
  };
  const run = async () => {
    try {
      const res = await approveAll.mutateAsync({ items: [...selected].map(([approvalId, version]) => ({ approvalId, version })) });
      setAsking(false);
      setSelected(new Map());
      void message.success(t('approveAll.done', { count: res.approvedCount }));
    } catch (err) {
      setAsking(false);
      void message.error(err instanceof ApiError && err.message ? err.message : t('approveAll.failed'));
    }
  };

  const currentName = companyId ? items.find((i) => i.companyId === companyId)?.companyName : undefined;
  const title = t('list.title');
  const columns: ListColumn<TExchangeApprovalItem>[] = [
    {
      key: 'select',
      header: (
        <Checkbox
          checked={allOn}
          indeterminate={someOn && !allOn}
          disabled={!waiting.length}
          onChange={(e) => setSelected(e.target.checked ? new Map(waiting.map((w) => [w.approvalId, w.version])) : new Map())}
          aria-label={t('list.selectAll')}
        />
      ),
      className: 'col-exa-select',
      cell: (item) =>
        item.status === 'WAITING' ? (
          <Checkbox
            checked={selected.has(item.approvalId)}
            onChange={(e) => toggle(item, e.target.checked)}
            aria-label={t('list.select', { number: item.documentNumber })}
          />
        ) : null,
    },
    {
      key: 'number',
      header: t('column.number'),
      className: 'col-exa-no',
      cell: (item) => (
        <>
          <Link to={`${approvalHref(item.approvalId)}${carried}`} className="exa-link">
            {item.documentNumber}
          </Link>
          <span className="exa-sub">{item.title}</span>
        </>
      ),
    },
    {
      key: 'type',
      header: t('column.type'),
      className: 'col-exa-type',
      dataLabel: () => t('column.type'),
      cell: (item) => approvalTypeLabel(item.approvalType),
    },
    {
      key: 'writer',
      header: t('column.writer'),
      className: 'col-exa-writer',
      dataLabel: () => t('column.writer'),
      cell: (item) => (
        <>
          <span>{item.writerName}</span>
          <span className="exa-sub">{item.companyName}</span>
        </>
      ),
    },
    {
      key: 'registered',
      header: t('column.registered'),
      className: 'col-exa-date',
      dataLabel: () => t('column.registered'),
      cell: (item) => <time dateTime={item.registeredAt}>{formatDateTime(item.registeredAt)}</time>,
    },
    {
      // The decision with its stage beneath (one column: the list fits its page) and a return's reason.
      key: 'status',
      header: t('column.statusStage'),
      className: 'col-exa-status',
      cell: (item) => (
        <>
          <ExchangeStatusTag status={item.status} />
          <span className="exa-sub">{item.stageLabel}</span>
          {item.status === 'REJECTED' && item.message && (
            <span className="exa-sub exa-reason">{t('list.reason', { reason: item.message })}</span>
          )}
        </>
      ),
    },
    {
      key: 'files',
      header: t('column.files'),
      className: 'col-exa-files',
      dataLabel: () => t('column.files'),
      cell: (item) => <AttachmentPopover approvalId={item.approvalId} count={item.attachmentCount} number={item.documentNumber} />,
    },
    {
      key: 'memo',
      header: t('column.memo'),
      className: 'col-exa-text',
      dataLabel: () => t('column.memo'),
      cell: (item) => item.memo ?? <span className="exa-muted">-</span>,
    },
    {
      key: 'confirmed',
      header: t('column.confirmed'),
      className: 'col-exa-date',
      dataLabel: () => t('column.confirmed'),
      cell: (item) =>
        item.confirmedAt ? (
          <time dateTime={item.confirmedAt}>{formatDateTime(item.confirmedAt)}</time>
        ) : (
          <span className="exa-muted">{t('list.notYet')}</span>
        ),
    },
    {
      key: 'notified',
      header: t('column.notified'),
      className: 'col-exa-date',
      dataLabel: () => t('column.notified'),
      cell: (item) => <NotificationText item={item} />,
    },
  ];

  return (
    <ListPage
      texts={listTexts(t)}
      list={{ state, update }}
      query={query}
      searching={isSearching(state, status, approvalType, stage, period.fromDate, period.toDate, companyId, requestId)}
      filters={
        <>
          <ChoiceFilter
            label={t('list.status')}
            allLabel={t('list.all')}
            value={status}
            options={statusOptions()}
            onChange={(v) => setExtra(KEYS.status, v)}
          />
          <ChoiceFilter
            label={t('list.type')}
            allLabel={t('list.all')}
            value={approvalType}
            options={approvalTypeOptions()}
            onChange={(v) => setExtra(KEYS.type, v)}
          />
          <ChoiceFilter
            label={t('list.stage')}
            allLabel={t('list.all')}
            value={stage}
            options={stageOptions()}
            onChange={(v) => setExtra(KEYS.stage, v)}
          />
          <PeriodFilter labels={{ from: t('list.from'), to: t('list.to') }} {...period} />
          <CompanySelect
            label={t('list.company')}
            placeholder={t('list.allCompanies')}
            notFound={t('list.noCompany')}
            value={companyId}
            currentName={currentName}
            onChange={(v) => setExtra(KEYS.company, v ? String(v) : null)}
          />
        </>
      }
      before={
        <>
          {requestId && (
            <Alert
              className="exa-request-note"
              type="info"
              showIcon
              message={t('list.oneRequest')}
              action={
                <Button size="small" onClick={() => setExtra(KEYS.request, null)}>
                  {t('list.showAll')}
                </Button>
              }
            />
          )}
          <div className="exa-bulk" role="group" aria-label={t('approveAll.group')}>
            <span className="exa-bulk-count" aria-live="polite">
              {t('approveAll.selected', { count: selected.size })}
            </span>
            <Button type="primary" onClick={start} loading={approveAll.isPending}>
              {t('approveAll.button')}
            </Button>
            {nothing && (
              <span className="exa-bulk-warning" role="alert">
                {t('approveAll.nothing')}
              </span>
            )}
          </div>
        </>
      }
      after={
        <Modal
          open={asking}
          title={t('approveAll.confirmTitle')}
          okText={t('approveAll.confirmOk')}
          cancelText={t('approveAll.cancel')}
          confirmLoading={approveAll.isPending}
          onOk={() => void run()}
          onCancel={() => setAsking(false)}
        >
          <p>{t('approveAll.confirmText', { count: selected.size })}</p>
          {/* What will be approved, by number and title: an irreversible action names its objects. */}
          <ul className="exa-confirm-list" aria-label={t('approveAll.listLabel')}>
            {items
              .filter((i) => selected.has(i.approvalId))
              .map((i) => (
                <li key={i.approvalId}>
                  <strong>{i.documentNumber}</strong> {i.title}
                  <span className="exa-sub">
                    {approvalTypeLabel(i.approvalType)} · {i.companyName}
                  </span>
                </li>
              ))}
          </ul>
        </Modal>
      }
    >
      {(page) => (
        <div className="exa-table-wrap">
          <ListTable
            className="bulletin-table exa-table"
            caption={title}
            items={page.items}
            columns={columns}
            rowKey={(item) => item.approvalId}
          />
        </div>
      )}
    </ListPage>
  );
}
