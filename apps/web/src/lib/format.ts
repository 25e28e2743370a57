import { DATE_FORMAT, DATE_TIME_FORMAT } from '@portal/contract';
import dayjs from 'dayjs';

/** Dates in the formats of the specification. */
export const formatDateTime = (v: string | null | undefined) => (v ? dayjs(v).format(DATE_TIME_FORMAT) : '');
export const formatDate = (v: string | null | undefined) => (v ? dayjs(v).format(DATE_FORMAT) : '');
