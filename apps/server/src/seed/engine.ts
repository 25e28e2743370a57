import { addMonths, ORDER_AGREEMENTS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import type { AuthContext } from '../platform/auth';
import type { Db } from '../platform/db';
import { WorkflowEngine } from '../platform/workflow';
import { latestDocument } from '../modules/documents';
import { displayName, findUserById, rolesOf } from '../modules/identity';
import { registerKinds } from '../modules/kinds';
import { workflowParties } from '../modules/notifications';

/**
 * The demo world's own workflow engine, set up as the app sets up its one (modules/kinds.ts: every kind, and the
 * exchange approvals' effect, so a document the reviewer decides has its approval item as in the running portal), the parties to notify (the bell; no mail: the demo mailbox stays for what people do) and the names
 * of actors. Parties and names are read once per run: the same few people act and are told throughout. With
 * `notify: false` the transitions notify nobody (old history, e.g. the billing seed's past months).
 */
export function seedEngine(opts: { notify?: boolean } = {}): WorkflowEngine {
  const engine = registerKinds(new WorkflowEngine());
  if (opts.notify === false) engine.useParties(async () => []);
  else {
    const parties = new Map<string, Awaited<ReturnType<typeof workflowParties>>>();
    engine.useParties(async (tx, party, request) => {
      const key = `${party}:${request.companyId}:${request.assignedUserId}`;
      if (!parties.has(key)) parties.set(key, await workflowParties(tx, party, request));
      return parties.get(key)!;
    });
  }
  const names = new Map<number, { ko: string; en: string }>();
  engine.useNames(async (tx, id) => {
    if (!names.has(id)) {
      const u = await findUserById(tx, id);
      names.set(id, u ? { ko: displayName(u, 'ko'), en: displayName(u, 'en') } : { ko: `#${id}`, en: `#${id}` });
    }
    return names.get(id)!;
  });
  return engine;
}

/** The current version of each standard document an order's agreements name (what an accepted agreement records). */
export async function orderDocumentVersions(db: Db, now: Date): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const a of ORDER_AGREEMENTS)
    versions[a.documentTypeCode] = String((await latestDocument(db, a.documentTypeCode, 'ko', now)).versionNo);
  return versions;
}

/** A moment in the reporting window of a report month: day `day` of the month after it, Korean time. */
export const inReportingWindow = (month: string, day: number, hhmm = '10:00'): Date =>
  new Date(`${addMonths(month, 1)}-${String(day).padStart(2, '0')}T${hhmm}:00+09:00`);

/** A demo user's sign-in context in a company, or null when the account is not in this world. */
export async function seedAuthOf(db: Db, loginEmail: string, companyId: number): Promise<AuthContext | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, loginEmail));
  if (!user) return null;
  return { userId: user.id, companyId, roles: await rolesOf(db, user.id) };
}
