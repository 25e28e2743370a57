export interface ErrorEntry {
  /** HTTP status the code answers with. */
  status: number;
  ko: string;
  en: string;
}
export type ErrorTable = Record<string, ErrorEntry>;
