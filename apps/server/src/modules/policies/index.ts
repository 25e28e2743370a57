// The policies area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { policyRoutes } from './routes';
export {
  clausesHtml,
  clausesSha256,
  companyHolds,
  onPolicyPublished,
  policyPublished,
  registerPolicyHold,
  userPolicyDiff,
} from './service';
export type { PolicyPublishedEvent, PolicyPublishedListener } from './service';
export { canonicalClauses, diffClauses } from './diff';
