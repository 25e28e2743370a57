import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from '../../../test/helpers';
import { fileServiceOf } from '../files';
import { idOf } from '../../../test/accounts';
import { companies } from '../../db/schema/index';
import { activeCompanies, displayName, isActiveMember, mailTime, membershipsOf } from './service';

const MEMBER = 'member@alpha-securities.example';

describe('the one definition of an active member', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build();
  });
  afterAll(() => ctx.close());

  it('counts an ACTIVE membership of a live company only: a deleted company makes its members members of nothing', async () => {
    const userId = await idOf(ctx, MEMBER);
    const [beta] = await ctx.db.select().from(companies).where(eq(companies.customerCode, 'C1002'));
    expect(await isActiveMember(ctx.db, userId, beta.id)).toBe(true);
    expect(activeCompanies(await membershipsOf(ctx.db, userId)).map((c) => c.id)).toContain(beta.id);

    await ctx.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, beta.id));
    // The list of the sign-in and the yes/no of the services agree (they disagreed for files before).
    expect(await isActiveMember(ctx.db, userId, beta.id)).toBe(false);
    expect(activeCompanies(await membershipsOf(ctx.db, userId)).map((c) => c.id)).not.toContain(beta.id);
    // Files asks the same question: an upload naming the deleted company is refused.
    await expect(fileServiceOf(ctx).uploadCompany({ userId, companyId: 0, roles: ['01'] }, beta.id)).rejects.toMatchObject({
      code: 'FIL1N4031',
    });
    await ctx.db.update(companies).set({ deletedAt: null }).where(eq(companies.id, beta.id));
    expect(await isActiveMember(ctx.db, userId, beta.id)).toBe(true);
  });
});

describe('names and times as the server shows and mails them', () => {
  it('writes a name in the order of its script, whatever the language', () => {
    expect(displayName({ firstName: '민준', lastName: '김' })).toBe('김민준');
    expect(displayName({ firstName: 'Oliver', lastName: 'Smith' })).toBe('Oliver Smith');
  });
  it('writes a moment in Korea time with its zone', () => {
    expect(mailTime(new Date('2026-11-25T05:30:00Z'))).toBe('2026-11-25 14:30 KST');
  });
});
