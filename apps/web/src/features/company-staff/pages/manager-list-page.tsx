import {
  formatKoreaDate,
  MULTI_VALUE_SEPARATOR,
  STAFF_DELETE_REASON_MAX_BYTES,
  STAFF_EXPORT_MAX,
  STAFF_SORT_FIELDS,
  STAFF_STATUS_LABELS,
  STAFF_STATUSES,
  type TStaffMember,
  type TStaffSearchRequest,
  type TStaffStatus,
} from '@portal/contract';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import FileExcelOutlined from '@ant-design/icons/es/icons/FileExcelOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import UserAddOutlined from '@ant-design/icons/es/icons/UserAddOutlined';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Button from 'antd/es/button';
import ConfigProvider from 'antd/es/config-provider';
import Form from 'antd/es/form';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import Tag from 'antd/es/tag';
import { Fragment, useContext, useId, useMemo, useState, type ReactNode } from 'react';
import { namedClear } from '../../../components/form/clear-icon';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useDeleteStaff } from '../api/delete-staff';
import { exportStaff } from '../api/export-staff';
import { useInviteStaff } from '../api/invite-staff';
import { useStaff } from '../../../lib/calls/staff';
import { CompanyAdminButton } from '../components/company-admin-button';
import { useRoles } from '../../../components/use-roles';
import { saveBlob } from '../../../components/download/save-blob';
import { byteCounter, formRules } from '../../../components/form/field-rules';
import { isSearching, useListState } from '../../../components/list/list-state';
import { ListPagination } from '../../../components/list/list-pagination';
import { ListEmpty, ListFailed } from '../../../components/list/list-states';
import { ListCount, PageSizeSelect, SortSelect } from '../../../components/list/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { MEMBER_STATUS_TONE, StatusTag } from '../../../components/status-tag';
import '../company-staff.css';

type SortBy = (typeof STAFF_SORT_FIELDS)[number];
const SORT_BY_KEYS = ['sortBy'];
/**
 * Selected rows on a light tint: the tint the theme derives from its dark primary colour is a mid blue
 * on which the row's grey hints (e-mail, approval date) fall below the AA contrast ratio.
 */
const TABLE_THEME = { components: { Table: { rowSelectedBg: '#e8eef8', rowSelectedHoverBg: '#dbe5f4' } } };

/**
 * The list state of the screen, kept in the URL by the kit (defaults omitted): the statuses are the
 * list's multiple-choice filter (`status=`, joined with a vertical bar), the sort field a key of its own.
 */
function useStaffListState() {
  const { state: list, update: updateList, extra, setExtra } = useListState(SORT_BY_KEYS, { categoryKey: 'status' });
  const sortBy = ((STAFF_SORT_FIELDS as readonly string[]).includes(extra.sortBy ?? '') ? extra.sortBy : 'registeredAt') as SortBy;
  const state = {
    ...list,
    statuses: list.categories.filter((s): s is TStaffStatus => (STAFF_STATUSES as readonly string[]).includes(s)),
    sortBy,
  };
  const update = (change: Partial<typeof state>) => {
    if (change.sortBy) setExtra('sortBy', change.sortBy === 'registeredAt' ? null : change.sortBy);
    else updateList(change.statuses ? { categories: change.statuses } : change);
  };
  return { list, state, update };
}

/**
 * The table measures its column widths in a hidden copy of the header row (aria-hidden); the select-all
 * checkbox must not be copied there, where it would stay focusable inside an aria-hidden row.
 */
function OutsideMeasureRow({ children }: { children: ReactNode }) {
  return useContext(TableMeasureRowContext) ? null : children;
}

