// The notifications area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { notificationRoutes } from './routes';
export { NOTIFICATION_DIGEST_TEMPLATES, NOTIFICATION_MAIL_TEMPLATES } from './mail-templates';
export { wireWorkflow, workflowParties } from './service';
