import { BRAND_NAME, type TLanguage, type TStaffMember } from '@portal/contract';
import ExcelJS from 'exceljs';

/** A cell that a spreadsheet would read as a formula (or DDE) is written with a leading quote, as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
export function inertCell(value: string | null | undefined): string {
  const v = value ?? '';
  return FORMULA_START.test(v) ? `'${v}` : v;
}

const HEADERS = {
  ko: ['번호', '이름', '아이디(이메일)', '부서', '담당 업무', '사무실 전화', '휴대 전화', '상태', '등록일', '승인일', '최근 로그인'],
  en: ['No.', 'Name', 'ID (e-mail)', 'Department', 'Job', 'Office phone', 'Mobile phone', 'Status', 'Registered', 'Approved', 'Last sign-in'],
} as const;
const SHEET = { ko: '직원 목록', en: 'Staff' } as const;

/** YYYY-MM-DD HH:mm:ss in the provider's zone (Asia/Seoul). */
function stamp(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/** The selected staff as an .xlsx workbook, headers and values in the request's language, every text cell inert. */
export async function staffWorkbook(rows: TStaffMember[], companyName: string, lang: TLanguage): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = BRAND_NAME.en;
  wb.created = new Date();
  const ws = wb.addWorksheet(SHEET[lang]);
  ws.addRow([inertCell(companyName)]).font = { bold: true };
  const header = ws.addRow([...HEADERS[lang]]);
  header.font = { bold: true };
  header.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
  });
  rows.forEach((r, i) => {
    ws.addRow([
      i + 1,
      inertCell(r.name),
      inertCell(r.loginEmail),
      inertCell(r.department),
      inertCell(r.chargeJob),
      inertCell(r.officePhone),
      inertCell(r.mobilePhone),
      inertCell(r.statusName),
      stamp(r.registeredAt),
      stamp(r.approvedAt),
      stamp(r.lastLoginAt),
    ]);
  });
  const widths = [6, 18, 32, 20, 20, 18, 18, 16, 20, 20, 20];
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  ws.views = [{ state: 'frozen', ySplit: 2 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** File name of an export: staff-YYYYMMDD.xlsx (직원목록-YYYYMMDD.xlsx in Korean). */
export function exportFileName(lang: TLanguage, now = new Date()): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now).replaceAll('-', '');
  return lang === 'ko' ? `직원목록-${day}.xlsx` : `staff-${day}.xlsx`;
}
