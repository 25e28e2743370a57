import { and, eq } from 'drizzle-orm';
import { mailTemplates } from './schema';
import type { DbOrTx } from './db';

import Mustache from 'mustache';

/**
 * Mail templates (and documents built from templates) are Mustache, rendered by the `mustache` library with the
 * portal's rules on top (decision 061):
 *   {{name}} / {{a.b.c}}      the value, HTML-escaped in 'html' mode (never raw)
 *   {{#name}}...{{/name}}     the block once when the value is truthy, once per item of an array
 *   {{^name}}...{{/name}}     the block when the value is falsy or an empty array
 *   {{! comment }}            nothing
 * Refused when a template is stored or rendered: raw output ({{{x}}}, {{& x}}), partials, delimiter changes and
 * names that are not plain paths. Unknown names, false, null and undefined render as empty text; a date as its ISO
 * text. Values are copied onto objects without a prototype, so no name reaches Object's methods.
 */
export type TemplateValue = string | number | boolean | null | undefined | Date | TemplateVars | TemplateValue[];
export interface TemplateVars {
  [key: string]: TemplateValue;
}
export type TemplateMode = 'html' | 'text';

export class TemplateError extends Error {}

const NAME = /^(\.|[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*)$/;
const ALLOWED = new Set(['text', 'name', '#', '^', '!']);
const checked = new Set<string>();

type Spans = ReturnType<typeof Mustache.parse>;

function check(tokens: Spans) {
  for (const token of tokens) {
    const [type, value] = token as unknown as [string, string, number, number, Spans | undefined];
    if (!ALLOWED.has(type)) throw new TemplateError(`tag "${type}" is not allowed`);
    if (type === 'text' || type === '!') continue;
    if (!NAME.test(value)) throw new TemplateError(`bad tag name "${value}"`);
    const children = (token as unknown[])[4];
    if (Array.isArray(children)) check(children as Spans);
  }
}

/** Checks a template's source (stored templates are checked before they are saved). */
export function parseTemplate(source: string): void {
  if (checked.has(source)) return;
  let tokens: Spans;
  try {
    tokens = Mustache.parse(source);
  } catch (err) {
    throw new TemplateError(err instanceof Error ? err.message : String(err));
  }
  check(tokens);
  if (checked.size > 500) checked.clear();
  checked.add(source);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The view as Mustache reads it: no prototype, false and empty values as empty text, dates as ISO text. */
function plain(v: TemplateValue): unknown {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v === 'object') {
    const out = Object.create(null) as Record<string, unknown>;
    for (const [k, x] of Object.entries(v)) out[k] = plain(x);
    return out;
  }
  return v;
}

const asText = (v: unknown) => String(v);
const asHtml = (v: unknown) => escapeHtml(String(v));

/** Renders a template source with variables; 'html' escapes every value. */
export function renderTemplate(source: string, vars: TemplateVars, mode: TemplateMode = 'html'): string {
  parseTemplate(source);
  return Mustache.render(source, plain(vars), undefined, { escape: mode === 'html' ? asHtml : asText });
}

export interface StoredTemplate {
  name: string;
  languageCode: '01' | '02';
  subject: string;
  html: string;
  text: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Reads a stored mail template in a language (01 ko, 02 en), falling back to the other language. */
export async function loadTemplate(db: DbOrTx, name: string, languageCode: string): Promise<StoredTemplate> {
  const rows = await db.select().from(mailTemplates).where(eq(mailTemplates.name, name));
  const row = rows.find((r) => r.languageCode === languageCode) ?? rows.find((r) => r.languageCode === '01') ?? rows[0];
  if (!row) throw new TemplateError(`mail template "${name}" is missing`);
  return { name: row.name, languageCode: row.languageCode as '01' | '02', subject: row.subject, html: row.html, text: row.text };
}

/** Renders a stored template: the subject and the text part as text, the HTML part escaped. */
export async function renderStoredTemplate(
  db: DbOrTx,
  name: string,
  languageCode: string,
  vars: TemplateVars,
): Promise<RenderedMail & { languageCode: string }> {
  const t = await loadTemplate(db, name, languageCode);
  return {
    languageCode: t.languageCode,
    subject: renderTemplate(t.subject, vars, 'text')
      .replace(/[\r\n]+/g, ' ')
      .trim(),
    html: renderTemplate(t.html, vars, 'html'),
    text: renderTemplate(t.text, vars, 'text'),
  };
}

/** Inserts or replaces stored templates (the seed calls it). */
export async function upsertTemplates(db: DbOrTx, templates: StoredTemplate[], opts: { overwrite?: boolean } = {}): Promise<void> {
  for (const t of templates) {
    parseTemplate(t.subject);
    parseTemplate(t.html);
    parseTemplate(t.text);
    const [found] = await db
      .select({ name: mailTemplates.name })
      .from(mailTemplates)
      .where(and(eq(mailTemplates.name, t.name), eq(mailTemplates.languageCode, t.languageCode)));
    if (found && !opts.overwrite) continue;
    if (found) {
      await db
        .update(mailTemplates)
        .set({ subject: t.subject, html: t.html, text: t.text, updatedAt: new Date() })
        .where(and(eq(mailTemplates.name, t.name), eq(mailTemplates.languageCode, t.languageCode)));
    } else {
      await db.insert(mailTemplates).values(t);
    }
  }
}
