import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from './constants';
import { errorMessage } from './errors/index';
import {
  acceptAttribute,
  allowedKinds,
  checkUploadSelection,
  displayFileName,
  FILE_SERVICE_KINDS,
  fileKindOf,
  fileNameProblem,
  isKindAllowed,
  UPLOAD_ALLOWED_KINDS,
  UPLOAD_MAX_FILES,
  uploadMessage,
} from './files';

describe('upload rules', () => {
  it('allows the types of the specification, and the file-service kinds for business forms', () => {
    expect([...UPLOAD_ALLOWED_KINDS].sort()).toEqual([
      'doc',
      'docx',
      'gif',
      'hwp',
      'jpeg',
      'jpg',
      'pdf',
      'png',
      'ppt',
      'pptx',
      'txt',
      'xls',
      'xlsx',
      'zip',
    ]);
    expect(FILE_SERVICE_KINDS).toEqual(expect.arrayContaining(['hwpx', 'csv', 'hwt', 'cell', 'show']));
    expect(isKindAllowed('INQUIRY', '보고서.PDF')).toBe(true);
    expect(isKindAllowed('INQUIRY', 'rows.csv')).toBe(false);
    expect(isKindAllowed('ORDER', 'rows.csv')).toBe(true);
    expect(isKindAllowed('REPORT', 'a.pdf')).toBe(false);
    expect(allowedKinds('NOTICE', true)).toEqual(['gif', 'jpeg', 'jpg', 'png']);
    expect(allowedKinds('REPORT', true)).toEqual([]);
    expect(acceptAttribute('REPORT')).toBe('.xlsx,.xls,.csv');
  });

  it('reads the extension of a name', () => {
    expect(fileKindOf('a.tar.GZ')).toBe('gz');
    expect(fileKindOf('.env')).toBe('');
    expect(fileKindOf('noext')).toBe('');
    expect(fileKindOf('dot.')).toBe('');
  });

  it('refuses names with a path or control characters', () => {
    expect(fileNameProblem('보고서 (최종).pdf')).toBeNull();
    expect(fileNameProblem('report..final.pdf')).toBeNull();
    expect(fileNameProblem('../a.pdf')).toBe('path');
    expect(fileNameProblem('a\\b.pdf')).toBe('path');
    expect(fileNameProblem('..')).toBe('path');
    expect(fileNameProblem('a\nb.pdf')).toBe('control');
    expect(fileNameProblem('x\u202Efdp.exe')).toBe('control');
    expect(fileNameProblem('   ')).toBe('empty');
    expect(fileNameProblem(`${'a'.repeat(201)}.pdf`)).toBe('length');
  });

  it('never lets a name with a slash or a control character through (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('/', '\\', '\u0000', '\u001f', '\u007f', '\u202e'), fc.string(), (a, bad, b) => {
        expect(fileNameProblem(`${a}${bad}${b}.pdf`)).not.toBeNull();
      }),
    );
  });

  it('echoes names without control characters', () => {
    expect(displayFileName('a\u0000b\u202E.pdf')).toBe('ab.pdf');
    expect([...displayFileName('가'.repeat(100))].length).toBe(80);
  });

  it('checks a selection as the server does: count, type, size, duplicates', () => {
    expect(checkUploadSelection('INQUIRY', [{ name: 'a.pdf', size: 10 }])).toEqual([]);
    const problems = checkUploadSelection(
      'INQUIRY',
      [
        { name: 'a.exe', size: 1 },
        { name: 'big.pdf', size: UPLOAD_MAX_BYTES + 1 },
        { name: 'same.pdf', size: 5 },
        { name: '../x.pdf', size: 1 },
      ],
      [
        { name: 'same.pdf', size: 5 },
        { name: 'other.pdf', size: 6 },
      ],
    );
    expect(problems.map((p) => p.key)).toEqual(['maxCount', 'fileType', 'maxSize', 'alreadyRegistered', 'fileName']);
    expect(uploadMessage('maxCount', 'ko', problems[0].params)).toBe(`파일은 최대 ${UPLOAD_MAX_FILES}개까지 첨부할 수 있습니다.`);
    expect(uploadMessage('maxSize', 'en', problems[2].params)).toBe('A file cannot be larger than 10 MB. (big.pdf)');
  });

  it('gives the server the same four messages as the upload control', () => {
    for (const lang of ['ko', 'en'] as const) {
      expect(errorMessage('FIL1N4001', lang, { max: 5 })).toBe(uploadMessage('maxCount', lang, { max: 5 }));
      expect(errorMessage('FIL1N4131', lang, { max: 10, fileName: 'a' })).toBe(uploadMessage('maxSize', lang, { max: 10, fileName: 'a' }));
      expect(errorMessage('FIL1N4151', lang, { fileName: 'a', allowed: 'pdf' })).toBe(
        uploadMessage('fileType', lang, { fileName: 'a', allowed: 'pdf' }),
      );
      expect(errorMessage('FIL1N4091', lang, { fileName: 'a' })).toBe(uploadMessage('alreadyRegistered', lang, { fileName: 'a' }));
    }
  });
});
