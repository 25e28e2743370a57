import { BULLETIN_CODES } from '@portal/contract';
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const bbsList: Loader = () => import('./pages/bbs-list-page');

/**
 * The member boards by pageUri (spread into app/page-registry.ts): each board 02..11 has its own page
 * record with a concrete path, all on one component; a post of any board opens on the detail page.
 */
export const memberBoardPages: Record<string, Loader> = {
  ...Object.fromEntries(BULLETIN_CODES.map((code) => [`/bbs/${code}/bbs-contents-list`, bbsList])),
  '/bbs/:code/:bbsContentId/bbs-contents-detail': () => import('./pages/bbs-detail-page'),
};
