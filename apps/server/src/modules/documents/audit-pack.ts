import { and, asc, lte } from 'drizzle-orm';
import { packJson, packName, packSection } from '../../platform/audit-pack';
import { isPublished } from './repo';
import { standardDocuments } from './schema';

/**
 * The audit pack's standard documents (decision 081): every version of a classification in force on some day of the
 * period (effective on or before its last day, and not replaced before its first), as HTML in both languages with
 * its facts as JSON.
 */
export const documentsPackSection = packSection({
  name: 'standard-documents',
  async documents({ db }, scope) {
    const rows = await db
      .select()
      .from(standardDocuments)
      .where(and(lte(standardDocuments.effectiveDate, scope.toDay), isPublished))
      .orderBy(asc(standardDocuments.classificationCode), asc(standardDocuments.effectiveDate), asc(standardDocuments.versionNo));
    const inForce = rows.filter((r, i) => {
      const next = rows[i + 1];
      return !(next && next.classificationCode === r.classificationCode && next.effectiveDate <= scope.fromDay);
    });
    return inForce.flatMap((r) => {
      const folder = `standard-documents/${packName(r.classificationCode)}/v${r.versionNo}`;
      const common = {
        kind: 'standard-document',
        number: r.classificationCode,
        version: r.versionNo,
        dates: { effectiveDate: r.effectiveDate, createdAt: r.createdAt.toISOString() },
      };
      const html = (title: string | null, body: string | null, lang: string) =>
        `<!doctype html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${(title ?? '').replace(/[<&]/g, '')}</title></head><body>\n${body ?? ''}\n</body></html>\n`;
      return [
        {
          ...common,
          path: `${folder}/document.json`,
          title: r.subjectKo ?? r.classificationCode,
          body: async () =>
            packJson({
              classificationCode: r.classificationCode,
              versionNo: r.versionNo,
              subjectKo: r.subjectKo,
              subjectEn: r.subjectEn,
              effectiveDate: r.effectiveDate,
              createdAt: r.createdAt.toISOString(),
            }),
        },
        {
          ...common,
          path: `${folder}/ko.html`,
          title: r.subjectKo ?? r.classificationCode,
          body: async () => html(r.subjectKo, r.contentsKo, 'ko'),
        },
        {
          ...common,
          path: `${folder}/en.html`,
          title: r.subjectEn ?? r.subjectKo ?? r.classificationCode,
          body: async () => html(r.subjectEn, r.contentsEn, 'en'),
        },
      ];
    });
  },
});
