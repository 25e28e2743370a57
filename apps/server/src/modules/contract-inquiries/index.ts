// The contract-inquiries area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { contractInquiryRoutes } from './routes';
export {
  actOnContractInquiry,
  CONTRACT_INQUIRY_MAIL_TEMPLATES,
  createContractInquiryRecord,
  findContractInquiryBySeedKeys,
  registerContractInquiryKind,
} from './service';
