import type { TUserReportListItem } from '@portal/contract';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { UnavailableChoices } from '../../../components/form/unavailable-choices';
import { formatMonth, reportDetailPage } from './calendar-parts';

/**
 * The report a correction corrects (P3804): the correctable monthly reports, those with a correction in progress offered
 * disabled (another would be refused, URP1N4092), with why under the picker and a link to that correction (the
 * same rule as the contract picker of change orders, decision 062).
 */
export function CorrectedReportPicker({
  id,
  reports,
  value,
  onChange,
  loading,
  disabled,
  placeholder,
}: {
  id: string;
  reports: readonly TUserReportListItem[];
  value: number | undefined;
  onChange: (reportId: number) => void;
  loading?: boolean;
  disabled?: boolean;
  placeholder: string;
}) {
  const { t } = useTranslation('user-reports');
  const name = (r: TUserReportListItem) => `${r.number} · ${formatMonth(r.reportMonth)}`;
  const busy = reports.filter((r) => r.openCorrection);
  return (
    <>
      <Select
        id={id}
        className="ur-info-select"
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        loading={loading}
        notFoundContent={t('write.noCorrectable')}
        options={reports.map((r) => ({
          value: r.reportId,
          label: r.openCorrection ? `${name(r)} · ${t('write.correctionBusyShort')}` : `${name(r)} · ${r.stateName}`,
          disabled: Boolean(r.openCorrection),
        }))}
        onChange={(v: number) => onChange(v)}
        aria-required
      />
      <UnavailableChoices
        title={t('write.correctionBusyTitle')}
        items={busy.map((r) => ({
          key: r.reportId,
          name: name(r),
          reason: t('write.correctionBusy', { number: r.openCorrection!.number, state: r.openCorrection!.stateName }),
          link: {
            href: reportDetailPage(r.openCorrection!.reportId),
            text: t('write.correctionBusyLink', { number: r.openCorrection!.number }),
          },
        }))}
      />
    </>
  );
}
