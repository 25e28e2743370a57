import { z } from 'zod';
import { ZIdParam, ZIsoDateTime, ZPage, ZPageRequest } from './common';
import type { TText } from './workflow';

/**
 * Signed events (issue 27 section 4, decision 087): a company's endpoints receive its events as Standard Webhooks
 * deliveries (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`), signed with a `whsec_`
 * secret shown once when the endpoint is made or its secret rotated. The page is `/mypage/webhooks`.
 */

/** The events an endpoint may subscribe to. */
export const WEBHOOK_EVENT_TYPES = [
  'request.submitted',
  'request.returned',
  'request.approved',
  'request.rejected',
  'request.cancelled',
  'bill.issued',
  'clearance.issued',
  'policy.published',
] as const;
export const ZWebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type TWebhookEventType = z.infer<typeof ZWebhookEventType>;
/** The event a test of an endpoint sends (never subscribed to: sent to the one endpoint tested). */
export const WEBHOOK_PING = 'webhook.ping';

export const WEBHOOK_EVENT_LABELS: Record<TWebhookEventType | typeof WEBHOOK_PING, TText> = {
  'request.submitted': { ko: '요청 제출', en: 'Request submitted' },
  'request.returned': { ko: '요청 반려', en: 'Request returned' },
  'request.approved': { ko: '요청 승인', en: 'Request approved' },
  'request.rejected': { ko: '요청 거절', en: 'Request rejected' },
  'request.cancelled': { ko: '요청 취소', en: 'Request cancelled' },
  'bill.issued': { ko: '청구서 발행', en: 'Bill issued' },
  'clearance.issued': { ko: '정산 확인서 발급', en: 'Clearance issued' },
  'policy.published': { ko: '정책 게시', en: 'Policy published' },
  'webhook.ping': { ko: '연결 시험', en: 'Test ping' },
};

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export const ZWebhookDeliveryStatus = z.enum(WEBHOOK_DELIVERY_STATUSES);
export type TWebhookDeliveryStatus = z.infer<typeof ZWebhookDeliveryStatus>;
export const WEBHOOK_DELIVERY_STATUS_LABELS: Record<TWebhookDeliveryStatus, TText> = {
  PENDING: { ko: '전송 대기', en: 'Pending' },
  DELIVERED: { ko: '전송 완료', en: 'Delivered' },
  FAILED: { ko: '전송 실패', en: 'Failed' },
};

/** The web page of the endpoints and their deliveries. */
export const webhooksPage = '/mypage/webhooks';

export const WEBHOOK_URL_MAX = 500;
export const WEBHOOK_DESCRIPTION_MAX = 100;
/** Hosts an http:// address may name when local endpoints are allowed (development and tests). */
const WEBHOOK_LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with an endpoint address by the rules people read, on the form and on the server: 'empty', 'tooLong',
 * 'invalid' (not an http(s) URL, or with a user name or fragment), 'http' (http:// where only HTTPS is allowed: anywhere
 * but localhost, and there too unless `allowLocal`), or null. The server also checks the address it resolves to.
 */
export function webhookUrlProblem(raw: string, allowLocal = true): 'empty' | 'tooLong' | 'invalid' | 'http' | null {
  const text = raw.trim();
  if (!text) return 'empty';
  if ([...text].length > WEBHOOK_URL_MAX) return 'tooLong';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password || url.hash) return 'invalid';
  if (url.protocol === 'http:') return allowLocal && WEBHOOK_LOCAL_HOSTS.has(url.hostname) ? null : 'http';
  return url.protocol === 'https:' ? null : 'invalid';
}

