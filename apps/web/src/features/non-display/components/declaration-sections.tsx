import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import MinusCircleOutlined from '@ant-design/icons/es/icons/MinusCircleOutlined';
import {
  CURRENCY_LABELS,
  NON_DISPLAY_COMMITMENTS,
  NON_DISPLAY_USE_CHOICE_LABELS,
  NON_DISPLAY_USE_LABELS,
  type TNonDisplayDetail,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttachmentList, FieldSection, type TFieldItem } from '../../../components/document-page';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { orderPage, orderTypeLabel } from './declaration-parts';

/** The tiers and fees of each purpose as a small table (the form shows the same while it is written). */
export function FeeTable({
  lines,
  totalText,
  caption,
}: {
  lines: { purpose: string; purposeName: string; applications: number; tierName: string | null; feeText: string | null }[];
  totalText: string | null;
  caption: string;
}) {
  const { t } = useTranslation('non-display');
  return (
    <div className="nd-fee-wrap">
      <table className="nd-fee-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('field.purpose')}</th>
            <th scope="col">{t('field.applications')}</th>
            <th scope="col">{t('field.tier')}</th>
            <th scope="col">{t('field.fee')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.purpose}>
              <th scope="row">{l.purposeName}</th>
              <td className="nd-num">{l.applications}</td>
              <td>{l.tierName ?? t('write.noTier')}</td>
              <td className="nd-num">{l.feeText ?? t('write.feeNone')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t('field.total')}
            </th>
            <td className="nd-num nd-strong">{totalText ?? t('write.feeNone')}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Every field of a declaration in titled sections: the order, the usage with tiers and fees, commitments, confirmation, processing, attachments. */
export function DeclarationSections({ declaration: d, provider }: { declaration: TNonDisplayDetail; provider: boolean }) {
  const { t } = useTranslation('non-display');
  const lang = currentLanguage();
  const f = d.form;
  const order: TFieldItem[] = [
    { key: 'order', label: t('field.order'), value: <Link to={orderPage(d.orderId, provider)}>{d.orderNumber}</Link> },
    { key: 'type', label: t('field.orderType'), value: orderTypeLabel(d.orderType) },
    {
      key: 'uses',
      label: t('field.orderUses'),
      value: d.orderUses.length ? d.orderUses.map((u) => NON_DISPLAY_USE_LABELS[u][lang]).join(', ') : t('write.orderUsesNone'),
    },
    { key: 'contract', label: t('field.contract'), value: d.contractNumber },
    { key: 'begin', label: t('field.contractBeginDate'), value: d.contractBeginDate },
  ];
  const usage: TFieldItem[] = [
    { key: 'use', label: t('field.use'), value: f.use ? NON_DISPLAY_USE_CHOICE_LABELS[f.use][lang] : null },
    { key: 'effective', label: t('field.effectiveDate'), value: f.effectiveDate },
    { key: 'currency', label: t('field.currency'), value: CURRENCY_LABELS[d.currency][lang] },
    { key: 'revision', label: t('field.revision'), value: t('list.revision', { n: d.revisionNo }) },
  ];
  const confirmation: TFieldItem[] = [
    { key: 'company', label: t('field.confirmCompany'), value: f.confirmation.company },
    { key: 'manager', label: t('field.confirmManager'), value: f.confirmation.manager },
    { key: 'email', label: t('field.confirmEmail'), value: f.confirmation.email },
    { key: 'position', label: t('field.confirmPosition'), value: f.confirmation.position },
    { key: 'date', label: t('field.confirmDate'), value: f.confirmation.date },
  ];
  const process: TFieldItem[] = [
    { key: 'created', label: t('field.createdBy'), value: `${d.createdByName} · ${formatDateTime(d.createdAt)}` },
    { key: 'report', label: t('field.reportDate'), value: d.reportDate ? formatDateTime(d.reportDate) : null },
    { key: 'manager', label: t('field.approvalManager'), value: d.approvalManagerName },
    { key: 'approved', label: t('field.approvedAt'), value: d.approvedAt ? formatDateTime(d.approvedAt) : null },
  ];
  return (
    <>
      <FieldSection title={t('detail.orderSection')} items={order} />
      <FieldSection title={t('detail.usageSection')} items={usage}>
        {f.use === 'USE' && (
          <FeeTable
            caption={t('field.purposes')}
            lines={d.fees.map((l) => ({ ...l, tierName: l.tierName, feeText: l.monthlyFeeText }))}
            totalText={d.totalMonthlyFeeText}
          />
        )}
      </FieldSection>
      <FieldSection title={t('detail.commitmentsSection')}>
        <ul className="nd-commitments">
          {NON_DISPLAY_COMMITMENTS.map((c) => {
            const agreed = f.acceptedCommitments.includes(c.code);
            return (
              <li key={c.code} className={agreed ? 'nd-agreed' : 'nd-not-agreed'}>
                {agreed ? <CheckCircleOutlined aria-hidden /> : <MinusCircleOutlined aria-hidden />}
                <span>
                  <strong>{c.title[lang]}</strong> <span className="sr-only">({agreed ? t('detail.agreed') : t('detail.notAgreed')})</span>
                  <br />
                  {c.text[lang]}
                </span>
              </li>
            );
          })}
        </ul>
      </FieldSection>
      <FieldSection title={t('detail.confirmationSection')} items={confirmation} />
      <FieldSection title={t('detail.processSection')} items={process} />
      <AttachmentList files={d.files} title={t('detail.filesSection')} emptyText={t('detail.noFiles')} />
    </>
  );
}
