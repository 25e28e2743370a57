import type { TStateTone, WorkflowDeclaration } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { useStateLabel } from './workflow-text';

const ALERT_TYPE: Record<TStateTone, 'error' | 'warning' | 'info'> = {
  error: 'error',
  warning: 'warning',
  default: 'info',
  processing: 'info',
  success: 'info',
};

/**
 * The reason the last action gave, at the head of a request's page, while the request is in a state where the reason is
 * what the reader must act on or know (a return, a reconfirmation, a rejection, a cancellation: `shownIn`). Its tone is
 * the state's (an error state in red, a warning state in gold, any other as information) and its title names the
 * state ("반려 사유" / "Reason (Returned)"), unless the page words it (`title`). Nothing when there is no reason.
 */
export function ReasonBanner({
  declaration,
  state,
  reason,
  shownIn,
  title,
}: {
  declaration: WorkflowDeclaration;
  state: string;
  reason: string | null | undefined;
  shownIn: readonly string[];
  title?: string;
}) {
  const { t } = useTranslation('components');
  const stateLabel = useStateLabel(declaration);
  if (!reason || !shownIn.includes(state)) return null;
  return (
    <Alert
      type={ALERT_TYPE[declaration.states[state]?.tone ?? 'default']}
      showIcon
      className="doc-reason"
      title={title ?? t('documentPage.reasonTitle', { state: stateLabel(state) })}
      description={<span className="doc-pre">{reason}</span>}
    />
  );
}
