import { z } from 'zod';
import type { TLanguage } from './common';
import { ZIsoDateTime } from './common';
import { UPLOAD_MAX_BYTES } from './constants';

/**
 * Upload rules shared by the server and the web upload control (spec 1, section 5; spec 2, section 5).
 * docs/decisions/020-uploads.md explains each limit.
 */

/** The types a member may attach (spec 1, section 5). */
export const UPLOAD_ALLOWED_KINDS = [
  'gif',
  'jpeg',
  'jpg',
  'png',
  'doc',
  'docx',
  'hwp',
  'pdf',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'zip',
] as const;
/** Hancom Office variants beside hwp/hwpx: Hangul template, Hancell sheet, Hanshow slides (OLE compound files). */
export const HANCOM_VARIANT_KINDS = ['hwt', 'cell', 'show'] as const;
/** The wider list of the file-service kinds: the allowed types plus hwpx, csv and the Hancom variants. */
export const FILE_SERVICE_KINDS = [...UPLOAD_ALLOWED_KINDS, 'hwpx', 'csv', ...HANCOM_VARIANT_KINDS] as const;
export type TFileKind = (typeof FILE_SERVICE_KINDS)[number];
export const IMAGE_KINDS = ['gif', 'jpeg', 'jpg', 'png'] as const satisfies readonly TFileKind[];
/** Report upload files are spreadsheets (spec 2, section 5) and, beyond it, the documented CSV. */
export const REPORT_KINDS = ['xlsx', 'xls', 'csv'] as const satisfies readonly TFileKind[];

/** At most this many files in one upload, and attached to one record. */
export const UPLOAD_MAX_FILES = 5;
/** Per file (spec 1, section 9): 10 MB. */
export const UPLOAD_MAX_MB = UPLOAD_MAX_BYTES / (1024 * 1024);
/** A ZIP-based upload (zip, docx, xlsx, pptx, hwpx) whose entries declare more than this in total is refused (zip bomb). */
export const ZIP_MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;
export const ZIP_MAX_UNCOMPRESSED_MB = ZIP_MAX_UNCOMPRESSED_BYTES / (1024 * 1024);
/** ... and so is one with more entries than this. */
export const ZIP_MAX_ENTRIES = 10_000;
/** Longest file name accepted, in characters (after Unicode NFC normalisation). */
export const FILE_NAME_MAX_LENGTH = 200;
/** Files uploaded but never attached to a record are removed after this many hours (editor images excepted). */
export const PENDING_FILE_TTL_HOURS = 24;

/**
 * File type groups: the `fileTypeGroup` of an upload names the form it serves, and with it the kinds allowed.
 * Business forms (orders, contracts, non-display reports, suspensions, approvals) take the file-service kinds.
 */
export const FILE_TYPE_GROUPS = {
  INQUIRY: UPLOAD_ALLOWED_KINDS,
  NOTICE: UPLOAD_ALLOWED_KINDS,
  BBS: UPLOAD_ALLOWED_KINDS,
  EDITOR: IMAGE_KINDS,
  ORDER: FILE_SERVICE_KINDS,
  CONTRACT: FILE_SERVICE_KINDS,
  NON_DISPLAY: FILE_SERVICE_KINDS,
  SUSPENSION: FILE_SERVICE_KINDS,
  APPROVAL: FILE_SERVICE_KINDS,
  /** Evidence of a bill line's dispute (decision 080). */
  BILLING_DISPUTE: FILE_SERVICE_KINDS,
  REPORT: REPORT_KINDS,
} as const satisfies Record<string, readonly TFileKind[]>;
export type TFileTypeGroup = keyof typeof FILE_TYPE_GROUPS;
export const FILE_TYPE_GROUP_CODES = Object.keys(FILE_TYPE_GROUPS) as [TFileTypeGroup, ...TFileTypeGroup[]];
export const ZFileTypeGroup = z.enum(FILE_TYPE_GROUP_CODES);
/** The group as a request parameter: absent reads as a missing parameter, an unknown code as an invalid one. */
const ZFileTypeGroupParam = z.string().pipe(ZFileTypeGroup);

