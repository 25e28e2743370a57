import type { Db } from '../../platform/db';
import { BatchCache } from '../../platform/name-cache';
import type { SessionCache } from '../../platform/session-cache';
import type { TLanguage } from '@portal/contract';
import { displayName } from './member-mail';
import { userNamesByIds } from './people-repo';
import { companiesByIds, membershipsIn, type CompanyRow } from './repo';

/** Cached entries live a minute at most; a change drops them at once (SessionCache.onDrop, fed by NOTIFY). */
const TTL_MS = 60_000;

export type CachedCompany = Pick<CompanyRow, 'id' | 'companyName' | 'companyNameEn' | 'nationCode' | 'temporaryYn' | 'deletedAt'>;

/**
 * What lists and guards read of the identity area on every request, cached in the process: company names, people's
 * display names (formatPersonName), and memberships. The session cache says when a member or a company changes (the
 * service that changed it, or PostgreSQL's NOTIFY from the triggers of migration 0003 in every process); the entries
 * concerned are dropped then.
 */
export interface IdentityReads {
  companies(ids: Iterable<number>): Promise<Map<number, CachedCompany>>;
  /** People's names in a language (Korean when none is given). */
  names(ids: Iterable<number>, lang?: TLanguage): Promise<Map<number, string>>;
  isActiveMember(userId: number, companyId: number): Promise<boolean>;
  companyExists(companyId: number): Promise<boolean>;
}

/**
 * A module's IdentityReads: made once by the module's plugin with its context (the app's database and session cache)
 * and carried in that context, never looked up in a registry of apps (decision 076). Each listens to the session
 * cache's drops, so every module's copy forgets a changed member or company at once.
 */
export function createIdentityReads(db: Db, sessions: SessionCache): IdentityReads {
  const companies = new BatchCache<number, CachedCompany>(
    async (ids) =>
      new Map(
        (await companiesByIds(db, ids)).map((c) => [
          c.id,
          {
            id: c.id,
            companyName: c.companyName,
            companyNameEn: c.companyNameEn,
            nationCode: c.nationCode,
            temporaryYn: c.temporaryYn,
            deletedAt: c.deletedAt,
          },
        ]),
      ),
    { ttlMs: TTL_MS },
  );
  type Names = { firstName: string; lastName: string; englishName: string | null };
  const names = new BatchCache<number, Names>(async (ids) => new Map((await userNamesByIds(db, ids)).map((u) => [u.id, u])), {
    ttlMs: TTL_MS,
  });
  const key = (userId: number, companyId: number) => `${userId}:${companyId}`;
  const memberships = new BatchCache<string, boolean>(
    async (keys) => {
      const out = new Map<string, boolean>();
      for (const k of keys) {
        const [userId, companyId] = k.split(':').map(Number) as [number, number];
        // As isActiveMember (service.ts): membership ACTIVE and the company not deleted.
        // Only a yes is kept: a refusal is read again next time (a membership just granted counts at once).
        const rows = await membershipsIn(db, userId, companyId);
        if (rows.some((m) => m.status === 'ACTIVE' && !m.company.deletedAt)) out.set(k, true);
      }
      return out;
    },
    { ttlMs: TTL_MS },
  );
  sessions.onDrop(({ userId, companyId }) => {
    if (userId === undefined && companyId === undefined) {
      companies.clear();
      names.clear();
      memberships.clear();
      return;
    }
    if (userId !== undefined) {
      names.drop(userId);
      memberships.dropWhere((k) => k.startsWith(`${userId}:`));
    }
    if (companyId !== undefined) {
      companies.drop(companyId);
      memberships.dropWhere((k) => k.endsWith(`:${companyId}`));
    }
  });
  return {
    companies: (ids) => companies.getMany(ids),
    names: async (ids, lang = 'ko') => new Map([...(await names.getMany(ids))].map(([id, u]) => [id, displayName(u, lang)] as const)),
    async isActiveMember(userId, companyId) {
      return (await memberships.getMany([key(userId, companyId)])).get(key(userId, companyId)) ?? false;
    },
    async companyExists(companyId) {
      const c = (await companies.getMany([companyId])).get(companyId);
      return !!c && !c.deletedAt;
    },
  };
}
