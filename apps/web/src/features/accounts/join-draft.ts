import type { TTermsAgreement, TYn } from '@portal/contract';
import { session } from '../../lib/storage';

/** What the terms step hands to the information step (kept in session storage for a reload of the form). */
export interface JoinDraft {
  /** new: the company is new to the portal; added: staff of a registered company; invitation: from a mail. */
  type: 'new' | 'added' | 'invitation';
  invitationToken?: string;
  agreements: TTermsAgreement[];
  newsletterYn: TYn;
}

const KEY = 'join_draft';

export const joinDraft = {
  get(): JoinDraft | null {
    try {
      const value = JSON.parse(session.get(KEY) ?? 'null') as JoinDraft | null;
      return value && Array.isArray(value.agreements) ? value : null;
    } catch {
      return null;
    }
  },
  set: (draft: JoinDraft) => session.set(KEY, JSON.stringify(draft)),
  clear: () => session.remove(KEY),
};

export const joinTypeOf = (raw: string | null): 'new' | 'added' => (raw === 'added' ? 'added' : 'new');
