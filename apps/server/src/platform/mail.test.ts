import { CALL_PATHS } from '@portal/contract';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, call, type TestContext } from '../../test/helpers';
import { companies, mailOutbox } from '../db/schema/index';
import { JobRunner } from './jobs';
import { composeMail, createMailer, deliverPendingMail, enqueueMail, MAIL_MAX_ATTEMPTS, mailRetryDelaySeconds, type Mailer } from './mail';
import { escapeHtml, renderTemplate, TemplateError } from './templates';
import { send } from '../../test/accounts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

describe('templates', () => {
  it('escapes every value in HTML, resolves paths, sections and inverted sections', () => {
    const out = renderTemplate(
      '<p>{{name}} · {{company.name}}</p>{{#items}}<li>{{label}}</li>{{/items}}{{^items}}<i>none</i>{{/items}}{{! a note }}',
      {
        name: '<script>alert(1)</script>',
        company: { name: '알파증권 & Co' },
        items: [{ label: 'a"b' }, { label: "c'd" }],
      },
    );
    expect(out).toBe('<p>&#60;script&#62;alert(1)&#60;/script&#62; · 알파증권 &#38; Co</p><li>a&#34;b</li><li>c&#39;d</li>');
    expect(renderTemplate('{{^items}}none{{/items}}', { items: [] })).toBe('none');
    expect(renderTemplate('{{a}}', { a: '<b>' }, 'text')).toBe('<b>');
    expect(renderTemplate('{{missing}}|{{#flag}}yes{{/flag}}', {})).toBe('|');
    expect(escapeHtml('=`')).toBe('&#61;&#96;');
    expect(() => renderTemplate('{{#a}}x', {})).toThrow(TemplateError);
    expect(() => renderTemplate('{{/a}}', {})).toThrow(TemplateError);
    expect(() => renderTemplate('{{a b}}', {})).toThrow(TemplateError);
  });

  it('refuses raw output, partials and delimiter changes, and reaches no prototype (mustache with the portal rules)', () => {
    for (const source of ['{{{a}}}', '{{& a}}', '{{> part}}', '{{=<% %>=}}<%a%>'])
      expect(() => renderTemplate(source, { a: '<b>' }), source).toThrow(TemplateError);
    expect(renderTemplate('{{constructor}}|{{toString}}|{{a.__proto__}}', { a: {} })).toBe('||');
    expect(renderTemplate('[{{no}}]{{^no}}off{{/no}}', { no: false })).toBe('[]off');
    expect(renderTemplate('{{at}}', { at: new Date('2026-11-27T00:00:00Z') }, 'text')).toBe('2026-11-27T00:00:00.000Z');
    expect(renderTemplate('{{n}} {{#rows}}{{.}},{{/rows}}', { n: 3, rows: ['<x>', 'y'] })).toBe('3 &#60;x&#62;,y,');
  });
});

