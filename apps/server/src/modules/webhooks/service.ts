import {
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_ROTATION_OVERLAP_HOURS,
  WEBHOOK_SECRET_PREFIX,
  type TLanguage,
  type TWebhookDelivery,
  type TWebhookDeliverySearchRequest,
  type TWebhookDeliverySearchResponse,
  type TWebhookDeliveryStatus,
  type TWebhookEndpoint,
  type TWebhookEndpointCreateRequest,
  type TWebhookEndpointList,
  type TWebhookEndpointUpdateRequest,
  type TWebhookEndpointWithSecret,
  type TWebhookEventType,
  type TWebhookQueued,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { WEBHOOK_DEFAULTS, type Config, type WebhookSettings } from '../../platform/config';
import { encryptSecret, PLAIN_SECRET_PREFIX } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { AppError } from '../../platform/errors';
import { pageWindow, toPage } from '../../platform/paging';
import { publishPing } from './events';
import * as repo from './repo';
import { checkEndpointUrl, checkResolves } from './sender';

/**
 * The endpoints of a company and their delivery log (decision 087), for the company's webhook manager on
 * `/mypage/webhooks`. Every call is scoped to the caller's company: another company's endpoint or delivery answers
 * like a missing one.
 */
export interface WebhooksContext {
  db: Db;
  config: Config;
  /** Runs the delivery job soon (after the caller's commit). */
  kick: () => void;
}

/** The settings in force (the defaults of platform/config.ts when a test's config leaves them out). */
export const settingsOf = (config: Config): WebhookSettings =>
  config.webhooks ?? { allowLocal: config.nodeEnv !== 'production', ...WEBHOOK_DEFAULTS };

/** A new secret: `whsec_` and 32 random bytes in base64 (what the Standard Webhooks libraries take). */
export const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
const hintOf = (secret: string) => `${secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4)}…`;

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

function present(row: repo.WebhookEndpointRow, last: repo.WebhookDeliveryRow | undefined, now = new Date()): TWebhookEndpoint {
  const overlap = row.previousSecretExpiresAt && row.previousSecretExpiresAt > now ? row.previousSecretExpiresAt : null;
  return {
    endpointId: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes.filter((t): t is TWebhookEventType => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(t)),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    secretHint: row.secretHint,
    previousSecretExpiresAt: iso(overlap),
    lastDeliveryStatus: (last?.status as TWebhookDeliveryStatus | undefined) ?? null,
    lastDeliveryAt: iso(last ? (last.deliveredAt ?? last.createdAt) : null),
  };
}

async function presentOne(ctx: WebhooksContext, row: repo.WebhookEndpointRow): Promise<TWebhookEndpoint> {
  const last = await repo.lastDeliveries(ctx.db, [row.id]);
  return present(row, last.get(row.id));
}

const uniqueTypes = (types: readonly TWebhookEventType[]) => WEBHOOK_EVENT_TYPES.filter((t) => types.includes(t));

function checkDescription(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const clean = text.trim().replace(/\s+/g, ' ');
  if ([...clean].length > WEBHOOK_DESCRIPTION_MAX) throw new AppError('WHK1N4006', { max: WEBHOOK_DESCRIPTION_MAX });
  return clean;
}

export async function listEndpoints(ctx: WebhooksContext, companyId: number): Promise<TWebhookEndpointList> {
  const rows = await repo.endpointsOf(ctx.db, companyId);
  const last = await repo.lastDeliveries(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => present(r, last.get(r.id))), max: WEBHOOK_ENDPOINTS_MAX };
}

export async function createEndpoint(
  ctx: WebhooksContext,
  userId: number,
  companyId: number,
  body: TWebhookEndpointCreateRequest,
): Promise<TWebhookEndpointWithSecret> {
  const allowLocal = settingsOf(ctx.config).allowLocal;
  const url = checkEndpointUrl(body.url, allowLocal);
  await checkResolves(url, allowLocal);
  const description = checkDescription(body.description ?? '') ?? '';
  const eventTypes = uniqueTypes(body.eventTypes);
  if (!eventTypes.length) throw new AppError('WHK1N4007');
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    // One company's creations in turn, so that two at once cannot pass the count together.
    await tx.execute(sql`select pg_advisory_xact_lock(727087, ${companyId})`);
    if ((await repo.countEndpoints(tx, companyId)) >= WEBHOOK_ENDPOINTS_MAX)
      throw new AppError('WHK1N4091', { max: WEBHOOK_ENDPOINTS_MAX });
    return repo.insertEndpoint(tx, {
      companyId,
      url: url.toString(),
      description,
      eventTypes,
      enabled: true,
      secretEnc: encryptSecret(ctx.config.encryptionKey, secret),
      secretHint: hintOf(secret),
      createdBy: userId,
    });
  });
  return { ...present(row, undefined), secret };
}

