import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { AUDIT_PACK_VERIFY_MAX_BYTES, AUDIT_PACK_VERIFY_MAX_MB, calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { sendAttachment } from '../../platform/disposition';
import { AppError } from '../../platform/errors';
import { Gate } from '../../platform/gate';
import { defineRoute } from '../../platform/routes';
import { fileServiceOf } from '../files';
import * as repo from './repo';
import { createPack, getPack, JOB_AUDIT_PACKS, packDownload, runPackJob, searchPacks, type PacksContext } from './service';
import { portalKeys, publishedKey } from './signing';
import { verifyPack } from './verify';

const TAG = 'Audit packs';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const guard = { permission: 'auditPacks.make' } as const;
/** Verifications read at once per process (each reads a whole pack from disk through inflate and SHA-256). */
const verifiers = new Gate(2, 60_000);

/** Streams the one file part to a staging file, cut at the size limit. */
async function stageUpload(request: FastifyRequest, dir: string): Promise<string> {
  const tooLarge = () => new AppError('ADP1N4131', { max: AUDIT_PACK_VERIFY_MAX_MB });
  if (Number(request.headers['content-length'] ?? 0) > AUDIT_PACK_VERIFY_MAX_BYTES + 256 * 1024) throw tooLarge();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.pack`);
  // A body that is not well-formed multipart (cut short, a broken part header) is the caller's error, not the server's:
  // busboy's errors carry no system call, unlike a failed write of the staged file (a full disk stays a server error).
  const unreadable = (err: unknown) =>
    err instanceof AppError || (err as NodeJS.ErrnoException | null)?.syscall ? err : new AppError('COM1N4003');
  const part = await request
    .file({ limits: { fileSize: AUDIT_PACK_VERIFY_MAX_BYTES, files: 1, fields: 5, parts: 6 } })
    .catch((err: unknown) => {
      throw unreadable(err);
    });
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError('ADP1N4006');
  }
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > AUDIT_PACK_VERIFY_MAX_BYTES) return done(tooLarge());
      done(null, chunk);
    },
  });
  const onLimit = () => meter.destroy(tooLarge());
  part.file.once('limit', onLimit);
  try {
    await pipeline(part.file, meter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    if (part.file.truncated) throw tooLarge();
    if (size === 0) throw new AppError('ADP1N4006');
  } catch (err) {
    await rm(file, { force: true });
    request.raw.unpipe();
    request.raw.resume();
    throw unreadable(err);
  }
  return file;
}

/**
 * The audit pack's calls (decision 081): ask for a pack, follow it, download it, verify one, and the public key call.
 * A customer member works on their own company; the provider administrator and the exchange reviewer on the customer
 * they name. Answers name companies and people: no-store.
 */
export const auditPackRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const files = fileServiceOf(deps);
  const ctx: PacksContext = { db: deps.db, config: deps.config, workflow: app.workflow, storage: files.storage };
  files.referStorage('audit-packs', repo.storageKeysIn);
  app.jobs.add({ name: JOB_AUDIT_PACKS, intervalMs: 30_000, run: () => runPackJob(ctx, app.log) });
  await app.register(multipart, { throwFileSizeLimit: false });

  defineRoute(
    app,
    calls.createAuditPack,
    {
      guard,
      config: { auditAction: 'AUDIT_PACK_CREATE' },
      tags: [TAG],
      summary: 'Ask for the audit pack of a customer, a period of months and optional products',
      description:
        'Answered at once (QUEUED); built in the background (GET …/{packId} shows its progress). A customer member asks for their own company (companyId omitted or their own); the provider administrator and the exchange reviewer name the customer. Errors: ADP1N4001 months reversed, ADP1N4002 more than 24 months, ADP1N4003 a month not begun, ADP1N4004 no customer named, ADP1N4005 unknown products, ADP1N4031 another company, ADP1N4042 not a customer, ADP1N4092 the same pack is already being made.',
      errors,
    },
    async (request, reply) => {
      const pack = await createPack(ctx, request.auth!, request.body, request.lang);
      request.audit = {
        target: String(pack.packId),
        companyId: pack.companyId,
        detail: { fromMonth: pack.fromMonth, toMonth: pack.toMonth, productCodes: pack.productCodes },
      };
      app.jobs.kick(JOB_AUDIT_PACKS);
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(pack);
    },
  );

  defineRoute(
    app,
    calls.searchAuditPacks,
    {
      guard,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'Audit packs, newest first',
      description:
        'A member sees their company’s packs; the provider administrator and the exchange reviewer every customer’s, or one named customer’s.',
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return searchPacks(ctx, request.auth!, request.body, request.lang);
    },
  );

  defineRoute(
    app,
    calls.getAuditPack,
    {
      guard,
      tags: [TAG],
      summary: 'An audit pack: its state and progress (documents done of total)',
      description: 'Another company’s pack answers ADP1N4041 to a member.',
      errors,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPack(ctx, request.auth!, request.params.packId, request.lang);
    },
  );

  defineRoute(
    app,
    calls.downloadAuditPack,
    {
      guard,
      compress: false,
      tags: [TAG],
      summary: 'Download a ready audit pack (application/zip)',
      description: 'The ZIP as stored: manifest.json, manifest.sig and the documents. ADP1N4091 while it is not ready.',
      errors,
    },
    async (request, reply) => {
      const { pack, body } = await packDownload(ctx, request.auth!, request.params.packId, request.lang);
      return sendAttachment(reply, { type: 'application/zip', fileName: pack.fileName, size: pack.sizeBytes ?? undefined, body });
    },
  );

  defineRoute(
    app,
    calls.verifyAuditPack,
    {
      guard,
      config: { readOnly: true },
      tags: [TAG],
      summary: `Verify an audit pack (multipart field \`file\`, at most ${AUDIT_PACK_VERIFY_MAX_MB} MB)`,
      description:
        'Every file against the manifest’s SHA-256 and size, files missing or added, and the manifest’s Ed25519 signature against the portal’s keys (current and retired); each problem names its file. Nothing is kept.',
      errors: { ...errors, 413: ZErrorBody },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const staged = await stageUpload(request, files.stagingDir);
      try {
        return await verifiers.run(() => verifyPack(staged, portalKeys(deps.config)));
      } finally {
        await rm(staged, { force: true });
      }
    },
  );

  defineRoute(
    app,
    calls.getAuditPackKeys,
    {
      tags: [TAG],
      summary: 'The public keys of the portal’s audit-pack signatures (public)',
      description:
        'Each key: its id (the manifest names the one that signed it), the PEM (SPKI) for `openssl pkeyutl -verify -rawin` and the JWK (OKP, Ed25519). The current key signs new packs; retired ones still verify the packs they signed.',
      errors: {},
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { keys: portalKeys(deps.config).map(publishedKey) };
    },
  );
};
