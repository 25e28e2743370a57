import {
  formatPersonName,
  normalizeEmail,
  SCIM_GROUPS,
  SCIM_SCHEMA,
  ZScimBoolean,
  ZScimListQuery,
  ZScimPatchBody,
  ZScimUserBody,
  type TScimGroupId,
  type TScimUserBody,
} from '@portal/contract';
import { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { auditLogs } from '../../platform/schema';
import {
  provisionedMember,
  provisionedMembers,
  provisionMember,
  removeProvisionedMember,
  setCompanyAdminFlag,
  setMembershipActive,
  updateProvisionedProfile,
  type ProvisionedMember,
} from '../identity';
import * as repo from './repo';
import { scimBaseUrl, type ScimContext } from './service';

/**
 * The SCIM 2.0 service (RFC 7643, RFC 7644) of one company, as Microsoft Entra ID and Okta call it (decision 089):
 * Users are the company's members, Groups the customer-side roles they hold ('01' members, '03' company
 * administrators). Every query is scoped to the token's company; a member of another company answers 404.
 */

/** A failure in SCIM's error schema: `status` as a string, `scimType` where RFC 7644 3.12 names one. */
export class ScimError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly scimType?: 'invalidFilter' | 'uniqueness' | 'mutability' | 'invalidSyntax' | 'invalidValue' | 'noTarget' | 'tooMany',
  ) {
    super(detail);
  }
  body() {
    return {
      schemas: [SCIM_SCHEMA.error],
      status: String(this.status),
      ...(this.scimType ? { scimType: this.scimType } : {}),
      detail: this.detail,
    };
  }
}

/** Who calls: the token's company, for the scope of every query and the audit trail. */
export interface ScimCaller {
  companyId: number;
  tokenId: number;
  tokenPrefix: string;
  ip: string;
  method: string;
  route: string;
}

const HANGUL = /[\uac00-\ud7a3]/;
const MAX_PAGE = 200;
const NOT_FOUND = (what: string) => new ScimError(404, `${what} not found`);

// ---- representation

function userResource(ctx: ScimContext, m: ProvisionedMember, externalId: string | undefined) {
  const location = `${scimBaseUrl(ctx.config)}/Users/${m.userId}`;
  const formatted = formatPersonName(m, 'ko');
  return {
    schemas: [SCIM_SCHEMA.user, SCIM_SCHEMA.enterpriseUser],
    id: String(m.userId),
    ...(externalId !== undefined ? { externalId } : {}),
    userName: m.loginEmail,
    name: { formatted, familyName: m.lastName, givenName: m.firstName },
    displayName: formatted,
    ...(m.chargeJob ? { title: m.chargeJob } : {}),
    active: m.membershipStatus === 'ACTIVE',
    emails: [{ value: m.loginEmail, type: 'work', primary: true }],
    groups: [
      ...(m.membershipStatus === 'ACTIVE' ? [{ value: '01', display: SCIM_GROUPS['01'].displayName }] : []),
      ...(m.companyAdmin && m.membershipStatus === 'ACTIVE' ? [{ value: '03', display: SCIM_GROUPS['03'].displayName }] : []),
    ],
    [SCIM_SCHEMA.enterpriseUser]: m.department ? { department: m.department } : {},
    meta: { resourceType: 'User', created: m.createdAt.toISOString(), lastModified: m.updatedAt.toISOString(), location },
  };
}

async function present(ctx: ScimContext, companyId: number, rows: ProvisionedMember[]) {
  const ids = await repo.externalIdsOf(
    ctx.db,
    companyId,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => userResource(ctx, r, ids.get(r.userId)));
}

const listResponse = (resources: unknown[], total: number, startIndex: number) => ({
  schemas: [SCIM_SCHEMA.listResponse],
  totalResults: total,
  startIndex,
  itemsPerPage: resources.length,
  Resources: resources,
});

// ---- requests

function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new ScimError(
    400,
    `Invalid request: ${issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'malformed'}`,
    'invalidValue',
  );
}

/** The paging of a list (RFC 7644 3.4.2.4): startIndex from 1, count from 0 to MAX_PAGE (100 by default). */
function paging(q: z.output<typeof ZScimListQuery>) {
  const startIndex = Math.max(1, q.startIndex ?? 1);
  const count = Math.min(MAX_PAGE, Math.max(0, q.count ?? 100));
  return { startIndex, offset: startIndex - 1, limit: count };
}

