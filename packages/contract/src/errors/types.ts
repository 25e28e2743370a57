export interface ErrorEntry {
  /** HTTP status the code answers with. */
  status: number;
  ko: string;
  en: string;
}
export type ErrorTable = Record<string, ErrorEntry>;

/**
 * The message of a telephone number in no accepted form, the same wherever one is refused (orders, inquiries, contract
 * inquiries, other reported items) and in the words of the join form's (web `validation.phone`): it names the forms
 * `normalizePhone` accepts (text.ts), with and without separators, international or a Korean number with its 0.
 */
export const PHONE_FORMAT_MESSAGE = {
  ko: '전화번호는 국가번호를 포함해 입력하거나(예: +82 2 100 1234, +44 20 7946 0958) 0으로 시작하는 국내 번호로 입력해 주세요. (예: 02-1234-5678)',
  en: 'Enter the phone number with its country code (e.g. +82 2 100 1234 or +44 20 7946 0958) or as a Korean number starting with 0 (02-1234-5678).',
} as const satisfies Omit<ErrorEntry, 'status'>;
