import { z } from 'zod';
import { ZBillingMonth } from './billing';
import { ZIdParam, ZIsoDateTime, ZListPageSize, ZPage, ZPageNumber } from './common';

/**
 * The audit pack (issue 25 section 4, decision 081): for a customer, a period of months and optional products, a ZIP
 * an auditor checks offline. `manifest.json` lists every file with its SHA-256, size and what it is; `manifest.sig` is
 * the raw 64-byte Ed25519 signature of the manifest's bytes by the portal's key, whose public half the key call
 * publishes. Built in the background (QUEUED -> BUILDING -> READY, or FAILED) with progress: documents done of total.
 */

export const AUDIT_PACK_STATES = ['QUEUED', 'BUILDING', 'READY', 'FAILED'] as const;
export type TAuditPackState = (typeof AUDIT_PACK_STATES)[number];
export const AUDIT_PACK_STATE_LABELS: Record<TAuditPackState, { ko: string; en: string }> = {
  QUEUED: { ko: '대기', en: 'Queued' },
  BUILDING: { ko: '작성 중', en: 'Building' },
  READY: { ko: '완료', en: 'Ready' },
  FAILED: { ko: '실패', en: 'Failed' },
};

/** The longest period of one pack, in months. */
export const AUDIT_PACK_MAX_MONTHS = 24;
/** The most products a pack may be narrowed to. */
export const AUDIT_PACK_MAX_PRODUCTS = 50;
/** The largest pack the verification page takes (MB); the script has no such limit of its own. */
export const AUDIT_PACK_VERIFY_MAX_MB = 200;
export const AUDIT_PACK_VERIFY_MAX_BYTES = AUDIT_PACK_VERIFY_MAX_MB * 1024 * 1024;
/** Days a ready pack stays downloadable before it is removed. */
export const AUDIT_PACK_KEEP_DAYS = 7;
/** The format named in every manifest. */
export const AUDIT_PACK_FORMAT = 'portal-audit-pack/1';
/** The names of the pack's own files (never a document's). */
export const AUDIT_PACK_MANIFEST = 'manifest.json';
export const AUDIT_PACK_SIGNATURE = 'manifest.sig';

/** Ask for a pack: the company (the exchange reviewer and the provider administrator name it; a member's is their own). */
export const ZAuditPackCreateRequest = z
  .object({
    companyId: ZIdParam.optional(),
    fromMonth: ZBillingMonth,
    toMonth: ZBillingMonth,
    productCodes: z.array(z.string().trim().min(1).max(30)).max(AUDIT_PACK_MAX_PRODUCTS).default([]),
  })
  .strict();
export type TAuditPackCreateRequest = z.infer<typeof ZAuditPackCreateRequest>;

export const ZAuditPackIdParams = z.object({ packId: ZIdParam });

export const ZAuditPackSearchRequest = z
  .object({ pageNumber: ZPageNumber, pageSize: ZListPageSize, companyId: ZIdParam.optional() })
  .strict();
export type TAuditPackSearchRequest = z.infer<typeof ZAuditPackSearchRequest>;

export const ZAuditPack = z.object({
  packId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  customerCode: z.string(),
  fromMonth: z.string(),
  toMonth: z.string(),
  productCodes: z.array(z.string()),
  state: z.enum(AUDIT_PACK_STATES),
  documentsDone: z.number().int(),
  documentsTotal: z.number().int(),
  /** The ZIP's name, size and SHA-256 once ready. */
  fileName: z.string(),
  sizeBytes: z.number().int().nullable(),
  sha256: z.string().nullable(),
  /** The key that signed the manifest (READY). */
  keyId: z.string().nullable(),
  /** Why it failed (in the request's language), null otherwise. */
  failure: z.string().nullable(),
  requestedByName: z.string(),
  createdAt: ZIsoDateTime,
  finishedAt: ZIsoDateTime.nullable(),
  /** When a ready pack is removed. */
  expiresAt: ZIsoDateTime.nullable(),
});
export type TAuditPack = z.infer<typeof ZAuditPack>;
export const ZAuditPackPage = ZPage(ZAuditPack);
export type TAuditPackPage = z.infer<typeof ZAuditPackPage>;

