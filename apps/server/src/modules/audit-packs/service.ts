import { randomUUID } from 'node:crypto';
import { PassThrough, Readable } from 'node:stream';
import {
  AUDIT_PACK_FORMAT,
  AUDIT_PACK_KEEP_DAYS,
  AUDIT_PACK_MAX_MONTHS,
  daysInBillingMonth,
  errorMessage,
  formatKoreaDate,
  formatPersonName,
  packMonths,
  ROLE,
  type TAuditPack,
  type TAuditPackCreateRequest,
  type TAuditPackSearchRequest,
  type TErrorCode,
  type TLanguage,
  type TPage,
} from '@portal/contract';
import type { PackContext, PackDocument, PackScope, PackSection } from '../../platform/audit-pack';
import type { AuthContext } from '../../platform/auth';
import { businessNow } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { storageKeyOf } from '../../platform/storage';
import { customerProfile, productsByCodes } from '../catalogue';
import { companiesByIds, findCompany, findUserById, isActiveMember } from '../identity';
import { writePack } from './build';
import * as repo from './repo';
import type { AuditPackRow } from './repo';
import { PACK_SECTIONS } from './sections';
import { packSigner } from './signing';

export const JOB_AUDIT_PACKS = 'audit-packs';

export interface PacksContext extends PackContext {
  /** The sections (the app's PACK_SECTIONS; a test may give others). */
  sections?: readonly PackSection[];
}

/** Whether the caller makes packs of any customer (the provider administrator, the exchange reviewer). */
export const anyCustomer = (auth: Pick<AuthContext, 'roles'>): boolean =>
  auth.roles.includes(ROLE.providerAdmin) || auth.roles.includes(ROLE.exchangeReviewer);

/** The role a caller makes a pack in (the manifest names it). */
const actingRole = (auth: Pick<AuthContext, 'roles'>): string =>
  auth.roles.includes(ROLE.exchangeReviewer)
    ? ROLE.exchangeReviewer
    : auth.roles.includes(ROLE.providerAdmin)
      ? ROLE.providerAdmin
      : ROLE.customer;

/** The company a caller asks about: a member's own (naming another is refused), any customer for 06 and 09. */
async function packCompany(db: Db, auth: AuthContext, requested: number | undefined): Promise<number> {
  if (anyCustomer(auth)) {
    if (requested === undefined) throw new AppError('ADP1N4004');
    const company = await findCompany(db, requested);
    if (!company || company.deletedAt || !(await customerProfile(db, requested))) throw new AppError('ADP1N4042');
    return requested;
  }
  if (requested !== undefined && requested !== auth.companyId) throw new AppError('ADP1N4031');
  if (!auth.companyId || !(await isActiveMember(db, auth.userId, auth.companyId))) throw new AppError('ADP1N4031');
  return auth.companyId;
}