async function mustFind(ctx: WebhooksContext, companyId: number, endpointId: number) {
  const row = await repo.findEndpoint(ctx.db, companyId, endpointId);
  if (!row) throw new AppError('WHK1N4041');
  return row;
}

export async function updateEndpoint(
  ctx: WebhooksContext,
  companyId: number,
  endpointId: number,
  body: TWebhookEndpointUpdateRequest,
): Promise<TWebhookEndpoint> {
  const row = await mustFind(ctx, companyId, endpointId);
  const patch: Partial<repo.NewEndpointRow> = {};
  const description = checkDescription(body.description);
  if (description !== undefined) patch.description = description;
  if (body.eventTypes) {
    const types = uniqueTypes(body.eventTypes);
    if (!types.length) throw new AppError('WHK1N4007');
    patch.eventTypes = types;
  }
  if (body.enabled !== undefined) patch.enabled = body.enabled;
  const updated = await repo.updateEndpoint(ctx.db, row.id, patch);
  return presentOne(ctx, updated);
}

/** Deletes an endpoint with its deliveries and their log (the page asks first). */
export async function deleteEndpoint(ctx: WebhooksContext, companyId: number, endpointId: number): Promise<TWebhookEndpoint> {
  const row = await mustFind(ctx, companyId, endpointId);
  const shown = await presentOne(ctx, row);
  await repo.deleteEndpoint(ctx.db, row.id);
  return shown;
}

/**
 * A new secret, shown this once. The secret it replaces still signs for WEBHOOK_ROTATION_OVERLAP_HOURS (each delivery
 * carries both signatures), so that the receiver can change its secret in that time; a rotation within an overlap ends
 * the older secret at once.
 */
export async function rotateSecret(
  ctx: WebhooksContext,
  companyId: number,
  endpointId: number,
  now = new Date(),
): Promise<TWebhookEndpointWithSecret> {
  const secret = newSecret();
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockEndpoint(tx, companyId, endpointId);
    if (!row) throw new AppError('WHK1N4041');
    return repo.updateEndpoint(tx, row.id, {
      secretEnc: encryptSecret(ctx.config.encryptionKey, secret),
      secretHint: hintOf(secret),
      previousSecretEnc: row.secretEnc,
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_OVERLAP_HOURS * 3600_000),
    });
  });
  return { ...(await presentOne(ctx, updated)), secret };
}

/** Sends a test event (`webhook.ping`) to the endpoint; the log shows its result. */
export async function testEndpoint(ctx: WebhooksContext, companyId: number, endpointId: number): Promise<TWebhookQueued> {
  const row = await mustFind(ctx, companyId, endpointId);
  if (!row.enabled) throw new AppError('WHK1N4092');
  const deliveryIds = await ctx.db.transaction((tx) => publishPing(tx, row));
  ctx.kick();
  return { deliveryIds };
}

function presentDelivery(
  r: Awaited<ReturnType<typeof repo.searchDeliveries>>['rows'][number],
  tries: repo.WebhookAttemptRow[],
  lang: TLanguage,
): TWebhookDelivery {
  const d = r.delivery;
  const label = WEBHOOK_EVENT_LABELS[r.eventType as TWebhookEventType];
  return {
    deliveryId: d.id,
    endpointId: d.endpointId,
    endpointUrl: r.endpointUrl,
    eventId: d.eventId,
    eventType: r.eventType,
    eventLabel: label ? label[lang] : r.eventType,
    status: d.status as TWebhookDeliveryStatus,
    replay: d.replay,
    attempts: d.attempts,
    createdAt: d.createdAt.toISOString(),
    nextAttemptAt: d.status === 'PENDING' ? d.nextAttemptAt.toISOString() : null,
    deliveredAt: iso(d.deliveredAt),
    lastStatusCode: d.lastStatusCode,
    tries: tries.map((t) => ({
      attemptNo: t.attemptNo,
      startedAt: t.startedAt.toISOString(),
      durationMs: t.durationMs,
      statusCode: t.statusCode,
      error: t.error,
      responseExcerpt: t.responseExcerpt,
    })),
  };
}

