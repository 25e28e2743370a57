import { BRAND_NAME, MENU_GROUPS, PAGES, type PageDefinition } from '@portal/contract';
import { asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { bbsContentLanguages, bbsContents, systemSettings } from '../db/schema/index';
import type { Db } from '../platform/db';
import { insertBbsContent } from '../modules/bulletins';
import { searchColumnsOf } from '../modules/bulletins';
import { addContentsVersion, ensureContents } from '../modules/contents';
import { addDocumentVersion } from '../modules/documents';
import { ALL_BULLETINS } from './content-bulletins';
import { BANNERS, CONTENTS, DOCUMENTS } from './content-pages';

/** A Korean wall-clock time (YYYY-MM-DD HH:mm) as an instant. */
export const kst = (at: string) => new Date(`${at.replace(' ', 'T')}:00+09:00`);
const DAY_MS = 24 * 3600 * 1000;

/** Banners: one per menu icon code of the catalogue, named after the first menu carrying it when the code is new. */
async function seedBanners(db: Db) {
  const placements = [...MENU_GROUPS, ...(PAGES as readonly PageDefinition[]).flatMap((p) => (p.menu ? [p.menu] : []))];
  const byCode = new Map<string, { ko: string; en: string }>();
  for (const m of placements) if (m.iconCode && !byCode.has(m.iconCode)) byCode.set(m.iconCode, { ko: m.ko, en: m.en });
  for (const [code, menu] of byCode) {
    const text = BANNERS[code] ?? { ko: [menu.ko, BRAND_NAME.ko], en: [menu.en, BRAND_NAME.en] };
    const id = await ensureContents(db, `BANNER_${code}`, code);
    await addContentsVersion(db, id, 1, {
      nameKo: text.ko[0],
      nameEn: text.en[0],
      contentsKo: `<p>${text.ko[1]}</p>`,
      contentsEn: `<p>${text.en[1]}</p>`,
      createdAt: kst('2026-03-02 09:30'),
    });
  }
}

async function seedContents(db: Db, now: Date) {
  for (const c of CONTENTS) {
    const id = await ensureContents(db, c.key, c.typeCode);
    for (const v of c.versions) {
      const window =
        v.window && 'startDays' in v.window
          ? { start: new Date(now.getTime() + v.window.startDays * DAY_MS), end: new Date(now.getTime() + v.window.endDays * DAY_MS) }
          : v.window
            ? { start: kst(v.window.start), end: kst(v.window.end) }
            : null;
      await addContentsVersion(db, id, v.versionNo, {
        nameKo: v.ko?.[0] ?? null,
        nameEn: v.en?.[0] ?? null,
        contentsKo: v.ko?.[1] ?? null,
        contentsEn: v.en?.[1] ?? null,
        noticeYn: v.noticeYn ?? 'Y',
        displayStartAt: window?.start ?? null,
        displayEndAt: window?.end ?? null,
        popupWidth: v.width ?? null,
        popupAudience: v.audience ?? null,
        createdAt: kst(v.at),
      });
    }
  }
  await seedBanners(db);
}

async function seedDocuments(db: Db) {
  for (const d of DOCUMENTS) {
    await addDocumentVersion(db, {
      classificationCode: d.classificationCode,
      versionNo: d.versionNo,
      effectiveDate: d.effectiveDate,
      noticeYn: d.noticeYn ?? 'Y',
      subjectKo: d.ko[0],
      contentsKo: d.ko[1],
      subjectEn: d.en[0],
      contentsEn: d.en[1],
    });
  }
}

async function seedBulletins(db: Db) {
  const keys = ALL_BULLETINS.map((b) => b.key);
  const existing = new Set(
    (await db.select({ key: bbsContents.seedKey }).from(bbsContents).where(inArray(bbsContents.seedKey, keys))).map((r) => r.key),
  );
  for (const b of ALL_BULLETINS) {
    if (existing.has(b.key)) continue;
    await insertBbsContent(db, {
      bbsCode: b.bbsCode,
      categoryCode: b.category,
      noticeYn: b.noticeYn ?? 'Y',
      operationDate: b.op ?? null,
      answeredAt: b.answeredAt ? kst(b.answeredAt) : null,
      createdAt: kst(b.at),
      inquireCount: b.views,
      seedKey: b.key,
      ko: b.ko && { subject: b.ko[0], contents: b.ko[1] },
      en: b.en && { subject: b.en[0], contents: b.en[1] },
    });
  }
}

/** Format of the search keys (docs/decisions/004-text-search.md); a change re-computes every key once. */
const SEARCH_KEY_FORMAT = '2';
const FORMAT_SETTING = 'bbs_search_key_format';

/** Re-computes the search keys of every item when their format changed since the last start. */
export async function refreshSearchKeys(db: Db): Promise<void> {
  const [setting] = await db.select().from(systemSettings).where(eq(systemSettings.key, FORMAT_SETTING));
  if (setting?.value === SEARCH_KEY_FORMAT) return;
  let after = 0;
  for (;;) {
    const batch = await db
      .select({ id: bbsContents.bbsContentId })
      .from(bbsContents)
      .where(gt(bbsContents.bbsContentId, after))
      .orderBy(asc(bbsContents.bbsContentId))
      .limit(1000);
    if (!batch.length) break;
    const ids = batch.map((b) => b.id);
    const langs = await db.select().from(bbsContentLanguages).where(inArray(bbsContentLanguages.bbsContentId, ids));
    for (const id of ids) {
      const ko = langs.find((l) => l.bbsContentId === id && l.languageTypeCode === '01');
      const en = langs.find((l) => l.bbsContentId === id && l.languageTypeCode === '02');
      if (!ko && !en) continue;
      await db.update(bbsContents).set(searchColumnsOf(ko, en)).where(eq(bbsContents.bbsContentId, id));
    }
    after = ids[ids.length - 1];
  }
  await db
    .insert(systemSettings)
    .values({ key: FORMAT_SETTING, value: SEARCH_KEY_FORMAT })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value: SEARCH_KEY_FORMAT, updatedAt: sql`now()` } });
}

/** Public content of the demo world: documents, contents, banners, popups and bulletin items. Idempotent. */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  await seedDocuments(db);
  await seedContents(db, now);
  await seedBulletins(db);
  await refreshSearchKeys(db);
}
