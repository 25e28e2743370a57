import type { ErrorTable } from './types';

/** Errors of the notifications (NTF): another user's notification answers the same as a missing one. */
export const NOTIFICATION_ERRORS = {
  NTF1N4041: { status: 404, ko: '알림을 찾을 수 없습니다.', en: 'The notification was not found.' },
} as const satisfies ErrorTable;