/**
 * An e-mail address that wraps only where a reader expects it (after the @, before a dot of the
 * domain), never mid-word: the narrow column of a phone otherwise cut "alpha-secu|rities".
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <span className="ws-email">{email}</span>;
  // Each piece keeps together (a hyphen is no break point); the <wbr> between pieces is one.
  const pieces = [
    email.slice(0, at + 1),
    ...email
      .slice(at + 1)
      .split('.')
      .map((part, i) => (i ? `.${part}` : part)),
  ];
  return (
    <span className="ws-email">
      {pieces.map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="ws-email-part">{piece}</span>
        </Fragment>
      ))}
    </span>
  );
}

type InviteKind = 'member' | 'subscriber';

function InviteDialog({ kind, onClose }: { kind: InviteKind | null; onClose: () => void }) {
  const { t } = useTranslation('company-staff');
  const rules = formRules(t);
  const { message } = useFeedback();
  const invite = useInviteStaff();
  const [form] = Form.useForm<{ email: string; mailLanguageCode: '01' | '02' }>();
  const submit = async (values: { email: string; mailLanguageCode: '01' | '02' }) => {
    if (!kind) return;
    try {
      await invite.mutateAsync({ kind, body: { email: values.email.trim(), mailLanguageCode: values.mailLanguageCode } });
      void message.success(t(`staff.invite.${kind}.sent`, { email: values.email.trim() }));
      onClose();
    } catch (err) {
      form.setFields([{ name: 'email', errors: [err instanceof ApiError && err.message ? err.message : t('common:error.api')] }]);
    }
  };
  return (
    <Modal
      open={!!kind}
      title={kind ? t(`staff.invite.${kind}.title`) : ''}
      okText={t('staff.invite.send')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: invite.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {kind && <p className="ws-lead">{t(`staff.invite.${kind}.lead`)}</p>}
      <Form
        noValidate
        form={form}
        layout="vertical"
        name={`invite-${kind ?? ''}`}
        initialValues={{ mailLanguageCode: currentLanguage() === 'ko' ? '01' : '02' }}
        onFinish={submit}
      >
        <Form.Item name="email" label={t('staff.field.email')} rules={[rules.enter(t('staff.field.email')), rules.email()]}>
          <Input type="email" autoComplete="off" maxLength={254} autoFocus />
        </Form.Item>
        <Form.Item name="mailLanguageCode" label={t('staff.field.mailLanguage')} rules={[rules.select(t('staff.field.mailLanguage'))]}>
          <Radio.Group
            options={[
              { value: '01', label: t('components:language.ko') },
              { value: '02', label: t('components:language.en') },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DeleteDialog({ member, onClose }: { member: TStaffMember | null; onClose: () => void }) {
  const { t } = useTranslation('company-staff');
  const rules = formRules(t);
  const { message, modal } = useFeedback();
  const remove = useDeleteStaff();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = ({ reason }: { reason: string }) => {
    if (!member) return;
    modal.confirm({
      title: t('staff.delete.confirmTitle', { name: member.name }),
      content: t('staff.delete.confirmText'),
      okText: t('staff.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ userId: member.userId, body: { reason: reason.trim() } });
          void message.success(t('staff.delete.done', { name: member.name }));
          onClose();
        } catch (err) {
          form.setFields([{ name: 'reason', errors: [err instanceof ApiError && err.message ? err.message : t('common:error.api')] }]);
        }
      },
    });
  };
  return (
    <Modal
      open={!!member}
      title={member ? t('staff.delete.title', { name: member.name }) : ''}
      okText={t('staff.delete.ok')}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText={t('common:action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {member && <p className="ws-lead">{t('staff.delete.lead', { name: member.name, email: member.loginEmail })}</p>}
      <Form form={form} layout="vertical" name="delete-member" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('staff.delete.reason')}
          rules={[rules.enter(t('staff.delete.reason')), rules.bytes(t('staff.delete.reason'), STAFF_DELETE_REASON_MAX_BYTES)]}
        >
          <Input.TextArea rows={4} count={byteCounter(STAFF_DELETE_REASON_MAX_BYTES)} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Manage members (/mypage/manager-list): the staff of the company in use with their status, dates and
 * last sign-in; search, status filter, sort, page size (all in the URL); invite a member or a newsletter
 * subscriber; remove a member with a reason after a confirmation; export the selected rows to Excel.
 */
