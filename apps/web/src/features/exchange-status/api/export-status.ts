import { CALL_PATHS, EXCHANGE_STATUS_EXPORT_ROWS_HEADER, type TContractStatusFilters, type TSalesStatusFilters } from '@portal/contract';
import { saveBlob } from '../../../components/download/save-blob';
import { api } from '../../../lib/api';

/** How far a download has come: the rows the server announced and the bytes received so far. */
export interface ExportProgress {
  rows: number | null;
  bytes: number;
}

const rowsOf = (headers: Headers): number | null => {
  const n = Number(headers.get(EXCHANGE_STATUS_EXPORT_ROWS_HEADER));
  return Number.isFinite(n) && headers.has(EXCHANGE_STATUS_EXPORT_ROWS_HEADER) ? n : null;
};

/** The exportContractStatus call: the contract status of the filters as an Excel workbook, saved under `fileName`. */
export async function exportContractStatus(
  filters: TContractStatusFilters,
  fileName: string,
  signal: AbortSignal,
  onProgress: (p: ExportProgress) => void,
): Promise<void> {
  const blob = await api.call(CALL_PATHS.exportContractStatus, {
    query: { ...filters },
    blob: true,
    signal,
    onDownloadProgress: (bytes, headers) => onProgress({ rows: rowsOf(headers), bytes }),
  });
  saveBlob(blob, fileName);
}

/**
 * The exportSalesStatus call: the sales status streamed from the server as an Excel workbook; `onProgress` reports
 * the announced rows and the bytes received; aborting `signal` stops the download (and the server's reads).
 */
export async function exportSalesStatus(
  filters: TSalesStatusFilters,
  fileName: string,
  signal: AbortSignal,
  onProgress: (p: ExportProgress) => void,
): Promise<void> {
  const { withFlags, withoutFlags, ...rest } = filters;
  const blob = await api.call(CALL_PATHS.exportSalesStatus, {
    query: { ...rest, withFlags: withFlags.join(','), withoutFlags: withoutFlags.join(',') },
    blob: true,
    signal,
    onDownloadProgress: (bytes, headers) => onProgress({ rows: rowsOf(headers), bytes }),
  });
  saveBlob(blob, fileName);
}
