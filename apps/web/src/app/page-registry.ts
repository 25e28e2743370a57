import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/**
 * pageUri (as in the server's page records) -> lazily loaded page component. A page record
 * whose pageUri is not here cannot be shown; a path here without a record goes to /pageNotAccess.
 * Each feature adds its pages in its own `pages.ts` and is listed below.
 */
import { contentPages } from '../features/content/pages';
import { accountPages } from '../features/accounts/pages';
import { workspacePages } from '../features/workspace/pages';

export const pageRegistry: Record<string, Loader> = {
  ...contentPages,
  ...accountPages,
  ...workspacePages,
};