/** One public key of the portal's manifest signatures: its id, the PEM (SPKI) and the JWK (OKP, Ed25519). */
export const ZAuditPackKey = z.object({
  keyId: z.string(),
  algorithm: z.literal('Ed25519'),
  /** The key that signs new packs; the others signed earlier ones (kept after a rotation). */
  current: z.boolean(),
  publicKeyPem: z.string(),
  jwk: z.object({
    kty: z.literal('OKP'),
    crv: z.literal('Ed25519'),
    x: z.string(),
    kid: z.string(),
    use: z.literal('sig'),
    alg: z.literal('EdDSA'),
  }),
});
export type TAuditPackKey = z.infer<typeof ZAuditPackKey>;
export const ZAuditPackKeys = z.object({ keys: z.array(ZAuditPackKey) });
export type TAuditPackKeys = z.infer<typeof ZAuditPackKeys>;

/**
 * What a verification finds, each naming its file: CHANGED (its SHA-256 or size differs from the manifest's), MISSING
 * (listed, not in the pack), ADDED (in the pack, not listed), SIGNATURE (the manifest is not signed by a key of the
 * portal), MANIFEST (no manifest, or one that cannot be read), ARCHIVE (not a ZIP the verifier reads, or past its limits).
 */
export const AUDIT_PACK_PROBLEMS = ['CHANGED', 'MISSING', 'ADDED', 'SIGNATURE', 'MANIFEST', 'ARCHIVE'] as const;
export type TAuditPackProblemCode = (typeof AUDIT_PACK_PROBLEMS)[number];
export const ZAuditPackProblem = z.object({ code: z.enum(AUDIT_PACK_PROBLEMS), file: z.string(), detail: z.string() });
export type TAuditPackProblem = z.infer<typeof ZAuditPackProblem>;

export const ZAuditPackVerification = z.object({
  ok: z.boolean(),
  /** The key that signed it, when the signature holds. */
  keyId: z.string().nullable(),
  /** What the manifest says the pack is (when it could be read). */
  companyName: z.string().nullable(),
  customerCode: z.string().nullable(),
  fromMonth: z.string().nullable(),
  toMonth: z.string().nullable(),
  createdAt: z.string().nullable(),
  /** Files the manifest lists, and those checked good. */
  listed: z.number().int(),
  good: z.number().int(),
  problems: z.array(ZAuditPackProblem),
});
export type TAuditPackVerification = z.infer<typeof ZAuditPackVerification>;

/** One file of the manifest. */
export const ZAuditPackManifestFile = z.object({
  path: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  size: z.number().int().nonnegative(),
  section: z.string(),
  kind: z.string(),
  title: z.string(),
  number: z.string().nullable(),
  version: z.number().int().nullable(),
  dates: z.record(z.string(), z.string().nullable()),
});
export type TAuditPackManifestFile = z.infer<typeof ZAuditPackManifestFile>;

/** manifest.json. */
export const ZAuditPackManifest = z.object({
  format: z.literal(AUDIT_PACK_FORMAT),
  packId: z.number().int(),
  company: z.object({ companyId: z.number().int(), name: z.string(), nameEn: z.string().nullable(), customerCode: z.string() }),
  period: z.object({ fromMonth: z.string(), toMonth: z.string() }),
  productCodes: z.array(z.string()),
  createdAt: z.string(),
  requestedBy: z.object({ userId: z.number().int(), name: z.string(), role: z.string() }),
  signature: z.object({ algorithm: z.literal('Ed25519'), keyId: z.string(), file: z.literal(AUDIT_PACK_SIGNATURE) }),
  files: z.array(ZAuditPackManifestFile),
});
export type TAuditPackManifest = z.infer<typeof ZAuditPackManifest>;

/** The months of a period "YYYY-MM" .. "YYYY-MM", in order. */
export function packMonths(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
