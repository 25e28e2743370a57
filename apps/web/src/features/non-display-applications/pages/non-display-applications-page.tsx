import {
  NON_DISPLAY_APPLICATION_NAME_MAX,
  NON_DISPLAY_ENVIRONMENTS,
  NON_DISPLAY_ENVIRONMENT_LABELS,
  NON_DISPLAY_PURPOSE_LABELS,
  NON_DISPLAY_USES,
  NON_DISPLAY_USE_LABELS,
  nonDisplayDetailPage,
  type TNonDisplayApplication,
  type TNonDisplayEnvironment,
  type TNonDisplayUse,
} from '@portal/contract';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { DateField } from '../../../components/form/date-field';
import dayjs, { type Dayjs } from '../../../components/form/dayjs';
import { formRules } from '../../../components/form/field-rules';
import { useListState } from '../../../components/list/list-state';
import { ListTable, type ListColumn } from '../../../components/list/list-table';
import { ListToolbar } from '../../../components/list/list-toolbar';
import { ListView } from '../../../components/list/list-view';
import { PageFrame } from '../../../components/page-frame';
import { StatusTag } from '../../../components/status-tag';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useApplications, useDeleteApplication, useSaveApplication, useTiers } from '../api/non-display-applications';
import { formatBillingMonth } from '../../../lib/format';
import { TierTable } from '../components/tier-table';
import '../non-display-applications.css';

const DATE = 'YYYY-MM-DD';
const TIER_MONTHS = 6;

interface Values {
  name: string;
  purpose: TNonDisplayUse;
  environment: TNonDisplayEnvironment;
  startDate: Dayjs;
  endDate?: Dayjs | null;
}

