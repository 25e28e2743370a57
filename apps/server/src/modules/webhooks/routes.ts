import { calls, ZErrorBody } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { COMPANY_ADMIN_GUARD } from '../../platform/guard';
import { defineRoute } from '../../platform/routes';
import {
  createEndpoint,
  deleteEndpoint,
  encryptSeededSecrets,
  listEndpoints,
  replayDelivery,
  replayEvent,
  rotateSecret,
  searchDeliveries,
  settingsOf,
  testEndpoint,
  updateEndpoint,
  type WebhooksContext,
} from './service';
import { batchOf, deliverDue, JOB_WEBHOOKS } from './worker';
import { takeWritten } from './events';

const TAG = 'Webhooks';
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
/** The company administrator of the token's company (decision 086). */
const guard = COMPANY_ADMIN_GUARD;

/**
 * /apis/v1/user/webhooks: a company's signed-event endpoints and their delivery log (decision 087). The module also
 * registers the delivery job (worker.ts) and runs it soon after every change of a request (its events were written in
 * the change's transaction).
 */
export const webhookRoutes: FastifyPluginAsync<AppDeps> = async (root, deps) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const settings = settingsOf(deps.config);
  const ctx: WebhooksContext = { db: deps.db, config: deps.config, kick: () => app.jobs.kick(JOB_WEBHOOKS) };
  app.jobs.add({
    name: JOB_WEBHOOKS,
    intervalMs: 2000,
    batchSize: batchOf(settings),
    run: () => deliverDue({ db: deps.db, encryptionKey: deps.config.encryptionKey, settings, log: app.log }),
  });
  await encryptSeededSecrets(deps.db, deps.config.encryptionKey);
  // After a request's change: the job runs at once only when the change wrote deliveries (most reach no endpoint).
  const unsubscribe = app.workflow.onChange(() => {
    if (takeWritten()) ctx.kick();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });

  defineRoute(
    app,
    calls.listWebhookEndpoints,
    {
      guard,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The company’s webhook endpoints (/mypage/webhooks)',
      description:
        'Every endpoint of the session’s company with its events, whether it is on, the first characters of its secret, the end of a rotation’s overlap and its last delivery. Never the secret.',
      errors,
    },
    async (request) => listEndpoints(ctx, request.company!),
  );

  defineRoute(
    app,
    calls.createWebhookEndpoint,
    {
      guard,
      config: { auditAction: 'WEBHOOK_ENDPOINT_CREATE' },
      tags: [TAG],
      summary: 'Register an endpoint for the company’s events',
      description:
        'The secret (`whsec_...`) is in this answer only; the server keeps it encrypted to sign each delivery (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature `v1,<base64 HMAC-SHA256>`). The address must be https:// and resolve to a public address (http://localhost and private addresses only where WEBHOOK_ALLOW_LOCAL is on). Errors: WHK1N4001 address missing, WHK1N4002 too long, WHK1N4003 not an https URL, WHK1N4004 http outside local development, WHK1N4005 private or unresolvable address, WHK1N4006 description too long, WHK1N4007 no event chosen, WHK1N4091 too many endpoints.',
      errors,
    },
    async (request, reply) => {
      const made = await createEndpoint(ctx, request.auth!.userId, request.company!, request.body);
      request.audit = { target: String(made.endpointId), detail: { url: made.url, eventTypes: made.eventTypes } };
      return reply.status(201).send(made);
    },
  );

  defineRoute(
    app,
    calls.updateWebhookEndpoint,
    {
      guard,
      config: { auditAction: 'WEBHOOK_ENDPOINT_UPDATE' },
      tags: [TAG],
      summary: 'Change an endpoint’s events or description, or turn it on or off',
      description:
        'A turned-off endpoint receives no new event and cannot be tested or replayed to. Errors: WHK1N4041 not found, WHK1N4006, WHK1N4007.',
      errors,
    },
    async (request) => {
      const updated = await updateEndpoint(ctx, request.company!, request.params.endpointId, request.body);
      request.audit = { target: String(updated.endpointId), detail: { ...request.body } };
      return updated;
    },
  );

  defineRoute(
    app,
    calls.deleteWebhookEndpoint,
    {
      guard,
      config: { auditAction: 'WEBHOOK_ENDPOINT_DELETE' },
      tags: [TAG],
      summary: 'Delete an endpoint with its delivery log',
      description: 'Irreversible: the endpoint, its waiting deliveries and their log go. Errors: WHK1N4041 not found.',
      errors,
    },
    async (request) => {
      const deleted = await deleteEndpoint(ctx, request.company!, request.params.endpointId);
      request.audit = { target: String(deleted.endpointId), detail: { url: deleted.url } };
      return deleted;
    },
  );

  defineRoute(
    app,
    calls.rotateWebhookSecret,
    {
      guard,
      config: { auditAction: 'WEBHOOK_SECRET_ROTATE' },
      tags: [TAG],
      summary: 'Rotate an endpoint’s secret (the old one signs for 24 hours more)',
      description:
        'The new secret is in this answer only. For 24 hours each delivery carries two signatures in webhook-signature (new and old, space-separated), so the receiver can switch at its pace. Errors: WHK1N4041 not found.',
      errors,
    },
    async (request) => {
      const rotated = await rotateSecret(ctx, request.company!, request.params.endpointId);
      request.audit = { target: String(rotated.endpointId), detail: { until: rotated.previousSecretExpiresAt } };
      return rotated;
    },
  );

  defineRoute(
    app,
    calls.testWebhookEndpoint,
    {
      guard,
      config: { auditAction: 'WEBHOOK_ENDPOINT_TEST' },
      tags: [TAG],
      summary: 'Send a test event (webhook.ping) to an endpoint',
      description: 'Queued at once; the delivery log shows its result. Errors: WHK1N4041 not found, WHK1N4092 endpoint turned off.',
      errors,
    },
    async (request) => {
      const queued = await testEndpoint(ctx, request.company!, request.params.endpointId);
      request.audit = { target: String(request.params.endpointId), detail: { ...queued } };
      return queued;
    },
  );

  defineRoute(
    app,
    calls.searchWebhookDeliveries,
    {
      guard,
      config: { readOnly: true },
      tags: [TAG],
      summary: 'The company’s delivery log, newest first',
      description:
        'Each delivery of an event to an endpoint: its status (PENDING, DELIVERED, FAILED), its tries with their time, duration, answer status and the answer’s first 512 bytes, and the next try when waiting. Filter by endpoint and status.',
      errors,
    },
    async (request) => searchDeliveries(ctx, request.company!, request.body, request.lang),
  );

  defineRoute(
    app,
    calls.replayWebhookDelivery,
    {
      guard,
      config: { auditAction: 'WEBHOOK_REPLAY' },
      tags: [TAG],
      summary: 'Send a delivery’s event once more to its endpoint',
      description:
        'A new delivery with the same webhook-id (the same event: receivers deduplicate on it), signed anew. Errors: WHK1N4042 not found, WHK1N4092 endpoint turned off.',
      errors,
    },
    async (request) => {
      const queued = await replayDelivery(ctx, request.company!, request.params.deliveryId);
      request.audit = { target: String(request.params.deliveryId), detail: { ...queued } };
      return queued;
    },
  );

  defineRoute(
    app,
    calls.replayWebhookEvent,
    {
      guard,
      config: { auditAction: 'WEBHOOK_REPLAY' },
      tags: [TAG],
      summary: 'Send an event once more to every endpoint of the company it went to',
      description: 'Errors: WHK1N4043 no such event of the company, WHK1N4092 every such endpoint turned off.',
      errors,
    },
    async (request) => {
      const queued = await replayEvent(ctx, request.company!, request.params.eventId);
      request.audit = { target: request.params.eventId, detail: { ...queued } };
      return queued;
    },
  );
};
