import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { displayFileName, PENDING_FILE_TTL_HOURS, UPLOAD_MAX_FILES, type TFileInfo, type TFileTypeGroup } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isProvider, type AuthContext } from '../../platform/auth';
import type { DbOrTx } from '../../platform/db';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { faultPoint } from '../../platform/fault-point';
import { createStorage, storageKeyOf, StorageNotFoundError, type ObjectStorage } from '../../platform/storage';
import { isActiveMember } from '../identity';
import * as repo from './repo';
import type { FileRow } from './repo';
import { discardStaged, type StagedFile } from './upload';
export { contentDisposition } from '../../platform/disposition';
/** Streaming a multipart upload to a checked staging file, for areas that read their own uploads (user reports). */
export { receiveUploads, type StagedFile } from './upload';
/**
 * Files: storage, ownership and access. Other areas call the exported functions (attachFiles, canRead,
 * listFilesOf, releaseFilesOf) inside their own transactions.
 */

/** A staged upload this old belongs to no request any more. */
const STAGING_TTL_MS = 3600_000;
/**
 * A stored object this old that no row names was left by a process stopped between storing it and recording it (kill -9,
 * a crash): the sweep removes it (decision 053). Objects are touched when stored, so a fresh one is never taken.
 */
export const ORPHAN_TTL_MS = 3600_000;

/** Which of these storage keys an area's rows name (areas that keep objects under rows of their own: report marked copies, the form). */
export type StorageReferences = (db: DbOrTx, keys: string[]) => Promise<Iterable<string>>;

export type FileActor = Pick<AuthContext, 'userId' | 'companyId' | 'roles'>;
export type FileVisibility = 'COMPANY' | 'PUBLIC';

