import { PHONE_FORMAT_MESSAGE, type ErrorTable } from './types';

/**
 * Errors of monthly user reports and corrections (URP; spec 2 section 8 for the messages it names, word for word).
 * `{location}` is a cell as the customer sees it ("3행 상품 코드" / "Row 3, Product code", reportCellLocation); `{month}`
 * a report month. The file side's codes (reading a report file) are in user-report-files.ts (URF).
 */
export const USER_REPORT_ERRORS = {
  URP1N4001: { status: 400, ko: '당월신고 기간이 아닙니다.', en: 'It is outside this month’s reporting period.' },
  URP1N4002: { status: 400, ko: '검색 조건을 확인해주세요.', en: 'Please check the search conditions.' },
  URP1N4003: {
    status: 400,
    ko: '필수 입력 항목을 모두 입력해주세요. ({location})',
    en: 'Please fill in every required item. ({location})',
  },
  URP1N4004: { status: 400, ko: '{location}: {message}', en: '{location}: {message}' },
  URP1N4005: {
    status: 400,
    ko: '제출하기 전에 신고 내용이 정확하다는 확인란에 체크해 주세요.',
    en: 'Before submitting, confirm that the report is accurate.',
  },
  URP1N4006: { status: 400, ko: '정정 사유를 입력해 주세요.', en: 'Enter the reason for the correction.' },
  URP1N4007: {
    status: 400,
    ko: '정정은 신고 월로부터 3개월 이내에만 할 수 있습니다. ({month} 리포트는 {until}까지 정정할 수 있었습니다.)',
    en: 'A report can be corrected only within 3 months of its report month. (The {month} report could be corrected until {until}.)',
  },
  URP1N4008: {
    status: 400,
    ko: '제출되었거나 승인된 월간 리포트만 정정할 수 있습니다.',
    en: 'Only a submitted or approved monthly report can be corrected.',
  },
  URP1N4009: {
    status: 400,
    ko: '신고 월은 이번 달이나 그 이전 달이어야 합니다.',
    en: 'The report month must be this month or an earlier one.',
  },
  URP1N4010: { status: 400, ko: '신고 월을 선택해 주세요.', en: 'Choose the report month.' },
  URP1N4011: { status: 400, ko: '고객사를 먼저 선택해 주세요.', en: 'Choose the customer first.' },
  URP1N4012: {
    status: 400,
    ko: '행이 없는 리포트는 제출할 수 없습니다. 이용 내역을 입력해 주세요.',
    en: 'A report without rows cannot be submitted: enter the usage first.',
  },
  URP1N4013: {
    status: 400,
    ko: '사용자 리포트 파일은 xlsx, xls 또는 csv 형식만 올릴 수 있습니다.',
    en: 'User report files must be xlsx, xls or csv.',
  },
  URP1N4014: {
    status: 400,
    ko: '파일은 10MB까지 올릴 수 있습니다.',
    en: 'Files can be at most 10 MB.',
  },
  URP1N4015: { status: 400, ko: '올릴 파일을 선택해 주세요.', en: 'Choose a file to upload.' },
  URP1N4016: {
    status: 400,
    ko: '신고 기간은 시작일이 1일에서 28일 사이, 마감일이 시작일 이후여야 합니다.',
    en: 'The reporting window must open between the 1st and the 28th and close on or after the day it opens.',
  },
  /** The exemption contact's telephone (the company's report settings) in no accepted form. */
  URP1N4018: { status: 400, ...PHONE_FORMAT_MESSAGE },
  URP1N4017: {
    status: 400,
    ko: '{month}분 리포트는 {until}까지 지연 신고할 수 있었습니다. 이제는 제출할 수 없으니 담당자에게 문의해 주세요.',
    en: 'The report for {month} could be filed late until {until}. It can no longer be submitted: please contact your representative.',
  },
  URP1N4031: {
    status: 403,
    ko: '사용자 리포트 신고 대상이 아닌 회사입니다. 면제 안내를 확인해 주세요.',
    en: 'Your company is not subject to user reports: see the exemption notice.',
  },
  URP1N4032: {
    status: 403,
    ko: '대리 보고할 수 있는 고객사가 아닙니다.',
    en: 'You do not report on behalf of this customer.',
  },
  URP1N4033: {
    status: 403,
    ko: '제출한 본인은 내부 승인을 할 수 없습니다. 회사의 다른 구성원이 승인해야 합니다.',
    en: 'You submitted this report: another member of your company must approve it.',
  },
  URP1N4034: {
    status: 403,
    ko: '면제 여부와 안내 연락처는 정보 제공사 담당자만 바꿀 수 있습니다.',
    en: 'Only the provider’s staff can change the exemption and its contact.',
  },
  URP1N4041: { status: 404, ko: '전월 데이터가 없습니다.', en: 'There is no data from the previous month.' },
  URP1N4042: { status: 404, ko: '이월 데이터가 없습니다.', en: 'There is no data to carry over.' },
  URP1N4043: { status: 404, ko: '데이터가 없습니다.', en: 'There is no data.' },
  URP1N4044: {
    status: 404,
    ko: '사용자 리포트 양식 파일이 없습니다. 관리자에게 문의 하시기 바랍니다.',
    en: 'There is no user report form file. Please contact the administrator.',
  },
  URP1N4045: { status: 404, ko: '업로드 내역을 찾을 수 없습니다.', en: 'The upload was not found.' },
  URP1N4046: {
    status: 404,
    ko: '오류를 표시한 파일이 없습니다. 파일에 오류가 있을 때만 내려받을 수 있습니다.',
    en: 'There is no marked copy: it exists only for a file with errors.',
  },
  URP1N4047: {
    status: 404,
    ko: '정정 리포트가 아닙니다. 정정 내용은 정정 리포트에만 있습니다.',
    en: 'This is not a correction report: only a correction has changes to show.',
  },
  URP1N4091: {
    status: 409,
    ko: '{month} 월간 리포트가 이미 있습니다. 목록에서 그 리포트를 열어 작성해 주세요.',
    en: 'There is already a monthly report for {month}: open it from the list.',
  },
  URP1N4092: {
    status: 409,
    ko: '이 리포트의 정정 리포트가 이미 진행 중입니다. 그 정정 리포트를 열어 주세요.',
    en: 'A correction of this report is already in progress: open that one.',
  },
  URP1N4094: {
    status: 409,
    ko: '제출된 리포트만 내려받을 수 있습니다. 작성 중인 리포트는 양식 파일로 확인해 주세요.',
    en: 'Only a submitted report can be downloaded. A draft is worked on in the page or the form file.',
  },
  URP1N4093: {
    status: 409,
    ko: '이 리포트에 올린 파일을 확인하는 중입니다. 확인이 끝난 뒤 다시 올려 주세요.',
    en: 'A file uploaded to this report is still being checked: upload again once it is done.',
  },
} as const satisfies ErrorTable;
