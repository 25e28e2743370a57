// The documents area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { documentRoutes } from './routes';
export { addDocumentVersion, latestDocument, providerToday } from './service';
// The versions of the policies (decision 084): the policies area drafts and publishes them here.
export { findDocument, insertDraft, materialVersionsOf, publishDraft, updateDraft, versionsOf } from './service';
export type { DocumentVersionRow, StandardDocumentRow } from './service';
// The audit pack's section of this area (decision 081)
export { documentsPackSection } from './audit-pack';
