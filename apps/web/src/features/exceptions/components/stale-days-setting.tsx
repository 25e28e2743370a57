import { STALE_DAYS_MAX, STALE_DAYS_MIN } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useUpdateExceptionSettings } from '../api/update-exception-settings';
import { DaysSetting } from '../../../components/days-setting';

/** The provider administrator's (06) setting: the days after which a request waiting on the provider or the exchange is stale. */
export function StaleDaysSetting({ value }: { value: number | undefined }) {
  const { t } = useTranslation('exceptions');
  const save = useUpdateExceptionSettings();
  return (
    <DaysSetting
      value={value}
      min={STALE_DAYS_MIN}
      max={STALE_DAYS_MAX}
      texts={{
        label: t('setting.label'),
        hint: t('setting.hint'),
        unchanged: t('setting.unchanged'),
        invalid: t('setting.invalid', { min: STALE_DAYS_MIN, max: STALE_DAYS_MAX }),
        saved: (count) => t('setting.saved', { count }),
      }}
      save={async (staleDays) => (await save.mutateAsync({ staleDays })).staleDays}
      saving={save.isPending}
    />
  );
}
