import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { z } from 'zod';
import { mailOutbox } from './schema';
import type { Config } from './config';
import type { Db, DbOrTx } from './db';
import { mailDocument, type MailLanguage } from './mail-layout';
import { escapeHtml, renderStoredTemplate, type TemplateVars } from './templates';

/**
 * Mail leaves through the outbox (design of record): a change and its mail are written in one
 * transaction, and the `mail-outbox` job sends the rows afterwards, over SMTP when SMTP_URL is set,
 * otherwise into the local mailbox kept in the same table (transport 'local') and readable at
 * GET /dev/mailbox outside production.
 */
/** The name of the outbox job (platform/services.ts registers it; kickMail runs it soon). */
export const JOB_MAIL = 'mail-outbox';

export interface MailRequest {
  to: string;
  template: string;
  /** 01 Korean, 02 English: the recipient's mail language. */
  languageCode: string;
  vars: TemplateVars;
  userId?: number | null;
}

/** Renders a stored template and queues the mail (in the caller's transaction). Answers the outbox id. */
export async function enqueueMail(db: DbOrTx, mail: MailRequest): Promise<number> {
  const rendered = await renderStoredTemplate(db, mail.template, mail.languageCode, mail.vars);
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: rendered.subject.slice(0, 300),
      html: rendered.html,
      text: rendered.text,
      templateName: mail.template,
      languageCode: rendered.languageCode,
      userId: mail.userId ?? null,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}

/** Removes sent and failed outbox rows older than 90 days (the dormancy sweep calls it). */
export async function purgeOldMail(db: DbOrTx, now: Date): Promise<void> {
  await db.execute(
    sql`delete from mail_outbox where status <> 'PENDING' and created_at < ${now.toISOString()}::timestamptz - interval '90 days'`,
  );
}

/**
 * The platform's mail service for every module: `mail.enqueue(tx, ...)` renders a stored template
 * (its body in the one layout, platform/mail-layout.ts) and queues it in the caller's transaction;
 * kickMail (platform/services.ts) sends it soon after the commit.
 */
export const mail = { enqueue: enqueueMail } as const;

/** One message as the outbox hands it to a mailer. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** 01 Korean, 02 English: the recipient's language (Content-Language, `<html lang>`). */
  languageCode: string;
}

/** What a mailer answers of a message it sent: its id and its header block as composed (the local mailbox shows it). */
export interface SentMail {
  messageId: string | null;
  headers: string;
}

export interface Mailer {
  kind: 'smtp' | 'local';
  /** Sends one message. The local mailer composes it exactly as SMTP would carry it and delivers nothing further. */
  send(msg: OutgoingMail): Promise<SentMail | null>;
  close(): void;
}

/** The mail language of a language code (01 Korean, otherwise English). */
export const mailLanguage = (languageCode: string): MailLanguage => (languageCode === '01' ? 'ko' : 'en');

/**
 * Composes the MIME message of a mail with nodemailer's composer (the one the SMTP transport uses): an automatic mail
 * (`Auto-Submitted: auto-generated`, RFC 3834, so auto-replies and out-of-office answers are not sent back), in the
 * recipient's language (`Content-Language`, and `<html lang>` on the HTML part, a whole document). Answers the raw
 * message, its header block and its Message-ID.
 */
export async function composeMail(from: string, msg: OutgoingMail): Promise<{ raw: Buffer; headers: string; messageId: string }> {
  const lang = mailLanguage(msg.languageCode);
  const node = new MailComposer({
    from,
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: mailDocument(lang, msg.subject, msg.html),
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All', 'Content-Language': lang },
  }).compile();
  const raw = await node.build();
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  return { raw, headers: end < 0 ? text : text.slice(0, end), messageId: node.messageId() };
}

/** How long a mail server may take to accept a connection, greet, or answer a command, by default (SMTP_TIMEOUT_MS). */
export const SMTP_TIMEOUT_MS = 10_000;

