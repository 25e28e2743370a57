import { CALL_PATHS, type TStaffExportRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** The exportStaff call: the selected rows as an .xlsx file (saved with the kit's saveBlob). */
export const exportStaff = (body: TStaffExportRequest): Promise<Blob> => api.call(CALL_PATHS.exportStaff, { body, blob: true });
