/** JSON with its object keys in order: a stored document (jsonb orders keys its own way) compares equal to the same document sent again. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  return value;
}

/** Whether two JSON values are the same whatever the order of their keys (a save that changes nothing writes nothing). */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The first moment of a Korean calendar day (YYYY-MM-DD), for date filters that read days as people in Korea do. */
export const koreaDayStart = (day: string): Date => new Date(`${day}T00:00:00+09:00`);

/** The moments of a range of Korean days, both ends included: from the first day's start to before the day after the last. */
export const koreaDayRange = (fromDay?: string, toDay?: string): { from?: Date; before?: Date } => ({
  from: fromDay ? koreaDayStart(fromDay) : undefined,
  before: toDay ? new Date(koreaDayStart(toDay).getTime() + 86_400_000) : undefined,
});
