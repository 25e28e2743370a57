import type { ErrorTable } from './types';

/** Errors of the request workflow (WFL), shared by every kind of request (platform/workflow.ts on the server). */
export const WORKFLOW_ERRORS = {
  WFL1N4001: { status: 400, ko: '이 문서에 할 수 없는 처리입니다.', en: 'This action does not exist for this document.' },
  WFL1N4002: { status: 400, ko: '사유를 입력해 주세요.', en: 'Please enter the reason.' },
  WFL1N4031: { status: 403, ko: '이 처리를 할 권한이 없습니다.', en: 'You may not take this action.' },
  WFL1N4032: { status: 403, ko: '지금은 이 문서를 수정할 수 없습니다.', en: 'You may not edit this document now.' },
  WFL1N4041: { status: 404, ko: '문서를 찾을 수 없습니다.', en: 'The document was not found.' },
  WFL1N4091: {
    status: 409,
    ko: '다른 사람이 이 문서를 먼저 변경했습니다. 새로 고친 뒤 다시 확인해 주세요.',
    en: 'Someone else changed this document first. Reload it and check again.',
  },
  WFL1N4092: {
    status: 409,
    ko: '현재 상태({state})에서는 할 수 없는 처리입니다. 새로 고친 뒤 다시 확인해 주세요.',
    en: 'This action is not possible in the current state. Reload the document and check again.',
  },
} as const satisfies ErrorTable;