/** The dialog that adds or changes an application; every field has its visible label, dates are typed or picked. */
function ApplicationDialog({
  editing,
  onClose,
}: {
  editing: TNonDisplayApplication | 'new' | null;
  onClose: (drafted: number | null) => void;
}) {
  const { t } = useTranslation('non-display-applications');
  const rules = formRules(t);
  const lang = currentLanguage();
  const { message } = useFeedback();
  const save = useSaveApplication();
  const [form] = Form.useForm<Values>();
  const existing = editing && editing !== 'new' ? editing : null;
  const initial: Partial<Values> = existing
    ? {
        name: existing.name,
        purpose: existing.purpose,
        environment: existing.environment,
        startDate: dayjs(existing.startDate),
        endDate: existing.endDate ? dayjs(existing.endDate) : null,
      }
    : { environment: 'PRODUCTION' };

  const submit = async (v: Values) => {
    try {
      const changed = await save.mutateAsync({
        applicationId: existing?.applicationId,
        body: {
          name: v.name.trim(),
          purpose: v.purpose,
          environment: v.environment,
          startDate: v.startDate.format(DATE),
          endDate: v.endDate ? v.endDate.format(DATE) : null,
        },
      });
      void message.success(existing ? t('form.saved', { name: v.name.trim() }) : t('form.added', { name: v.name.trim() }));
      onClose(changed.draftedDeclarationId);
    } catch (err) {
      const text = err instanceof ApiError && err.message ? err.message : t('common:error.api');
      const field = err instanceof ApiError && err.errorCode === 'NDA1N4001' ? 'endDate' : 'name';
      form.setFields([{ name: field, errors: [text] }]);
    }
  };

  return (
    <Modal
      open={editing !== null}
      title={existing ? t('form.editTitle') : t('form.addTitle')}
      okText={existing ? t('form.save') : t('form.add')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={() => onClose(null)}
      destroyOnHidden
    >
      <Form<Values>
        noValidate
        form={form}
        layout="vertical"
        name="non-display-application"
        initialValues={initial}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item name="name" label={t('field.name')} rules={[rules.enter(t('field.name'))]}>
          <Input maxLength={NON_DISPLAY_APPLICATION_NAME_MAX} showCount autoComplete="off" autoFocus />
        </Form.Item>
        <Form.Item
          name="purpose"
          label={t('field.purpose')}
          extra={t('form.purposeHint')}
          rules={[{ required: true, message: t('form.purposeRequired') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            options={NON_DISPLAY_USES.map((u) => ({ value: u, label: NON_DISPLAY_USE_LABELS[u][lang] }))}
          />
        </Form.Item>
        <Form.Item name="environment" label={t('field.environment')} extra={t('form.environmentHint')} rules={[{ required: true }]}>
          <Select options={NON_DISPLAY_ENVIRONMENTS.map((e) => ({ value: e, label: NON_DISPLAY_ENVIRONMENT_LABELS[e][lang] }))} />
        </Form.Item>
        <div className="nda-dates">
          <Form.Item name="startDate" label={t('field.startDate')} rules={[{ required: true, message: t('form.startRequired') }]}>
            <DateField format={DATE} placeholder={DATE} className="nda-date" />
          </Form.Item>
          <Form.Item name="endDate" label={t('field.endDate')} extra={t('form.endHint')}>
            <DateField format={DATE} placeholder={DATE} className="nda-date" />
          </Form.Item>
        </div>
      </Form>
    </Modal>
  );
}

/**
 * The non-display application inventory (/report/non-display-applications): the company's applications with their
 * purpose, environment and dates (add, change, remove after a confirmation; search and filter by purpose, paged), the
 * tiers they give month by month with their fees, and the declaration change they drafted, to review and submit.
 */
export default function NonDisplayApplicationsPage() {
  const { t } = useTranslation('non-display-applications');
  const lang = currentLanguage();
  const { message, modal } = useFeedback();
  const { state, update } = useListState([], { categoryKey: 'purpose' });
  const query = useApplications({
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    searchText: state.keyword || undefined,
    purposes: state.categories.filter((c): c is TNonDisplayUse => (NON_DISPLAY_USES as readonly string[]).includes(c)),
  });
  const tiers = useTiers(TIER_MONTHS);
  const remove = useDeleteApplication();
  const [editing, setEditing] = useState<TNonDisplayApplication | 'new' | null>(null);
  const summary = tiers.data;
  const change = summary?.openChange ?? null;
  const estimate = summary?.changeEstimate ?? null;

  const confirmRemove = (a: TNonDisplayApplication) =>
    modal.confirm({
      title: t('remove.title', { name: a.name }),
      content: t('remove.text'),
      okText: t('remove.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(a.applicationId);
          void message.success(t('remove.done', { name: a.name }));
        } catch (err) {
          void message.error(err instanceof ApiError && err.message ? err.message : t('common:error.api'));
        }
      },
    });

  const columns: ListColumn<TNonDisplayApplication>[] = [
    { key: 'name', header: t('field.name'), className: 'col-nda-name', cell: (a) => <span className="nda-name">{a.name}</span> },
    {
      key: 'purpose',
      header: t('field.purpose'),
      className: 'col-nda-purpose',
      dataLabel: () => t('field.purpose'),
      cell: (a) => (
        <>
          {NON_DISPLAY_USE_LABELS[a.purpose][lang]}
          <div className="nda-hint">{t('list.usageItem', { item: NON_DISPLAY_PURPOSE_LABELS[a.usageItem][lang] })}</div>
        </>
      ),
    },
    {
      key: 'environment',
      header: t('field.environment'),
      className: 'col-nda-environment',
      dataLabel: () => t('field.environment'),
      cell: (a) => (
        <>
          {NON_DISPLAY_ENVIRONMENT_LABELS[a.environment][lang]} {!a.counted && <StatusTag tone="grey">{t('list.notCounted')}</StatusTag>}
        </>
      ),
    },
    {
      key: 'period',
      header: t('field.period'),
      className: 'col-nda-period',
      dataLabel: () => t('field.period'),
      cell: (a) => t('list.period', { start: a.startDate, end: a.endDate ?? t('list.open') }),
    },
    {
      key: 'actions',
      header: t('field.actions'),
      className: 'col-nda-actions',
      cell: (a) => (
        <div className="nda-actions">
          <Button size="small" onClick={() => setEditing(a)} aria-label={t('list.editFor', { name: a.name })}>
            {t('list.edit')}
          </Button>
          <Button size="small" danger onClick={() => confirmRemove(a)} aria-label={t('remove.buttonFor', { name: a.name })}>
            {t('remove.button')}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <PageFrame
      title={t('page.title')}
      lead={t('page.lead')}
      actions={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
          {t('form.addButton')}
        </Button>
      }
    >
      <Alert type="info" showIcon className="nda-note" message={t('page.ruleTitle')} description={t('page.rule')} />
      {change && (
        <Alert
          type="warning"
          showIcon
          className="nda-note"
          role="status"
          message={t('draft.title')}
          description={
            <>
              <p>{t('draft.text', { number: change.number })}</p>
              {estimate && (
                <p className="nda-estimate">
                  {t('draft.estimate', {
                    monthly: estimate.monthlyFeeText,
                    month: formatBillingMonth(estimate.month, lang),
                    fee: estimate.feeText,
                    bill: formatBillingMonth(estimate.firstBillMonth, lang),
                  })}
                </p>
              )}
              <Link to={nonDisplayDetailPage(change.declarationId)}>{t('draft.link', { number: change.number })}</Link>
            </>
          }
        />
      )}
      <section aria-labelledby="nda-tiers-title" className="nda-section">
        <h2 id="nda-tiers-title" className="nda-heading">
          {t('tiers.title')}
        </h2>
        {summary?.inEffect ? (
          <p className="nda-hint">
            {t('tiers.inEffect', {
              number: summary.inEffect.number,
              date: summary.inEffect.effectiveDate ?? '-',
            })}
          </p>
        ) : (
          summary && (
            <p className="nda-hint">
              {t('tiers.noDeclaration')} <Link to="/report/non-display-write">{t('tiers.fileDeclaration')}</Link>
            </p>
          )
        )}
        {tiers.isPending ? (
          <Spin aria-label={t('tiers.loading')} />
        ) : tiers.isError || !summary ? (
          <Alert type="error" message={t('common:error.api')} />
        ) : (
          <>
            <TierTable summary={summary} />
            <p className="nda-hint">{t('tiers.feeNote')}</p>
          </>
        )}
      </section>
      <section aria-labelledby="nda-list-title" className="nda-section">
        <h2 id="nda-list-title" className="nda-heading">
          {t('list.title')}
        </h2>
        <ListToolbar
          state={state}
          onChange={update}
          categories={NON_DISPLAY_USES.map((u) => ({ value: u, label: NON_DISPLAY_USE_LABELS[u][lang] }))}
          categoryLabel={t('field.purpose')}
          totalCount={query.data?.totalCount}
          searchLabel={t('list.search')}
          searchPlaceholder={t('list.searchPlaceholder')}
        />
        <ListView
          query={query}
          state={state}
          onChange={update}
          searching={!!state.keyword || state.categories.length > 0}
          emptyText={t('list.empty')}
        >
          {(page) => (
            <div className="nda-table-wrap">
              <ListTable
                caption={t('list.title')}
                items={page.items}
                columns={columns}
                rowKey={(a) => a.applicationId}
                className="bulletin-table nda-table"
              />
            </div>
          )}
        </ListView>
      </section>
      <ApplicationDialog
        editing={editing}
        onClose={(drafted) => {
          setEditing(null);
          if (drafted) void message.info(t('draft.toast'));
        }}
      />
    </PageFrame>
  );
}
