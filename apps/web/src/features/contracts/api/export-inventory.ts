import { CALL_PATHS, type TInventorySearchRequest } from '@portal/contract';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../components/download/save-blob';

type InventoryFilters = Omit<TInventorySearchRequest, 'pageNumber' | 'pageSize' | 'companyId'> & { companyId?: number };

/** The exportInventory call: the licence inventory with the list's filters as an Excel workbook. */
export async function exportInventory(filters: InventoryFilters, fileName: string): Promise<void> {
  const query = { productCode: filters.productCode, useType: filters.useType, onDate: filters.onDate, companyId: filters.companyId };
  const blob = await api.call(CALL_PATHS.exportInventory, { query, blob: true });
  saveBlob(blob, fileName);
}
