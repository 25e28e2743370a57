import type { TLanguage, TStandardDocument } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { formatSystemDate } from '../system';
import { findDocument, findVersionsInEffect, type StandardDocumentRow } from './repo';

export {
  addDocumentVersion,
  findDocument,
  insertDraft,
  materialVersionsOf,
  publishDraft,
  updateDraft,
  versionsOf,
  type DocumentVersionRow,
  type NewDocumentVersion,
  type StandardDocumentRow,
} from './repo';

/** Today in the provider's time zone, YYYY-MM-DD: a version takes effect on its date there. */
export const providerToday = (now = new Date()) => formatSystemDate(now).slice(0, 10);

async function present(db: DbOrTx, row: StandardDocumentRow, lang: TLanguage, today: string): Promise<TStandardDocument> {
  const versions = await findVersionsInEffect(db, row.classificationCode, today);
  const hasOwn = lang === 'en' ? row.contentsEn != null : row.contentsKo != null;
  const use: TLanguage = hasOwn ? lang : lang === 'en' ? 'ko' : 'en';
  const subject = use === 'en' ? (row.subjectEn ?? row.subjectKo) : (row.subjectKo ?? row.subjectEn);
  const body = use === 'en' ? (row.contentsEn ?? row.contentsKo) : (row.contentsKo ?? row.contentsEn);
  return {
    standardDocumentId: row.standardDocumentId,
    documentClassificationCode: row.classificationCode,
    versionNo: row.versionNo,
    documentSubject: subject ?? '',
    documentContents: body ?? '',
    noticeYn: row.noticeYn === 'Y' ? 'Y' : 'N',
    effectiveDate: row.effectiveDate,
    latestYn: versions[0]?.standardDocumentId === row.standardDocumentId ? 'Y' : 'N',
    versions: versions.map((v) => ({ standardDocumentId: v.standardDocumentId, versionNo: v.versionNo, effectiveDate: v.effectiveDate })),
  };
}

/** One version by id; an unknown id answers COM1N4041. */
export async function documentById(db: DbOrTx, id: number, lang: TLanguage, now = new Date()): Promise<TStandardDocument> {
  const row = await findDocument(db, id);
  // A draft policy version is the provider administrator's, never shown (decision 084).
  if (!row || row.status !== 'PUBLISHED') throw new AppError('COM1N4041');
  return present(db, row, lang, providerToday(now));
}

/** The version in effect of a classification; none answers COM1N4041. */
export async function latestDocument(
  db: DbOrTx,
  classificationCode: string,
  lang: TLanguage,
  now = new Date(),
): Promise<TStandardDocument> {
  const today = providerToday(now);
  const [latest] = await findVersionsInEffect(db, classificationCode, today);
  const row = latest && (await findDocument(db, latest.standardDocumentId));
  if (!row) throw new AppError('COM1N4041');
  return present(db, row, lang, today);
}