/**
 * The SMTP mailer. Every wait is bounded (connect, greeting, each answer: SMTP_TIMEOUT_MS): a mail server that accepts
 * and never answers fails the send like one that refuses, so the outbox job moves on and retries later (decision 053).
 * Both mailers send the message composeMail built, so what the local mailbox shows is what SMTP carries.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'> & { smtpTimeoutMs?: number }): Mailer {
  if (!config.smtpUrl) {
    return {
      kind: 'local',
      async send(msg) {
        const { headers, messageId } = await composeMail(config.mailFrom, msg);
        return { messageId, headers };
      },
      close: () => undefined,
    };
  }
  const timeout = config.smtpTimeoutMs ?? SMTP_TIMEOUT_MS;
  const transporter: Transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  const fromAddress = addressparser(config.mailFrom, { flatten: true })[0]?.address ?? config.mailFrom;
  return {
    kind: 'smtp',
    async send(msg) {
      const { raw, headers, messageId } = await composeMail(config.mailFrom, msg);
      const info = await transporter.sendMail({ envelope: { from: fromAddress, to: [msg.to] }, raw });
      return { messageId: info.messageId ?? messageId, headers };
    },
    close: () => transporter.close(),
  };
}

/** Attempts before a mail is given up (FAILED); waits grow 1, 2, 4 ... minutes. */
export const MAIL_MAX_ATTEMPTS = 8;
/** The wait after a failed attempt (the attempts made so far): 1, 2, 4 ... 64 minutes. */
export const mailRetryDelaySeconds = (attempts: number): number => 60 * 2 ** Math.min(Math.max(attempts, 1) - 1, 6);
const LEASE_SECONDS = 300;
/** nodemailer's codes of a failure of one message (its recipient or content refused), not of the server. */
const MESSAGE_LEVEL_ERRORS = new Set(['EENVELOPE', 'EMESSAGE']);

/**
 * One run of the outbox job: claims due PENDING rows with FOR UPDATE SKIP LOCKED and a lease (so a
 * process that dies mid-send leaves them to another after 5 minutes), sends them, records the result.
 * Safe on several servers at once. Answers the number of rows handled.
 */
