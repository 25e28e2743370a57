// The inquiries area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { inquiryRoutes } from './routes';
export { INQUIRY_MAIL_TEMPLATES } from './mail-templates';
export { recentInquiries, storedHtml } from './service';
