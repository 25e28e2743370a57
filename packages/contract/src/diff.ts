/**
 * Field-by-field comparison of two versions of a document (the history timeline and the version
 * comparison of the document page). Pure functions: a document's content is flattened to one value per
 * field path, and two flattened contents are compared path by path.
 */

/** One field's value at a path (`contacts.order.email`, `products[0].productCode`). */
export type TFlatFields = Record<string, unknown>;

/** How a field differs between two versions. */
export type TFieldChangeKind = 'added' | 'removed' | 'changed';

/** A field that differs between two versions: its path, both values and the kind of difference. */
export interface TFieldChange {
  path: string;
  before: unknown;
  after: unknown;
  kind: TFieldChangeKind;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Whether a value counts as empty: nothing, null, an empty or blank string, an empty list. Going from
 * one empty value to another (null to '') is no change.
 */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * The fields of a content, one entry per leaf, in the content's own order: objects by dotted keys
 * (`contacts.order.email`), lists holding objects by index (`products[0].productCode`), a list of plain
 * values (`['A', 'B']`) as one value, a date as its ISO text. Empty objects and empty lists give no entry,
 * `undefined` is left out; null and '' stay (an emptied field).
 */
export function flattenFields(obj: unknown, prefix = ''): TFlatFields {
  const out: TFlatFields = {};
  const walk = (value: unknown, path: string) => {
    if (value === undefined) return;
    if (value instanceof Date) {
      out[path] = Number.isNaN(value.getTime()) ? null : value.toISOString();
    } else if (Array.isArray(value)) {
      if (value.length === 0) return;
      if (value.some((item) => isPlainObject(item) || Array.isArray(item))) value.forEach((item, i) => walk(item, `${path}[${i}]`));
      else out[path] = value;
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
    } else if (path) {
      out[path] = value;
    }
  };
  walk(obj, prefix);
  return out;
}

/** Deep equality of two leaf values (plain values, and lists of plain values). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  return false;
}

/** A field of two versions side by side: both values and how they differ (`same` when they do not). */
export interface TAlignedField {
  path: string;
  before: unknown;
  after: unknown;
  kind: TFieldChangeKind | 'same';
}

/**
 * Every field of two contents side by side (each flattened with `flattenFields`), with the kind of
 * difference: `added` when the field was empty before, `removed` when it is empty after, `changed` when
 * both hold different values, `same` otherwise. The order is the order of the later content, with fields
 * only the earlier one had placed where they stood.
 */
export function alignFields(before: unknown, after: unknown): TAlignedField[] {
  const a = flattenFields(before);
  const b = flattenFields(after);
  const order = Object.keys(b);
  let anchor = -1;
  for (const key of Object.keys(a)) {
    if (key in b) {
      anchor = order.indexOf(key);
      continue;
    }
    order.splice(anchor + 1, 0, key);
    anchor += 1;
  }
  return order.map((path) => {
    const was = a[path];
    const now = b[path];
    const kind = sameValue(was, now) ? 'same' : isEmptyValue(was) ? 'added' : isEmptyValue(now) ? 'removed' : 'changed';
    return { path, before: was, after: now, kind };
  });
}

/** The fields that differ between two contents (`alignFields` without the unchanged ones). */
export function diffFields(before: unknown, after: unknown): TFieldChange[] {
  return alignFields(before, after).filter((f): f is TFieldChange => f.kind !== 'same');
}

/**
 * The path of a field without its list positions, and the positions (1-based, as readers count):
 * `products[0].productCode` gives `products[].productCode` and `[1]`. A feature names its fields once per
 * list (`fieldLabels('products[].productCode')`), whatever the item.
 */
export function genericPath(path: string): { path: string; positions: number[] } {
  const positions: number[] = [];
  const generic = path.replace(/\[(\d+)\]/g, (_, n: string) => {
    positions.push(Number(n) + 1);
    return '[]';
  });
  return { path: generic, positions };
}

/**
 * The label of a field path through a labeller: the path itself, else its generic path (`products[].productCode`) with
 * the item number, "Information product (2)"; undefined when the labeller names neither (the field is left out).
 */
export function labelOfPath(path: string, label: (path: string) => string | undefined): string | undefined {
  const exact = label(path);
  if (exact) return exact;
  const generic = genericPath(path);
  if (!generic.positions.length) return undefined;
  const named = label(generic.path);
  return named ? `${named} (${generic.positions.join('-')})` : undefined;
}

/** A change named for the reader: both sides present (null for an absent value). */
export interface TNamedFieldChange extends TFieldChange {
  label: string;
}

/**
 * The fields that differ between two contents, each named through a labeller (`labelOfPath`); fields it names not are
 * left out. What a server sends when the screen cannot name the fields itself.
 */
export function labelledChanges(before: unknown, after: unknown, label: (path: string) => string | undefined): TNamedFieldChange[] {
  return diffFields(before, after).flatMap((change) => {
    const name = labelOfPath(change.path, label);
    return name ? [{ ...change, label: name, before: change.before ?? null, after: change.after ?? null }] : [];
  });
}
