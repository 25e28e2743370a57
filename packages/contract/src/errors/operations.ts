import type { ErrorTable } from './types';

/** Errors of the operations screen (OPS). */
export const OPERATION_ERRORS = {
  OPS1N4041: { status: 404, ko: '메일을 찾을 수 없습니다.', en: 'The mail was not found.' },
  OPS1N4091: {
    status: 409,
    ko: '발송을 포기한 메일만 다시 보낼 수 있습니다. 이 메일은 대기 중이거나 이미 보냈습니다.',
    en: 'Only a mail that was given up can be sent again; this one is waiting or already sent.',
  },
} satisfies ErrorTable;
