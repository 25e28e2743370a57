import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { TUserReportFormInfo } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { storageKeyOf, StorageNotFoundError, type ObjectStorage } from '../../platform/storage';
import { listProducts } from '../catalogue';
import type { StagedFile } from '../files';
import * as repo from './repo';
import type { ReportSheet } from './sheet-port';

/**
 * The report form: one xlsx the provider can replace; the seed stores the generated default. When
 * none is on file (or its object is gone) the download answers the spec's "사용자 리포트 양식 파일이 없습니다. 관리자에게
 * 문의 하시기 바랍니다." (URP1N4044).
 */

export const DEFAULT_FORM_NAME = '사용자리포트_양식.xlsx';

export async function formFile(db: DbOrTx, storage: ObjectStorage): Promise<{ fileName: string; fileSize: number; body: Readable }> {
  const form = await repo.findForm(db);
  if (!form) throw new AppError('URP1N4044');
  try {
    return { fileName: form.fileName, fileSize: form.fileSize, body: await storage.get(form.storageKey) };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw new AppError('URP1N4044');
    throw err;
  }
}

/** Provider staff replace the form with a checked xlsx upload (the old object is removed after the switch). */
export async function replaceForm(
  db: DbOrTx,
  storage: ObjectStorage,
  userId: number,
  staged: StagedFile,
  now: Date,
): Promise<TUserReportFormInfo> {
  if (staged.kind !== 'xlsx') {
    await rm(staged.tempPath, { force: true });
    throw new AppError('URP1N4013');
  }
  const before = await repo.findForm(db);
  const key = storageKeyOf(randomUUID());
  await storage.putFile(key, staged.tempPath);
  await repo.saveForm(db, {
    storageKey: key,
    fileName: staged.originalName.slice(0, 255),
    fileSize: staged.size,
    updatedBy: userId,
    updatedAt: now,
  });
  if (before) await storage.delete(before.storageKey);
  return { fileName: staged.originalName, fileSize: staged.size, updatedAt: now.toISOString() };
}

/** Stores the generated default form when none is on file (the demo world); answers whether one was stored. */
export async function ensureDefaultForm(db: DbOrTx, storage: ObjectStorage, sheet: ReportSheet, now: Date): Promise<boolean> {
  const current = await repo.findForm(db);
  if (current && (await storage.exists(current.storageKey))) return false;
  const products = (await listProducts(db, {}, 'ko')).map((p) => ({ code: p.productCode, nameKo: p.nameKo, nameEn: p.nameEn }));
  const buffer = await sheet.buildReportForm(products);
  const key = storageKeyOf(randomUUID());
  const { size } = await storage.put(key, Readable.from([buffer]));
  await repo.saveForm(db, { storageKey: key, fileName: DEFAULT_FORM_NAME, fileSize: size, updatedBy: null, updatedAt: now });
  return true;
}
