import { open } from 'node:fs/promises';
import { REPORT_FILE_EXTENSIONS, REPORT_FILE_MAX_BYTES, ZIP_MAX_UNCOMPRESSED_BYTES } from '@portal/contract';
import { fileTypeFromBuffer } from 'file-type';
import { looksExecutable, readZipDirectory, ZipError } from '../../../platform/file-inspect'; // the content checks alone: the reader thread never loads the server (decisions 058, 076)
import { ReportFileError } from './rows';

/**
 * Which kind a report file is, by its name and by its bytes: an xlsx is a ZIP archive holding a workbook's OOXML
 * parts, an xls an OLE compound file, a csv text (its UTF-8 is checked while it is read). Reads only the first bytes
 * and, for an xlsx, the ZIP central directory; nothing is unpacked here.
 */

export type TReportFileKind = (typeof REPORT_FILE_EXTENSIONS)[number];

export const REPORT_FILE_MAX_MB = REPORT_FILE_MAX_BYTES / (1024 * 1024);
/** An xlsx whose entries inflate beyond this in total is refused (declared in its directory, and counted while reading). */
export const REPORT_MAX_INFLATED_BYTES = ZIP_MAX_UNCOMPRESSED_BYTES;
export const REPORT_MAX_INFLATED_MB = REPORT_MAX_INFLATED_BYTES / (1024 * 1024);

const HEAD_BYTES = 4096;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const extensionOf = (filename: string): string => {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
};

const isReportKind = (ext: string): ext is TReportFileKind => (REPORT_FILE_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Checks a staged report file before it is read. Throws ReportFileError: URF1N4151 (not xlsx/xls/csv by name),
 * URF1N4001 (empty), URF1N4131 (over 10 MB, never read), URF1N4152 (the bytes are another kind: a renamed file),
 * URF1N4153 (an xlsx declaring more than 200 MB unpacked), URF1N4006 (a damaged archive).
 */
export async function sniffReportFile(path: string, filename: string): Promise<{ kind: TReportFileKind; size: number }> {
  const extension = extensionOf(filename);
  if (!isReportKind(extension)) throw new ReportFileError('URF1N4151', { fileName: filename });
  const fh = await open(path, 'r');
  try {
    const { size } = await fh.stat();
    if (size === 0) throw new ReportFileError('URF1N4001', { fileName: filename });
    if (size > REPORT_FILE_MAX_BYTES) throw new ReportFileError('URF1N4131', { max: REPORT_FILE_MAX_MB, fileName: filename });
    const head = Buffer.alloc(Math.min(HEAD_BYTES, size));
    await fh.read(head, 0, head.length, 0);
    const renamed = new ReportFileError('URF1N4152', { extension, fileName: filename });
    if (looksExecutable(head)) throw renamed;
    if (extension === 'xlsx') {
      if (!head.subarray(0, 4).equals(ZIP_MAGIC)) throw renamed;
      let names: string[];
      try {
        names = (await readZipDirectory(fh, size)).entries.map((e) => e.name);
      } catch (err) {
        if (!(err instanceof ZipError)) throw err;
        if (err.reason === 'bomb') throw new ReportFileError('URF1N4153', { max: REPORT_MAX_INFLATED_MB, fileName: filename });
        throw new ReportFileError('URF1N4006', { fileName: filename });
      }
      // A Word or PowerPoint file, a plain ZIP or a macro workbook renamed .xlsx is not a workbook of the form.
      const workbook = names.includes('[Content_Types].xml') && names.includes('xl/workbook.xml');
      if (!workbook || names.some((n) => /(^|\/)vbaProject\.bin$/i.test(n))) throw renamed;
    } else if (extension === 'xls') {
      if (head.length < 512 || !head.subarray(0, 8).equals(OLE_MAGIC)) throw renamed;
    } else {
      // CSV is text: a known binary format (PDF, ZIP, image, OLE, ...) is a renamed file; bad UTF-8 is found
      // while reading.
      const sniffed = await fileTypeFromBuffer(head).catch(() => undefined);
      if (sniffed || head.subarray(0, 8).equals(OLE_MAGIC) || head.subarray(0, 4).equals(ZIP_MAGIC)) throw renamed;
    }
    return { kind: extension, size };
  } finally {
    await fh.close();
  }
}
