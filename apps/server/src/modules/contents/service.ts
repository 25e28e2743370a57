import type { TContentsLatest, TLanguage, TPopup } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
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

/** Popups of a type that are posted and whose display window holds now (an empty list when none). */
export async function activePopups(db: DbOrTx, typeCode: string, lang: TLanguage, now = new Date()): Promise<TPopup[]> {
  const rows = await findActivePopups(db, typeCode, now);
  return rows.map((row) => ({
    contentsId: row.contentsId,
    contentsVersionId: row.contentsVersionId,
    ...nameAndBody(row, lang),
    displayStartDateTime: row.displayStartAt!.toISOString(),
    displayEndDateTime: row.displayEndAt!.toISOString(),
    width: row.popupWidth ?? 480,
  }));
}
