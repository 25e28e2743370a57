import {
  CFD_TRADING_LABELS,
  DISTRIBUTION_OPTION_LABELS,
  INDEX_BASIS_LABELS,
  NON_DISPLAY_USE_LABELS,
  ORDER_AGREEMENTS,
  ORDER_CONTACT_SET_LABELS,
  ORDER_CONTACT_SETS,
  ORDER_SERVICE_OPTION_LABELS,
  type TOrderDetail,
} from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProducts } from '../../../components/catalogue/list-products';
import { AttachmentList, FieldSection, type TFieldItem } from '../../../components/document-page';
import { formatDateTime } from '../../../lib/format';
import { useVendors } from '../api/list-vendors';
import { productUseLabel, requestTypeLabel } from './order-parts';
import { NON_DISPLAY_ANCHOR } from './order-usage-step';

const pre = (v: string | undefined | null) => (v ? <span className="order-pre">{v}</span> : null);

/**
 * Every field of an order in titled sections (detail, review and print): the request, products, usage, non-display
 * uses (the anchor of the "non-display report" button), contacts, documents and conditions, service facilitators, and
 * the agreements with their times and document versions.
 */
export function OrderSections({ order, print }: { order: TOrderDetail; print?: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language === 'en' ? 'en' : 'ko';
  const f = order.form;
  const catalogue = useProducts();
  const vendors = useVendors();
  const productByCode = new Map((catalogue.data?.items ?? []).map((p) => [p.productCode, p]));
  const vendor = f.vendorCode ? (vendors.data?.items.find((v) => v.vendorCode === f.vendorCode)?.vendorName ?? f.vendorCode) : null;
  const termination = order.requestType === 'TERMINATION';
  const accepted = new Map(order.agreements.map((a) => [a.code, a]));
  const contract = order.contractId ? (
    print ? (
      order.contractNumber
    ) : (
      <Link to={`/contract/${order.contractId}/contract-detail`}>{order.contractNumber ?? order.contractId}</Link>
    )
  ) : null;

  const request: TFieldItem[] = [
    { key: 'number', label: t('field.orderNumber'), value: order.orderNumber },
    { key: 'type', label: t('field.requestType'), value: requestTypeLabel(order.requestType) },
    ...(print ? [{ key: 'company', label: t('column.company'), value: order.companyName }] : []),
    { key: 'contract', label: t('field.contract'), value: contract },
    ...(termination
      ? [
          { key: 'due', label: t('field.terminationDueDate'), value: f.terminationDueDate },
          { key: 'reason', label: t('field.terminationReason'), value: pre(f.terminationReason), wide: true },
        ]
      : [{ key: 'commencement', label: t('field.commencementDate'), value: f.commencementDate }]),
    { key: 'manager', label: t('field.manager'), value: order.managerName },
    { key: 'created', label: t('field.createdBy'), value: `${order.createdByName} · ${formatDateTime(order.createdAt)}` },
    { key: 'submitted', label: t('field.submittedAt'), value: order.submittedAt ? formatDateTime(order.submittedAt) : null },
    { key: 'approved', label: t('field.approvedAt'), value: order.approvedAt ? formatDateTime(order.approvedAt) : null },
    ...(order.resultContractId && !order.contractId
      ? [
          {
            key: 'result',
            label: t('field.resultContract'),
            value: print ? (
              String(order.resultContractId)
            ) : (
              <Link to={`/contract/${order.resultContractId}/contract-detail`}>{t('detail.openContract')}</Link>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="order-sections">
      <FieldSection title={t('section.request')} items={request} />
      {!termination && (
        <>
          <FieldSection
            title={t('section.products')}
            items={[
              { key: 'vendor', label: t('field.vendor'), value: vendor },
              { key: 'address', label: t('field.installationAddress'), value: f.installationAddress, wide: true },
              { key: 'connections', label: t('field.connectionCount'), value: f.connectionCount ?? null },
              { key: 'broker', label: t('field.brokerCompany'), value: f.brokerCompany },
            ]}
          >
            {f.products.length === 0 ? (
              <p className="ws-hint">{t('detail.noProducts')}</p>
            ) : (
              <table className="order-mini-table">
                <caption className="sr-only">{t('field.products')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('column.products')}</th>
                    <th scope="col">{t('field.useType')}</th>
                  </tr>
                </thead>
                <tbody>
                  {f.products.map((p) => {
                    const product = productByCode.get(p.productCode);
                    return (
                      <tr key={p.productCode}>
                        <td>
                          {product ? product.productName : p.productCode}
                          <span className="ws-hint order-code">
                            {p.productCode}
                            {product ? ` · ${product.marketMainName} · ${product.provisionName}` : ''}
                          </span>
                        </td>
                        <td>{productUseLabel(p.useType)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            )}
          </FieldSection>
          <FieldSection
            title={t('section.usage')}
            items={[
              {
                key: 'distribution',
                label: t('field.distributionOptions'),
                value: f.distributionOptions.map((o) => DISTRIBUTION_OPTION_LABELS[o][lang]).join(', '),
                wide: true,
              },
              {
                key: 'serviceOptions',
                label: t('field.serviceOptions'),
                value: (f.serviceOptions ?? []).map((o) => ORDER_SERVICE_OPTION_LABELS[o][lang]).join(', '),
              },
              {
                key: 'deliveryProtocols',
                label: t('field.deliveryProtocols'),
                value: (f.deliveryProtocols ?? []).join(', '),
              },
              {
                key: 'affiliate',
                label: t('field.affiliateExtension'),
                value: f.affiliateExtension ? t('detail.yes') : t('detail.no'),
              },
              { key: 'cfd', label: t('field.cfdTrading'), value: CFD_TRADING_LABELS[f.cfdTrading][lang] },
              ...(f.indexCalculation
                ? [
                    { key: 'indexName', label: t('field.indexName'), value: f.indexCalculation.indexName },
                    {
                      key: 'weight',
                      label: t('field.krxStockWeight'),
                      value: f.indexCalculation.krxStockWeightPercent != null ? `${f.indexCalculation.krxStockWeightPercent}%` : null,
                    },
                    {
                      key: 'basis',
                      label: t('field.indexBasis'),
                      value: f.indexCalculation.basis ? INDEX_BASIS_LABELS[f.indexCalculation.basis][lang] : null,
                    },
                  ]
                : [{ key: 'index', label: t('form.indexCalculation'), value: t('detail.no') }]),
            ]}
          >
            {f.affiliateExtension && f.affiliates.length > 0 && (
              <table className="order-mini-table">
                <caption className="order-mini-caption">{t('field.affiliates')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('field.affiliateName')}</th>
                    <th scope="col">{t('field.relationship')}</th>
                    <th scope="col">{t('field.stake')}</th>
                  </tr>
                </thead>
                <tbody>
                  {f.affiliates.map((a, i) => (
                    <tr key={i}>
                      <td>{a.name}</td>
                      <td>{a.relationship}</td>
                      <td>{a.stakePercent}%</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </FieldSection>
          <div id={NON_DISPLAY_ANCHOR} tabIndex={-1} className="order-anchor">
            <FieldSection
              title={t('section.nonDisplay')}
              items={[
                {
                  key: 'uses',
                  label: t('field.nonDisplayUses'),
                  value: f.nonDisplayUses.length
                    ? f.nonDisplayUses.map((u) => NON_DISPLAY_USE_LABELS[u][lang]).join(', ')
                    : t('detail.none'),
                  wide: true,
                },
              ]}
            />
          </div>
        </>
      )}
      <FieldSection title={t('section.contacts')}>
        <div className="order-contacts">
          {ORDER_CONTACT_SETS.map((set) => {
            const c = f.contacts[set];
            return (
              <div key={set} className="order-contact">
                <h3 className="order-contact-title">{ORDER_CONTACT_SET_LABELS[set][lang]}</h3>
                <dl className="order-contact-list">
                  <div>
                    <dt>{t('field.contactName')}</dt>
                    <dd>{c.name || '-'}</dd>
                  </div>
                  <div>
                    <dt>{t('field.department')}</dt>
                    <dd>{[c.department, c.position].filter(Boolean).join(' · ') || '-'}</dd>
                  </div>
                  <div>
                    <dt>{t('field.email')}</dt>
                    <dd>{c.email || '-'}</dd>
                  </div>
                  <div>
                    <dt>{t('field.phone')}</dt>
                    <dd>{c.phone || '-'}</dd>
                  </div>
                </dl>
              </div>
            );
          })}
        </div>
      </FieldSection>
      {!termination && (
        <>
          {print ? (
            <FieldSection
              title={t('field.files')}
              items={[{ key: 'files', label: t('field.files'), value: order.files.map((x) => x.fileName).join(', '), wide: true }]}
            />
          ) : (
            <AttachmentList files={order.files} title={t('field.files')} emptyText={t('detail.noFiles')} />
          )}
          <FieldSection
            title={t('section.conditions')}
            items={[
              { key: 'special', label: t('field.specialConditions'), value: pre(f.specialConditions), wide: true },
              { key: 'promotion', label: t('field.promotion'), value: pre(f.promotion), wide: true },
              { key: 'side', label: t('field.sideLetter'), value: pre(f.sideLetter), wide: true },
              { key: 'price', label: t('field.priceInformation'), value: pre(f.priceInformation), wide: true },
            ]}
          />
          <FieldSection title={t('field.facilitators')}>
            {f.facilitators.length === 0 ? (
              <p className="ws-hint">{t('detail.noFacilitators')}</p>
            ) : (
              <ol className="order-facilitators">
                {f.facilitators.map((x, i) => (
                  <li key={i}>
                    <span className="ws-strong">{x.company}</span>
                    <span className="order-facilitator-meta">
                      {[x.address, x.contactName && `${x.contactName}${x.position ? ` (${x.position})` : ''}`, x.purpose, x.serviceOffered]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </FieldSection>
        </>
      )}
      <FieldSection title={t('section.agreements')}>
        <table className="order-mini-table order-agreement-table">
          <caption className="sr-only">{t('section.agreements')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('field.agreement')}</th>
              <th scope="col">{t('field.agreedAt')}</th>
              <th scope="col">{t('field.documentVersion')}</th>
            </tr>
          </thead>
          <tbody>
            {ORDER_AGREEMENTS.map((a) => {
              const record = accepted.get(a.code);
              const ticked = f.acceptedAgreements.includes(a.code);
              return (
                <tr key={a.code}>
                  <td>
                    {a.label[lang]}
                    {a.required && <span className="order-required-tag">{t('detail.required')}</span>}
                  </td>
                  <td>
                    {record ? (
                      <>
                        <time dateTime={record.acceptedAt}>{formatDateTime(record.acceptedAt)}</time>
                        <span className="ws-hint order-code">{record.acceptedByName}</span>
                      </>
                    ) : ticked ? (
                      t('detail.agreedNotSubmitted')
                    ) : (
                      t('detail.notAgreed')
                    )}
                  </td>
                  <td>{record ? `${record.documentTypeCode} · ${t('detail.versionNo', { version: record.documentVersion })}` : '-'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </FieldSection>
    </div>
  );
}
