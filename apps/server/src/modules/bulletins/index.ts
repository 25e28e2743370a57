// The bulletins area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { bulletinRoutes } from './routes';
export { searchColumnsOf } from './repo';
export { normalizeSearch, searchKey } from './search-text';
export { contentDetail, insertBbsContent, ListCache, searchContents, searchContentsBytes, watchBbsVersion } from './service';
export type { ListAnswerCache, SearchInput } from './service';
