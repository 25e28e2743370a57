import multipart from '@fastify/multipart';
import { callPath, calls, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { contentDisposition } from '../../platform/disposition';
import { fileServiceOf } from './service';
import { receiveUploads } from './upload';
import { defineRoute } from '../../platform/routes';

const TAG = 'Files';
/** A multipart request larger than every allowed file together (plus headers) is refused before it is read. */
const MAX_REQUEST_BYTES = UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + 256 * 1024;
const SWEEP_INTERVAL_MS = 10 * 60_000;
/** The name of the file sweep on the platform scheduler. */
export const JOB_FILE_SWEEP = 'file-sweep';

function refuseOversizedRequest(maxFiles: number) {
  return async (request: FastifyRequest) => {
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > maxFiles * UPLOAD_MAX_BYTES + 256 * 1024 || length > MAX_REQUEST_BYTES) throw new AppError('COM1N4130');
  };
}

/** Headers of a file answer: its type, length, name in both encodings, no sniffing, no caching by others. */
function fileHeaders(
  reply: FastifyReply,
  row: { contentType: string; sizeBytes: number; originalName: string; sha256: string },
  disposition: 'attachment' | 'inline',
) {
  reply
    .header('content-type', row.contentType)
    .header('content-length', String(row.sizeBytes))
    .header('content-disposition', contentDisposition(disposition, row.originalName))
    .header('x-content-type-options', 'nosniff')
    .header('etag', `"${row.sha256}"`);
}

/**
 * Files (spec 1, section 7: Files). Registered under /apis/v1: uploads, download and delete under
 * /common/files, editor images under /common/files/editor/images (upload) and /editor/images (read).
 */
export const fileRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const service = fileServiceOf(deps);
  // The size limit is enforced while streaming (upload.ts), which answers its own error.
  await app.register(multipart, { throwFileSizeLimit: false });

  defineRoute(
    app,
    calls.uploadFiles,
    {
      guard: 'signed-in',
      preValidation: refuseOversizedRequest(UPLOAD_MAX_FILES),
      config: { auditAction: 'FILE_UPLOAD' },
      tags: [TAG],
      summary: 'Upload files (multipart field `files`)',
      description:
        `Up to ${UPLOAD_MAX_FILES} files of at most 10 MB each, of the kinds of the fileTypeGroup, checked on their content. ` +
        "The files belong to the caller and the company (the token's, or `companyId` if the caller belongs to it). " +
        'With `ownerType`/`ownerId` (the record being edited) a file the record already holds is refused; with `alongside` (the files already in the form, comma-separated) a file with the same content as one of them is refused (FIL1N4094) instead of at the save. All or nothing.',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody },
    },
    async (request) => {
      const auth = request.auth!;
      const q = request.query;
      const companyId = await service.uploadCompany(auth, q.companyId);
      const staged = await receiveUploads(request, {
        group: q.fileTypeGroup,
        fieldNames: ['files', 'files[]'],
        maxFiles: UPLOAD_MAX_FILES,
        editorImage: false,
        stagingDir: service.stagingDir,
      });
      const files = await service.store(auth, staged, {
        group: q.fileTypeGroup,
        companyId,
        purpose: 'ATTACHMENT',
        owner: q.ownerType && q.ownerId ? { ownerType: q.ownerType, ownerId: q.ownerId } : undefined,
        alongside: q.alongside,
      });
      request.audit = {
        target: files.map((f) => f.fileUUID).join(','),
        companyId,
        detail: { fileTypeGroup: q.fileTypeGroup, count: files.length },
      };
      return { files };
    },
  );

  defineRoute(
    app,
    calls.uploadEditorImage,
    {
      guard: 'signed-in',
      preValidation: refuseOversizedRequest(1),
      config: { auditAction: 'FILE_EDITOR_IMAGE_UPLOAD' },
      tags: [TAG],
      summary: 'Upload an image for an HTML editor (multipart field `file`)',
      description:
        'One GIF, PNG or JPEG of at most 10 MB. Answers its address under /apis/v1/editor/images, readable by anyone who has it ' +
        '(an image inside an HTML body cannot carry a token).',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 409: ZErrorBody, 413: ZErrorBody, 415: ZErrorBody },
    },
    async (request) => {
      const auth = request.auth!;
      const group = request.query.fileTypeGroup;
      const companyId = await service.uploadCompany(auth);
      const staged = await receiveUploads(request, {
        group,
        fieldNames: ['file'],
        maxFiles: 1,
        editorImage: true,
        stagingDir: service.stagingDir,
      });
      const [file] = await service.store(auth, staged, { group, companyId, purpose: 'EDITOR' });
      request.audit = { target: file.fileUUID, detail: { fileTypeGroup: group } };
      return { ...file, url: callPath(calls.getEditorImage, { fileUUID: file.fileUUID }) };
    },
  );

  defineRoute(
    app,
    calls.downloadFile,
    {
      compress: false,
      tags: [TAG],
      summary: 'Download a file',
      description:
        "Public files to anyone; other files to their uploader, members of the owning company or of the record's company, " +
        "provider staff, or whoever the record's area allows. Sent as an attachment with its original name (RFC 6266/5987).",
      errors: { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
    },
    async (request, reply) => {
      const found = await service.open(request.auth, request.query.fileUUID, request.log);
      if (!found) {
        // A visitor learns nothing about which ids exist: sign in first.
        if (!request.auth) await app.requireAuth(request, reply);
        throw new AppError('FIL1N4041');
      }
      fileHeaders(reply, found.row, 'attachment');
      reply.header('cache-control', found.row.visibility === 'PUBLIC' ? 'public, max-age=300' : 'private, no-cache');
      return reply.send(found.body);
    },
  );

  defineRoute(
    app,
    calls.deleteFiles,
    {
      guard: 'signed-in',
      config: { auditAction: 'FILE_DELETE' },
      tags: [TAG],
      summary: 'Delete files (request body)',
      description:
        'Only the uploader (or provider staff), and only files not attached to a submitted record (pending files and files held by a draft). All or nothing.',
      errors: { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody },
    },
    async (request) => {
      const fileUUIDs = await service.delete(request.auth!, request.body.fileUUIDs);
      request.audit = { target: fileUUIDs.join(','), detail: { count: fileUUIDs.length } };
      return { fileUUIDs };
    },
  );

  defineRoute(
    app,
    calls.getEditorImage,
    {
      compress: false,
      tags: [TAG],
      summary: 'An image placed in an HTML body',
      description: 'Images uploaded through the editor only, with their own content type, no sniffing and a sandboxing policy.',
      errors: { 400: ZErrorBody, 404: ZErrorBody },
    },
    async (request, reply) => {
      const found = await service.openEditorImage(request.params.fileUUID, request.log);
      if (!found) throw new AppError('FIL1N4041');
      fileHeaders(reply, found.row, 'inline');
      reply
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=86400');
      return reply.send(found.body);
    },
  );

  // Pending uploads nobody attached and files of removed records go away in the background (the
  // platform scheduler runs the job; the sweep claims its rows with SKIP LOCKED).
  app.jobs.add({ name: JOB_FILE_SWEEP, intervalMs: SWEEP_INTERVAL_MS, run: () => service.sweep() });
};
