import {
  formatPersonName,
  LIST_PAGE_SIZES,
  MEMBER_FIELD_RULES,
  type TPendingMember,
  type TPendingMemberSearchRequest,
} from '@portal/contract';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { namedClear } from '../../../components/form/clear-icon';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { useStaffMembers } from '../api/search-staff-members';
import { useMemberDecision } from '../api/use-member-decision';
import { companyLabel } from '../components/company-picker';
import { byteCount, errorTextOf, fieldRules } from '../components/field-rules';
import { MypageFrame } from '../components/mypage-frame';
import { MEMBER_STATUS_TONE, StatusTag } from '../../../components/status-tag';
import { usePaginationItemRender } from '../../../components/list/pagination-items';
import { currentLanguage } from '../../../lib/i18n';

const STATUSES = ['PENDING_APPROVAL', 'UNVERIFIED', 'REFUSED', 'ACTIVE'] as const;
type Status = (typeof STATUSES)[number];

/**
 * The staff screen (roles 05, 06) where new members are approved as full members or refused with a
 * reason; the member is told by mail. The filter and page live in the URL.
 */
export default function MemberApprovalPage() {
  const { t } = useTranslation('accounts');
  const itemRender = usePaginationItemRender();
  const rules = fieldRules(t);
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const status = (STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as Status)
    : 'PENDING_APPROVAL';
  const keyword = params.get('keyword') ?? '';
  const pageNumber = Math.max(1, Number(params.get('pageNumber')) || 1);
  const pageSize = (LIST_PAGE_SIZES as readonly number[]).includes(Number(params.get('pageSize'))) ? Number(params.get('pageSize')) : 10;
  const request: TPendingMemberSearchRequest = { status, keyword: keyword || undefined, pageNumber, pageSize };
  const list = useStaffMembers(request);
  const decide = useMemberDecision();
  const [refusing, setRefusing] = useState<TPendingMember | null>(null);
  const [refuseForm] = Form.useForm<{ reason: string }>();
  const [search, setSearch] = useState(keyword);

  const setQuery = (next: Record<string, string | number | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (
        v === undefined ||
        v === '' ||
        (k === 'pageNumber' && Number(v) <= 1) ||
        (k === 'pageSize' && Number(v) <= 10) ||
        (k === 'status' && v === 'PENDING_APPROVAL')
      )
        merged.delete(k);
      else merged.set(k, String(v));
    }
    setParams(merged);
  };

  const nameOf = (m: TPendingMember) => formatPersonName(m, currentLanguage());

  const approve = async (m: TPendingMember) => {
    try {
      await decide.mutateAsync({ userId: m.userId, decision: 'approve' });
      void message.success(t('approval.approved', { name: nameOf(m) }));
    } catch {
      /* lib/api showed the message */
    }
  };
  const refuse = async ({ reason }: { reason: string }) => {
    if (!refusing) return;
    try {
      await decide.mutateAsync({ userId: refusing.userId, decision: 'refuse', reason: reason.trim() });
      void message.success(t('approval.refused', { name: nameOf(refusing) }));
      setRefusing(null);
    } catch (err) {
      refuseForm.setFields([{ name: 'reason', errors: [errorTextOf(err, t('common:error.api'))] }]);
    }
  };

  return (
    <MypageFrame title={t('approval.title')}>
      <p className="field-hint" style={{ marginTop: -8 }}>
        {t('approval.lead')}
      </p>
      <form
        className="approval-toolbar"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ keyword: search.trim(), pageNumber: 1 });
        }}
      >
        <Select
          value={status}
          onChange={(v) => setQuery({ status: v, pageNumber: 1 })}
          options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          style={{ minWidth: 160 }}
          aria-label={t('field.status')}
        />
        <Space.Compact style={{ flex: '1 1 260px', maxWidth: 420 }}>
          <Input
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            maxLength={100}
            placeholder={t('approval.searchPlaceholder')}
            aria-label={t('approval.searchLabel')}
            allowClear={namedClear}
          />
          <Button htmlType="submit" type="primary">
            {t('common:action.search')}
          </Button>
        </Space.Compact>
        <span className="field-hint" role="status" style={{ marginInlineStart: 'auto' }}>
          {t('approval.total', { count: list.data?.totalCount ?? 0 })}
        </span>
      </form>
      <Table<TPendingMember>
        rowKey="userId"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        scroll={{ x: 900 }}
        size="middle"
        pagination={{
          current: pageNumber,
          pageSize,
          total: list.data?.totalCount ?? 0,
          pageSizeOptions: LIST_PAGE_SIZES.map(String),
          showSizeChanger: true,
          itemRender,
          onChange: (p, s) => setQuery({ pageNumber: s !== pageSize ? 1 : p, pageSize: s }),
        }}
        locale={{ emptyText: t('approval.empty') }}
        columns={[
          { key: 'registeredAt', title: t('field.registeredAt'), render: (_, m) => formatDateTime(m.registeredAt), width: 160 },
          {
            key: 'company',
            title: t('field.company'),
            render: (_, m) => m.companies.map((c) => companyLabel(c, t('company.temporary'))).join(', '),
          },
          {
            key: 'name',
            title: t('approval.member'),
            render: (_, m) => (
              <>
                <div style={{ fontWeight: 600 }}>{nameOf(m)}</div>
                <div className="field-hint">{m.loginEmail}</div>
              </>
            ),
          },
          { key: 'dept', title: t('approval.deptJob'), render: (_, m) => [m.department, m.chargeJob].filter(Boolean).join(' / ') || '-' },
          { key: 'phone', title: t('field.officeTelephoneNumber'), dataIndex: 'officeTelephoneNumber' },
          {
            key: 'confirmed',
            title: t('approval.emailConfirmedAt'),
            render: (_, m) => (m.emailConfirmedAt ? formatDateTime(m.emailConfirmedAt) : '-'),
            width: 160,
          },
          {
            key: 'status',
            title: t('field.status'),
            render: (_, m) => <StatusTag tone={MEMBER_STATUS_TONE[m.status]}>{t(`status.${m.status}`)}</StatusTag>,
          },
          {
            key: 'actions',
            title: t('approval.actions'),
            fixed: 'right',
            render: (_, m) =>
              m.status === 'PENDING_APPROVAL' ? (
                <Space wrap>
                  <Popconfirm
                    title={t('approval.approveConfirm', { name: nameOf(m) })}
                    okText={t('approval.approve')}
                    cancelText={t('action.cancel')}
                    onConfirm={() => approve(m)}
                  >
                    <Button type="primary" size="small" aria-label={t('approval.approveLabel', { name: nameOf(m) })}>
                      {t('approval.approve')}
                    </Button>
                  </Popconfirm>
                  <Button
                    danger
                    size="small"
                    aria-label={t('approval.refuseLabel', { name: nameOf(m) })}
                    onClick={() => {
                      refuseForm.resetFields();
                      setRefusing(m);
                    }}
                  >
                    {t('approval.refuse')}
                  </Button>
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
      />
      <Modal
        open={!!refusing}
        title={refusing ? t('approval.refuseTitle', { name: nameOf(refusing) }) : ''}
        onCancel={() => setRefusing(null)}
        okText={t('approval.refuse')}
        okButtonProps={{ danger: true, loading: decide.isPending }}
        cancelText={t('action.cancel')}
        onOk={() => refuseForm.submit()}
        destroyOnHidden
      >
        <Form form={refuseForm} layout="vertical" name="refuse" onFinish={refuse}>
          <Form.Item
            name="reason"
            label={t('field.refuseReason')}
            rules={[rules.enter('refuseReason'), rules.bytes('refuseReason')]}
            extra={
              <div className="hint-below-count">
                {t('approval.reasonHint', {
                  max: MEMBER_FIELD_RULES.refuseReason.maxBytes,
                  maxHangul: Math.floor(MEMBER_FIELD_RULES.refuseReason.maxBytes / 2),
                })}
              </div>
            }
          >
            <Input.TextArea rows={4} count={byteCount('refuseReason')} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </MypageFrame>
  );
}
