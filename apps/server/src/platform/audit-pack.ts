import type { Readable } from 'node:stream';
import { PROVIDER_ROLES, type TLanguage } from '@portal/contract';
import { asc, inArray } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db';
import type { ObjectStorage } from './storage';
import { requestHistory } from './schema';
import type { WorkflowEngine } from './workflow';

/**
 * The audit pack's sections (decision 081). Each area that owns documents an auditor asks for gives the pack a section
 * through its face (`contractsPackSection`, `billingPackSection`, ...); the audit-packs module imports the faces and
 * lists them in order, so a new area (reconciliations, clearances, bill disputes) adds its section in one place. A
 * section answers the list of its documents for a scope (a customer, a period, optional products), each with what the
 * manifest says of it and a body read only when the pack writes it: the whole list is small, the bytes stream one
 * document at a time.
 */
export interface PackScope {
  companyId: number;
  /** The period's first and last month "YYYY-MM", and its first and last Korean days "YYYY-MM-DD". */
  fromMonth: string;
  toMonth: string;
  fromDay: string;
  toDay: string;
  /** The products the pack is narrowed to; empty: every product. */
  products: readonly string[];
  /** The language of documents rendered for the pack (the requester's). */
  lang: TLanguage;
  /** When the pack is made (the rendered documents' issue time). */
  now: Date;
}

/**
 * What a section may use: the database, the configuration (the business clock), the workflow engine, and the object
 * storage (stored files copied into the pack as they were uploaded).
 */
export interface PackContext {
  db: Db;
  config: Config;
  workflow: WorkflowEngine;
  storage: ObjectStorage;
}

export interface PackDocument {
  /** The path inside the ZIP: lower-case folders, `/` separators, no `..` (checked by the pack). */
  path: string;
  /** What it is: `contract`, `agreement-archive`, `standard-document`, `price-list`, `declaration-version`, ... */
  kind: string;
  /** A short title in the pack's language. */
  title: string;
  number: string | null;
  version: number | null;
  /** The dates that place it (effective, submitted, acted, month...), ISO strings or days. */
  dates: Record<string, string | null>;
  /** The request it belongs to (its history goes into the audit trail). */
  requestId?: number;
  /** The audit log's target of the document (its number), for the audit trail. */
  auditTarget?: string;
  /** Its bytes, read when the pack writes it. */
  body: () => Promise<Buffer | string | Readable>;
}

export interface PackSection {
  /** The section's name in the manifest and its folder. */
  name: string;
  documents(ctx: PackContext, scope: PackScope): Promise<PackDocument[]>;
}

export const packSection = (section: PackSection): PackSection => section;

/** Whether a product is in the pack's scope. */
export const inPackProducts = (scope: Pick<PackScope, 'products'>, code: string): boolean =>
  scope.products.length === 0 || scope.products.includes(code);

/** A name safe in a pack path: letters, digits, dot, dash and underscore; anything else becomes a dash. */
export const packName = (s: string): string => s.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';

/** JSON as the pack writes it: two-space indented, a final newline. */
export const packJson = (value: unknown): string => JSON.stringify(value, null, 2) + '\n';

/**
 * The versions of requests (the engine's history, one row per version: who acted, in which role, when, the action,
 * the states and the content then), as documents of a section: `<folder>/<number>/v<n>.json`.
 */
export async function requestVersionDocuments(
  db: Db,
  requests: readonly { requestId: number; number: string; folder: string; title: string }[],
  kind: string,
): Promise<PackDocument[]> {
  if (!requests.length) return [];
  const byId = new Map(requests.map((r) => [r.requestId, r]));
  const out: PackDocument[] = [];
  const ids = [...byId.keys()];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .select({
        id: requestHistory.id,
        requestId: requestHistory.requestId,
        versionNo: requestHistory.versionNo,
        action: requestHistory.action,
        at: requestHistory.at,
      })
      .from(requestHistory)
      .where(inArray(requestHistory.requestId, ids.slice(i, i + 500)))
      .orderBy(asc(requestHistory.requestId), asc(requestHistory.versionNo));
    for (const h of rows) {
      const r = byId.get(h.requestId)!;
      out.push({
        path: `${r.folder}/${packName(r.number)}/v${h.versionNo}.json`,
        kind,
        title: `${r.title} v${h.versionNo} (${h.action})`,
        number: r.number,
        version: h.versionNo,
        dates: { actedAt: h.at.toISOString() },
        requestId: h.requestId,
        auditTarget: r.number,
        body: async () => {
          const [row] = await db
            .select()
            .from(requestHistory)
            .where(inArray(requestHistory.id, [h.id]));
          return packJson({
            number: r.number,
            version: row!.versionNo,
            action: row!.action,
            fromState: row!.fromState,
            toState: row!.toState,
            actor: {
              userId: row!.actorUserId,
              name: row!.actorName,
              nameEn: row!.actorNameEn,
              role: row!.actorRole,
              companyId: row!.actorCompanyId,
            },
            at: row!.at.toISOString(),
            reason: row!.reason,
            // A memo written by provider staff is their internal note (the engine's versions show it to them alone): a pack
            // goes to the customer and its auditor, so it never carries one.
            memo: PROVIDER_ROLES.includes(row!.actorRole) ? null : row!.memo,
            content: row!.content,
          });
        },
      });
    }
  }
  return out;
}
