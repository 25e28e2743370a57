import { BILLING_DISPUTE_WINDOW_MAX_DAYS, BILLING_DISPUTE_WINDOW_MIN_DAYS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useDisputeWindow, useUpdateDisputeWindow } from '../api/dispute-window';
import { DaysSetting } from '../../../components/days-setting';

/** The provider administrator's (06) setting beside the stale days: the days from a bill's issue in which its lines may be disputed. */
export function DisputeWindowSetting() {
  const { t } = useTranslation('exceptions');
  const query = useDisputeWindow(true);
  const save = useUpdateDisputeWindow();
  const min = BILLING_DISPUTE_WINDOW_MIN_DAYS;
  const max = BILLING_DISPUTE_WINDOW_MAX_DAYS;
  return (
    <DaysSetting
      value={query.data?.windowDays}
      min={min}
      max={max}
      texts={{
        label: t('disputeWindow.label'),
        hint: t('disputeWindow.hint'),
        unchanged: t('disputeWindow.hint'),
        invalid: t('disputeWindow.invalid', { min, max }),
        saved: (count) => t('disputeWindow.saved', { count }),
      }}
      save={async (windowDays) => (await save.mutateAsync({ windowDays })).windowDays}
      saving={save.isPending}
    />
  );
}
