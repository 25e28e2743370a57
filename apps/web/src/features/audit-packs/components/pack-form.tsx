import { AUDIT_PACK_MAX_MONTHS, formatKoreaDate, packMonths } from '@portal/contract';
import FileZipOutlined from '@ant-design/icons/es/icons/FileZipOutlined';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProducts } from '../../../components/catalogue/list-products';
import { CompanySelect } from '../../../components/company-select/company-select';
import { useFeedback } from '../../../components/feedback/use-feedback';
import { ApiError } from '../../../lib/api';
import { useCreateAuditPack } from '../api/audit-packs';

export interface PackChoice {
  companyId?: number;
  fromMonth?: string;
  toMonth?: string;
  productCodes: string[];
}

export type PackProblem = 'company' | 'months' | 'order' | 'length' | 'future';

/** The Korea month of a moment "YYYY-MM". */
export const monthOf = (at: number | Date): string => formatKoreaDate(at).slice(0, 7);

/** The months the form offers: this month and the 35 before, newest first. */
export function recentMonths(now: number | Date, count = 36): string[] {
  const [y, m] = monthOf(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The months offered from now (read once, when the form is made). */
const monthsFromNow = () => recentMonths(Date.now());

/** What keeps the choice from being sent (the server checks the same again), or null. */
export function packProblem(choice: PackChoice, needsCompany: boolean, now: number | Date = Date.now()): PackProblem | null {
  if (needsCompany && !choice.companyId) return 'company';
  if (!choice.fromMonth || !choice.toMonth) return 'months';
  if (choice.fromMonth > choice.toMonth) return 'order';
  if (choice.toMonth > monthOf(now)) return 'future';
  if (packMonths(choice.fromMonth, choice.toMonth).length > AUDIT_PACK_MAX_MONTHS) return 'length';
  return null;
}

/**
 * Asks for an audit pack: the customer (the exchange reviewer and the provider administrator pick one; a member's is
 * their own company), the first and last month (the last twelve by default) and optional products. A choice that
 * cannot be sent says why beside the button; sending asks first.
 */
export function PackForm({ needsCompany, onCreated }: { needsCompany: boolean; onCreated?: (packId: number) => void }) {
  const { t } = useTranslation('audit-packs');
  const { modal, message } = useFeedback();
  const id = useId();
  const [months] = useState(monthsFromNow);
  const [choice, setChoice] = useState<PackChoice>({ fromMonth: months[11], toMonth: months[0], productCodes: [] });
  const [shown, setShown] = useState(false);
  const products = useProducts();
  const create = useCreateAuditPack();
  const problem = packProblem(choice, needsCompany);
  const monthOptions = months.map((m) => ({ value: m, label: m }));

  const send = () => {
    setShown(true);
    if (problem) return;
    modal.confirm({
      title: t('form.confirmTitle'),
      content: t('form.confirmText', { from: choice.fromMonth, to: choice.toMonth }),
      okText: t('form.submit'),
      cancelText: t('form.cancel'),
      onOk: async () => {
        try {
          const pack = await create.mutateAsync({
            fromMonth: choice.fromMonth!,
            toMonth: choice.toMonth!,
            productCodes: choice.productCodes,
            ...(needsCompany ? { companyId: choice.companyId } : {}),
          });
          void message.success(t('form.created'));
          onCreated?.(pack.packId);
        } catch (err) {
          void message.error(err instanceof ApiError && err.message ? err.message : t('form.failed'));
        }
      },
    });
  };

  return (
    <form
      className="adp-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
      noValidate
    >
      <h2 id={`${id}-title`} className="adp-heading">
        {t('form.title')}
      </h2>
      <div className="adp-fields">
        {needsCompany && (
          <CompanySelect
            value={choice.companyId}
            onChange={(companyId) => setChoice((c) => ({ ...c, companyId: companyId ?? undefined }))}
            label={t('form.company')}
            placeholder={t('form.companyPlaceholder')}
            notFound={t('form.companyNotFound')}
            className="adp-company"
          />
        )}
        <div className="field">
          <label className="field-label" htmlFor={`${id}-from`}>
            {t('form.fromMonth')}
          </label>
          <Select
            id={`${id}-from`}
            className="adp-month"
            value={choice.fromMonth}
            options={monthOptions}
            onChange={(fromMonth: string) => setChoice((c) => ({ ...c, fromMonth }))}
          />
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-to`}>
            {t('form.toMonth')}
          </label>
          <Select
            id={`${id}-to`}
            className="adp-month"
            value={choice.toMonth}
            options={monthOptions}
            onChange={(toMonth: string) => setChoice((c) => ({ ...c, toMonth }))}
          />
        </div>
        <div className="field adp-products-field">
          <label className="field-label" htmlFor={`${id}-products`}>
            {t('form.products')}
          </label>
          <Select
            id={`${id}-products`}
            className="adp-products"
            mode="multiple"
            allowClear
            value={choice.productCodes}
            placeholder={t('form.allProducts')}
            loading={products.isFetching}
            options={(products.data?.items ?? []).map((p) => ({ value: p.productCode, label: `${p.productName} (${p.productCode})` }))}
            optionFilterProp="label"
            onChange={(productCodes: string[]) => setChoice((c) => ({ ...c, productCodes }))}
          />
        </div>
      </div>
      <p className="adp-hint">{t('form.hint', { max: AUDIT_PACK_MAX_MONTHS })}</p>
      <div className="adp-actions">
        <Button type="primary" htmlType="submit" icon={<FileZipOutlined />} loading={create.isPending}>
          {t('form.submit')}
        </Button>
        {shown && problem && (
          <span className="adp-problem" role="alert">
            {t(`form.problem.${problem}`, { max: AUDIT_PACK_MAX_MONTHS })}
          </span>
        )}
      </div>
    </form>
  );
}
