import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets (one-time tokens, passwords, keys): never written to the log. */
const SECRET_PARAM = /token|secret|password|passwd|otp|signature|key/i;

/**
 * The URL as the request log may record it: the values of query parameters that carry secrets
 * (`?token=` of e-mail confirmation, and the like) replaced by `[REDACTED]`; everything else kept.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const [query, hash] = url.slice(q + 1).split('#', 2);
  const parts = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    let name = rawName;
    try {
      name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    } catch {
      // A malformed escape: judge the name as written.
    }
    return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[REDACTED]` : pair;
  });
  return `${url.slice(0, q)}?${parts.join('&')}${hash !== undefined ? `#${hash}` : ''}`;
}

/** Fastify's request serializer with the URL redacted (the rest as Fastify logs it by default). */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** The logger options of the app: the caller's (level, stream, ...) with the redacting serializers. */
export function loggerOptions(logger: boolean | object | undefined, level: string): false | object {
  if (logger === false) return false;
  const base = typeof logger === 'object' && logger ? logger : { level };
  return { ...base, serializers: { ...((base as { serializers?: object }).serializers ?? {}), ...logSerializers } };
}
