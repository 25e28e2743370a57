// The user-reports area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { userReportRoutes } from './routes';
export { REMINDER_MAIL_TEMPLATES } from './calendar';
export { ensureDefaultForm } from './form';
export { findSettings as findReportSettings, upsertSettings as upsertReportSettings } from './repo';
export {
  actOnReportRecord,
  approvedCorrectionFigures,
  approvedLateFees,
  approvedMonthlyFiguresAndCounts,
  createReportRecord,
  filedMonthFigures,
  filedMonthlyPairs,
  filedReportProducts,
  findReportBySeedKeys,
  mapProxy,
  prepareRows,
  presentIssue,
  productCodeSet,
  recentReportsOf,
  registerUserReportKind,
  reportActor,
  reportDetail,
  reportExemptCompanyIds,
  reportRowCells,
  reportFacts,
  reportSubscriberIds,
  reportSubscribers,
  reportSettings,
  reportSheet,
  searchReports,
  unitPrices as reportUnitPrices,
  useClosedMonthCheck,
  windowOf,
  windowSettings,
} from './service';
export type { ClosedMonthCheck, FiledMonth, LateFee, ReportCounts, ReportFigure, ReportsContext } from './service';
// The audit pack's section of this area (decision 081)
export { userReportsPackSection } from './audit-pack';
