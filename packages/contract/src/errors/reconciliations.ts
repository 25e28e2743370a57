import type { ErrorTable } from './types';

/**
 * Errors of entitlement reconciliations (REC; decision 079). A refused file or mapping says what to change: the columns
 * missing, the header the mapping names that the file lacks, the first rows with a wrong cell.
 */
export const RECONCILIATION_ERRORS = {
  REC1N4001: { status: 400, ko: '대사 기간을 입력해 주세요.', en: 'Enter the period to reconcile.' },
  REC1N4002: {
    status: 400,
    ko: '대사 기간의 끝 월은 시작 월과 같거나 그 이후여야 합니다.',
    en: 'The last month of the period cannot be before its first month.',
  },
  REC1N4003: { status: 400, ko: '대사 기간은 1개월에서 12개월까지입니다.', en: 'A period is one to twelve whole months.' },
  REC1N4004: {
    status: 400,
    ko: '대사 기간은 지난달까지의 끝난 달로만 정할 수 있습니다.',
    en: 'A period can only hold months that have ended (up to last month).',
  },
  REC1N4005: {
    status: 400,
    ko: '파일에 필요한 열이 없습니다: {columns}. 파일의 열: {found}. 열 매핑을 저장했다면 "저장한 열 매핑으로 읽기"를 선택해 주세요.',
    en: 'The file lacks required columns: {columns}. Its columns: {found}. If you saved a column mapping, choose "Read with the saved column mapping".',
  },
  REC1N4006: {
    status: 400,
    ko: '열 매핑에서 "{header}" 열을 두 항목에 지정했습니다. 한 열은 한 항목에만 지정해 주세요.',
    en: 'The column mapping names the header "{header}" for two columns: name each header once.',
  },
  REC1N4007: {
    status: 400,
    ko: '열 매핑의 "{header}" 열({column})이 파일에 없습니다. 파일의 열: {found}.',
    en: 'The column mapping names the header "{header}" for {column}, but the file has no such column. Its columns: {found}.',
  },
  REC1N4008: {
    status: 400,
    ko: '파일에 잘못된 값이 {count}건 있어 읽지 않았습니다. {issues}',
    en: 'The file has {count} wrong cells and was not read. {issues}',
  },
  REC1N4009: {
    status: 400,
    ko: '저장한 열 매핑이 없습니다. 먼저 열 매핑을 저장해 주세요.',
    en: 'No column mapping is saved yet: save one first.',
  },
  REC1N4010: { status: 400, ko: '열 매핑에 지정한 열이 하나도 없습니다.', en: 'The column mapping names no header.' },
  REC1N4011: {
    status: 400,
    ko: '작성할 수정 리포트가 없습니다. 정정 기한 안의 차이 나는 달이 없습니다.',
    en: 'There is nothing to draft: no month inside the correction window has a difference.',
  },
  REC1N4031: {
    status: 403,
    ko: '이 회사의 회원만 대사 파일을 올리거나 수정 리포트를 작성할 수 있습니다.',
    en: "Only the company's members can upload its extract or draft its corrections.",
  },
  REC1N4041: { status: 404, ko: '대사를 찾을 수 없습니다.', en: 'The reconciliation was not found.' },
} as const satisfies ErrorTable;
