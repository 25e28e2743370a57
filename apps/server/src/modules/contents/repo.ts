import type { TPopupAudience } from '@portal/contract';
import { and, desc, eq, gt, lte } from 'drizzle-orm';
import { contents, contentsVersions } from './schema';
import type { DbOrTx } from '../../platform/db';
import { sanitizeHtml } from './html';

export type ContentsVersionRow = typeof contentsVersions.$inferSelect & { contentsTypeCode: string };

const versionColumns = {
  contentsVersionId: contentsVersions.contentsVersionId,
  contentsId: contentsVersions.contentsId,
  versionNo: contentsVersions.versionNo,
  nameKo: contentsVersions.nameKo,
  nameEn: contentsVersions.nameEn,
  contentsKo: contentsVersions.contentsKo,
  contentsEn: contentsVersions.contentsEn,
  noticeYn: contentsVersions.noticeYn,
  displayStartAt: contentsVersions.displayStartAt,
  displayEndAt: contentsVersions.displayEndAt,
  popupWidth: contentsVersions.popupWidth,
  popupAudience: contentsVersions.popupAudience,
  createdAt: contentsVersions.createdAt,
  contentsTypeCode: contents.contentsTypeCode,
};

/** The newest version of the newest contents of a type. */
export async function findLatestVersion(db: DbOrTx, typeCode: string): Promise<ContentsVersionRow | null> {
  const [row] = await db
    .select(versionColumns)
    .from(contentsVersions)
    .innerJoin(contents, eq(contents.contentsId, contentsVersions.contentsId))
    .where(eq(contents.contentsTypeCode, typeCode))
    .orderBy(desc(contentsVersions.createdAt), desc(contentsVersions.versionNo), desc(contentsVersions.contentsVersionId))
    .limit(1);
  return row ?? null;
}

/** The current (newest) version of each contents of a popup type that is posted and displayed at `now`. */
export async function findActivePopups(db: DbOrTx, typeCode: string, now: Date): Promise<ContentsVersionRow[]> {
  const latest = db
    .selectDistinctOn([contentsVersions.contentsId], versionColumns)
    .from(contentsVersions)
    .innerJoin(contents, eq(contents.contentsId, contentsVersions.contentsId))
    .where(eq(contents.contentsTypeCode, typeCode))
    .orderBy(contentsVersions.contentsId, desc(contentsVersions.versionNo))
    .as('latest');
  const rows = await db
    .select()
    .from(latest)
    .where(and(eq(latest.noticeYn, 'Y'), lte(latest.displayStartAt, now), gt(latest.displayEndAt, now)))
    .orderBy(desc(latest.displayStartAt), desc(latest.contentsId));
  return rows as ContentsVersionRow[];
}

export interface NewContentsVersion {
  nameKo?: string | null;
  nameEn?: string | null;
  contentsKo?: string | null;
  contentsEn?: string | null;
  noticeYn?: 'Y' | 'N';
  displayStartAt?: Date | null;
  displayEndAt?: Date | null;
  popupWidth?: number | null;
  popupAudience?: TPopupAudience | null;
  createdAt?: Date;
}

/** Finds or creates the contents of a key. */
export async function ensureContents(db: DbOrTx, contentsKey: string, contentsTypeCode: string): Promise<number> {
  const [found] = await db.select({ id: contents.contentsId }).from(contents).where(eq(contents.contentsKey, contentsKey));
  if (found) return found.id;
  const [row] = await db.insert(contents).values({ contentsKey, contentsTypeCode }).returning({ id: contents.contentsId });
  return row.id;
}

/** Adds a version (bodies sanitized) unless that version number exists; answers the version's id. */
export async function addContentsVersion(db: DbOrTx, contentsId: number, versionNo: number, v: NewContentsVersion): Promise<number> {
  const [found] = await db
    .select({ id: contentsVersions.contentsVersionId })
    .from(contentsVersions)
    .where(and(eq(contentsVersions.contentsId, contentsId), eq(contentsVersions.versionNo, versionNo)));
  if (found) return found.id;
  const [row] = await db
    .insert(contentsVersions)
    .values({
      contentsId,
      versionNo,
      nameKo: v.nameKo ?? null,
      nameEn: v.nameEn ?? null,
      contentsKo: v.contentsKo == null ? null : sanitizeHtml(v.contentsKo),
      contentsEn: v.contentsEn == null ? null : sanitizeHtml(v.contentsEn),
      noticeYn: v.noticeYn ?? 'Y',
      displayStartAt: v.displayStartAt ?? null,
      displayEndAt: v.displayEndAt ?? null,
      popupWidth: v.popupWidth ?? null,
      popupAudience: v.popupAudience ?? null,
      ...(v.createdAt ? { createdAt: v.createdAt } : {}),
    })
    .returning({ id: contentsVersions.contentsVersionId });
  return row.id;
}
