// The other-reports area's face (decision 076): its routes plugin and what other modules, the seed and the tests use.
export { otherReportRoutes } from './routes';
export { actOnOtherReportRecord, createOtherReportRecord, findOtherReportBySeedKeys, registerOtherReportKind } from './service';
export type { OtherReportsContext } from './service';