/** A pack as the calls answer it; another company's pack is not found for a member (tenancy by id). */
async function visiblePack(db: Db, auth: AuthContext, id: number): Promise<AuditPackRow> {
  const row = await repo.findPack(db, id);
  if (!row || (!anyCustomer(auth) && row.companyId !== auth.companyId)) throw new AppError('ADP1N4041');
  return row;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export const packFileName = (row: Pick<AuditPackRow, 'id' | 'fromMonth' | 'toMonth'>, customerCode: string): string =>
  `audit-pack-${customerCode || 'customer'}-${row.fromMonth}-${row.toMonth}-${row.id}.zip`;

async function present(db: Db, rows: AuditPackRow[], lang: TLanguage): Promise<TAuditPack[]> {
  const companies = new Map((await companiesByIds(db, [...new Set(rows.map((r) => r.companyId))])).map((c) => [c.id, c]));
  return rows.map((r) => {
    const c = companies.get(r.companyId);
    const customerCode = c?.customerCode ?? '';
    return {
      packId: r.id,
      companyId: r.companyId,
      companyName: (lang === 'en' ? c?.companyNameEn : null) || c?.companyName || '',
      customerCode,
      fromMonth: r.fromMonth,
      toMonth: r.toMonth,
      productCodes: r.productCodes,
      state: r.state as TAuditPack['state'],
      documentsDone: r.documentsDone,
      documentsTotal: r.documentsTotal,
      fileName: packFileName(r, customerCode),
      sizeBytes: r.sizeBytes,
      sha256: r.sha256,
      keyId: r.keyId,
      failure: r.failureCode ? errorMessage(r.failureCode, lang) : null,
      requestedByName: r.requestedByName,
      createdAt: r.createdAt.toISOString(),
      finishedAt: iso(r.finishedAt),
      expiresAt: iso(r.expiresAt),
    };
  });
}

const presentOne = async (db: Db, row: AuditPackRow, lang: TLanguage) => (await present(db, [row], lang))[0]!;

/** Asks for a pack: checked, recorded QUEUED; the job builds it (the caller kicks it). */
export async function createPack(
  ctx: PacksContext,
  auth: AuthContext,
  body: TAuditPackCreateRequest,
  lang: TLanguage,
): Promise<TAuditPack> {
  const companyId = await packCompany(ctx.db, auth, body.companyId);
  if (body.fromMonth > body.toMonth) throw new AppError('ADP1N4001');
  if (packMonths(body.fromMonth, body.toMonth).length > AUDIT_PACK_MAX_MONTHS)
    throw new AppError('ADP1N4002', { max: AUDIT_PACK_MAX_MONTHS });
  const now = businessNow(ctx.config);
  if (body.toMonth > formatKoreaDate(now).slice(0, 7)) throw new AppError('ADP1N4003');
  const productCodes = [...new Set(body.productCodes.map((c) => c.toUpperCase()))].sort();
  if (productCodes.length) {
    const known = new Set((await productsByCodes(ctx.db, productCodes)).map((p) => p.productCode));
    const unknown = productCodes.filter((c) => !known.has(c));
    if (unknown.length) throw new AppError('ADP1N4005', { codes: unknown.join(', ') });
  }
  const values = { companyId, fromMonth: body.fromMonth, toMonth: body.toMonth, productCodes };
  if (await repo.findWaitingTwin(ctx.db, values)) throw new AppError('ADP1N4092');
  const user = await findUserById(ctx.db, auth.userId);
  const row = await repo.insertPack(ctx.db, {
    ...values,
    lang,
    requestedBy: auth.userId,
    requestedRole: actingRole(auth),
    requestedByName: user ? formatPersonName(user, lang) : String(auth.userId),
  });
  return presentOne(ctx.db, row, lang);
}

export async function getPack(ctx: Pick<PacksContext, 'db'>, auth: AuthContext, id: number, lang: TLanguage): Promise<TAuditPack> {
  return presentOne(ctx.db, await visiblePack(ctx.db, auth, id), lang);
}

export async function searchPacks(
  ctx: Pick<PacksContext, 'db'>,
  auth: AuthContext,
  req: TAuditPackSearchRequest,
  lang: TLanguage,
): Promise<TPage<TAuditPack>> {
  const companyId = anyCustomer(auth) ? req.companyId : auth.companyId;
  if (!anyCustomer(auth) && req.companyId !== undefined && req.companyId !== auth.companyId) throw new AppError('ADP1N4031');
  const { rows, total } = await repo.searchPacks(ctx.db, companyId, pageWindow(req));
  return toPage(await present(ctx.db, rows, lang), total, req);
}

/** A ready pack's bytes (a stream from the storage) with its name. */
export async function packDownload(ctx: Pick<PacksContext, 'db' | 'storage'>, auth: AuthContext, id: number, lang: TLanguage) {
  const row = await visiblePack(ctx.db, auth, id);
  if (row.state !== 'READY' || !row.storageKey) throw new AppError('ADP1N4091');
  const pack = await presentOne(ctx.db, row, lang);
  return { pack, body: await ctx.storage.get(row.storageKey) };
}

// ---------------------------------------------------------------------------------------------------------
// The build (the job)

/** The scope of a pack: its company, months, their first and last Korean days, products, language. */
export function scopeOf(row: Pick<AuditPackRow, 'companyId' | 'fromMonth' | 'toMonth' | 'productCodes' | 'lang'>, now: Date): PackScope {
  return {
    companyId: row.companyId,
    fromMonth: row.fromMonth,
    toMonth: row.toMonth,
    fromDay: `${row.fromMonth}-01`,
    toDay: `${row.toMonth}-${String(daysInBillingMonth(row.toMonth)).padStart(2, '0')}`,
    products: row.productCodes,
    lang: row.lang === 'en' ? 'en' : 'ko',
    now,
  };
}

/** The audit trail as NDJSON lines: the history of the pack's requests, then the audit log's rows naming its documents. */
async function* trailLines(db: Db, documents: readonly PackDocument[]): AsyncGenerator<string> {
  const requestIds = [...new Set(documents.flatMap((d) => (d.requestId ? [d.requestId] : [])))];
  const numbers = new Map(documents.flatMap((d) => (d.requestId && d.number ? [[d.requestId, d.number] as const] : [])));
  const targets = [...new Set(documents.flatMap((d) => (d.auditTarget ? [d.auditTarget] : [])))];
  for (let i = 0; i < requestIds.length; i += 500) {
    const ids = requestIds.slice(i, i + 500);
    let after = 0;
    for (;;) {
      const rows = await repo.historyOf(db, ids, after, 2000);
      if (!rows.length) break;
      yield (
        rows
          .map((h) =>
            JSON.stringify({
              source: 'request-history',
              number: numbers.get(h.requestId) ?? null,
              version: h.versionNo,
              action: h.action,
              fromState: h.fromState,
              toState: h.toState,
              actor: { userId: h.actorUserId, name: h.actorName, role: h.actorRole, companyId: h.actorCompanyId },
              reason: h.reason,
              at: h.at.toISOString(),
            }),
          )
          .join('\n') + '\n'
      );
      after = rows[rows.length - 1]!.id;
    }
  }
  for (let i = 0; i < targets.length; i += 500) {
    const chunk = targets.slice(i, i + 500);
    let after = 0;
    for (;;) {
      const rows = await repo.auditRowsOf(db, chunk, after, 2000);
      if (!rows.length) break;
      yield (
        rows
          .map((a) =>
            JSON.stringify({
              source: 'audit-log',
              target: a.target,
              action: a.action,
              method: a.method,
              route: a.route,
              status: a.statusCode,
              userId: a.userId,
              companyId: a.companyId,
              detail: a.detail,
              at: a.createdAt.toISOString(),
            }),
          )
          .join('\n') + '\n'
      );
      after = rows[rows.length - 1]!.id;
    }
  }
}

/** Builds one claimed pack into the storage; READY with its size, hash and key, or FAILED (its partial object removed). */
export async function buildPack(ctx: PacksContext, row: AuditPackRow, log?: { error: (o: object, m: string) => void }): Promise<void> {
  const now = businessNow(ctx.config);
  const key = storageKeyOf(randomUUID());
  // The key is recorded first: the orphan sweep leaves the object while it is written.
  await repo.updatePack(ctx.db, row.id, { storageKey: key, heartbeatAt: new Date() });
  try {
    const scope = scopeOf(row, now);
    const sections = ctx.sections ?? PACK_SECTIONS;
    const documents: (PackDocument & { section: string })[] = [];
    for (const s of sections) for (const d of await s.documents(ctx, scope)) documents.push({ ...d, section: s.name });
    await repo.updatePack(ctx.db, row.id, { documentsTotal: documents.length, documentsDone: 0 });
    const [company] = await companiesByIds(ctx.db, [row.companyId]);
    const signer = packSigner(ctx.config);
    const out = new PassThrough();
    const stored = ctx.storage.put(key, out);
    stored.catch(() => undefined);
    let lastBeat = Date.now();
    const written = await writePack(out, {
      documents,
      extras: [
        {
          section: 'audit-trail',
          path: 'audit-trail.ndjson',
          kind: 'audit-trail',
          title: scope.lang === 'ko' ? '감사 추적 (요청 이력과 감사 로그)' : 'Audit trail (request history and audit log)',
          body: async () => Readable.from(trailLines(ctx.db, documents)),
        },
      ],
      head: {
        format: AUDIT_PACK_FORMAT,
        packId: row.id,
        company: {
          companyId: row.companyId,
          name: company?.companyName ?? '',
          nameEn: company?.companyNameEn ?? null,
          customerCode: company?.customerCode ?? '',
        },
        period: { fromMonth: row.fromMonth, toMonth: row.toMonth },
        productCodes: row.productCodes,
        createdAt: now.toISOString(),
        requestedBy: { userId: row.requestedBy, name: row.requestedByName, role: row.requestedRole },
      },
      signer,
      now,
      progress: async (done) => {
        // The row is touched at most every half second (and at the end): progress without a write per document.
        if (done === documents.length || Date.now() - lastBeat > 500) {
          lastBeat = Date.now();
          await repo.updatePack(ctx.db, row.id, { documentsDone: done, heartbeatAt: new Date() });
        }
      },
    });
    await stored;
    await repo.updatePack(ctx.db, row.id, {
      state: 'READY',
      documentsDone: documents.length,
      sizeBytes: written.size,
      sha256: written.sha256,
      keyId: signer.keyId,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + AUDIT_PACK_KEEP_DAYS * 86_400_000),
    });
  } catch (err) {
    log?.error({ err, packId: row.id }, 'audit pack failed');
    await ctx.storage.delete(key).catch(() => undefined);
    const code: TErrorCode = 'ADP1N5001';
    await repo.updatePack(ctx.db, row.id, {
      state: 'FAILED',
      storageKey: null,
      failureCode: code,
      finishedAt: new Date(),
      expiresAt: new Date(Date.now() + AUDIT_PACK_KEEP_DAYS * 86_400_000),
    });
  }
}

