import { BRAND_NAME, formatKoreaDate, formatKoreaDateTime, type TLanguage, type TStaffMember } from '@portal/contract';
import type { Writable } from 'node:stream';
import { writeWorkbook } from '../../platform/spreadsheet';

const HEADERS = {
  ko: ['번호', '이름', '아이디(이메일)', '부서', '담당 업무', '사무실 전화', '휴대 전화', '상태', '등록일', '승인일', '최근 로그인'],
  en: [
    'No.',
    'Name',
    'ID (e-mail)',
    'Department',
    'Job',
    'Office phone',
    'Mobile phone',
    'Status',
    'Registered',
    'Approved',
    'Last sign-in',
  ],
} as const;
const WIDTHS = [6, 18, 32, 20, 20, 18, 18, 16, 24, 24, 24];
const SHEET = { ko: '직원 목록', en: 'Staff' } as const;

/** A moment of the export: Korea time with seconds and its zone, as on screen and in mails. */
const stamp = (iso: string | null) => formatKoreaDateTime(iso, { seconds: true });

/**
 * Streams the selected staff to `out` as an .xlsx workbook (the platform's spreadsheet writer),
 * headers and values in the request's language. Values are written as they are: a phone number
 * such as +82-2-… keeps its value and is marked as text (quote-prefix style), never prefixed.
 */
export async function writeStaffWorkbook(out: Writable, rows: TStaffMember[], companyName: string, lang: TLanguage): Promise<void> {
  await writeWorkbook(out, { creator: BRAND_NAME.en }, (addSheet) => {
    const sheet = addSheet({
      name: SHEET[lang],
      title: companyName,
      columns: HEADERS[lang].map((header, i) => ({ header, width: WIDTHS[i] })),
    });
    rows.forEach((r, i) => {
      sheet.row([
        i + 1,
        r.name,
        r.loginEmail,
        r.department,
        r.chargeJob,
        r.officePhone,
        r.mobilePhone,
        r.statusName,
        stamp(r.registeredAt),
        stamp(r.approvedAt),
        stamp(r.lastLoginAt),
      ]);
    });
  });
}

/** File name of an export: staff-YYYYMMDD.xlsx (직원목록-YYYYMMDD.xlsx in Korean), the day in Korea. */
export function exportFileName(lang: TLanguage, now = new Date()): string {
  const day = formatKoreaDate(now).replaceAll('-', '');
  return lang === 'ko' ? `직원목록-${day}.xlsx` : `staff-${day}.xlsx`;
}