/** The filters the identity providers send: `<attribute> eq "<value>"` (Entra, Okta); anything else is invalidFilter. */
export function parseFilter(filter: string | undefined, attributes: readonly string[]): { attribute: string; value: string } | null {
  if (filter === undefined || !filter.trim()) return null;
  const m = /^\s*([A-Za-z][\w.:]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i.exec(filter);
  const attribute = m?.[1]!.toLowerCase();
  if (!m || !attribute || !attributes.includes(attribute))
    throw new ScimError(400, `Unsupported filter: ${filter.slice(0, 100)}`, 'invalidFilter');
  return { attribute, value: m[2]!.replace(/\\(.)/g, '$1') };
}

const idOf = (id: string): number | null => (/^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

/**
 * The names of a person from the provider's attributes: familyName and givenName as they are (Korean names keep the
 * surname first and no space when shown: 김민준), else split from name.formatted or displayName (a Hangul name without
 * a space: its first syllable is the surname; a Latin one: the last word).
 */
export function namesFrom(
  name: { formatted?: string | null; familyName?: string | null; givenName?: string | null } | null | undefined,
  displayName?: string | null,
) {
  const family = name?.familyName?.trim() || '';
  const given = name?.givenName?.trim() || '';
  if (family && given) return { lastName: family, firstName: given };
  const full = (name?.formatted ?? displayName ?? '').trim().replace(/\s+/g, ' ');
  if (full) {
    const words = full.split(' ');
    if (HANGUL.test(full)) {
      if (words.length > 1) return { lastName: words[0]!, firstName: words.slice(1).join('') };
      if ([...full].length >= 2) return { lastName: [...full][0]!, firstName: [...full].slice(1).join('') };
      return { lastName: full, firstName: '' };
    }
    if (words.length > 1) return { lastName: words[words.length - 1]!, firstName: words.slice(0, -1).join(' ') };
    return { lastName: full, firstName: '' };
  }
  if (family || given) return { lastName: family, firstName: given };
  return null;
}

function loginEmailOf(body: Pick<TScimUserBody, 'userName'>): string {
  const email = normalizeEmail(body.userName);
  if (!z.email().safeParse(email).success) throw new ScimError(400, 'userName must be an e-mail address', 'invalidValue');
  return email;
}

async function audit(tx: DbOrTx, caller: ScimCaller, action: string, userId: number | null, detail: Record<string, unknown>, status = 200) {
  await tx.insert(auditLogs).values({
    userId: null,
    companyId: caller.companyId,
    pageId: null,
    method: caller.method,
    route: caller.route,
    action,
    target: userId === null ? null : String(userId),
    statusCode: status,
    ip: caller.ip,
    detail: { via: 'SCIM', scimToken: caller.tokenPrefix, ...detail },
  });
}

/** Applies a deactivation or reactivation in the caller's transaction: a deactivated member's sessions end. */
async function applyActive(ctx: ScimContext, tx: DbOrTx, caller: ScimCaller, userId: number, active: boolean): Promise<boolean> {
  const result = await setMembershipActive(tx, caller.companyId, userId, active);
  if (result === 'last-admin')
    throw new ScimError(409, 'The member is the last active company administrator: designate another administrator first (STF1N4094)');
  if (result === 'missing') throw NOT_FOUND('User');
  if (result !== 'changed') return false;
  if (!active) await ctx.endSessions(userId, tx);
  await audit(tx, caller, active ? 'STAFF_SCIM_REACTIVATE' : 'STAFF_SCIM_DEACTIVATE', userId, {});
  return true;
}

// ---- Users

export async function listUsers(ctx: ScimContext, caller: ScimCaller, query: unknown) {
  const q = parse(ZScimListQuery, query);
  const { startIndex, offset, limit } = paging(q);
  const f = parseFilter(q.filter, ['username', 'externalid', 'id', 'emails.value']);
  let userIds: number[] | undefined;
  let loginEmail: string | undefined;
  if (f?.attribute === 'username' || f?.attribute === 'emails.value') loginEmail = f.value.trim();
  if (f?.attribute === 'externalid') userIds = await repo.usersWithExternalId(ctx.db, caller.companyId, f.value);
  if (f?.attribute === 'id') userIds = idOf(f.value) ? [idOf(f.value)!] : [];
  const { rows, total } = await provisionedMembers(ctx.db, { companyId: caller.companyId, loginEmail, userIds, offset, limit });
  return listResponse(await present(ctx, caller.companyId, rows), total, startIndex);
}

async function memberOrThrow(ctx: ScimContext, db: DbOrTx, caller: ScimCaller, id: string): Promise<ProvisionedMember> {
  const userId = idOf(id);
  const m = userId ? await provisionedMember(db, caller.companyId, userId) : null;
  if (!m) throw NOT_FOUND('User');
  return m;
}

export async function getUser(ctx: ScimContext, caller: ScimCaller, id: string) {
  const m = await memberOrThrow(ctx, ctx.db, caller, id);
  return (await present(ctx, caller.companyId, [m]))[0]!;
}

const enterprise = (body: TScimUserBody) => body[SCIM_SCHEMA.enterpriseUser] as { department?: string | null } | null | undefined;

export async function createUser(ctx: ScimContext, caller: ScimCaller, raw: unknown) {
  const body = parse(ZScimUserBody, raw);
  const loginEmail = loginEmailOf(body);
  const names = namesFrom(body.name, body.displayName) ?? { lastName: loginEmail.split('@')[0]!, firstName: '' };
  const active = body.active ?? true;
  const userId = await ctx.db.transaction(async (tx) => {
    const made = await provisionMember(tx, caller.companyId, {
      loginEmail,
      ...names,
      department: enterprise(body)?.department?.trim() || null,
      chargeJob: body.title?.trim() || null,
      active,
    });
    if (made.kind === 'exists') throw new ScimError(409, 'A member with this userName already exists in the company', 'uniqueness');
    if (made.kind === 'other-account')
      throw new ScimError(
        409,
        'This address belongs to an existing portal account outside the company: invite it from Manage members instead',
        'uniqueness',
      );
    if (made.kind === 'restored') await updateProvisionedProfile(tx, made.userId, { ...names });
    if (body.externalId) await repo.setExternalId(tx, caller.companyId, made.userId, body.externalId);
    await audit(tx, caller, 'STAFF_SCIM_CREATE', made.userId, { restored: made.kind === 'restored', active }, 201);
    return made.userId;
  });
  return getUser(ctx, caller, String(userId));
}

export async function replaceUser(ctx: ScimContext, caller: ScimCaller, id: string, raw: unknown) {
  const body = parse(ZScimUserBody, raw);
  await ctx.db.transaction(async (tx) => {
    const m = await memberOrThrow(ctx, tx, caller, id);
    if (loginEmailOf(body) !== normalizeEmail(m.loginEmail))
      throw new ScimError(400, 'userName cannot change: it is the member’s sign-in address', 'mutability');
    const names = namesFrom(body.name, body.displayName);
    await updateProvisionedProfile(tx, m.userId, {
      ...(names ?? {}),
      department: enterprise(body)?.department?.trim() || null,
      chargeJob: body.title?.trim() || null,
    });
    await repo.setExternalId(tx, caller.companyId, m.userId, body.externalId ?? null);
    await audit(tx, caller, 'STAFF_SCIM_UPDATE', m.userId, { replace: true });
    if (body.active !== undefined && body.active !== null) await applyActive(ctx, tx, caller, m.userId, body.active);
  });
  return getUser(ctx, caller, id);
}

interface UserChanges {
  active?: boolean;
  userName?: string;
  externalId?: string | null;
  familyName?: string;
  givenName?: string;
  formatted?: string;
  displayName?: string;
  department?: string | null;
  title?: string | null;
}

const ENTERPRISE_PREFIX = `${SCIM_SCHEMA.enterpriseUser.toLowerCase()}:`;
const str = (v: unknown, max: number, what: string): string => {
  if (typeof v !== 'string' || v.length > max)
    throw new ScimError(400, `${what} must be a string of at most ${max} characters`, 'invalidValue');
  return v.trim();
};
const boolOf = (v: unknown): boolean => {
  const r = ZScimBoolean.safeParse(v);
  if (!r.success) throw new ScimError(400, 'active must be a boolean', 'invalidValue');
  return r.data;
};

/** One attribute of a PATCH operation (path given, or each key of a value object sent without a path, as Okta does). */
function applyAttribute(changes: UserChanges, remove: boolean, rawPath: string, value: unknown): void {
  const path = rawPath.trim().toLowerCase();
  const attr = path.startsWith(ENTERPRISE_PREFIX) ? `enterprise:${path.slice(ENTERPRISE_PREFIX.length)}` : path;
  switch (attr) {
    case 'active':
      if (remove) throw new ScimError(400, 'active cannot be removed', 'mutability');
      changes.active = boolOf(value);
      return;
    case 'username':
      if (remove) throw new ScimError(400, 'userName cannot be removed', 'mutability');
      changes.userName = str(value, 254, 'userName');
      return;
    case 'externalid':
      changes.externalId = remove || value === null ? null : str(value, 200, 'externalId');
      return;
    case 'name':
      if (remove || !value || typeof value !== 'object') return;
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) applyAttribute(changes, false, `name.${k}`, v);
      return;
    case 'name.familyname':
      if (!remove) changes.familyName = str(value, 100, 'name.familyName');
      return;
    case 'name.givenname':
      if (!remove) changes.givenName = str(value, 100, 'name.givenName');
      return;
    case 'name.formatted':
      if (!remove) changes.formatted = str(value, 200, 'name.formatted');
      return;
    case 'displayname':
      if (!remove) changes.displayName = str(value, 200, 'displayName');
      return;
    case 'title':
      changes.title = remove || value === null ? null : str(value, 100, 'title') || null;
      return;
    case 'enterprise:department':
      changes.department = remove || value === null ? null : str(value, 100, 'department') || null;
      return;
    case SCIM_SCHEMA.enterpriseUser.toLowerCase():
      if (remove || !value || typeof value !== 'object') return;
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) applyAttribute(changes, false, `${ENTERPRISE_PREFIX}${k}`, v);
      return;
    default:
      // Attributes the portal does not keep (phone numbers, addresses, preferredLanguage, emails[type eq "work"].value
      // beside userName...) are accepted and ignored, as both providers send them by default.
      return;
  }
}