export function toFileInfo(row: FileRow): TFileInfo {
  return {
    fileUUID: row.id,
    fileName: row.originalName,
    fileSize: row.sizeBytes,
    fileExtension: row.extension,
    contentType: row.contentType,
    fileTypeGroup: row.fileTypeGroup,
    createdAt: row.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Who may read a file

/**
 * Whether the caller may read a file: anyone for a PUBLIC file; otherwise the uploader, provider staff
 * (roles 05, 06), members of the owning company or of the company of the record it is attached to (the
 * token's company).
 */
export function canRead(auth: AuthContext | null, row: FileRow): boolean {
  if (row.status === 'RELEASED') return false;
  if (row.visibility === 'PUBLIC' && (row.status === 'ATTACHED' || row.purpose === 'EDITOR')) return true;
  if (!auth) return false;
  if (isProvider(auth) || row.uploaderUserId === auth.userId) return true;
  return auth.companyId > 0 && (auth.companyId === row.companyId || auth.companyId === row.ownerCompanyId);
}

// ---------------------------------------------------------------------------------------------------------
// Attaching files to records

export interface AttachOptions {
  ownerType: string;
  ownerId: string | number;
  fileUUIDs: string[];
  /** The company of the record (who may read its files); the actor's company by default. */
  ownerCompanyId?: number;
  /** PUBLIC for records everyone may read (notices); COMPANY by default. */
  visibility?: FileVisibility;
  /** A draft holds its files: their uploader may still delete them. A submitted record locks them. */
  draft?: boolean;
  /** Most attachments a record may hold (UPLOAD_MAX_FILES by default). */
  maxFiles?: number;
  /** The record's attachments become exactly these: the others are released (removed by the sweep). */
  replace?: boolean;
}

/**
 * Attaches uploaded files to a record, in the caller's transaction. The actor must have uploaded each file
 * (provider staff may attach any). A file held by a draft moves to the record; a file attached to another
 * record is refused (FIL1N4093); a file equal (SHA-256) to one the record already holds is refused as
 * already registered (FIL1N4091); more than maxFiles attachments is refused (FIL1N4001).
 * Answers the record's files after the change.
 */
export async function attachFiles(tx: DbOrTx, actor: FileActor, opts: AttachOptions): Promise<TFileInfo[]> {
  const ownerId = String(opts.ownerId);
  const uuids = [...new Set(opts.fileUUIDs.map((u) => u.toLowerCase()))];
  const rows = await repo.findFiles(tx, uuids, { lock: true });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const staff = isProvider(actor as AuthContext);
  for (const id of uuids) {
    const row = byId.get(id);
    if (!row || row.status === 'RELEASED') throw new AppError('FIL1N4041');
    if (!staff && (row.uploaderUserId !== actor.userId || row.companyId !== actor.companyId)) throw new AppError('FIL1N4041');
    const sameOwner = row.ownerType === opts.ownerType && row.ownerId === ownerId;
    if (row.status === 'ATTACHED' && !sameOwner) throw new AppError('FIL1N4093');
  }
  const current = await repo.filesOfOwners(tx, opts.ownerType, [ownerId], { lock: true });
  const kept = opts.replace ? current.filter((r) => byId.has(r.id)) : current;
  const released = opts.replace ? current.filter((r) => !byId.has(r.id)) : [];
  const incoming = uuids.map((id) => byId.get(id)!).filter((r) => !current.some((c) => c.id === r.id));
  const seen = new Map(kept.map((r) => [r.sha256, r]));
  for (const row of incoming) {
    if (seen.has(row.sha256)) throw new AppError('FIL1N4091', { fileName: displayFileName(row.originalName) });
    seen.set(row.sha256, row);
  }
  const attachments = [...kept, ...incoming].filter((r) => r.purpose === 'ATTACHMENT').length;
  const max = opts.maxFiles ?? UPLOAD_MAX_FILES;
  if (attachments > max) throw new AppError('FIL1N4001', { max });

  const now = new Date();
  await repo.updateFiles(tx, uuids, {
    status: opts.draft ? 'DRAFT' : 'ATTACHED',
    ownerType: opts.ownerType,
    ownerId,
    ownerCompanyId: opts.ownerCompanyId ?? actor.companyId,
    visibility: opts.visibility ?? 'COMPANY',
    attachedAt: now,
  });
  await repo.updateFiles(
    tx,
    released.map((r) => r.id),
    { status: 'RELEASED', releasedAt: now },
  );
  return (await repo.filesOfOwners(tx, opts.ownerType, [ownerId])).map(toFileInfo);
}

/** The files of records (attachments and editor images held by them), by record id. */
export async function listFilesOf(db: DbOrTx, ownerType: string, ownerIds: (string | number)[]): Promise<Map<string, TFileInfo[]>> {
  const stored = await storedFilesOf(db, ownerType, ownerIds);
  return new Map([...stored].map(([owner, files]) => [owner, files.map((f) => f.info)]));
}

/** The same files with the key of each one's stored object (an area that copies them elsewhere: the audit pack). */
export async function storedFilesOf(
  db: DbOrTx,
  ownerType: string,
  ownerIds: (string | number)[],
): Promise<Map<string, { info: TFileInfo; storageKey: string }[]>> {
  const rows = await repo.filesOfOwners(
    db,
    ownerType,
    ownerIds.map((id) => String(id)),
  );
  const out = new Map<string, { info: TFileInfo; storageKey: string }[]>();
  for (const row of rows) {
    const list = out.get(row.ownerId!) ?? [];
    list.push({ info: toFileInfo(row), storageKey: row.storageKey });
    out.set(row.ownerId!, list);
  }
  return out;
}

/** A record is gone (or drops some files): its files are released, and the sweep removes them. */
export async function releaseFilesOf(tx: DbOrTx, ownerType: string, ownerId: string | number, fileUUIDs?: string[]): Promise<number> {
  const rows = await repo.filesOfOwners(tx, ownerType, [String(ownerId)], { lock: true });
  const wanted = fileUUIDs ? new Set(fileUUIDs.map((u) => u.toLowerCase())) : undefined;
  const ids = rows.filter((r) => !wanted || wanted.has(r.id)).map((r) => r.id);
  await repo.updateFiles(tx, ids, { status: 'RELEASED', releasedAt: new Date() });
  return ids.length;
}

// ---------------------------------------------------------------------------------------------------------
// The service behind the routes

export interface StoreOptions {
  group: TFileTypeGroup;
  companyId: number;
  purpose: 'ATTACHMENT' | 'EDITOR';
  owner?: { ownerType: string; ownerId: string };
  /** The files already in the form the upload is for (attached or not yet): the same content again is refused. */
  alongside?: string[];
}

/**
 * Refuses an upload holding a file with the same content (SHA-256) as one of `others`, the files of the record or of the
 * form it is for (FIL1N4094, naming both files; two such files in one upload are refused while it is read, upload.ts).
 */
function refuseSameContent(staged: StagedFile[], others: Pick<FileRow, 'sha256' | 'originalName'>[]): void {
  const seen = new Map(others.map((o) => [o.sha256, o.originalName]));
  for (const s of staged) {
    const existing = seen.get(s.sha256);
    if (existing !== undefined) {
      throw new AppError('FIL1N4094', { fileName: displayFileName(s.originalName), existing: displayFileName(existing) });
    }
    seen.set(s.sha256, s.originalName);
  }
}

export class FileService {
  readonly stagingDir: string;
  private readonly references = new Map<string, StorageReferences>();
  constructor(
    readonly db: AppDeps['db'],
    readonly storage: ObjectStorage,
    dataDir: string,
  ) {
    this.stagingDir = path.join(dataDir, 'tmp', 'uploads');
  }

  /** An area that stores objects under rows of its own names them here, so that the orphan sweep leaves them. */
  referStorage(area: string, lookup: StorageReferences): void {
    this.references.set(area, lookup);
  }

  /** The company an upload is for: the token's, or one named in the query that the user belongs to. */
  async uploadCompany(auth: AuthContext, requested?: number): Promise<number> {
    if (requested === undefined || requested === auth.companyId) {
      if (auth.companyId <= 0) throw new AppError('FIL1N4031');
      return auth.companyId;
    }
    if (!(await isActiveMember(this.db, auth.userId, requested))) throw new AppError('FIL1N4031');
    return requested;
  }

  /**
   * Moves checked uploads into the storage and records them, all or nothing. With an owner, a file equal to
   * one the record already holds is refused as already registered.
   */
  async store(auth: AuthContext, staged: StagedFile[], opts: StoreOptions): Promise<TFileInfo[]> {
    const stored: string[] = [];
    try {
      if (opts.owner) {
        const held = (await repo.filesOfOwners(this.db, opts.owner.ownerType, [opts.owner.ownerId])).filter(
          (r) => isProvider(auth) || r.companyId === opts.companyId || r.ownerCompanyId === opts.companyId,
        );
        for (const s of staged) {
          if (held.some((h) => h.originalName === s.originalName && h.sizeBytes === s.size)) {
            throw new AppError('FIL1N4091', { fileName: displayFileName(s.originalName) });
          }
        }
        refuseSameContent(staged, held);
      }
      // The files already in the form: the same content under another name is refused now, not at the save.
      // Only files the caller may read count, so the answer tells nothing of another company's files.
      if (opts.alongside?.length) {
        const alongside = (await repo.findFiles(this.db, opts.alongside)).filter((r) => canRead(auth, r));
        refuseSameContent(staged, alongside);
      }
      const rows: repo.NewFileRow[] = [];
      // A millisecond apart, so the files of one upload list in the order they were sent.
      const now = Date.now();
      for (const s of staged) {
        const id = randomUUID();
        const storageKey = storageKeyOf(id);
        await this.storage.putFile(storageKey, s.tempPath);
        stored.push(storageKey);
        rows.push({
          id,
          companyId: opts.companyId,
          uploaderUserId: auth.userId,
          fileTypeGroup: opts.group,
          purpose: opts.purpose,
          originalName: s.originalName,
          extension: s.kind,
          contentType: s.contentType,
          sizeBytes: s.size,
          sha256: s.sha256,
          storageKey,
          status: 'PENDING',
          visibility: opts.purpose === 'EDITOR' ? 'PUBLIC' : 'COMPANY',
          createdAt: new Date(now + rows.length),
        });
      }
      await faultPoint('files-store');
      const inserted = await repo.insertFiles(this.db, rows);
      const order = new Map(rows.map((r, i) => [r.id, i]));
      return inserted.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toFileInfo);
    } catch (err) {
      await discardStaged(staged);
      await Promise.all(stored.map((k) => this.storage.delete(k).catch(() => undefined)));
      throw err;
    }
  }

  /** The file and its bytes, when the caller may read it; null otherwise (the route answers 401 or 404). */
  async open(auth: AuthContext | null, fileUUID: string, log: FastifyBaseLogger): Promise<{ row: FileRow; body: Readable } | null> {
    const row = await repo.findFile(this.db, fileUUID.toLowerCase());
    if (!row || !canRead(auth, row)) return null;
    return this.openRow(row, log);
  }

  /**
   * A file its owning area has vouched for: the area checked the caller may read the record the file is attached to
   * (e.g. the exchange reviewer and a document's attachments). Released files stay unreadable. Null when missing.
   */
  async openVouched(fileUUID: string, log: FastifyBaseLogger): Promise<{ row: FileRow; body: Readable } | null> {
    const row = await repo.findFile(this.db, fileUUID.toLowerCase());
    if (!row || row.status === 'RELEASED') return null;
    return this.openRow(row, log);
  }

  /** An editor image by its id: images uploaded through the editor only, readable by anyone with the link. */
  async openEditorImage(fileUUID: string, log: FastifyBaseLogger): Promise<{ row: FileRow; body: Readable } | null> {
    const row = await repo.findFile(this.db, fileUUID.toLowerCase());
    if (!row || row.purpose !== 'EDITOR' || row.status === 'RELEASED' || !row.contentType.startsWith('image/')) return null;
    return this.openRow(row, log);
  }

  private async openRow(row: FileRow, log: FastifyBaseLogger): Promise<{ row: FileRow; body: Readable } | null> {
    try {
      return { row, body: await this.storage.get(row.storageKey) };
    } catch (err) {
      if (err instanceof StorageNotFoundError) {
        log.error({ fileUUID: row.id, key: row.storageKey }, 'file row without its stored object');
        return null;
      }
      throw err;
    }
  }

  /**
   * Deletes files, all or nothing: each must be readable by the caller (else FIL1N4041), uploaded by the caller
   * or the caller is provider staff (else FIL1N4032), and not attached to a submitted record (else FIL1N4092).
   */
  async delete(auth: AuthContext, fileUUIDs: string[]): Promise<string[]> {
    const uuids = [...new Set(fileUUIDs.map((u) => u.toLowerCase()))];
    const keys = await this.db.transaction(async (tx) => {
      const rows = await repo.findFiles(tx, uuids, { lock: true });
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const id of uuids) {
        const row = byId.get(id);
        if (!row || !canRead(auth, row)) throw new AppError('FIL1N4041');
      }
      for (const id of uuids) {
        const row = byId.get(id)!;
        if (row.uploaderUserId !== auth.userId && !isProvider(auth)) throw new AppError('FIL1N4032');
        if (row.status === 'ATTACHED') throw new AppError('FIL1N4092');
      }
      await repo.deleteFileRows(tx, uuids);
      return uuids.map((id) => byId.get(id)!.storageKey);
    });
    await Promise.all(keys.map((k) => this.storage.delete(k)));
    return uuids;
  }

  /**
   * Removes pending attachments older than PENDING_FILE_TTL_HOURS and released files, in bounded batches
   * claimed with SKIP LOCKED (safe with several servers). Rows go first; objects after the commit.
   */
  async sweep(opts: { now?: Date; batch?: number } = {}): Promise<number> {
    const now = opts.now ?? new Date();
    const before = new Date(now.getTime() - PENDING_FILE_TTL_HOURS * 3600_000);
    await this.sweepStaging(now);
    await this.sweepOrphans(now);
    let removed = 0;
    for (;;) {
      const claimed = await this.db.transaction((tx) => repo.claimSweepable(tx, before, opts.batch ?? 200));
      await Promise.all(claimed.map((c) => this.storage.delete(c.storageKey)));
      removed += claimed.length;
      if (claimed.length < (opts.batch ?? 200)) return removed;
    }
  }

  /**
   * Stored objects older than ORPHAN_TTL_MS that no row names (the files table, or an area's rows: referStorage), and
   * unfinished writes (`.part`) as old, were left by a process stopped mid-store: removed. Answers the objects removed.
   */
  async sweepOrphans(now = new Date()): Promise<number> {
    let removed = 0;
    for await (const keys of this.storage.listStale(new Date(now.getTime() - ORPHAN_TTL_MS))) {
      const named = new Set(await repo.storageKeysIn(this.db, keys));
      for (const lookup of this.references.values()) for (const key of await lookup(this.db, keys)) named.add(key);
      const orphans = keys.filter((k) => !named.has(k));
      await Promise.all(orphans.map((k) => this.storage.delete(k)));
      removed += orphans.length;
    }
    return removed;
  }

  /** Staged uploads older than an hour were left by a process that stopped mid-request. */
  private async sweepStaging(now: Date): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.stagingDir);
    } catch {
      return;
    }
    for (const name of names) {
      const file = path.join(this.stagingDir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && now.getTime() - info.mtimeMs > STAGING_TTL_MS) await rm(file, { force: true });
    }
  }
}

const services = new WeakMap<AppDeps['config'], FileService>();

/** The file service of an app (one per configuration; other areas reach storage-backed calls through it). */
export function fileServiceOf(deps: Pick<AppDeps, 'db' | 'config'>): FileService {
  let service = services.get(deps.config);
  if (!service || service.db !== deps.db) {
    service = new FileService(deps.db, createStorage(deps.config), deps.config.dataDir);
    services.set(deps.config, service);
  }
  return service;
}
