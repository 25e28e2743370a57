import type { TCompanyOfMember } from '@portal/contract';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';

/** The company's name as shown to members: a temporary company carries "[임시]" (spec 1, section 4). */
export function companyLabel(company: Pick<TCompanyOfMember, 'companyName' | 'temporaryYn'>, temporaryMark: string) {
  return company.temporaryYn === 'Y' ? `${temporaryMark} ${company.companyName}` : company.companyName;
}

/** A list of the member's companies to choose one from (sign-in and the top-bar selector). */
export function CompanyPicker({
  companies,
  value,
  onChange,
  labelledBy,
}: {
  companies: TCompanyOfMember[];
  value: number | undefined;
  onChange: (companyId: number) => void;
  labelledBy?: string;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Radio.Group
      className="company-choice"
      value={value}
      onChange={(e) => onChange(e.target.value as number)}
      optionType="button"
      aria-labelledby={labelledBy}
      options={companies.map((c) => ({
        value: c.companyId,
        label: companyLabel(c, t('company.temporary')),
      }))}
    />
  );
}
