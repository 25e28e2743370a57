import type { TInquiryStatus, TUserStatus } from '@portal/contract';
import type { ReactNode } from 'react';
import './status-tag.css';

/** The tones a status can take: done, waiting, new, refused, and neutral. */
export type StatusTone = 'green' | 'gold' | 'blue' | 'red' | 'grey';

/**
 * The one status tag of the portal (members, staff, inquiries): the label the caller gives, in a tone
 * whose colours reach WCAG AA contrast (status-tag.css; Ant Design's preset colours do not). A plain
 * element drawn as Ant Design's tag is (status-tag.css): the tag component and its style engine stay out
 * of the screens that show only statuses, the home page among them (decision 051).
 */
export function StatusTag({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return <span className={tone === 'grey' ? 'status-tag ws-tag' : `status-tag ws-tag ws-tag-${tone}`}>{children}</span>;
}

/** The tone of each member status (member information, approvals, the staff list). */
export const MEMBER_STATUS_TONE: Record<TUserStatus | 'SUSPENDED', StatusTone> = {
  ACTIVE: 'green',
  PENDING_APPROVAL: 'gold',
  UNVERIFIED: 'blue',
  DORMANT: 'grey',
  REFUSED: 'red',
  WITHDRAWN: 'grey',
  // A membership deactivated by the company's identity provider (SCIM, decision 089).
  SUSPENDED: 'red',
};

/** The tone of each inquiry status (inquiry lists and details, the member home). */
export const INQUIRY_STATUS_TONE: Record<TInquiryStatus, StatusTone> = { AWAITING: 'gold', ANSWERED: 'green' };
