import type { ErrorTable } from './types';

/**
 * Errors of a user report file as a whole (URF): refusals before any cell is checked (kind, size, shape, header).
 * A bad cell is not an error of this table: it is a `TReportCellIssue` (user-report-rows.ts) with its own message.
 * Every message says what to do next.
 */
export const USER_REPORT_FILE_ERRORS = {
  URF1N4001: {
    status: 400,
    ko: '빈 파일입니다. 사용자 리포트 양식을 내려받아 작성한 뒤 다시 올려 주세요. ({fileName})',
    en: 'The file is empty. Download the user report form, fill it in and upload it again. ({fileName})',
  },
  URF1N4002: {
    status: 400,
    ko: '파일에 신고할 데이터 행이 없습니다. 머리글 아래 2행부터 사용 내역을 입력해 주세요. (예시 행은 읽지 않습니다.)',
    en: 'The file holds no data rows. Enter the usage from row 2, below the header (the example row is not read).',
  },
  URF1N4003: {
    status: 400,
    ko: '첫 행의 머리글이 양식과 다릅니다. 다음 열이 없습니다: {columns}. 양식의 머리글을 그대로 두고 작성해 주세요.',
    en: 'The first row does not hold the headers of the form. Missing columns: {columns}. Keep the form’s header row as it is.',
  },
  URF1N4004: {
    status: 400,
    ko: '한 번에 올릴 수 있는 데이터는 {max}행까지입니다. 파일을 나누어 올리거나 API로 제출해 주세요.',
    en: 'A file can hold at most {max} data rows. Split the file or submit through the reporting API.',
  },
  URF1N4005: {
    status: 400,
    ko: '머리글에 같은 열이 두 번 있습니다: {columns}. 하나만 남겨 주세요.',
    en: 'The header names a column twice: {columns}. Keep only one of them.',
  },
  URF1N4006: {
    status: 400,
    ko: '파일을 읽을 수 없습니다. 파일이 손상되었을 수 있습니다. 엑셀에서 다시 저장한 뒤 올려 주세요. ({fileName})',
    en: 'The file cannot be read; it may be damaged. Save it again in Excel and upload it once more. ({fileName})',
  },
  URF1N4007: {
    status: 400,
    ko: 'CSV 파일은 UTF-8 또는 CP949(EUC-KR) 텍스트여야 합니다. 엑셀에서 “CSV UTF-8(쉼표로 분리)”로 저장해 주세요. ({fileName})',
    en: 'A CSV file must be UTF-8 or CP949 (EUC-KR) text. In Excel, save it as “CSV UTF-8 (Comma delimited)”. ({fileName})',
  },
  URF1N4008: {
    status: 400,
    ko: 'CSV 파일 {row}행의 따옴표가 닫히지 않았습니다. 따옴표로 감싼 값은 따옴표로 끝나야 합니다.',
    en: 'Row {row} of the CSV file has a quote that is never closed: a quoted value must end with a quote.',
  },
  URF1N4131: {
    status: 413,
    ko: '사용자 리포트 파일은 {max}MB 이하만 올릴 수 있습니다. 파일을 나누어 올려 주세요. ({fileName})',
    en: 'A user report file can be at most {max} MB. Split the file and upload the parts. ({fileName})',
  },
  URF1N4151: {
    status: 415,
    ko: '사용자 리포트는 xlsx, xls 또는 csv 파일만 올릴 수 있습니다. ({fileName})',
    en: 'A user report must be an xlsx, xls or csv file. ({fileName})',
  },
  URF1N4152: {
    status: 415,
    ko: '파일 내용이 확장자({extension})와 맞지 않습니다. 확장자만 바꾼 파일은 읽을 수 없으니, 엑셀에서 해당 형식으로 다시 저장해 주세요. ({fileName})',
    en: 'The file’s content does not match its extension ({extension}). Renaming a file does not convert it: save it in that format from Excel. ({fileName})',
  },
  URF1N4153: {
    status: 415,
    ko: '압축을 풀면 {max}MB를 넘는 파일은 읽을 수 없습니다. 양식에 데이터만 입력해 다시 저장해 주세요. ({fileName})',
    en: 'The file expands beyond {max} MB when unpacked and cannot be read. Enter only the data in the form and save it again. ({fileName})',
  },
  URF1N4154: {
    status: 415,
    ko: '파일 안에 {max}자를 넘는 텍스트가 한 덩어리로 들어 있어 읽을 수 없습니다. 양식에 데이터만 입력해 다시 저장해 주세요. ({fileName})',
    en: 'The file holds a single run of text longer than {max} characters and cannot be read. Enter only the data in the form and save it again. ({fileName})',
  },
  URF1N4155: {
    status: 415,
    ko: '파일을 읽는 데 허용된 메모리를 넘어 읽기를 멈췄습니다. 양식에 데이터만 입력해 다시 저장하거나 파일을 나누어 올려 주세요. ({fileName})',
    en: 'Reading the file needed more memory than allowed, so it was stopped. Enter only the data in the form and save it again, or split the file. ({fileName})',
  },
} as const satisfies ErrorTable;