/** The company's deliveries, newest first, with their tries. */
export async function searchDeliveries(
  ctx: WebhooksContext,
  companyId: number,
  body: TWebhookDeliverySearchRequest,
  lang: TLanguage,
): Promise<TWebhookDeliverySearchResponse> {
  const { offset, limit } = pageWindow(body);
  const { total, rows } = await repo.searchDeliveries(
    ctx.db,
    { companyId, endpointId: body.endpointId, status: body.status },
    offset,
    limit,
  );
  const tries = await repo.attemptsOf(
    ctx.db,
    rows.map((r) => r.delivery.id),
  );
  return toPage(
    rows.map((r) => presentDelivery(r, tries.get(r.delivery.id) ?? [], lang)),
    total,
    body,
  );
}

/** Queues the event once more for endpoints of the company (the same `webhook-id`: it is the same event). */
async function requeue(ctx: WebhooksContext, companyId: number, eventId: string, endpointIds: number[]): Promise<TWebhookQueued> {
  const enabled = [];
  for (const id of endpointIds) {
    const row = await repo.findEndpoint(ctx.db, companyId, id);
    if (row?.enabled) enabled.push(row.id);
  }
  if (!enabled.length) throw new AppError('WHK1N4092');
  const now = new Date();
  const deliveryIds = await repo.insertDeliveries(
    ctx.db,
    enabled.map((endpointId) => ({ eventId, endpointId, companyId, replay: true, nextAttemptAt: now, createdAt: now })),
  );
  ctx.kick();
  return { deliveryIds };
}

/** Sends a delivery's event once more to its endpoint, as a new delivery in the log. */
export async function replayDelivery(ctx: WebhooksContext, companyId: number, deliveryId: number): Promise<TWebhookQueued> {
  const d = await repo.findDelivery(ctx.db, companyId, deliveryId);
  if (!d) throw new AppError('WHK1N4042');
  return requeue(ctx, companyId, d.eventId, [d.endpointId]);
}

/** Sends an event once more to every endpoint of the company it went to. */
export async function replayEvent(ctx: WebhooksContext, companyId: number, eventId: string): Promise<TWebhookQueued> {
  const endpoints = await repo.endpointsOfEvent(ctx.db, companyId, eventId);
  if (!endpoints.length) throw new AppError('WHK1N4043');
  return requeue(ctx, companyId, eventId, endpoints);
}

/**
 * The demo world's endpoint (seed/webhooks.ts): turned off, at a local address, so the page is not empty. The seed has
 * no encryption key: the secret is stored readable (`plain.`) and encrypted when the module starts. Idempotent.
 */
export async function addSeedEndpoint(
  db: Db,
  input: { companyId: number; userId: number; url: string; description: string },
): Promise<void> {
  const existing = await repo.endpointsOf(db, input.companyId);
  if (existing.some((e) => e.url === input.url)) return;
  const secret = newSecret();
  await repo.insertEndpoint(db, {
    companyId: input.companyId,
    url: input.url,
    description: input.description,
    eventTypes: [...WEBHOOK_EVENT_TYPES],
    enabled: false,
    secretEnc: `${PLAIN_SECRET_PREFIX}${secret}`,
    secretHint: hintOf(secret),
    createdBy: input.userId,
  });
}

/** Encrypts the secrets the seed stored readable (at start, before any delivery). */
export async function encryptSeededSecrets(db: Db, encryptionKey: string): Promise<void> {
  for (const row of await repo.endpointsWithPlainSecrets(db, PLAIN_SECRET_PREFIX))
    await repo.replaceSecret(db, row.id, row.secretEnc, encryptSecret(encryptionKey, row.secretEnc.slice(PLAIN_SECRET_PREFIX.length)));
}
