// The non-display area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { nonDisplayRoutes } from './routes';
export {
  actOnDeclarationRecord,
  approvedDeclarations,
  createDeclarationRecord,
  declarationAttachmentCounts,
  declarationExchangeDocument,
  declarationOwner,
  declarationsInEffect,
  findDeclarationBySeedKeys,
  latestDeclarationInEffect,
  registerNonDisplayKind,
  updateDeclarationRecord,
} from './service';
export type { DeclarationInEffect, DeclarationRow, NonDisplayContext } from './service';
// The audit pack's section of this area (decision 081)
export { nonDisplayPackSection } from './audit-pack';