describe('SMTP delivery', () => {
  let smtp: SMTPServer;
  let ctx: TestContext;
  const received: Received[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    ctx = await build({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, mailFrom: 'Portal <no-reply@portal.test>' });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('sends the confirmation mail of a registration to a real SMTP peer', async () => {
    const [alpha] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1001'));
    const email = `smtp-${Date.now()}@alpha-securities.example`;
    const res = await send(ctx, CALL_PATHS.registerUser, {
      loginEmail: email,
      loginSecretNo: 'Rv8#Meadow31',
      loginSecretNoConfirm: 'Rv8#Meadow31',
      companyNationCode: 'KR',
      companyId: alpha.id,
      companyName: '알파증권',
      firstName: '서윤',
      lastName: '장',
      officeTelephoneNumber: '+82-2-3774-1000',
      emailReceiveYn: 'Y',
      newsletterYn: 'Y',
      mailLanguageCode: '01',
      autoExtensionYn: 'N',
      agreements: [
        { documentClassificationCode: '01_01', agreeYn: 'Y' },
        { documentClassificationCode: '01_02', agreeYn: 'Y' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await ctx.app.jobs.runNow('mail-outbox')).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual([email]);
    expect(received[0].from).toBe('no-reply@portal.test');
    // The body travels MIME-encoded (quoted-printable): the link's path is still readable.
    expect(received[0].data).toContain('user-auth-confirmed');
    expect(received[0].data).toMatch(/^Subject: /m);
    // An automatic mail in the recipient's language (the registration asked in Korean by default).
    expect(received[0].data).toMatch(/^Auto-Submitted: auto-generated\r$/m);
    expect(received[0].data).toMatch(/^Content-Language: (ko|en)\r$/m);
    const lang = /^Content-Language: (ko|en)\r$/m.exec(received[0].data)![1];
    expect(received[0].data.replace(/=\r\n/g, '')).toMatch(new RegExp(`<html lang=(3D)?"${lang}">`));
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row).toMatchObject({ status: 'SENT', transport: 'smtp', attempts: 1 });
    expect(row.messageId).toBeTruthy();
    // With SMTP configured nothing lands in the local mailbox.
    const box = await call(ctx, { method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` });
    expect(box.json().items).toEqual([]);
  });
});

describe('outbox and local mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(() => ctx.close());

  const queue = (to: string) =>
    enqueueMail(ctx.db, { to, template: 'account.dormant', languageCode: '02', vars: { name: 'Kim', link: 'http://portal.test/login' } });

  it('delivers to the local mailbox, listed as HTML and JSON, not served when turned off', async () => {
    await queue('box@example.com');
    await ctx.app.jobs.runNow('mail-outbox');
    const list = await call(ctx, { method: 'GET', url: '/dev/mailbox?to=box@example.com', lang: 'ko' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('로컬 메일함');
    expect(list.body).toContain('[KRX Market Data Customer Portal] Your account is now dormant');
    const json = (await call(ctx, { method: 'GET', url: '/dev/mailbox/messages?to=box@example.com' })).json();
    expect(json.items[0]).toMatchObject({ to: 'box@example.com', status: 'SENT', links: ['http://portal.test/login'] });
    const one = await call(ctx, { method: 'GET', url: `/dev/mailbox/${json.items[0].id}`, lang: 'en' });
    expect(one.body).toContain('Reactivate my account');
    expect((await call(ctx, { method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);

    // A production deployment with SMTP (or LOCAL_MAILBOX=false) serves no mailbox (platform.test.ts covers the defaults).
    const prod = await build({ nodeEnv: 'production', localMailbox: false });
    try {
      expect((await call(prod, { method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('shows in the local mailbox the headers each mail was composed with, as SMTP would carry them', async () => {
    await queue('headers@example.com');
    await ctx.app.jobs.runNow('mail-outbox');
    const json = (await call(ctx, { method: 'GET', url: '/dev/mailbox/messages?to=headers@example.com' })).json();
    const one = await call(ctx, { method: 'GET', url: `/dev/mailbox/${json.items[0].id}`, lang: 'en' });
    // The mailbox shows the headers the message was composed with, as SMTP would carry them: an automatic mail in the
    // recipient's language (English here), its HTML part a document of that language.
    const headers: string = json.items[0].headers;
    expect(headers).toMatch(/^Auto-Submitted: auto-generated$/m);
    expect(headers).toMatch(/^Content-Language: en$/m);
    expect(headers).toMatch(/^To: headers@example\.com$/m);
    expect(headers).toMatch(/^Message-ID: <.+>$/m);
    expect(one.body).toContain('Headers as sent');
    expect(one.body).toContain('Auto-Submitted: auto-generated');
    const composed = await composeMail('Portal <no-reply@portal.test>', {
      to: 'headers@example.com',
      subject: json.items[0].subject,
      html: json.items[0].html,
      text: json.items[0].text,
      languageCode: '01',
    });
    expect(composed.headers).toMatch(/^Content-Language: ko$/m);
    expect(composed.raw.toString('utf8').replace(/=\r\n/g, '')).toMatch(/<html lang=(3D)?"ko">/);
  });

  it('retries a failed send with growing waits and gives up after the last attempt', async () => {
    const id = await queue('flaky@example.com');
    const failing: Mailer = { kind: 'smtp', send: async () => Promise.reject(new Error('421 try later')), close: () => undefined };
    expect(await deliverPendingMail(ctx.db, failing)).toBeGreaterThanOrEqual(1);
    let [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: '421 try later' });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, id));
    await deliverPendingMail(ctx.db, failing);
    [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row.status).toBe('FAILED');
  });

  it('never sends a row twice when several workers run at once', async () => {
    for (let i = 0; i < 30; i++) await queue(`many-${i}@example.com`);
    const sent: string[] = [];
    const slow: Mailer = {
      kind: 'local',
      send: async (m) => {
        sent.push(m.to);
        await new Promise((r) => setTimeout(r, 2));
        return null;
      },
      close: () => undefined,
    };
    await Promise.all([
      deliverPendingMail(ctx.db, slow, { batch: 7 }),
      deliverPendingMail(ctx.db, slow, { batch: 7 }),
      deliverPendingMail(ctx.db, slow, { batch: 7 }),
    ]);
    while ((await deliverPendingMail(ctx.db, slow, { batch: 7 })) > 0);
    const many = sent.filter((s) => s.startsWith('many-'));
    expect(many).toHaveLength(30);
    expect(new Set(many).size).toBe(30);
  });

  it('runs jobs on their timer without overlapping and stops cleanly', async () => {
    const runner = new JobRunner(ctx.app.log);
    let running = 0;
    let max = 0;
    let runs = 0;
    runner.add({
      name: 'probe',
      intervalMs: 5,
      run: async () => {
        running++;
        max = Math.max(max, running);
        runs++;
        await new Promise((r) => setTimeout(r, 10));
        running--;
        return 0;
      },
    });
    runner.start();
    runner.kick('probe');
    runner.kick('probe');
    // Until the timer has run it a few times (a fixed wait came too short on a loaded machine).
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 5 });
    await runner.stop();
    expect(runs).toBeGreaterThan(1);
    expect(max).toBe(1);
  });
});

/**
 * A mail server that refuses (421 at the greeting), or accepts the connection and never answers, or speaks enough SMTP
 * to take a message (decision 053): the outbox retries with back-off and loses nothing.
 */
describe('a mail server that refuses or does not answer', () => {
  let ctx: TestContext;
  let server: Server;
  let mode: 'refuse' | 'hang' | 'accept' = 'refuse';
  let connections = 0;
  const delivered: string[] = [];
  const sockets = new Set<Socket>();
  let mailer: Mailer;
  /** The app's log as written (JSON lines): what an operator would read. */
  const logLines: { level: number; msg: string; mailId?: number; attempt?: number; [k: string]: unknown }[] = [];
  const rawLog: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      const text = String(chunk);
      rawLog.push(text);
      for (const line of text.split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  const deliver = () => deliverPendingMail(ctx.db, mailer, { log: ctx.app.log });
  const mailLog = (ids: number[]) => logLines.filter((l) => l.mailId !== undefined && ids.includes(l.mailId));

  function speakSmtp(socket: Socket) {
    socket.write('220 faults.test ESMTP\r\n');
    let buffer = '';
    let inData = false;
    let rcpt = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          delivered.push(rcpt);
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 faults.test\r\n');
        else if (verb === 'MAIL') socket.write('250 2.1.0 ok\r\n');
        else if (verb === 'RCPT') {
          rcpt = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  }

  beforeAll(async () => {
    ctx = await build({}, { logger: { level: 'info', stream: logStream } });
    server = createServer((socket) => {
      connections++;
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
      if (mode === 'refuse') socket.end('421 4.3.2 Service not available, try later\r\n');
      else if (mode === 'accept') speakSmtp(socket);
      // 'hang': the connection is accepted and nothing is ever said.
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    // Short waits so a silent server fails the send quickly (the default is SMTP_TIMEOUT_MS).
    mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      mailFrom: 'Portal <no-reply@portal.test>',
      smtpTimeoutMs: 300,
    });
    // Mail queued by the seed is sent to the local mailbox first, so only this test's rows are due.
    const local: Mailer = { kind: 'local', send: async () => null, close: () => undefined };
    while ((await deliverPendingMail(ctx.db, local, { batch: 100 })) > 0);
  });
  afterAll(async () => {
    mailer.close();
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx.close();
  });

  const queue = (to: string) =>
    enqueueMail(ctx.db, {
      to,
      template: 'account.dormant',
      languageCode: '01',
      vars: { name: '김서윤', link: 'http://portal.test/login' },
    });
  const rowsOf = (ids: number[]) => ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
  /** Time passes: the rows are due again (their next attempt is moved into the past, nothing else changes). */
  const makeDue = (ids: number[]) =>
    ctx.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(inArray(mailOutbox.id, ids));

  it('keeps refused and unanswered mail pending with growing waits, then sends each exactly once', async () => {
    const ids = [await queue('refused-1@example.com'), await queue('refused-2@example.com'), await queue('refused-3@example.com')];

    // Refused: every row counts an attempt, stays PENDING, and waits the first back-off (1 minute).
    mode = 'refuse';
    connections = 0;
    let before = Date.now();
    expect(await deliver()).toBe(3);
    let rows = await rowsOf(ids);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 1, sentAt: null });
      expect(row.lastError).toContain('421');
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + mailRetryDelaySeconds(1) * 1000 - 2000);
    }
    // One refusal stops the batch: the other rows were not tried against a server that refuses.
    expect(connections).toBe(1);
    // The operator is told of each failed attempt (warn), with the outbox id and the SMTP reply code, and of nothing
    // personal: neither the address nor the subject is in the log.
    const warned = mailLog(ids);
    expect(warned.map((l) => [l.level, l.mailId, l.attempt])).toEqual(ids.map((id) => [40, id, 1]));
    expect(warned[0]).toMatchObject({ msg: 'mail attempt failed; retrying later', template: 'account.dormant', retryInSeconds: 60 });
    expect(warned[0].reason).toContain('421');
    const text = rawLog.join('');
    expect(text).not.toContain('@example.com');
    expect(text).not.toContain(rows[0].subject);

    // Not due yet: a run now sends nothing and changes nothing.
    expect(await deliver()).toBe(0);
    expect((await rowsOf(ids)).map((r) => r.attempts)).toEqual([1, 1, 1]);

    // Accepted but never answered: the short timeout fails the attempt, the wait doubles.
    mode = 'hang';
    await makeDue(ids);
    before = Date.now();
    expect(await deliver()).toBe(3);
    rows = await rowsOf(ids);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'PENDING', attempts: 2, sentAt: null });
      expect(row.lastError).toMatch(/greeting never received|timeout/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + mailRetryDelaySeconds(2) * 1000 - 2000);
    }
    expect(mailRetryDelaySeconds(2)).toBe(2 * mailRetryDelaySeconds(1));

    // Refused up to the attempt before the last: still PENDING, nothing lost.
    mode = 'refuse';
    for (let attempt = 3; attempt < MAIL_MAX_ATTEMPTS; attempt++) {
      await makeDue(ids);
      await deliver();
    }
    rows = await rowsOf(ids);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(ids.map(() => ['PENDING', MAIL_MAX_ATTEMPTS - 1]));

    // The server is back: each mail is delivered exactly once, and later runs send nothing more.
    mode = 'accept';
    await makeDue(ids);
    expect(await deliver()).toBe(3);
    expect(await deliver()).toBe(0);
    await makeDue(ids);
    expect(await deliver()).toBe(0);
    expect(delivered.sort()).toEqual(['refused-1@example.com', 'refused-2@example.com', 'refused-3@example.com']);
    rows = await rowsOf(ids);
    for (const row of rows) expect(row).toMatchObject({ status: 'SENT', transport: 'smtp', attempts: MAIL_MAX_ATTEMPTS, lastError: null });
  });

  it('gives a mail up (FAILED, kept for the record) only after the last attempt', async () => {
    const id = await queue('given-up@example.com');
    mode = 'refuse';
    await ctx.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id));
    await deliver();
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAIL_MAX_ATTEMPTS });
    expect(row.lastError).toContain('421');
    // The give-up is an error in the log (one line, no warn for the same attempt), without the address or subject.
    expect(mailLog([id]).map((l) => [l.level, l.msg, l.attempt])).toEqual([
      [50, 'mail given up after the last attempt', MAIL_MAX_ATTEMPTS],
    ]);
    const text = rawLog.join('');
    expect(text).not.toContain('given-up@example.com');
    expect(text).not.toContain(row.subject);
  });
});
