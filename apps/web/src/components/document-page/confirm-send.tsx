import type { TText } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/use-feedback';
import { useDeclarationText } from './workflow-text';

/**
 * What a confirmation shows: an action of a declaration, or a kind's `creation` (label and question); a text already in
 * the interface language where the form's button says more than the declaration's label.
 */
export interface TSendText {
  label: TText | string;
  confirm: TText | string;
  tone?: 'primary' | 'default' | 'danger';
}

/**
 * The one rule of every submission: once the form's own checks pass, a dialog titled with the action's label
 * asks the declaration's `confirm` question, with what is being sent below it; its button carries the same label, so
 * the press that sends reads as the one that opened it. Answers true when the user confirmed, false when cancelled.
 * The detail page's ActionBar and the monthly report's submit dialog follow the same rule with their own fields.
 */
export function useConfirmSend(): (text: TSendText, detail?: string) => Promise<boolean> {
  const { modal } = useFeedback();
  const { t } = useTranslation('common');
  const text = useDeclarationText();
  const pick = useCallback((x: TText | string) => (typeof x === 'string' ? x : text(x)), [text]);
  return useCallback(
    (send: TSendText, detail?: string) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: pick(send.label),
          content: (
            <>
              <p className="doc-confirm">{pick(send.confirm)}</p>
              {detail && <p className="doc-confirm-detail">{detail}</p>}
            </>
          ),
          okText: pick(send.label),
          okButtonProps: { danger: send.tone === 'danger' },
          cancelText: t('action.cancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, pick, t],
  );
}
