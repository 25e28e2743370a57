// The terms area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { companyAcknowledgements, latestVersion, recordAcknowledgement, recordAgreements, termsOf, termsPending } from './service';
