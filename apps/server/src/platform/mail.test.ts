import { CALL_PATHS } from '@portal/contract';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, call, type TestContext } from '../../test/helpers';
import { companies, mailOutbox } from '../db/schema/index';
import { JobRunner } from './jobs';
import { deliverPendingMail, enqueueMail, MAIL_MAX_ATTEMPTS, type Mailer } from './mail';
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
    expect(list.body).toContain('[KRX Market Data] Your account is now dormant');
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
