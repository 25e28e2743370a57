import { REQUIRED_TERMS, type TLanguage, type TTermsAgreement, type TTermsResponse, type TStandardDocument } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { latestDocument } from '../documents';
import * as repo from './repo';

/** The version in effect of a classification (the documents area's service), or null when none is published. */
export async function latestVersion(db: DbOrTx, classificationCode: string, lang: TLanguage = 'ko'): Promise<TStandardDocument | null> {
  try {
    return await latestDocument(db, classificationCode, lang);
  } catch (err) {
    if (err instanceof AppError && err.code === 'COM1N4041') return null;
    throw err;
  }
}

/** The required documents with the member's agreements; reAgreementRequiredYn when one is older than the version in effect. */
export async function termsOf(db: DbOrTx, userId: number, lang: TLanguage): Promise<TTermsResponse> {
  const items: TTermsResponse['items'] = [];
  for (const code of REQUIRED_TERMS) {
    const latest = await latestVersion(db, code, lang);
    if (!latest) continue;
    const agreed = await repo.lastAgreement(db, userId, code);
    const current = !!agreed && agreed.versionNo >= latest.versionNo;
    items.push({
      documentClassificationCode: code,
      standardDocumentId: latest.standardDocumentId,
      documentSubject: latest.documentSubject,
      requiredYn: 'Y',
      agreedYn: current ? 'Y' : 'N',
      agreedStandardDocumentId: agreed?.standardDocumentId ?? null,
      agreedAt: agreed?.agreedAt.toISOString() ?? null,
      effectiveDate: latest.effectiveDate,
    });
  }
  return { items, reAgreementRequiredYn: items.some((i) => i.agreedYn === 'N') ? 'Y' : 'N' };
}

export async function termsPending(db: DbOrTx, userId: number): Promise<boolean> {
  return (await termsOf(db, userId, 'ko')).reAgreementRequiredYn === 'Y';
}

/**
 * Records agreements: every required document must be agreed (agreeYn Y) to the version in effect
 * (a standardDocumentId of an older version answers USR1N4004: the member must read the current one).
 * Other classifications given (e.g. 01_03 withdrawal terms) are recorded when agreed.
 */
export async function recordAgreements(
  db: DbOrTx,
  userId: number,
  agreements: TTermsAgreement[],
  required: readonly string[] = REQUIRED_TERMS,
): Promise<void> {
  const byCode = new Map(agreements.map((a) => [a.documentClassificationCode, a]));
  const rows: repo.AgreementInsert[] = [];
  for (const code of new Set([...required, ...byCode.keys()])) {
    const given = byCode.get(code);
    const isRequired = required.includes(code);
    if (!given || given.agreeYn !== 'Y') {
      if (isRequired) throw new AppError('USR1N4004');
      continue;
    }
    const latest = await latestVersion(db, code);
    // Nothing published for this classification: nothing to agree to.
    if (!latest) continue;
    if (given.standardDocumentId && given.standardDocumentId !== latest.standardDocumentId) throw new AppError('USR1N4004');
    rows.push({
      userId,
      documentClassificationCode: code,
      standardDocumentId: latest.standardDocumentId,
      versionNo: latest.versionNo,
      agreeYn: 'Y',
    });
  }
  await repo.insertAgreements(db, rows);
}

/** A member's acknowledgement of a policy version for their company, in the agreement history (decision 084). */
export const recordAcknowledgement = repo.insertAcknowledgement;
/** A company's acknowledgements of policy versions, newest first. */
export const companyAcknowledgements = repo.acknowledgementsOf;
