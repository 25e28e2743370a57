// The non-display application inventory's face (decision 076): its routes plugin and what the seed and the tests use.
export { nonDisplayApplicationRoutes } from './routes';
export { applicationsOfCompany, changeFormOf, createApplication, draftDeclarationChange, insertApplications, tierSummary } from './service';
export type { InventoryContext } from './service';
