import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditLogs } from './schema';
import type { Db } from './db';

declare module 'fastify' {
  interface FastifyRequest {
    /** What the handler changed, for the audit row written when the answer leaves. */
    audit?: { action?: string; target?: string | number; detail?: Record<string, unknown>; userId?: number; companyId?: number };
  }
  interface FastifyContextConfig {
    /** A POST that only reads (searches) is not audited. */
    readOnly?: boolean;
    /** Action name for the audit log; defaults to "METHOD route". */
    auditAction?: string;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuditEntry {
  userId: number | null;
  companyId: number | null;
  pageId: string | null;
  method: string;
  route: string;
  action: string;
  target: string | null;
  statusCode: number;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

export function auditEntryOf(request: FastifyRequest, statusCode: number): AuditEntry {
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  const cfg = request.routeOptions.config;
  return {
    userId: request.audit?.userId ?? request.auth?.userId ?? null,
    companyId: request.audit?.companyId ?? request.auth?.companyId ?? null,
    pageId: request.pageId,
    method: request.method,
    route,
    action: request.audit?.action ?? cfg?.auditAction ?? `${request.method} ${route}`,
    target: request.audit?.target != null ? String(request.audit.target) : null,
    statusCode,
    ip: request.ip ?? null,
    detail: request.audit?.detail ?? null,
  };
}

/**
 * Records every successful call that changes data (POST/PUT/PATCH/DELETE under /apis, not read-only
 * searches), and every file a signed-in caller downloads (a GET whose call answers a file: the audit events'
 * DOWNLOAD, decision 086). The row is written before the answer leaves, so a caller told "done" finds it audited.
 */
export const auditPlugin = fp(async function auditPlugin(app: FastifyInstance, opts: { db: Db }) {
  app.decorateRequest('audit', undefined);
  // A callback hook: the reads (most answers) pass without a promise of their own.
  app.addHook('onSend', (request, reply, payload, done) => {
    const download = request.method === 'GET' && request.routeOptions.config?.call?.response === 'file' && !!request.auth;
    if (
      (!MUTATING.has(request.method) && !download) ||
      !request.url.startsWith('/apis/') ||
      request.routeOptions.config?.readOnly ||
      reply.statusCode >= 400 ||
      !request.routeOptions.url
    )
      return done(null, payload);
    opts.db
      .insert(auditLogs)
      .values(auditEntryOf(request, reply.statusCode))
      .then(
        () => done(null, payload),
        (err: unknown) => {
          request.log.error({ err }, 'audit log write failed');
          done(null, payload);
        },
      );
  });
});