export async function patchUser(ctx: ScimContext, caller: ScimCaller, id: string, raw: unknown) {
  const body = parse(ZScimPatchBody, raw);
  const changes: UserChanges = {};
  for (const op of body.Operations) {
    const remove = op.op.toLowerCase() === 'remove';
    if (op.path) applyAttribute(changes, remove, op.path, op.value);
    else if (op.value && typeof op.value === 'object' && !Array.isArray(op.value))
      for (const [k, v] of Object.entries(op.value as Record<string, unknown>)) applyAttribute(changes, remove, k, v);
    else throw new ScimError(400, 'An operation without a path needs an object value', 'invalidSyntax');
  }
  await ctx.db.transaction(async (tx) => {
    const m = await memberOrThrow(ctx, tx, caller, id);
    if (changes.userName !== undefined && normalizeEmail(changes.userName) !== normalizeEmail(m.loginEmail))
      throw new ScimError(400, 'userName cannot change: it is the member’s sign-in address', 'mutability');
    const names =
      changes.familyName !== undefined || changes.givenName !== undefined
        ? { lastName: changes.familyName ?? m.lastName, firstName: changes.givenName ?? m.firstName }
        : changes.formatted !== undefined || changes.displayName !== undefined
          ? namesFrom({ formatted: changes.formatted ?? null }, changes.displayName)
          : null;
    const profile = {
      ...(names ?? {}),
      ...(changes.department !== undefined ? { department: changes.department } : {}),
      ...(changes.title !== undefined ? { chargeJob: changes.title } : {}),
    };
    if (Object.keys(profile).length || changes.externalId !== undefined) {
      await updateProvisionedProfile(tx, m.userId, profile);
      if (changes.externalId !== undefined) await repo.setExternalId(tx, caller.companyId, m.userId, changes.externalId);
      await audit(tx, caller, 'STAFF_SCIM_UPDATE', m.userId, { attributes: Object.keys(changes) });
    }
    if (changes.active !== undefined) await applyActive(ctx, tx, caller, m.userId, changes.active);
  });
  return getUser(ctx, caller, id);
}

