import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import HistoryOutlined from '@ant-design/icons/es/icons/HistoryOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SaveOutlined from '@ant-design/icons/es/icons/SaveOutlined';
import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import SwapOutlined from '@ant-design/icons/es/icons/SwapOutlined';
import {
  CURRENCIES,
  REPORT_MAX_ROWS,
  reportCellMessage,
  USER_REPORT_MEMO_MAX,
  USER_REPORT_WORKFLOW,
  type TCurrency,
  type TUserReportDetail,
} from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Segmented from 'antd/es/segmented';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useProducts } from '../../../components/catalogue/list-products';
import { EditableGrid, type TEditableGridHandle, type TGridRow } from '../../../components/editable-grid';
import { FeePanel } from '../../../components/fee-panel';
import { errorTextOf } from '../../../components/form/field-rules';
import { useLeaveGuard } from '../../../components/multi-step-form';
import { PageFrame } from '../../../components/page-frame';
import { currentLanguage } from '../../../lib/i18n';
import { actOnUserReport } from '../api/act-on-user-report';
import { createUserReport } from '../api/create-user-report';
import { useCustomerProfile } from '../../../lib/calls/customer-profile';
import { downloadUserReportForm } from '../api/get-user-report-form';
import { useUserReportCalendar } from '../api/get-user-report-calendar';
import { useUserReportSettings } from '../api/get-user-report-settings';
import { getUserReportPreviousMonth } from '../api/get-user-report-previous-month';
import { useProxyCustomers } from '../api/get-user-report-proxy-customers';
import { getUserReport, getUserReportQueryOptions } from '../api/get-user-report';
import { USER_REPORTS_KEY } from '../api/keys';
import { saveUserReport } from '../api/save-user-report';
import { useUserReports } from '../api/search-user-reports';
import { ChangeView } from '../components/change-view';
import { formatMonth, reportDetailPage } from '../components/calendar-parts';
import { FilingNotice, formatAmount, toGridRow, unitPricesOf, useReportGridColumns, useRowChecks } from '../components/report-parts';
import { CorrectedReportPicker } from '../components/corrected-report-picker';
import { ReportUpload } from '../components/report-upload';
import {
  currencyOf,
  enteredRows,
  headerProblem,
  initialReportForm,
  isEditable,
  needsCustomer as needsCustomerOf,
  reportFormReducer,
  reportMonthOf,
  saveBody,
  submitProblem,
  type TEntry,
} from '../components/report-form-model';
import '../user-reports.css';
import { useRoles } from '../../../components/use-roles';
import { PolicyHoldBanner } from '../../../components/policy-hold-banner';

/**
 * The monthly report (P3802) and, with `correction`, the correction report (P3804): report information (month or the
 * corrected report, currency, reporter, customer: a proxy reporter chooses the customer first), manual entry in the
 * kit's grid or an upload, the total as entries change, and the buttons of the specification: Download Form, Load
 * Previous Month's Data, Reset, Save (a draft on the server, opened again from the list or `?reportId=`) and Submit
 * (every cell checked first, the first bad one focused; an accuracy attestation and an optional comment).
 */
