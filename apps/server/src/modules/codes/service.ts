import { type TCodeGroup, type TLanguage } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { findGroups } from './repo';

const nameIn = (lang: TLanguage, ko: string, en: string) => (lang === 'en' ? en || ko : ko || en);

/** Code groups in the order asked, names in the reader's language; unknown groups are left out. */
export async function searchCodes(db: DbOrTx, groupCodes: string[], lang: TLanguage): Promise<TCodeGroup[]> {
  const unique = [...new Set(groupCodes)];
  const { groups, codes } = await findGroups(db, unique);
  const byGroup = new Map<string, TCodeGroup>();
  for (const g of groups)
    byGroup.set(g.codeGroupCode, { codeGroupCode: g.codeGroupCode, codeGroupName: nameIn(lang, g.nameKo, g.nameEn), codes: [] });
  for (const c of codes) {
    byGroup.get(c.codeGroupCode)?.codes.push({
      code: c.code,
      codeName: nameIn(lang, c.nameKo, c.nameEn),
      codeLanguages: [
        { languageTypeCode: '01', codeName: c.nameKo },
        { languageTypeCode: '02', codeName: c.nameEn },
      ],
      extraValue: c.extraValue,
      sortOrder: c.sortOrder,
    });
  }
  return unique.flatMap((code) => byGroup.get(code) ?? []);
}

/** One group; an unknown group answers COM1N4041. */
export async function codeGroup(db: DbOrTx, groupCode: string, lang: TLanguage): Promise<TCodeGroup> {
  const [group] = await searchCodes(db, [groupCode], lang);
  if (!group) throw new AppError('COM1N4041');
  return group;
}