export default function ManagerListPage() {
  const { t } = useTranslation('company-staff');
  const id = useId();
  const { message } = useFeedback();
  const { user } = useSession();
  // A company administrator (03) designates and revokes the administrators of their company (decision 086).
  const designates = useRoles().may('company.admin');
  // On a phone the member column is as wide as the room left beside the check box and the fixed actions, so its e-mails wrap (at @ and dots) instead of hiding under the actions.
  const wide = Grid.useBreakpoint().md !== false;
  const { list: listState, state, update } = useStaffListState();
  const [text, setText] = useState(state.keyword);
  const [selected, setSelected] = useState<number[]>([]);
  const [inviting, setInviting] = useState<InviteKind | null>(null);
  const [deleting, setDeleting] = useState<TStaffMember | null>(null);
  const [exporting, setExporting] = useState(false);
  const lang = currentLanguage();
  // Names and e-mail addresses sort A to Z; dates newest or oldest first.
  const alpha = state.sortBy === 'name' || state.sortBy === 'loginEmail';
  const request: TStaffSearchRequest = useMemo(
    () => ({
      searchText: state.keyword || undefined,
      statusCodes: state.statuses.length ? state.statuses.join(MULTI_VALUE_SEPARATOR) : undefined,
      sortBy: state.sortBy,
      sort: state.sort,
      pageNumber: state.pageNumber,
      pageSize: state.pageSize,
    }),
    [state.keyword, state.statuses, state.sortBy, state.sort, state.pageNumber, state.pageSize],
  );
  const list = useStaff(request);

  const doExport = async () => {
    setExporting(true);
    try {
      const blob = await exportStaff({ userIds: selected });
      saveBlob(blob, t('staff.export.fileName', { date: formatKoreaDate(Date.now()).replaceAll('-', '') }));
      void message.success(t('staff.export.done', { count: selected.length }));
    } catch {
      /* lib/api showed the message */
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageFrame
      title={t('staff.title')}
      lead={t('staff.lead')}
      actions={
        <>
          <Button icon={<UserAddOutlined aria-hidden />} type="primary" onClick={() => setInviting('member')}>
            {t('staff.invite.member.button')}
          </Button>
          <Button icon={<MailOutlined aria-hidden />} onClick={() => setInviting('subscriber')}>
            {t('staff.invite.subscriber.button')}
          </Button>
        </>
      }
    >
      {/* A search region, not a form: the box searches on Enter or its button (a form without a submit button fails WCAG 2 H32). */}
      <div role="search" className="ws-toolbar">
        <div className="ws-field ws-field-grow">
          <label htmlFor={`${id}-keyword`}>{t('staff.search.label')}</label>
          <Input.Search
            id={`${id}-keyword`}
            value={text}
            maxLength={100}
            allowClear={namedClear}
            placeholder={t('staff.search.placeholder')}
            enterButton={t('common:action.search')}
            onChange={(e) => setText(e.target.value)}
            onSearch={(v, _e, info) => update({ keyword: info?.source === 'clear' ? '' : v.trim() })}
          />
        </div>
        <div className="ws-field">
          <label htmlFor={`${id}-status`}>{t('staff.field.status')}</label>
          <Select
            id={`${id}-status`}
            className="ws-select-wide"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('staff.search.allStatuses')}
            value={state.statuses}
            options={STAFF_STATUSES.map((s) => ({ value: s, label: STAFF_STATUS_LABELS[s][lang] }))}
            onChange={(statuses: TStaffStatus[]) => update({ statuses })}
          />
        </div>
        <div className="ws-field">
          <label htmlFor={`${id}-sortBy`}>{t('staff.search.sortBy')}</label>
          <Select
            id={`${id}-sortBy`}
            className="ws-select"
            value={state.sortBy}
            options={STAFF_SORT_FIELDS.map((f) => ({ value: f, label: t(`staff.sortBy.${f}`) }))}
            onChange={(sortBy: SortBy) => update({ sortBy })}
          />
        </div>
        <SortSelect
          value={state.sort}
          onChange={(sort) => update({ sort })}
          labels={alpha ? { newest: t('list.descending'), oldest: t('list.ascending') } : undefined}
        />
        <PageSizeSelect value={state.pageSize} onChange={(pageSize) => update({ pageSize })} />
      </div>
      <div className="ws-table-bar">
        <ListCount totalCount={list.data?.totalCount} text={(count) => t('list.total', { count })} />
        <span className="ws-selected" aria-live="polite">
          {t('staff.selected', { count: selected.length })}
        </span>
        <Button
          icon={<FileExcelOutlined aria-hidden />}
          disabled={selected.length === 0 || selected.length > STAFF_EXPORT_MAX}
          loading={exporting}
          onClick={() => void doExport()}
        >
          {t('staff.export.button')}
        </Button>
      </div>
      <p className="ws-scroll-hint">
        {t('staff.scrollHint')} <span aria-hidden>→</span>
      </p>
      <ConfigProvider theme={TABLE_THEME}>
        <Table<TStaffMember>
          className="ws-staff-table"
          rowKey="userId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 1080 }}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            columnTitle: (checkbox) => <OutsideMeasureRow>{checkbox}</OutsideMeasureRow>,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (m) => ({ 'aria-label': t('staff.selectRow', { name: m.name }) }),
          }}
          locale={{
            emptyText: list.isError ? (
              <ListFailed onRetry={() => void list.refetch()} />
            ) : (
              <ListEmpty searching={isSearching(listState)} emptyText={t('staff.empty')} noResultsText={t('staff.emptySearch')} />
            ),
          }}
          pagination={false}
          columns={[
            {
              key: 'name',
              title: t('staff.field.member'),
              width: wide ? 280 : 160,
              render: (_, m) => (
                <>
                  <div className="ws-strong">
                    {m.name}
                    {m.userId === user?.id && <Tag className="ws-me">{t('staff.me')}</Tag>}
                    {m.companyAdmin && <Tag color="blue">{t('staff.admin.tag')}</Tag>}
                  </div>
                  <div className="ws-hint">
                    <EmailText email={m.loginEmail} />
                  </div>
                </>
              ),
            },
            {
              key: 'dept',
              title: t('staff.field.department'),
              render: (_, m) => [m.department, m.chargeJob].filter(Boolean).join(' / ') || '-',
            },
            { key: 'phone', title: t('staff.field.phone'), render: (_, m) => m.officePhone || m.mobilePhone || '-' },
            {
              key: 'status',
              title: t('staff.field.status'),
              render: (_, m) => <StatusTag tone={MEMBER_STATUS_TONE[m.statusCode]}>{m.statusName}</StatusTag>,
            },
            {
              key: 'registeredAt',
              title: t('staff.field.registeredAt'),
              render: (_, m) => (
                <>
                  <div>{formatDate(m.registeredAt)}</div>
                  <div className="ws-hint">
                    {m.approvedAt ? t('staff.approvedOn', { date: formatDate(m.approvedAt) }) : t('staff.notApproved')}
                  </div>
                </>
              ),
            },
            {
              key: 'lastLoginAt',
              title: t('staff.field.lastLoginAt'),
              render: (_, m) => (m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t('staff.neverSignedIn')),
            },
            {
              key: 'actions',
              title: t('staff.field.actions'),
              fixed: 'right',
              width: designates ? 240 : 120,
              render: (_, m) =>
                m.userId === user?.id ? (
                  <span className="ws-hint">{t('staff.self')}</span>
                ) : (
                  <span className="ws-actions">
                    {designates && <CompanyAdminButton member={m} />}
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      onClick={() => setDeleting(m)}
                      aria-label={t('staff.delete.label', { name: m.name })}
                    >
                      {t('staff.delete.button')}
                    </Button>
                  </span>
                ),
            },
          ]}
        />
      </ConfigProvider>
      {list.data && <ListPagination state={listState} totalCount={list.data.totalCount} onChange={update} />}
      <InviteDialog kind={inviting} onClose={() => setInviting(null)} />
      <DeleteDialog
        member={deleting}
        onClose={() => {
          if (deleting) setSelected((s) => s.filter((x) => x !== deleting.userId));
          setDeleting(null);
        }}
      />
    </PageFrame>
  );
}
