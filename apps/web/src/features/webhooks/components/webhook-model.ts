import { WEBHOOK_URL_MAX } from '@portal/contract';

/** Hosts an http:// address may name (development and tests only; the server decides by its setting). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * What is wrong with an endpoint address before the server is asked: 'empty', 'tooLong', 'invalid' (not an
 * http(s) URL, or with a user name or fragment), 'http' (http:// elsewhere than localhost), or null. The server checks
 * again, and checks the address it resolves to (WHK1N4005).
 */
export function urlProblem(raw: string): 'empty' | 'tooLong' | 'invalid' | 'http' | null {
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
  if (url.protocol === 'http:') return LOCAL_HOSTS.has(url.hostname) ? null : 'http';
  return url.protocol === 'https:' ? null : 'invalid';
}

/** The field of the endpoint form a refusal of the server belongs to. */
export const fieldOfError = (code: string): 'url' | 'description' | 'eventTypes' =>
  code === 'WHK1N4006' ? 'description' : code === 'WHK1N4007' ? 'eventTypes' : 'url';