/** Endpoints a company may hold. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
/** The first bytes of an answer kept in the log. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 512;
/** Hours the previous secret still signs after a rotation (both signatures are sent). */
export const WEBHOOK_ROTATION_OVERLAP_HOURS = 24;
/** The secret's form: `whsec_` and 32 random bytes in base64 (the Standard Webhooks convention). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** An endpoint as lists show it: never its secret. */
export const ZWebhookEndpoint = z.object({
  endpointId: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(ZWebhookEventType),
  enabled: z.boolean(),
  createdAt: ZIsoDateTime,
  updatedAt: ZIsoDateTime,
  /** The first characters of the secret in use (`whsec_abcd…`): tells the secrets apart, useless to sign with. */
  secretHint: z.string(),
  /** Until when the previous secret still signs (after a rotation), or null. */
  previousSecretExpiresAt: ZIsoDateTime.nullable(),
  /** The last delivery's result: status and time, or null before any. */
  lastDeliveryStatus: ZWebhookDeliveryStatus.nullable(),
  lastDeliveryAt: ZIsoDateTime.nullable(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointList = z.object({ items: z.array(ZWebhookEndpoint), max: z.number().int() });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;

/** The answer to a creation or a rotation: the endpoint and its new secret, this once. */
export const ZWebhookEndpointWithSecret = ZWebhookEndpoint.extend({ secret: z.string() });
export type TWebhookEndpointWithSecret = z.infer<typeof ZWebhookEndpointWithSecret>;

/** A new endpoint. The address's rules (HTTPS, no private address) are the service's (WHK1N4001-WHK1N4005). */
export const ZWebhookEndpointCreateRequest = z.object({
  url: z.string().trim().min(1, { error: 'WHK1N4001' }).max(WEBHOOK_URL_MAX, { error: 'WHK1N4002' }),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, { error: 'WHK1N4006' }).default(''),
  eventTypes: z.array(ZWebhookEventType).min(1, { error: 'WHK1N4007' }).max(WEBHOOK_EVENT_TYPES.length),
});
export type TWebhookEndpointCreateRequest = z.input<typeof ZWebhookEndpointCreateRequest>;

/** A change of an endpoint: its events, its description or whether it is on. */
export const ZWebhookEndpointUpdateRequest = z.object({
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX, { error: 'WHK1N4006' }).optional(),
  eventTypes: z.array(ZWebhookEventType).min(1, { error: 'WHK1N4007' }).max(WEBHOOK_EVENT_TYPES.length).optional(),
  enabled: z.boolean().optional(),
});
export type TWebhookEndpointUpdateRequest = z.infer<typeof ZWebhookEndpointUpdateRequest>;

export const ZWebhookEndpointParams = z.object({ endpointId: ZIdParam });
export const ZWebhookDeliveryParams = z.object({ deliveryId: ZIdParam });
export const ZWebhookEventParams = z.object({ eventId: z.string().regex(/^msg_[A-Za-z0-9]{1,40}$/) });

/** One try of a delivery: when, how long, the answer's status and first bytes, or the failure. */
export const ZWebhookAttempt = z.object({
  attemptNo: z.number().int(),
  startedAt: ZIsoDateTime,
  durationMs: z.number().int(),
  statusCode: z.number().int().nullable(),
  /** A failure without an answer (timeout, refused connection, refused address). */
  error: z.string().nullable(),
  responseExcerpt: z.string(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

/** A delivery of an event to an endpoint, with its tries. */
export const ZWebhookDelivery = z.object({
  deliveryId: z.number().int(),
  endpointId: z.number().int(),
  endpointUrl: z.string(),
  /** The `webhook-id` header: the event's id (the same in every try and replay: receivers deduplicate on it). */
  eventId: z.string(),
  eventType: z.string(),
  eventLabel: z.string(),
  status: ZWebhookDeliveryStatus,
  /** A replay of an earlier delivery (made from the log). */
  replay: z.boolean(),
  attempts: z.number().int(),
  createdAt: ZIsoDateTime,
  nextAttemptAt: ZIsoDateTime.nullable(),
  deliveredAt: ZIsoDateTime.nullable(),
  lastStatusCode: z.number().int().nullable(),
  tries: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliverySearchRequest = ZPageRequest.extend({
  endpointId: z.number().int().positive().optional(),
  status: ZWebhookDeliveryStatus.optional(),
});
export type TWebhookDeliverySearchRequest = z.infer<typeof ZWebhookDeliverySearchRequest>;
export const ZWebhookDeliverySearchResponse = ZPage(ZWebhookDelivery);
export type TWebhookDeliverySearchResponse = z.infer<typeof ZWebhookDeliverySearchResponse>;

/** The deliveries a replay or a test made (queued: the log shows their results). */
export const ZWebhookQueued = z.object({ deliveryIds: z.array(z.number().int()) });
export type TWebhookQueued = z.infer<typeof ZWebhookQueued>;

/** What a delivery's body holds (Standard Webhooks' suggested shape). */
export interface TWebhookPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}
