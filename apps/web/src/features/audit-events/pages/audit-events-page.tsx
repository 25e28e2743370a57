import {
  AUDIT_EVENT_TYPE_LABELS,
  AUDIT_RETENTION_MAX_DAYS,
  AUDIT_RETENTION_MIN_DAYS,
  AUDIT_EVENT_TYPES,
  LIST_PAGE_SIZES,
  formatKoreaDateTime,
  type TAuditEvent,
  type TAuditEventSearchRequest,
} from '@portal/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ListCount } from '../../../components/list/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { useRoles } from '../../../components/use-roles';
import { currentLanguage } from '../../../lib/i18n';
import { CompanySelect } from '../../../components/company-select/company-select';
import { DaysSetting } from '../../../components/days-setting';
import { IsoDateField } from '../../../components/form/iso-date-field';
import {
  downloadAuditEvents,
  useAuditEventSettings,
  useAuditEvents,
  useCompanyMembers,
  useUpdateAuditEventSettings,
  type AuditScope,
} from '../api/audit-events';

interface Filters {
  from?: string;
  to?: string;
  userId?: number;
  eventTypes?: string[];
  companyId?: number;
}

/**
 * /mypage/audit-events (the company administrator: their company) and /admin/audit-events (the provider
 * administrator: every company, or one): the audit trail of a period with member and event filters, page by page,
 * and its export as CSV or NDJSON (decision 086).
 */
export default function AuditEventsPage() {
  const { t } = useTranslation('audit-events');
  const lang = currentLanguage();
  const { may } = useRoles();
  const scope: AuditScope = may('auditEvents.manage') ? 'provider' : 'company';
  const { message } = useFeedback();
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = useState({ pageNumber: 1, pageSize: 10 });
  const [busy, setBusy] = useState(false);
  const body: TAuditEventSearchRequest = {
    ...filters,
    eventTypes: filters.eventTypes?.join('|') || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    ...paging,
  };
  const { data, isFetching } = useAuditEvents(scope, body);
  const members = useCompanyMembers(scope === 'company');
  const settings = useAuditEventSettings(scope === 'provider');
  const saveSettings = useUpdateAuditEventSettings();
  const [form] = Form.useForm<Filters>();
  const companyId = Form.useWatch('companyId', form);
  const exportAs = async (format: 'csv' | 'ndjson') => {
    setBusy(true);
    try {
      await downloadAuditEvents(scope, { ...filters, eventTypes: body.eventTypes, format });
    } catch {
      message.error(t('common:error.api'));
    } finally {
      setBusy(false);
    }
  };
  const columns = [
    { key: 'occurredAt', title: t('column.occurredAt'), render: (e: TAuditEvent) => formatKoreaDateTime(e.occurredAt, { seconds: true }) },
    { key: 'eventType', title: t('column.eventType'), render: (e: TAuditEvent) => AUDIT_EVENT_TYPE_LABELS[e.eventType][lang] },
    { key: 'action', title: t('column.action'), dataIndex: 'action' },
    ...(scope === 'provider' ? [{ key: 'companyName', title: t('column.company'), dataIndex: 'companyName' }] : []),
    { key: 'userName', title: t('column.member'), render: (e: TAuditEvent) => (e.userName ? `${e.userName} (${e.loginEmail})` : '') },
    { key: 'target', title: t('column.target'), dataIndex: 'target' },
    { key: 'ip', title: t('column.ip'), dataIndex: 'ip' },
  ];
  return (
    <PageFrame title={t('page.title')}>
      <p>{t('page.lead')}</p>
      {scope === 'provider' && (
        <DaysSetting
          value={settings.data?.retentionDays}
          min={AUDIT_RETENTION_MIN_DAYS}
          max={AUDIT_RETENTION_MAX_DAYS}
          texts={{
            label: t('retention.label'),
            hint: t('retention.hint', { min: AUDIT_RETENTION_MIN_DAYS }),
            unchanged: t('retention.unchanged'),
            invalid: t('retention.invalid', { min: AUDIT_RETENTION_MIN_DAYS, max: AUDIT_RETENTION_MAX_DAYS }),
            saved: (days) => t('retention.saved', { days }),
          }}
          save={async (days) => (await saveSettings.mutateAsync(days)).retentionDays}
          saving={saveSettings.isPending}
        />
      )}
      <Form<Filters>
        form={form}
        layout="inline"
        aria-label={t('filter.label')}
        onFinish={(values) => {
          setFilters(values);
          setPaging((p) => ({ ...p, pageNumber: 1 }));
        }}
      >
        <Form.Item name="from" label={t('filter.from')}>
          <IsoDateField />
        </Form.Item>
        <Form.Item name="to" label={t('filter.to')}>
          <IsoDateField />
        </Form.Item>
        <Form.Item name="userId" label={t('filter.userId')}>
          {scope === 'company' ? (
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              style={{ minWidth: 200 }}
              options={(members.data?.items ?? []).map((m) => ({ value: m.userId, label: `${m.name} (${m.loginEmail})` }))}
            />
          ) : (
            <InputNumber min={1} />
          )}
        </Form.Item>
        <Form.Item name="eventTypes" label={t('filter.eventTypes')}>
          <Select
            mode="multiple"
            allowClear
            style={{ minWidth: 200 }}
            options={AUDIT_EVENT_TYPES.map((v) => ({ value: v, label: AUDIT_EVENT_TYPE_LABELS[v][lang] }))}
          />
        </Form.Item>
        {scope === 'provider' && (
          <Form.Item name="companyId" noStyle>
            <CompanySelect
              value={companyId}
              onChange={(id) => form.setFieldValue('companyId', id ?? undefined)}
              label={t('filter.companyId')}
              placeholder={t('filter.companyPlaceholder')}
              notFound={t('filter.companyNotFound')}
            />
          </Form.Item>
        )}
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('filter.search')}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '12px 0' }}>
        <Button loading={busy} onClick={() => void exportAs('csv')}>
          {t('export.csv')}
        </Button>
        <Button loading={busy} onClick={() => void exportAs('ndjson')}>
          {t('export.ndjson')}
        </Button>
        <span>{t('page.zone')}</span>
        <span style={{ marginInlineStart: 'auto' }}>
          <ListCount totalCount={data?.totalCount} capped={data?.totalCountCapped} />
        </span>
      </div>
      <Table<TAuditEvent>
        rowKey="id"
        scroll={{ x: true }}
        loading={isFetching}
        columns={columns}
        dataSource={data?.items ?? []}
        locale={{ emptyText: t('page.empty') }}
        pagination={{
          current: paging.pageNumber,
          pageSize: paging.pageSize,
          total: data?.totalCount ?? 0,
          pageSizeOptions: LIST_PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (pageNumber, pageSize) => setPaging({ pageNumber, pageSize }),
        }}
      />
    </PageFrame>
  );
}
