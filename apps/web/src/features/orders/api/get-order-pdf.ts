import { CALL_PATHS } from '@portal/contract';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../components/download/save-blob';

/** The getOrderPdf call: the order form as a PDF in the interface language. */
export const getOrderPdf = (orderId: number): Promise<Blob> => api.call(CALL_PATHS.getOrderPdf, { params: { orderId }, blob: true });

/** Downloads the order form's PDF and saves it under the order's number. */
export async function downloadOrderPdf(orderId: number, orderNumber: string): Promise<void> {
  saveBlob(await getOrderPdf(orderId), `${orderNumber}.pdf`);
}
