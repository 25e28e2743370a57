import { formatKoreaDate } from '@portal/contract';

/**
 * The business clock: every date a rule depends on (submission "today or later", approval dates, the filing windows,
 * the termination job) comes from it, so tests can stand on an edge. One per app (keyed by its configuration), the
 * system clock by default. A platform service: the modules ask it the time, not the contracts area.
 */
const clocks = new WeakMap<object, () => Date>();

/** Now, by the app's business clock. */
export const businessNow = (config: object): Date => (clocks.get(config) ?? (() => new Date()))();

/** Sets (or, with null, resets) the business clock of an app (tests). */
export function setBusinessClock(config: object, now: (() => Date) | null): void {
  if (now) clocks.set(config, now);
  else clocks.delete(config);
}

/** The Korean calendar date of a moment (YYYY-MM-DD). */
export const koreaDay = (at: Date): string => formatKoreaDate(at);

/** A calendar date moved by whole days. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
