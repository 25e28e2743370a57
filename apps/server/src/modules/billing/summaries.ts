/**
 * The billing area's reads of the monthly run's summaries, for the contract status and the sales status
 * (decision 048). A second service file of the billing area beside `service.ts` (the run), kept apart
 * so the run and the status reads could be built at the same time; other modules import the summaries from here only.
 */
export {
  findSummaries as searchBillingSummaries,
  findSummaryChunk as billingSummaryChunk,
  summaryCompanies as billingSummaryCompanies,
  totalSummaries as billingSummaryTotals,
} from './summaries-read';
export type { SummaryChunkOrder, SummaryFilter, SummaryKey, SummaryOrder, SummaryRow, SummaryTotals } from './summaries-read';