export async function deleteUser(ctx: ScimContext, caller: ScimCaller, id: string): Promise<void> {
  const userId = idOf(id);
  if (!userId) throw NOT_FOUND('User');
  await ctx.db.transaction(async (tx) => {
    const result = await removeProvisionedMember(tx, caller.companyId, userId);
    if (result === 'missing') throw NOT_FOUND('User');
    if (result === 'last-admin')
      throw new ScimError(409, 'The member is the last active company administrator: designate another administrator first (STF1N4094)');
    await repo.setExternalId(tx, caller.companyId, userId, null);
    await ctx.endSessions(userId, tx);
    await audit(tx, caller, 'STAFF_SCIM_DELETE', userId, {}, 204);
  });
}

// ---- Groups: the customer-side roles

const GROUP_IDS = Object.keys(SCIM_GROUPS) as TScimGroupId[];
const isGroupId = (id: string): id is TScimGroupId => (GROUP_IDS as string[]).includes(id);
/** The most members a group answers lists (a company's staff is far smaller). */
const GROUP_MEMBERS_MAX = 10_000;

async function groupResource(ctx: ScimContext, caller: ScimCaller, id: TScimGroupId, withMembers: boolean) {
  const members = withMembers
    ? (
        await provisionedMembers(ctx.db, {
          companyId: caller.companyId,
          ...(id === '03' ? { adminsOnly: true } : { activeOnly: true }),
          offset: 0,
          limit: GROUP_MEMBERS_MAX,
        })
      ).rows.map((m) => ({
        value: String(m.userId),
        display: formatPersonName(m, 'ko'),
        $ref: `${scimBaseUrl(ctx.config)}/Users/${m.userId}`,
      }))
    : undefined;
  return {
    schemas: [SCIM_SCHEMA.group],
    id,
    displayName: SCIM_GROUPS[id].displayName,
    ...(members ? { members } : {}),
    meta: { resourceType: 'Group', location: `${scimBaseUrl(ctx.config)}/Groups/${id}` },
  };
}

