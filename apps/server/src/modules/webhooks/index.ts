// The webhooks area's face (decision 076): its routes plugin, the event effect of the kinds' transitions, the event
// publisher other areas call in their transaction (billing, policies), and the worker's pieces the bench and tests use.
export { webhookRoutes } from './routes';
export { publishEvent, publishEvents, registerWebhookEvents } from './events';
export { deliverDue, JOB_WEBHOOKS, retryDelayMs } from './worker';
export { addSeedEndpoint, settingsOf } from './service';
