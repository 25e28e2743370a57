// The documents area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { documentRoutes } from './routes';
export { addDocumentVersion, latestDocument } from './service';
// The audit pack's section of this area (decision 081)
export { documentsPackSection } from './audit-pack';
