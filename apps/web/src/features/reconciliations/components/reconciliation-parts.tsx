import { USE_CATEGORY_LABELS, labelOf } from '@portal/contract';
import { currentLanguage } from '../../../lib/i18n';

/** A period of months ("2026-01 ~ 2026-03", one month alone). */
export const periodText = (from: string, to: string) => (from === to ? from : `${from} ~ ${to}`);

/** A use category's name in the interface language ("151 전문가용"). */
export const useCategoryText = (code: string) => `${code} ${labelOf(USE_CATEGORY_LABELS, code, currentLanguage())}`;

/** A signed difference ("+1", "−2", "0") with its tone: over-reported blue, under-reported red. */
export function DifferenceValue({ value }: { value: number }) {
  const text = value > 0 ? `+${value.toLocaleString()}` : value < 0 ? `−${Math.abs(value).toLocaleString()}` : '0';
  return <span className={value > 0 ? 'rec-over' : value < 0 ? 'rec-under' : undefined}>{text}</span>;
}
