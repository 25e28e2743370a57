import {
  declarationHistoryFieldLabel,
  DECLARED_TIER_LABELS,
  NON_DISPLAY_COMMITMENTS,
  NON_DISPLAY_USE_CHOICE_LABELS,
} from '@portal/contract';
import type { ReactNode } from 'react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFormatValue } from '../../../components/document-page';
import { currentLanguage } from '../../../lib/i18n';

/** A path of a version's content without the form's wrapper and list positions: `form.purposes.TRADING.applications`. */
const keyOf = (path: string) =>
  path
    .replace(/^form\./, '')
    .replace(/\[\d*\]/g, '')
    .replace(/\.\d+(?=\.|$)/g, '');

/** The label of a field of a declaration version for the history and the comparison (the contract's `declarationHistoryFieldLabel`). */
export const declarationHistoryLabel = (path: string): string | undefined => declarationHistoryFieldLabel(path, currentLanguage());

/** Codes of a declaration version shown as their names (use, commitments), files as a count. */
export function useDeclarationValueFormat(): TFormatValue {
  const { t } = useTranslation('non-display');
  return useCallback(
    (path: string, value: unknown): ReactNode | undefined => {
      if (value === null || value === undefined || value === '') return undefined;
      const lang = currentLanguage();
      const key = keyOf(path);
      switch (key) {
        case 'use':
          return NON_DISPLAY_USE_CHOICE_LABELS[value as keyof typeof NON_DISPLAY_USE_CHOICE_LABELS]?.[lang];
        case 'acceptedCommitments':
          return Array.isArray(value)
            ? value.map((c) => NON_DISPLAY_COMMITMENTS.find((x) => x.code === c)?.title[lang] ?? String(c)).join(', ')
            : undefined;
        case 'tier':
          return DECLARED_TIER_LABELS[value as keyof typeof DECLARED_TIER_LABELS]?.[lang];
        case 'fileUUIDs':
          return Array.isArray(value) ? t('detail.files', { count: value.length }) : undefined;
        default:
          return undefined;
      }
    },
    [t],
  );
}
