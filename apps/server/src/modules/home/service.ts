import { BBS_CODES, HOME_LIST_SIZE, PROVIDER_ROLES, type TLanguage, type TMemberHome, type TShortcut } from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { searchContents } from '../bulletins';
import { recentInquiries } from '../inquiries';
import { searchNotices } from '../notices';
import { recentReportsOf } from '../user-reports';

interface ShortcutDef {
  shortcutId: string;
  ko: string;
  en: string;
  pageUri: string;
  /** Shown only to provider staff. */
  provider?: boolean;
}

const SHORTCUTS: ShortcutDef[] = [
  { shortcutId: 'inquiry-write', ko: '1:1 문의하기', en: 'New 1:1 inquiry', pageUri: '/mypage/my-inquiry-write' },
  { shortcutId: 'my-inquiries', ko: '나의 문의 내역', en: 'My inquiries', pageUri: '/mypage/my-inquiry-list' },
  { shortcutId: 'manager-list', ko: '회원 관리', en: 'Manage members', pageUri: '/mypage/manager-list' },
  { shortcutId: 'member-info', ko: '회원정보 수정', en: 'Edit member information', pageUri: '/mypage/member-info' },
  { shortcutId: 'notices', ko: '공지사항', en: 'Notices', pageUri: '/notice/notice-list' },
  { shortcutId: 'faq', ko: '자주 묻는 질문', en: 'FAQ', pageUri: '/faq/faq-list' },
  { shortcutId: 'inquiry-admin', ko: '문의 답변 관리', en: 'Answer inquiries', pageUri: '/admin/inquiry-list', provider: true },
  { shortcutId: 'member-approval', ko: '회원 승인', en: 'Member approval', pageUri: '/admin/member-approval', provider: true },
];

export function shortcutsFor(auth: AuthContext, lang: TLanguage): TShortcut[] {
  const provider = auth.roles.some((r) => PROVIDER_ROLES.includes(r));
  return SHORTCUTS.filter((s) => !s.provider || provider).map((s) => ({ shortcutId: s.shortcutId, label: s[lang], pageUri: s.pageUri }));
}

/** Home for a signed-in member: shortcuts, the member's recent inquiries and reports (user reports of their company and proxy customers), latest notices and FAQ. */
export async function memberHome(db: Db, auth: AuthContext, lang: TLanguage): Promise<TMemberHome> {
  const recent = await recentInquiries(db, auth, HOME_LIST_SIZE, lang);
  const notices = await searchNotices(db, { sort: 'newest', pageNumber: 1, pageSize: HOME_LIST_SIZE }, lang);
  const faqs = await searchContents(
    db,
    { bbsCodes: [BBS_CODES.faq], filters: { sort: 'newest' }, pageNumber: 1, pageSize: HOME_LIST_SIZE, withContents: true },
    lang,
  );
  return {
    shortcuts: shortcutsFor(auth, lang),
    recentInquiries: recent,
    notices: notices.items,
    faqs: faqs.items,
    recentReports: await recentReportsOf(db, auth, lang, HOME_LIST_SIZE),
  };
}
