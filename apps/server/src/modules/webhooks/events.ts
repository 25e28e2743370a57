import {
  WEBHOOK_PING,
  WORKFLOW_KINDS,
  WORKFLOWS,
  type TWebhookEventType,
  type TWebhookPayload,
  type TWorkflowKind,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../platform/db';
import type { EffectContext, WorkflowEngine } from '../../platform/workflow';
import { onPolicyPublished, type PolicyPublishedEvent } from '../policies';
import * as repo from './repo';

/**
 * Events are written in the transaction of the change that makes them (decision 087): the event's body once, and one
 * PENDING delivery for each enabled endpoint subscribed to its type. The worker (worker.ts) sends them after the commit:
 * nothing is sent for a change rolled back, and no request waits on a receiver.
 */

/** A new event id: `msg_` and 24 hex digits (the `webhook-id` of every delivery of the event). */
export const newEventId = () => `msg_${randomBytes(12).toString('hex')}`;

const bodyOf = (type: string, data: Record<string, unknown>, at: Date): string =>
  JSON.stringify({ type, timestamp: at.toISOString(), data } satisfies TWebhookPayload);

/** Whether deliveries were written since the last look: a request's change kicks the delivery job only then. */
let written = false;
/** Answers whether deliveries were written since it was last asked, and forgets it. */
export function takeWritten(): boolean {
  const was = written;
  written = false;
  return was;
}

/**
 * Publishes an event of a company (`companyId`), or of every company subscribed to the type (`null`: a policy
 * published), in the caller's transaction. Answers the event's id, or null when no endpoint is subscribed (nothing
 * is written then). Other areas call this through the module's face.
 */
export async function publishEvent(
  tx: DbOrTx,
  companyId: number | null,
  type: TWebhookEventType,
  data: Record<string, unknown>,
  now = new Date(),
): Promise<string | null> {
  const endpoints = await repo.subscribedEndpoints(tx, companyId === null ? null : [companyId], type);
  if (!endpoints.length) return null;
  const id = newEventId();
  await repo.insertEvents(tx, [{ id, companyId, type, body: bodyOf(type, data, now), createdAt: now }]);
  await deliver(
    tx,
    endpoints.map((e) => ({ eventId: id, endpointId: e.id, companyId: e.companyId })),
    now,
  );
  return id;
}

/**
 * Publishes one event of a type per company (a month's bills issued), in three statements whatever the number of
 * companies: the subscribed endpoints of all of them, their events, their deliveries. Companies without a subscribed
 * endpoint get no event.
 */
export async function publishEvents(
  tx: DbOrTx,
  type: TWebhookEventType,
  events: readonly { companyId: number; data: Record<string, unknown> }[],
  now = new Date(),
): Promise<void> {
  if (!events.length) return;
  const endpoints = await repo.subscribedEndpoints(tx, [...new Set(events.map((e) => e.companyId))], type);
  if (!endpoints.length) return;
  const subscribed = new Set(endpoints.map((e) => e.companyId));
  const ids = new Map<number, string>();
  const rows = events
    .filter((e) => subscribed.has(e.companyId) && !ids.has(e.companyId))
    .map((e) => {
      const id = newEventId();
      ids.set(e.companyId, id);
      return { id, companyId: e.companyId, type, body: bodyOf(type, e.data, now), createdAt: now };
    });
  await repo.insertEvents(tx, rows);
  await deliver(
    tx,
    endpoints.map((e) => ({ eventId: ids.get(e.companyId)!, endpointId: e.id, companyId: e.companyId })),
    now,
  );
}

async function deliver(tx: DbOrTx, rows: { eventId: string; endpointId: number; companyId: number }[], now: Date) {
  await repo.insertDeliveries(
    tx,
    rows.map((r) => ({ ...r, nextAttemptAt: now, createdAt: now })),
  );
  written = true;
}

/** A test event for one endpoint (never subscribed: sent to the endpoint tested only). */
export async function publishPing(tx: DbOrTx, endpoint: { id: number; companyId: number; url: string }, now = new Date()) {
  const id = newEventId();
  const body = bodyOf(WEBHOOK_PING, { endpointId: endpoint.id, url: endpoint.url, message: 'ping' }, now);
  await repo.insertEvents(tx, [{ id, companyId: endpoint.companyId, type: WEBHOOK_PING, body, createdAt: now }]);
  return repo.insertDeliveries(tx, [{ eventId: id, endpointId: endpoint.id, companyId: endpoint.companyId, nextAttemptAt: now }]);
}

/**
 * The event of a request's transition, by the state it reaches (every kind alike): SUBMITTED submitted, RETURNED
 * returned, APPROVED or ACCEPTED approved, REJECTED rejected, CANCELLED or WITHDRAWN cancelled; a clearance reaching
 * ISSUED is a clearance issued. Other states (received, under review...) make no event.
 */
export function eventOfTransition(kind: string, to: string): TWebhookEventType | null {
  if (kind === 'clearance' && to === 'ISSUED') return 'clearance.issued';
  switch (to) {
    case 'SUBMITTED':
      return 'request.submitted';
    case 'RETURNED':
      return 'request.returned';
    case 'APPROVED':
    case 'ACCEPTED':
      return 'request.approved';
    case 'REJECTED':
      return 'request.rejected';
    case 'CANCELLED':
    case 'WITHDRAWN':
      return 'request.cancelled';
    default:
      return null;
  }
}

async function transitionEvent(ctx: EffectContext): Promise<void> {
  const { request } = ctx;
  const type = eventOfTransition(request.kind, ctx.to);
  if (!type || request.companyId === null) return;
  await publishEvent(
    ctx.tx,
    request.companyId,
    type,
    {
      requestId: request.id,
      number: request.number,
      kind: request.kind,
      kindName: WORKFLOWS[request.kind as TWorkflowKind]?.label.en ?? request.kind,
      title: request.titleEn ?? request.title,
      action: ctx.action,
      from: ctx.from,
      to: ctx.to,
      version: request.version,
      reason: ctx.reason,
      companyId: request.companyId,
    },
    ctx.now,
  );
}

/** A published policy version (decision 084) is every subscribed company's event, in the publication's transaction. */
const policyEvent = (tx: DbOrTx, e: PolicyPublishedEvent) =>
  publishEvent(
    tx,
    null,
    'policy.published',
    {
      policyId: e.policyId,
      classificationCode: e.classificationCode,
      versionNo: e.versionNo,
      effectiveDate: e.effectiveDate,
      material: e.material,
      sha256: e.sha256,
      publishedAt: e.publishedAt.toISOString(),
    },
    e.publishedAt,
  ).then(() => undefined);

/**
 * Registers the event effect with an engine for every kind it runs: one effect, not one per kind (modules/kinds.ts calls
 * this after the kinds are registered), and the policies' publications (one listener however many engines are set up).
 */
export function registerWebhookEvents(engine: WorkflowEngine): void {
  onPolicyPublished(policyEvent);
  for (const kind of WORKFLOW_KINDS) engine.addEffect(kind, transitionEvent);
}