const excludesMembers = (q: z.output<typeof ZScimListQuery>) =>
  (q.excludedAttributes ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .includes('members');

export async function listGroups(ctx: ScimContext, caller: ScimCaller, query: unknown) {
  const q = parse(ZScimListQuery, query);
  const { startIndex, offset, limit } = paging(q);
  const f = parseFilter(q.filter, ['displayname', 'id', 'externalid']);
  const ids = GROUP_IDS.filter(
    (id) =>
      !f ||
      (f.attribute === 'displayname'
        ? SCIM_GROUPS[id].displayName.toLowerCase() === f.value.toLowerCase()
        : f.attribute === 'id' && f.value === id),
  );
  const page = ids.slice(offset, offset + limit);
  const resources = await Promise.all(page.map((id) => groupResource(ctx, caller, id, !excludesMembers(q))));
  return listResponse(resources, ids.length, startIndex);
}

export async function getGroup(ctx: ScimContext, caller: ScimCaller, id: string, query: unknown) {
  if (!isGroupId(id)) throw NOT_FOUND('Group');
  return groupResource(ctx, caller, id, !excludesMembers(parse(ZScimListQuery, query)));
}

/** The members named by an operation: its value's `[{ value }]`, or Entra's `members[value eq "<id>"]` path. */
function membersOf(path: string, value: unknown): number[] {
  const inPath = /^members\[value eq "([^"]*)"\]$/i.exec(path.trim());
  if (inPath) return idOf(inPath[1]!) ? [idOf(inPath[1]!)!] : [-1];
  if (!Array.isArray(value)) return [];
  return value.map((v) =>
    v && typeof v === 'object' && typeof (v as { value?: unknown }).value === 'string' ? (idOf((v as { value: string }).value) ?? -1) : -1,
  );
}

