/** A positive integer id of the URL, or undefined. */
export function idParam(v: string | undefined): number | undefined {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}
