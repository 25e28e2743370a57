import { POPUP_AUDIENCE, type TContentsLatest, type TLanguage, type TPopup } from '@portal/contract';
import type { AuthContext } from '../../platform/auth';
import type { DbOrTx } from '../../platform/db';
import { findUserById } from '../identity';
import { hasPasskey } from '../passkeys';
import { AppError } from '../../platform/errors';
import { findActivePopups, findLatestVersion, type ContentsVersionRow } from './repo';

export { addContentsVersion, ensureContents, type NewContentsVersion } from './repo';
export { sanitizeHtml, htmlToText } from './html';

const pick = (lang: TLanguage, ko: string | null, en: string | null) => (lang === 'en' ? (en ?? ko) : (ko ?? en)) ?? '';

function nameAndBody(row: ContentsVersionRow, lang: TLanguage) {
  // Name and body fall back together so a reader never gets one language's title over the other's text.
  const hasOwn = lang === 'en' ? row.contentsEn != null : row.contentsKo != null;
  const use: TLanguage = hasOwn ? lang : lang === 'en' ? 'ko' : 'en';
  return { contentsName: pick(use, row.nameKo, row.nameEn), contentsContents: pick(use, row.contentsKo, row.contentsEn) };
}

/** The newest version of a contents type; an unknown type answers COM1N4041. */
export async function latestContents(db: DbOrTx, typeCode: string, lang: TLanguage): Promise<TContentsLatest> {
  const row = await findLatestVersion(db, typeCode);
  if (!row) throw new AppError('COM1N4041');
  return {
    contentsId: row.contentsId,
    contentsVersionId: row.contentsVersionId,
    contentsTypeCode: row.contentsTypeCode,
    versionNo: row.versionNo,
    ...nameAndBody(row, lang),
    noticeYn: row.noticeYn === 'Y' ? 'Y' : 'N',
    createDateTime: row.createdAt.toISOString(),
  };
}

/**
 * Who is asking for the popups: null for a visitor; for a signed-in member, whether they have a second factor set up
 * (asked only when a popup's audience depends on it).
 */
export type PopupViewer = { hasSecondFactor: () => Promise<boolean> } | null;

/** The viewer of a caller (null for a visitor); the member's second factors are read once, and only when asked. */
export function popupViewerOf(db: DbOrTx, auth: AuthContext | null): PopupViewer {
  if (!auth) return null;
  let known: Promise<boolean> | undefined;
  const read = async () => !!(await findUserById(db, auth.userId))?.otpEnrolled || (await hasPasskey(db, auth.userId));
  return { hasSecondFactor: () => (known ??= read()) };
}

/** Whether a popup of `audience` is for `viewer` (decision 073): a popup without an audience is for everyone. */
async function isFor(audience: string | null, viewer: PopupViewer): Promise<boolean> {
  if (audience === POPUP_AUDIENCE.withoutSecondFactor) return !!viewer && !(await viewer.hasSecondFactor());
  return true;
}

/**
 * Popups of a type that are posted, whose display window holds now and whose audience includes `viewer` (an empty list
 * when none): the call to set up OTP never reaches a visitor nor a member who signs in with a code or a passkey.
 */
export async function activePopups(
  db: DbOrTx,
  typeCode: string,
  lang: TLanguage,
  viewer: PopupViewer,
  now = new Date(),
): Promise<TPopup[]> {
  const rows = await findActivePopups(db, typeCode, now);
  const shown: ContentsVersionRow[] = [];
  for (const row of rows) if (await isFor(row.popupAudience, viewer)) shown.push(row);
  return shown.map((row) => ({
    contentsId: row.contentsId,
    contentsVersionId: row.contentsVersionId,
    ...nameAndBody(row, lang),
    displayStartDateTime: row.displayStartAt!.toISOString(),
    displayEndDateTime: row.displayEndAt!.toISOString(),
    width: row.popupWidth ?? 480,
  }));
}