export function ReportWritePage({ correction = false }: { correction?: boolean }) {
  const { t } = useTranslation('user-reports');
  const id = useId();
  const lang = currentLanguage();
  const { message, modal } = useFeedback();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { isProxy } = useRoles();
  const reportIdParam = Number(params.get('reportId'));
  const correctsParam = Number(params.get('corrects'));
  // The form (what is chosen and typed, the report once saved) is one model with its rules (report-form-model.ts); the
  // states below are the page's own: loading, the call in flight and the open dialogs.
  const [form, dispatch] = useReducer(reportFormReducer, correctsParam > 0 ? correctsParam : undefined, initialReportForm);
  const { report, customerId, month, correctsId, reason, reasonError, rows, entry, dirty } = form;
  const [loading, setLoading] = useState(reportIdParam > 0);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<null | 'save' | 'submit' | 'previous' | 'form'>(null);
  const [submitOpen, setSubmitOpen] = useState(false);
  const [compareOpen, setCompareOpen] = useState(false);
  const gridRef = useRef<TEditableGridHandle>(null);
  const guard = useLeaveGuard(dirty);

  const proxies = useProxyCustomers(isProxy);
  const companyForCalls = report?.companyId ?? (isProxy ? customerId : undefined);
  const profile = useCustomerProfile(companyForCalls, !isProxy || !!companyForCalls);
  const settings = useUserReportSettings(companyForCalls, !isProxy || !!companyForCalls);
  const calendar = useUserReportCalendar(
    { months: 12, companyId: isProxy ? customerId : undefined },
    !correction && (!isProxy || !!customerId),
  );
  const correctable = useUserReports(
    { correctableOnly: true, type: 'MONTHLY', pageSize: 50, companyId: isProxy ? customerId : undefined },
    correction && (!isProxy || !!customerId),
  );
  // An open draft of the chosen month is continued rather than started twice.
  const reportMonth = reportMonthOf(form);
  const drafts = useUserReports(
    { type: 'MONTHLY', state: 'SAVED', periodStart: month, periodEnd: month, companyId: isProxy ? customerId : undefined },
    !correction && !report && !!month && (!isProxy || !!customerId),
  );
  const catalogue = useProducts(reportMonth ? { date: `${reportMonth}-01` } : {});
  const columns = useReportGridColumns(catalogue.data);
  const productCodes = useMemo(() => new Set((catalogue.data?.items ?? []).map((p) => p.productCode)), [catalogue.data]);
  const checks = useRowChecks(productCodes);
  const prices = useMemo(() => unitPricesOf(catalogue.data), [catalogue.data]);
  const cur: TCurrency = currencyOf(form, profile.data?.currency);
  const totals = checks.total(rows, prices, cur);
  // The fee of the monthly report being written (members: proxies and corrections have no panel).
  const feeChange = useMemo(() => {
    const sums = !correction && !isProxy && reportMonth ? checks.sums(rows) : [];
    return sums.length ? { kind: 'report' as const, reportMonth: reportMonth!, rows: sums } : null;
  }, [checks, rows, correction, isProxy, reportMonth]);

  // Opening a saved draft: its header and every row, with the server's cell issues marked again by the same check.
  useEffect(() => {
    if (!(reportIdParam > 0) || report?.reportId === reportIdParam) return;
    let live = true;
    setLoading(true);
    getUserReport(reportIdParam, { allRows: 'true' })
      .then((d) => {
        if (live) dispatch({ type: 'opened', report: d });
      })
      .catch((err: unknown) => live && setLoadError(errorTextOf(err, t('write.loadFailed'))))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [reportIdParam, report?.reportId, t]);

  // A correction starts from the rows of the report it corrects (opened from that report's Correct button, or chosen
  // here): the customer changes what was wrong instead of typing the month again. Rows already typed are kept.
  const { startedFrom } = form;
  useEffect(() => {
    if (!correction || report || !correctsId || startedFrom === correctsId || dirty) return;
    let live = true;
    getUserReport(correctsId, { allRows: 'true' })
      .then((d) => {
        if (live) dispatch({ type: 'startedFrom', reportId: correctsId, rows: d.rows.items.map((r) => toGridRow(r.cells)) });
      })
      .catch((err: unknown) => live && setLoadError(errorTextOf(err, t('write.loadFailed'))));
    return () => {
      live = false;
    };
  }, [correction, report, correctsId, startedFrom, dirty, t]);

  // The default month: the one whose reporting window is open now by the server's clock (the calendar says "due").
  const dueMonth = calendar.data?.items[0]?.months.find((m) => m.status === 'DUE' || m.status === 'SAVED')?.reportMonth;
  useEffect(() => {
    if (!correction && !month && dueMonth) dispatch({ type: 'monthChosen', month: dueMonth });
  }, [correction, month, dueMonth]);

  const change = (next: TGridRow[]) => dispatch({ type: 'rowsChanged', rows: next });
  const setEntry = (next: TEntry) => dispatch({ type: 'entryChosen', entry: next });

  const rules = { isProxy, correction };
  const editable = isEditable(form);
  const entered = useMemo(() => enteredRows(rows), [rows]);
  const needsCustomer = needsCustomerOf(form, rules);
  const draft = drafts.data?.items[0];
  // When and how the chosen month can be filed, before anything is typed (decision 063).
  const filing = correction ? undefined : calendar.data?.items[0]?.months.find((m) => m.reportMonth === reportMonth);
  const lateFee = settings.data ? (cur === 'USD' ? settings.data.lateFeeUsd : settings.data.lateFeeKrw) : 0;
  const lateFeeText = report?.late ? report.lateFeeText : lateFee > 0 ? formatAmount(lateFee, cur) : null;
  const filingLate = report?.late || filing?.filingPhase === 'LATE';

  /** Creates the draft on first save, else saves it; answers the stored report. */
  async function persist(): Promise<TUserReportDetail> {
    const request = saveBody(form, { ...rules, currency: cur });
    const saved = request.call === 'save' ? await saveUserReport(request.reportId, request.body) : await createUserReport(request.body);
    dispatch({ type: 'saved', report: saved });
    if (!report) {
      const next = new URLSearchParams(params);
      next.set('reportId', String(saved.reportId));
      next.delete('corrects');
      // The page's own move to the saved report's address: nothing is left unsaved, so the leave guard lets it pass
      // (the dirty flag's state is not yet applied here).
      guard.release();
      setParams(next, { replace: true });
    }
    void client.invalidateQueries({ queryKey: USER_REPORTS_KEY });
    return saved;
  }

  async function save() {
    const problem = headerProblem(form, rules);
    if (problem) {
      void message.error(t(problem));
      return;
    }
    setBusy('save');
    try {
      await persist();
      void message.success(t('write.saved'));
    } catch (err) {
      void message.error(errorTextOf(err, t('write.saveFailed')));
    } finally {
      setBusy(null);
    }
  }

  /** Submit: header and cells checked here first (the first bad cell focused), then the attestation dialog. */
  function startSubmit() {
    const problem = submitProblem(form, rules, checks);
    switch (problem.kind) {
      case 'header':
        void message.error(t(problem.message));
        return;
      case 'reason':
        dispatch({ type: 'reasonMissing', message: t('write.reasonRequired') });
        document.getElementById(`${id}-reason`)?.focus();
        return;
      case 'noRows':
        void message.error(t('write.requiredMissing'));
        if (rows.length > 0) gridRef.current?.focusCell(0, columns[0]!.key);
        return;
      case 'cell': {
        const first = problem.issue;
        setEntry('manual');
        void message.error(
          first.code === 'required'
            ? t('write.requiredMissing')
            : `${t('write.rowLabel', { row: first.index + 1 })} ${reportCellMessage(first, lang)}`,
        );
        setTimeout(() => gridRef.current?.focusCell(first.index, first.column), 0);
        return;
      }
      case 'ready':
        setSubmitOpen(true);
    }
  }

  async function submit(input: { memo: string }) {
    setBusy('submit');
    try {
      const saved = await persist();
      const action = saved.fourEyes && saved.allowedActions.includes('submitForInternal') ? 'submitForInternal' : 'submit';
      const done = await actOnUserReport(saved.reportId, action, { version: saved.version, attested: true, memo: input.memo || undefined });
      setSubmitOpen(false);
      guard.release();
      void message.success(USER_REPORT_WORKFLOW.actions[action].success[lang]);
      void client.invalidateQueries({ queryKey: USER_REPORTS_KEY });
      void navigate(reportDetailPage(done.reportId));
    } catch (err) {
      guard.restore();
      void message.error(errorTextOf(err, t('write.submitFailed')));
    } finally {
      setBusy(null);
    }
  }

  function loadPrevious() {
    const target = reportMonth;
    if (!target) {
      void message.error(t('write.chooseMonth'));
      return;
    }
    modal.confirm({
      title: t('write.previousTitle'),
      content: t('write.previousConfirm'),
      okText: t('write.previousOk'),
      cancelText: t('write.cancel'),
      onOk: async () => {
        setBusy('previous');
        try {
          const prev = await getUserReportPreviousMonth({ reportMonth: target, companyId: companyForCalls });
          change(prev.rows.map((r) => toGridRow(r)));
          setEntry('manual');
          void message.success(t('write.previousLoaded', { count: prev.rowCount, month: formatMonth(prev.reportMonth) }));
        } catch (err) {
          void message.error(errorTextOf(err, t('write.noPrevious')));
        } finally {
          setBusy(null);
        }
      },
    });
  }

  function reset() {
    modal.confirm({
      title: t('write.resetTitle'),
      content: t('write.resetConfirm'),
      okText: t('write.resetOk'),
      okButtonProps: { danger: true },
      cancelText: t('write.cancel'),
      onOk: () => {
        change([]);
        void message.info(t('write.resetDone'));
      },
    });
  }

  async function downloadForm() {
    setBusy('form');
    try {
      await downloadUserReportForm(t('write.formFileName'));
    } catch (err) {
      void message.error(errorTextOf(err, t('write.formMissing')));
    } finally {
      setBusy(null);
    }
  }

  /** An upload needs a draft to go into: the header is saved first when there is none yet. */
  async function draftForUpload(): Promise<TUserReportDetail | null> {
    const problem = headerProblem(form, rules);
    if (problem) {
      void message.error(t(problem));
      return null;
    }
    if (report && !dirty) return report;
    return persist();
  }

  // The report is named by the upload: on a first upload the draft was created by this upload, after the closure that
  // calls this was made (its `report` was still null, and the rows never showed).
  async function uploaded(reportId: number) {
    const fresh = await client.fetchQuery({ ...getUserReportQueryOptions(reportId, { allRows: 'true' }), staleTime: 0 });
    dispatch({ type: 'refreshed', report: fresh });
  }

  const title = correction ? t('write.titleCorrection') : t('write.title');
  if (loading)
    return (
      <PageFrame title={title}>
        <div role="status">
          <span className="sr-only">{t('write.loading')}</span>
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      </PageFrame>
    );
  if (loadError)
    return (
      <PageFrame title={title}>
        <Alert type="error" showIcon title={loadError} action={<Link to="/report/user-report-list">{t('write.toList')}</Link>} />
      </PageFrame>
    );

  const corrected = correctable.data?.items.find((r) => r.reportId === correctsId);
  const customerName =
    report?.companyName ?? proxies.data?.items.find((c) => c.companyId === customerId)?.companyName ?? profile.data?.companyName;

  return (
    <PageFrame title={title} lead={correction ? t('write.leadCorrection') : t('write.lead')}>
      <PolicyHoldBanner />
      {report && !editable && (
        <Alert
          type="info"
          showIcon
          className="ur-alert"
          title={t('write.notEditable', { state: USER_REPORT_WORKFLOW.states[report.state].label[lang] })}
          action={<Link to={reportDetailPage(report.reportId)}>{t('write.toDetail')}</Link>}
        />
      )}
      <section className="ur-section" aria-labelledby={`${id}-info`}>
        <h2 id={`${id}-info`}>{t('write.info')}</h2>
        <div className="ur-info-grid">
          {isProxy && (
            <div className="field">
              <label className="field-label" htmlFor={`${id}-customer`}>
                {t('write.customer')}
                <span className="ur-required" aria-hidden>
                  *
                </span>
              </label>
              {report ? (
                <p className="ur-info-value">{report.companyName}</p>
              ) : (
                <Select
                  id={`${id}-customer`}
                  className="ur-info-select"
                  placeholder={t('write.chooseCustomer')}
                  value={customerId}
                  loading={proxies.isPending}
                  options={(proxies.data?.items ?? []).map((c) => ({
                    value: c.companyId,
                    label: c.customerCode ? `${c.companyName} (${c.customerCode})` : c.companyName,
                  }))}
                  onChange={(v: number) => dispatch({ type: 'customerChosen', customerId: v })}
                  aria-required
                />
              )}
            </div>
          )}
          {correction ? (
            <div className="field">
              <label className="field-label" htmlFor={`${id}-corrects`}>
                {t('write.corrects')}
                <span className="ur-required" aria-hidden>
                  *
                </span>
              </label>
              {report ? (
                <p className="ur-info-value">
                  {report.correctsNumber} ({formatMonth(report.reportMonth)})
                </p>
              ) : (
                <CorrectedReportPicker
                  id={`${id}-corrects`}
                  placeholder={needsCustomer ? t('write.chooseCustomerFirst') : t('write.chooseCorrected')}
                  disabled={needsCustomer}
                  value={correctsId}
                  loading={correctable.isFetching}
                  reports={correctable.data?.items ?? []}
                  onChange={(v) => dispatch({ type: 'correctsChosen', correctsId: v })}
                />
              )}
            </div>
          ) : (
            <div className="field">
              <label className="field-label" htmlFor={`${id}-month`}>
                {t('write.month')}
                <span className="ur-required" aria-hidden>
                  *
                </span>
              </label>
              {report ? (
                <p className="ur-info-value">{formatMonth(report.reportMonth)}</p>
              ) : (
                <Select
                  id={`${id}-month`}
                  className="ur-info-select"
                  placeholder={needsCustomer ? t('write.chooseCustomerFirst') : t('write.chooseMonth')}
                  disabled={needsCustomer}
                  value={month}
                  options={(calendar.data?.items[0]?.months ?? [])
                    .filter((m) => m.status !== 'NOT_DUE' && m.status !== 'EXEMPT')
                    .map((m) => ({ value: m.reportMonth, label: `${formatMonth(m.reportMonth)} · ${m.statusName}` }))}
                  onChange={(v: string) => dispatch({ type: 'monthChosen', month: v })}
                  aria-required
                />
              )}
            </div>
          )}
          <div className="field">
            <label className="field-label" htmlFor={`${id}-currency`}>
              {t('write.currency')}
            </label>
            <Select
              id={`${id}-currency`}
              className="ur-info-select ur-info-currency"
              value={cur}
              disabled={!editable}
              options={CURRENCIES.map((c) => ({ value: c, label: c }))}
              onChange={(v: TCurrency) => dispatch({ type: 'currencyChosen', currency: v })}
            />
          </div>
          <div className="field">
            <span className="field-label">{t('write.reporter')}</span>
            <p className="ur-info-value">{report?.reporterName ?? t('write.you')}</p>
          </div>
          <div className="field">
            <span className="field-label">{t('write.customerInfo')}</span>
            <p className="ur-info-value">{customerName ?? '-'}</p>
          </div>
          {report && (
            <div className="field">
              <span className="field-label">{t('write.window')}</span>
              <p className="ur-info-value">
                {report.windowOpens} ~ {report.windowCloses} {report.windowOpen ? t('write.windowOpen') : t('write.windowClosed')}
              </p>
            </div>
          )}
        </div>
        {filing && editable && <FilingNotice month={filing} feeText={lateFeeText} />}
        {!correction && !report && draft && (
          <Alert
            type="info"
            showIcon
            className="ur-alert"
            title={t('write.draftExists', { month: formatMonth(draft.reportMonth), number: draft.number })}
            action={
              <Button size="small" onClick={() => setParams({ reportId: String(draft.reportId) })}>
                {t('write.continueDraft')}
              </Button>
            }
          />
        )}
        {correction && (
          <div className="field ur-reason">
            <label className="field-label" htmlFor={`${id}-reason`}>
              {t('write.reason')}
              <span className="ur-required" aria-hidden>
                *
              </span>
            </label>
            <Input.TextArea
              id={`${id}-reason`}
              value={reason}
              maxLength={USER_REPORT_MEMO_MAX}
              showCount
              rows={3}
              disabled={!editable}
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${id}-reason-error` : undefined}
              onChange={(e) => dispatch({ type: 'reasonTyped', reason: e.target.value })}
            />
            {reasonError && (
              <p id={`${id}-reason-error`} className="ur-field-error" role="alert">
                {reasonError}
              </p>
            )}
            {corrected && <p className="ur-hint">{t('write.correctsHint', { number: corrected.number })}</p>}
          </div>
        )}
      </section>

      <section className="ur-section" aria-labelledby={`${id}-details`}>
        <div className="ur-section-head">
          <h2 id={`${id}-details`}>{t('write.details')}</h2>
          <Segmented<TEntry>
            aria-label={t('write.entry')}
            value={entry}
            onChange={setEntry}
            options={[
              { value: 'manual', label: t('write.manual') },
              { value: 'upload', label: t('write.upload') },
            ]}
          />
        </div>
        <div className="ur-buttons">
          <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'form'} onClick={() => void downloadForm()}>
            {t('write.downloadForm')}
          </Button>
          {!correction && (
            <Button icon={<HistoryOutlined aria-hidden />} loading={busy === 'previous'} disabled={!editable} onClick={loadPrevious}>
              {t('write.loadPrevious')}
            </Button>
          )}
          {!correction && (
            <Button
              icon={<SwapOutlined aria-hidden />}
              onClick={() => (reportMonth ? setCompareOpen(true) : void message.error(t('write.chooseMonth')))}
            >
              {t('write.compare')}
            </Button>
          )}
          <Button icon={<ReloadOutlined aria-hidden />} disabled={!editable} onClick={reset}>
            {t('write.reset')}
          </Button>
        </div>
        {entry === 'upload' && editable && <ReportUpload draftForUpload={draftForUpload} onApplied={uploaded} rowsEntered={entered} />}
        {editable ? (
          <EditableGrid
            ref={gridRef}
            label={t('write.gridLabel')}
            columns={columns}
            rows={rows}
            onChange={change}
            cellIssue={checks.cellIssue}
            maxRows={REPORT_MAX_ROWS}
          />
        ) : (
          <p className="ur-hint">{t('write.rowsReadOnly', { count: rows.length })}</p>
        )}
        <dl className="ur-totals" aria-live="polite">
          <div>
            <dt>{t('write.rowCount')}</dt>
            <dd>{(totals.valid + totals.invalid).toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>{t('write.invalidRows')}</dt>
            <dd className={totals.invalid ? 'ur-bad' : undefined}>{totals.invalid.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>{t('write.quantity')}</dt>
            <dd>{totals.quantity.toLocaleString('en-US')}</dd>
          </div>
          <div className="ur-total-amount">
            <dt>{t('write.total')}</dt>
            <dd>{formatAmount(totals.amount, cur)}</dd>
          </div>
        </dl>
        {!correction && !isProxy && <FeePanel change={feeChange} />}
      </section>

      <div className="ur-bar">
        <Link to="/report/user-report-list" className="shell-button shell-button-ghost">
          {t('write.toList')}
        </Link>
        <Button icon={<SaveOutlined aria-hidden />} loading={busy === 'save'} disabled={!editable} onClick={() => void save()}>
          {t('write.save')}
        </Button>
        <Button type="primary" icon={<SendOutlined aria-hidden />} loading={busy === 'submit'} disabled={!editable} onClick={startSubmit}>
          {t('write.submit')}
        </Button>
      </div>
      {!editable && <p className="ur-hint ur-bar-note">{t('write.disabledWhy')}</p>}

      <SubmitDialog
        open={submitOpen}
        busy={busy === 'submit'}
        fourEyes={report?.fourEyes ?? settings.data?.fourEyes ?? false}
        summary={t('write.submitSummary', { count: totals.valid, amount: formatAmount(totals.amount, cur) })}
        lateNotice={
          filingLate && filing
            ? `${t('filing.lateConfirm', { until: filing.lateFilingUntil })}${lateFeeText ? ` ${t('filing.lateFee', { fee: lateFeeText })}` : ''}`
            : null
        }
        onCancel={() => setSubmitOpen(false)}
        onSubmit={(memo) => void submit({ memo })}
      />
      {compareOpen && reportMonth && (
        <ChangeView open reportMonth={reportMonth} companyId={companyForCalls} rows={rows} onClose={() => setCompareOpen(false)} />
      )}
    </PageFrame>
  );
}

function SubmitDialog({
  open,
  busy,
  fourEyes,
  summary,
  lateNotice,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  fourEyes: boolean;
  summary: string;
  /** Filed after the window: said once more in the confirmation. */
  lateNotice: string | null;
  onCancel: () => void;
  onSubmit: (memo: string) => void;
}) {
  const { t } = useTranslation('user-reports');
  const id = useId();
  const lang = currentLanguage();
  const [attested, setAttested] = useState(false);
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const action = fourEyes ? USER_REPORT_WORKFLOW.actions.submitForInternal : USER_REPORT_WORKFLOW.actions.submit;
  return (
    <Modal
      open={open}
      title={action.label[lang]}
      okText={action.label[lang]}
      cancelText={t('write.cancel')}
      confirmLoading={busy}
      onCancel={onCancel}
      destroyOnHidden
      onOk={() => {
        if (!attested) {
          setError(t('write.attestRequired'));
          return;
        }
        onSubmit(memo.trim());
      }}
    >
      <p>{action.confirm?.[lang]}</p>
      <p className="ur-hint">{summary}</p>
      {lateNotice && <Alert className="ur-alert" type="warning" showIcon title={lateNotice} />}
      <Checkbox
        checked={attested}
        aria-describedby={error ? `${id}-attest-error` : undefined}
        onChange={(e) => {
          setAttested(e.target.checked);
          setError(null);
        }}
      >
        {t('write.attest')}
      </Checkbox>
      {error && (
        <p id={`${id}-attest-error`} className="ur-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="field ur-memo">
        <label className="field-label" htmlFor={`${id}-memo`}>
          {t('write.memo')}
        </label>
        <Input.TextArea
          id={`${id}-memo`}
          rows={3}
          maxLength={USER_REPORT_MEMO_MAX}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
        />
      </div>
    </Modal>
  );
}

export default function ReportWriteRoute() {
  return <ReportWritePage />;
}