/** Content types answered for each kind (downloads are always sent as attachments). */
export const MIME_OF_KIND: Record<TFileKind, string> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  hwp: 'application/x-hwp',
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  hwpx: 'application/hwp+zip',
  csv: 'text/csv; charset=utf-8',
  hwt: 'application/x-hwt',
  cell: 'application/x-cell',
  show: 'application/x-show',
};

/** The kinds a group allows; for the editor upload only the image kinds among them. */
export function allowedKinds(group: TFileTypeGroup, editorImage = false): readonly TFileKind[] {
  const kinds = FILE_TYPE_GROUPS[group] as readonly TFileKind[];
  return editorImage ? kinds.filter((k) => (IMAGE_KINDS as readonly string[]).includes(k)) : kinds;
}

/** The lower-case extension of a file name ('' when it has none). */
export function fileKindOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isKindAllowed(group: TFileTypeGroup, name: string, editorImage = false): boolean {
  return (allowedKinds(group, editorImage) as readonly string[]).includes(fileKindOf(name));
}

/** The `accept` attribute of a file input for a group: ".gif,.jpeg,...". */
export const acceptAttribute = (group: TFileTypeGroup, editorImage = false): string =>
  allowedKinds(group, editorImage)
    .map((k) => `.${k}`)
    .join(',');

// Characters a file name may not carry: C0/C1 controls, DEL, and the bidirectional overrides that make
// "report‮fdp.exe" look like "reportexe.pdf".
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export type TFileNameProblem = 'empty' | 'path' | 'control' | 'length';

/**
 * Why a file name is refused, or null. A name carrying a path (`/`, `\`, or the `.`/`..` segments) or control
 * characters is refused, never reduced to its base name (docs/decisions/020-uploads.md).
 */
export function fileNameProblem(rawName: string): TFileNameProblem | null {
  const name = rawName.normalize('NFC');
  if (!name.trim()) return 'empty';
  if (CONTROL_CHARS.test(name)) return 'control';
  if (name.includes('/') || name.includes('\\') || name.trim() === '.' || name.trim() === '..') return 'path';
  if ([...name].length > FILE_NAME_MAX_LENGTH) return 'length';
  return null;
}

/** A file name as it may be echoed in a message: control characters removed, length bounded. */
export function displayFileName(rawName: string): string {
  const cleaned = [...rawName.normalize('NFC')].filter((ch) => !CONTROL_CHARS.test(ch)).join('');
  const chars = [...cleaned];
  return chars.length > 80 ? `${chars.slice(0, 77).join('')}...` : cleaned;
}

/** The four messages of the upload control (spec 1, section 5); the server answers the same texts. */
export const UPLOAD_MESSAGES = {
  maxCount: { ko: '파일은 최대 {max}개까지 첨부할 수 있습니다.', en: 'You can attach up to {max} files.' },
  maxSize: {
    ko: '파일 하나의 크기는 {max}MB를 넘을 수 없습니다. ({fileName})',
    en: 'A file cannot be larger than {max} MB. ({fileName})',
  },
  fileType: {
    ko: '첨부할 수 없는 파일 형식입니다. ({fileName}) 허용 형식: {allowed}',
    en: 'This type of file cannot be attached ({fileName}). Allowed types: {allowed}',
  },
  alreadyRegistered: { ko: '이미 등록된 파일입니다. ({fileName})', en: 'This file is already registered. ({fileName})' },
} as const;
export type TUploadMessageKey = keyof typeof UPLOAD_MESSAGES;

