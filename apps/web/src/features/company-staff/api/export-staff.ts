import { STAFF_PATHS, type TStaffExportRequest } from '@portal/contract';
import { api } from '../../../lib/api';

/** POST /apis/v1/user/staff/export: the selected rows as an .xlsx file (saved with the kit's saveBlob). */
export const exportStaff = (body: TStaffExportRequest) => api.post<Blob>(STAFF_PATHS.export, body, { blob: true });
