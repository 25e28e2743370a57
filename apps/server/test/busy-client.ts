/**
 * No query may be sent on a pg connection that is still executing one (pg 8 queues it with a deprecation
 * warning, once per process; pg 9 refuses). `watchBusyClient` wraps `Client.query` for the test process and records
 * every such call with the SQL running and the SQL sent (the pair names the code: a `Promise.all` inside a transaction);
 * `busyClientWarnings` hands over what was recorded since the last call, and test/setup-each.ts fails the test on it.
 */
import pg from 'pg';

type Recorded = string[];
const state = globalThis as typeof globalThis & { __portalBusyClient?: Recorded };
const sqlOf = (q: unknown): string => String(typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? q)).slice(0, 240);

export function watchBusyClient(): void {
  if (state.__portalBusyClient) return;
  const seen: Recorded = [];
  state.__portalBusyClient = seen;
  const proto = pg.Client.prototype as unknown as {
    query: (this: BusyClient, ...args: unknown[]) => unknown;
  };
  type BusyClient = { _activeQuery?: { text?: string } | null; _queryQueue?: unknown[] };
  const query = proto.query;
  proto.query = function (this: BusyClient, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue?.length) seen.push(`running: ${sqlOf(this._activeQuery)}\n  sent:    ${sqlOf(args[0])}`);
    return query.apply(this, args);
  };
}

export function busyClientWarnings(): string[] {
  return state.__portalBusyClient?.splice(0) ?? [];
}