/** Adds members to the group or removes them: the company administrators' flag (decision 086); members (01) is read-only. */
export async function patchGroup(ctx: ScimContext, caller: ScimCaller, id: string, raw: unknown) {
  if (!isGroupId(id)) throw NOT_FOUND('Group');
  const body = parse(ZScimPatchBody, raw);
  await ctx.db.transaction(async (tx) => {
    for (const op of body.Operations) {
      const kind = op.op.toLowerCase();
      const path = (op.path ?? '').trim();
      if (!path || path.toLowerCase() === 'displayname') {
        const name = op.value && typeof op.value === 'object' ? (op.value as { displayName?: unknown }).displayName : op.value;
        if (name !== undefined && name !== SCIM_GROUPS[id].displayName)
          throw new ScimError(400, 'The groups are the portal’s roles: their names cannot change', 'mutability');
        continue;
      }
      if (!/^members/i.test(path)) continue;
      if (id === '01')
        throw new ScimError(
          400,
          'Membership of Members follows the user’s active attribute: deactivate or delete the user instead',
          'mutability',
        );
      const userIds = membersOf(path, op.value);
      if (!userIds.length && kind !== 'remove') throw new ScimError(400, 'members needs a list of { value }', 'invalidValue');
      for (const userId of userIds) {
        if (userId < 0) throw new ScimError(400, 'A member is not a user of this company', 'invalidValue');
        const on = kind !== 'remove';
        const result = await setCompanyAdminFlag(tx, caller.companyId, userId, on);
        if (result === 'not-member') throw new ScimError(400, `User ${userId} is not a member of this company`, 'invalidValue');
        if (result === 'not-active')
          throw new ScimError(400, `User ${userId} is not an active member: activate the user first (STF1N4095)`, 'invalidValue');
        if (result === 'last-admin')
          throw new ScimError(
            409,
            'The member is the last active company administrator: designate another administrator first (STF1N4094)',
          );
        if (result === 'changed') await audit(tx, caller, on ? 'COMPANY_ADMIN_GRANT' : 'COMPANY_ADMIN_REVOKE', userId, {});
      }
    }
  });
  return groupResource(ctx, caller, id, true);
}

// ---- discovery (RFC 7644 section 4)

export function serviceProviderConfig(ctx: ScimContext) {
  return {
    schemas: [SCIM_SCHEMA.serviceProviderConfig],
    documentationUri: `${ctx.config.publicUrl.replace(/\/+$/, '')}/docs/scim-provisioning`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A SCIM token made by the company administrator on My page > My company > User provisioning',
        primary: true,
      },
    ],
    meta: { resourceType: 'ServiceProviderConfig', location: `${scimBaseUrl(ctx.config)}/ServiceProviderConfig` },
  };
}

export function resourceTypes(ctx: ScimContext) {
  const base = scimBaseUrl(ctx.config);
  const types = [
    {
      schemas: [SCIM_SCHEMA.resourceType],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      description: 'A member of the company',
      schema: SCIM_SCHEMA.user,
      schemaExtensions: [{ schema: SCIM_SCHEMA.enterpriseUser, required: false }],
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
    },
    {
      schemas: [SCIM_SCHEMA.resourceType],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      description: 'A customer-side role of the company (Members, Company administrators)',
      schema: SCIM_SCHEMA.group,
      meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
    },
  ];
  return listResponse(types, types.length, 1);
}

const attribute = (name: string, type: string, more: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...more,
});

export function schemas(ctx: ScimContext) {
  const base = scimBaseUrl(ctx.config);
  const list = [
    {
      schemas: [SCIM_SCHEMA.schema],
      id: SCIM_SCHEMA.user,
      name: 'User',
      description: 'A member of the company',
      attributes: [
        attribute('userName', 'string', {
          required: true,
          uniqueness: 'server',
          description: 'The sign-in e-mail address; it cannot change',
        }),
        attribute('name', 'complex', {
          subAttributes: [attribute('formatted', 'string'), attribute('familyName', 'string'), attribute('givenName', 'string')],
        }),
        attribute('displayName', 'string'),
        attribute('title', 'string'),
        attribute('active', 'boolean'),
        attribute('emails', 'complex', {
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: [attribute('value', 'string'), attribute('type', 'string'), attribute('primary', 'boolean')],
        }),
        attribute('groups', 'complex', {
          multiValued: true,
          mutability: 'readOnly',
          subAttributes: [attribute('value', 'string'), attribute('display', 'string')],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_SCHEMA.user}` },
    },
    {
      schemas: [SCIM_SCHEMA.schema],
      id: SCIM_SCHEMA.enterpriseUser,
      name: 'EnterpriseUser',
      description: 'Enterprise extension: the department',
      attributes: [attribute('department', 'string')],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_SCHEMA.enterpriseUser}` },
    },
    {
      schemas: [SCIM_SCHEMA.schema],
      id: SCIM_SCHEMA.group,
      name: 'Group',
      description: 'A customer-side role of the company',
      attributes: [
        attribute('displayName', 'string', { mutability: 'readOnly', required: true }),
        attribute('members', 'complex', {
          multiValued: true,
          subAttributes: [attribute('value', 'string'), attribute('display', 'string')],
        }),
      ],
      meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCIM_SCHEMA.group}` },
    },
  ];
  return listResponse(list, list.length, 1);
}
