import { and, eq } from 'drizzle-orm';
import { mailTemplates } from './schema';
import type { DbOrTx } from './db';

/**
 * A small logic-less template language (a subset of Mustache), general enough for mails and for
 * documents built from templates:
 *   {{name}} / {{a.b.c}}      the value, HTML-escaped in 'html' mode (never raw)
 *   {{#name}}...{{/name}}     the block once when the value is truthy, once per item of an array
 *                             (inside, {{.}} is the item and names resolve on the item first)
 *   {{^name}}...{{/name}}     the block when the value is falsy or an empty array
 *   {{! comment }}            nothing
 * Unknown names render as empty text. Templates are parsed once and cached by their source.
 */
export type TemplateValue = string | number | boolean | null | undefined | Date | TemplateVars | TemplateValue[];
export interface TemplateVars {
  [key: string]: TemplateValue;
}
export type TemplateMode = 'html' | 'text';

type Node = { t: 'text'; v: string } | { t: 'var'; name: string } | { t: 'section'; name: string; inverted: boolean; children: Node[] };

export class TemplateError extends Error {}

const TAG = /\{\{\s*([#^/!]?)\s*([^}]*?)\s*\}\}/g;
const cache = new Map<string, Node[]>();

export function parseTemplate(source: string): Node[] {
  const hit = cache.get(source);
  if (hit) return hit;
  const root: Node[] = [];
  const stack: { name: string; children: Node[] }[] = [{ name: '', children: root }];
  let last = 0;
  for (const m of source.matchAll(TAG)) {
    const top = stack[stack.length - 1];
    if (m.index > last) top.children.push({ t: 'text', v: source.slice(last, m.index) });
    last = m.index + m[0].length;
    const [, sigil, rawName] = m;
    const name = rawName.trim();
    if (sigil === '!') continue;
    if (!/^(\.|[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*)$/.test(name)) throw new TemplateError(`bad tag name "${name}"`);
    if (sigil === '#' || sigil === '^') {
      const node: Node = { t: 'section', name, inverted: sigil === '^', children: [] };
      top.children.push(node);
      stack.push({ name, children: node.children });
    } else if (sigil === '/') {
      if (stack.length === 1 || top.name !== name) throw new TemplateError(`unexpected closing tag "${name}"`);
      stack.pop();
    } else {
      top.children.push({ t: 'var', name });
    }
  }
  if (stack.length > 1) throw new TemplateError(`unclosed section "${stack[stack.length - 1].name}"`);
  if (last < source.length) root.push({ t: 'text', v: source.slice(last) });
  if (cache.size > 500) cache.clear();
  cache.set(source, root);
  return root;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`=]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function lookup(scopes: TemplateValue[], name: string): TemplateValue {
  if (name === '.') return scopes[scopes.length - 1];
  const parts = name.split('.');
  for (let i = scopes.length - 1; i >= 0; i--) {
    const scope = scopes[i];
    if (
      scope &&
      typeof scope === 'object' &&
      !Array.isArray(scope) &&
      !(scope instanceof Date) &&
      Object.prototype.hasOwnProperty.call(scope, parts[0])
    ) {
      let v: TemplateValue = scope;
      for (const p of parts) {
        if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && Object.prototype.hasOwnProperty.call(v, p))
          v = (v as TemplateVars)[p];
        else return undefined;
      }
      return v;
    }
  }
  return undefined;
}

function toText(v: TemplateValue): string {
  if (v === null || v === undefined || v === false) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return '';
  return String(v);
}

function renderNodes(nodes: Node[], scopes: TemplateValue[], mode: TemplateMode, out: string[]) {
  for (const n of nodes) {
    if (n.t === 'text') out.push(n.v);
    else if (n.t === 'var') {
      const s = toText(lookup(scopes, n.name));
      out.push(mode === 'html' ? escapeHtml(s) : s);
    } else {
      const v = lookup(scopes, n.name);
      const truthy = Array.isArray(v) ? v.length > 0 : !!v;
      if (n.inverted) {
        if (!truthy) renderNodes(n.children, scopes, mode, out);
      } else if (Array.isArray(v)) {
        for (const item of v) renderNodes(n.children, [...scopes, item], mode, out);
      } else if (truthy) {
        renderNodes(n.children, typeof v === 'object' ? [...scopes, v] : scopes, mode, out);
      }
    }
  }
}

/** Renders a template source with variables; 'html' escapes every value. */
export function renderTemplate(source: string, vars: TemplateVars, mode: TemplateMode = 'html'): string {
  const out: string[] = [];
  renderNodes(parseTemplate(source), [vars], mode, out);
  return out.join('');
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

/** Inserts or replaces stored templates (the seed; issue 5's template screens may call it). */
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
