/**
 * What the accounts area offers the other modules: they import it from here, never from the area's
 * other files (eslint enforces it), so its tables and internals can change behind this surface.
 */
export { JOB_MAIL } from './context';
export { displayName, mailTime } from './mails';
export { createInvitation, type InvitationInput } from './registration';
export { companiesByIds, findUserById, isActiveMember, presentCompany } from './repo';
export * as staffDirectory from './staff-directory';
export type { StaffQuery, StaffRow, StaffSortBy } from './staff-directory';
