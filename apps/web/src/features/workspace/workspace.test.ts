import { BULLETIN_CODES, checkUploadSelection, PAGES, UPLOAD_MAX_FILES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { workspacePages } from './pages';
import { boardCodeOf } from './pages/bbs-list-page';
import { formatFileSize } from './components/format-file-size';

describe('workspace pages', () => {
  it('maps every page record of the area to a component, and every board list to a concrete path', () => {
    const uris = PAGES.map((p) => p.pageUri as string);
    for (const uri of Object.keys(workspacePages)) expect(uris, uri).toContain(uri);
    for (const code of BULLETIN_CODES) expect(workspacePages[`/bbs/${code}/bbs-contents-list`]).toBeDefined();
  });
  it('reads the board code from the route metadata', () => {
    expect(boardCodeOf('/bbs/02/bbs-contents-list')).toBe('02');
    expect(boardCodeOf('/bbs/11/bbs-contents-list')).toBe('11');
    expect(boardCodeOf('/bbs/12/bbs-contents-list')).toBeNull();
    expect(boardCodeOf('/bbs/:code/bbs-contents-list')).toBeNull();
    expect(boardCodeOf(undefined)).toBeNull();
  });
});

describe('upload control rules', () => {
  it('refuses too many files, a wrong type, an oversized file and a duplicate before sending', () => {
    const six = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => ({ name: `f${i}.pdf`, size: 10 }));
    expect(checkUploadSelection('INQUIRY', six).map((p) => p.key)).toContain('maxCount');
    expect(checkUploadSelection('INQUIRY', [{ name: 'run.exe', size: 10 }])[0].key).toBe('fileType');
    expect(checkUploadSelection('INQUIRY', [{ name: 'big.pdf', size: 11 * 1024 * 1024 }])[0].key).toBe('maxSize');
    expect(checkUploadSelection('INQUIRY', [{ name: 'a.pdf', size: 5 }], [{ name: 'a.pdf', size: 5 }])[0].key).toBe('alreadyRegistered');
    expect(checkUploadSelection('INQUIRY', [{ name: '../a.pdf', size: 5 }])[0].key).toBe('fileName');
  });
  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
  });
});