/** The job: removes expired packs, then builds the waiting ones one at a time. Answers the packs handled. */
export async function runPackJob(ctx: PacksContext, log?: { error: (o: object, m: string) => void }, max = 5): Promise<number> {
  let handled = 0;
  for (const old of await repo.expiredPacks(ctx.db, new Date())) {
    if (old.storageKey) await ctx.storage.delete(old.storageKey).catch(() => undefined);
    await repo.deletePack(ctx.db, old.id);
    handled += 1;
  }
  for (let i = 0; i < max; i++) {
    const row = await repo.claimNext(ctx.db, new Date());
    if (!row) break;
    await buildPack(ctx, row, log);
    handled += 1;
  }
  return handled;
}

/**
 * A pack asked for in the demo world (seed/audit-packs.ts): QUEUED, built by the job once the server runs. Idempotent:
 * nothing when the company already has a pack.
 */
export async function queueSeedPack(
  db: Db,
  v: { companyId: number; userId: number; role: string; fromMonth: string; toMonth: string; lang: TLanguage },
): Promise<void> {
  const { rows } = await repo.searchPacks(db, v.companyId, { limit: 1, offset: 0 });
  if (rows.length) return;
  const user = await findUserById(db, v.userId);
  if (!user) return;
  await repo.insertPack(db, {
    companyId: v.companyId,
    fromMonth: v.fromMonth,
    toMonth: v.toMonth,
    productCodes: [],
    lang: v.lang,
    requestedBy: v.userId,
    requestedRole: v.role,
    requestedByName: formatPersonName(user, v.lang),
  });
}