export async function deliverPendingMail(
  db: Db,
  mailer: Mailer,
  opts: { batch?: number; log?: Pick<FastifyBaseLogger, 'warn' | 'error'> } = {},
): Promise<number> {
  const batch = opts.batch ?? 20;
  const log = opts.log;
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'PENDING'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (!rows.length) return [];
    return tx
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      )
      .returning();
  });
  // A server that refuses or does not answer fails every mail alike: after such a failure the rest of the batch is not
  // tried (each would wait for its own timeout), only moved out by the same back-off (decision 053).
  let serverFailure: unknown;
  for (const row of claimed) {
    try {
      if (serverFailure) throw serverFailure;
      const sent = await mailer.send({
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        languageCode: row.languageCode,
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'SENT',
          transport: mailer.kind,
          sentAt: new Date(),
          messageId: sent?.messageId?.slice(0, 300) ?? null,
          headers: sent?.headers ?? null,
          lastError: null,
        })
        .where(eq(mailOutbox.id, row.id));
    } catch (err) {
      if (!MESSAGE_LEVEL_ERRORS.has(String((err as { code?: unknown }).code))) serverFailure ??= err;
      const failed = row.attempts >= MAIL_MAX_ATTEMPTS;
      const waitSeconds = mailRetryDelaySeconds(row.attempts);
      // The operator sees every failed attempt (warn) and every give-up (error): the outbox id, the template, the attempt
      // and the failure's codes, never the address, the subject or the server's words (which may quote the address).
      const fields = { mailId: row.id, template: row.templateName, attempt: row.attempts, transport: mailer.kind, ...mailFailure(err) };
      if (failed) log?.error({ ...fields, maxAttempts: MAIL_MAX_ATTEMPTS }, 'mail given up after the last attempt');
      else log?.warn({ ...fields, retryInSeconds: waitSeconds }, 'mail attempt failed; retrying later');
      await db
        .update(mailOutbox)
        .set({
          status: failed ? 'FAILED' : 'PENDING',
          lastError: String((err as Error).message ?? err).slice(0, 500),
          nextAttemptAt: sql`now() + make_interval(secs => ${waitSeconds})`,
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return claimed.length;
}

/**
 * What the log may say of a failed send: nodemailer's error code, the SMTP command and reply code, and a server
 * failure's message with any address in it masked. Never the recipient or the subject (personal data).
 */
export function mailFailure(err: unknown): { code?: string; command?: string; responseCode?: number; reason: string } {
  const e = (err ?? {}) as { code?: unknown; command?: unknown; responseCode?: unknown; message?: unknown };
  const reason = String(e.message ?? err)
    .replace(/<?[^\s<>@]+@[^\s<>@]+>?/g, '[address]')
    .slice(0, 200);
  return {
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.command === 'string' ? { command: e.command.split(' ')[0] } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
    reason,
  };
}

// ---------------------------------------------------------------------------------------------
// The local mailbox (never in production)
// ---------------------------------------------------------------------------------------------

const ZMailboxQuery = z.object({ to: z.string().trim().max(254).optional() });
const ZMailboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  templateName: z.string().nullable(),
  languageCode: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /** The header block as composed for sending (null before it was sent). */
  headers: z.string().nullable(),
  links: z.array(z.string()),
});

const LABELS = {
  ko: {
    title: '로컬 메일함',
    to: '받는 사람',
    subject: '제목',
    date: '보낸 시각',
    status: '상태',
    empty: '메일이 없습니다.',
    back: '목록으로',
    filter: '받는 사람으로 찾기',
    search: '찾기',
    headers: '보낸 헤더',
    note: '개발용 메일함입니다. SMTP_URL을 설정하지 않았을 때 보낸 메일이 여기에 쌓입니다.',
  },
  en: {
    title: 'Local mailbox',
    to: 'To',
    subject: 'Subject',
    date: 'Sent',
    status: 'Status',
    empty: 'No mail.',
    back: 'Back to the list',
    filter: 'Filter by recipient',
    search: 'Search',
    headers: 'Headers as sent',
    note: 'A development mailbox: without SMTP_URL, the mail the portal sends lands here.',
  },
} as const;

function page(lang: 'ko' | 'en', title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>
body{font-family:system-ui,'Noto Sans KR',sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#1f2937}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}
a{color:#1d4ed8}.meta{color:#6b7280;font-size:.9rem}.mail{border:1px solid #e5e7eb;border-radius:8px;padding:1rem;margin-top:1rem}
pre{white-space:pre-wrap;background:#f9fafb;padding:1rem;border-radius:8px}form{margin:1rem 0}
</style></head><body>${body}</body></html>`;
}

const linksOf = (text: string) => [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];

/** GET /dev/mailbox (list), /dev/mailbox/:id (one mail) and /dev/mailbox/messages (JSON for scripts and browser tests). */
export async function mailboxRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const list = async (to?: string) => {
    const where = to
      ? and(eq(mailOutbox.transport, 'local'), eq(mailOutbox.toAddress, to.toLowerCase()))
      : eq(mailOutbox.transport, 'local');
    return db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(200);
  };

  app.get('/dev/mailbox', { schema: { hide: true, querystring: ZMailboxQuery } }, async (request, reply) => {
    const { to } = request.query as z.infer<typeof ZMailboxQuery>;
    const l = LABELS[request.lang];
    const rows = await list(to);
    const items = rows
      .map(
        (r) =>
          `<tr><td>${escapeHtml(r.toAddress)}</td><td><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td><td class="meta">${escapeHtml((r.sentAt ?? r.createdAt).toISOString())}</td></tr>`,
      )
      .join('');
    const body = `<h1>${l.title}</h1><p class="meta">${l.note}</p>
<form method="get" action="/dev/mailbox"><label>${l.filter} <input name="to" type="email" value="${escapeHtml(to ?? '')}"></label> <button type="submit">${l.search}</button></form>
${rows.length ? `<table><thead><tr><th scope="col">${l.to}</th><th scope="col">${l.subject}</th><th scope="col">${l.date}</th></tr></thead><tbody>${items}</tbody></table>` : `<p>${l.empty}</p>`}`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(request.lang, l.title, body));
  });

  app.get(
    '/dev/mailbox/messages',
    { schema: { hide: true, querystring: ZMailboxQuery, response: { 200: z.object({ items: z.array(ZMailboxItem) }) } } },
    async (request, reply) => {
      const { to } = request.query as z.infer<typeof ZMailboxQuery>;
      const rows = await list(to);
      reply.header('cache-control', 'no-store');
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.text,
          html: r.html,
          templateName: r.templateName,
          languageCode: r.languageCode,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
          headers: r.headers,
          links: linksOf(r.text),
        })),
      };
    },
  );

  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const l = LABELS[request.lang];
      const [r] = await db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.transport, 'local')));
      if (!r)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(page(request.lang, l.title, `<p>${l.empty}</p><p><a href="/dev/mailbox">${l.back}</a></p>`));
      // The HTML part comes from our own templates with every value escaped (platform/templates.ts).
      const body = `<p><a href="/dev/mailbox">${l.back}</a></p><h1>${escapeHtml(r.subject)}</h1>
<p class="meta">${l.to}: ${escapeHtml(r.toAddress)} · ${l.date}: ${escapeHtml((r.sentAt ?? r.createdAt).toISOString())} · ${l.status}: ${escapeHtml(r.status)}</p>
${r.headers ? `<h2>${l.headers}</h2><pre class="headers">${escapeHtml(r.headers)}</pre>` : ''}
<div class="mail" lang="${mailLanguage(r.languageCode)}">${r.html}</div><pre>${escapeHtml(r.text)}</pre>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(request.lang, r.subject, body));
    },
  );
}
