import { BULLETIN_CODES, PAGES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { boardCodeOf } from '../features/member-boards/pages/bbs-list-page';
import { pageRegistry } from './page-registry';

describe('page registry', () => {
  it('maps only page records the server knows, the home page among them, and every board list to a concrete path', () => {
    const uris = PAGES.map((p) => p.pageUri as string);
    for (const uri of Object.keys(pageRegistry)) expect(uris, uri).toContain(uri);
    expect(pageRegistry['/home']).toBeDefined();
    for (const code of BULLETIN_CODES) expect(pageRegistry[`/bbs/${code}/bbs-contents-list`]).toBeDefined();
  });
  it('reads the board code from the route metadata', () => {
    expect(boardCodeOf('/bbs/02/bbs-contents-list')).toBe('02');
    expect(boardCodeOf('/bbs/11/bbs-contents-list')).toBe('11');
    expect(boardCodeOf('/bbs/12/bbs-contents-list')).toBeNull();
    expect(boardCodeOf('/bbs/:code/bbs-contents-list')).toBeNull();
    expect(boardCodeOf(undefined)).toBeNull();
  });
});
