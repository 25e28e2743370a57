import type { TUserStatus } from '@portal/contract';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/**
 * A member's status as a tag. Ant Design's preset gold and green tags have too little contrast
 * (2.8:1 and 3.4:1), so the colours are set here at WCAG AA (6.5:1 and 5.4:1).
 */
const COLOURS: Partial<Record<TUserStatus, { color: string; background: string; borderColor: string }>> = {
  PENDING_APPROVAL: { color: '#874d00', background: '#fffbe6', borderColor: '#ffe58f' },
  ACTIVE: { color: '#237804', background: '#f6ffed', borderColor: '#b7eb8f' },
};

export function StatusTag({ status }: { status: TUserStatus }) {
  const { t } = useTranslation('accounts');
  return <Tag style={COLOURS[status]}>{t(`status.${status}`)}</Tag>;
}