export function uploadMessage(key: TUploadMessageKey, lang: TLanguage, params: Record<string, string | number> = {}): string {
  let text: string = UPLOAD_MESSAGES[key][lang];
  for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

export interface TUploadCandidate {
  name: string;
  size: number;
}
export interface TUploadProblem {
  key: TUploadMessageKey | 'fileName';
  fileName: string;
  params: Record<string, string | number>;
}

/**
 * The checks the upload control runs before sending (the server runs them again, and checks the content):
 * count (with the files already in the form), type, size, and duplicates by name and size.
 */
export function checkUploadSelection(
  group: TFileTypeGroup,
  candidates: TUploadCandidate[],
  existing: TUploadCandidate[] = [],
  opts: { editorImage?: boolean; maxFiles?: number } = {},
): TUploadProblem[] {
  const problems: TUploadProblem[] = [];
  const max = opts.maxFiles ?? UPLOAD_MAX_FILES;
  if (candidates.length + existing.length > max) problems.push({ key: 'maxCount', fileName: '', params: { max } });
  const seen = new Set(existing.map((f) => `${f.name.normalize('NFC')}\u0000${f.size}`));
  const allowed = allowedKinds(group, opts.editorImage).join(', ');
  for (const f of candidates) {
    const fileName = displayFileName(f.name);
    if (fileNameProblem(f.name)) problems.push({ key: 'fileName', fileName, params: { fileName } });
    else if (!isKindAllowed(group, f.name, opts.editorImage)) problems.push({ key: 'fileType', fileName, params: { fileName, allowed } });
    else if (f.size > UPLOAD_MAX_BYTES) problems.push({ key: 'maxSize', fileName, params: { fileName, max: UPLOAD_MAX_MB } });
    const id = `${f.name.normalize('NFC')}\u0000${f.size}`;
    if (seen.has(id)) problems.push({ key: 'alreadyRegistered', fileName, params: { fileName } });
    seen.add(id);
  }
  return problems;
}

/** Where the web app sends and fetches files. */

/** Names the record a file is (or will be) attached to: an area's record type and its key. */
export const ZFileOwnerType = z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/);
export const ZFileOwnerId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);

export const ZUploadFilesQuery = z
  .object({
    fileTypeGroup: ZFileTypeGroupParam,
    /** A company the caller belongs to; the token's company when absent. */
    companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    /** The record being edited, if any: a file already attached to it is refused as already registered. */
    ownerType: ZFileOwnerType.optional(),
    ownerId: ZFileOwnerId.optional(),
    /**
     * The files already in the form (a draft not yet saved, or saved since), comma-separated: a file with the same
     * content as one of them is refused at the upload (FIL1N4094), not at the save.
     */
    alongside: z
      .string()
      .regex(/^[0-9a-fA-F-]{36}(,[0-9a-fA-F-]{36}){0,49}$/)
      .transform((v) => v.toLowerCase().split(','))
      .optional(),
  })
  .refine((q) => (q.ownerType === undefined) === (q.ownerId === undefined), {
    message: 'ownerType and ownerId go together',
    path: ['ownerId'],
  });
export type TUploadFilesQuery = z.infer<typeof ZUploadFilesQuery>;

export const ZEditorImageQuery = z.object({ fileTypeGroup: ZFileTypeGroupParam });
export type TEditorImageQuery = z.infer<typeof ZEditorImageQuery>;

/** A stored file as the portal shows it; records embed this for their attachments. */
export const ZFileInfo = z.object({
  fileUUID: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  fileExtension: z.string(),
  contentType: z.string(),
  fileTypeGroup: z.string(),
  createdAt: ZIsoDateTime,
});
export type TFileInfo = z.infer<typeof ZFileInfo>;

export const ZUploadFilesResponse = z.object({ files: z.array(ZFileInfo) });
export type TUploadFilesResponse = z.infer<typeof ZUploadFilesResponse>;

export const ZEditorImageResponse = ZFileInfo.extend({ url: z.string() });
export type TEditorImageResponse = z.infer<typeof ZEditorImageResponse>;

export const ZFileUUID = z.uuid();
export const ZDownloadFileQuery = z.object({ fileUUID: ZFileUUID });
export const ZEditorImageParams = z.object({ fileUUID: ZFileUUID });

export const FILES_DELETE_MAX = 50;
export const ZDeleteFilesRequest = z.object({ fileUUIDs: z.array(ZFileUUID).min(1).max(FILES_DELETE_MAX) });
export type TDeleteFilesRequest = z.infer<typeof ZDeleteFilesRequest>;
export const ZDeleteFilesResponse = z.object({ fileUUIDs: z.array(z.string()) });
export type TDeleteFilesResponse = z.infer<typeof ZDeleteFilesResponse>;
