import type { TOrderRequestType } from '@portal/contract';
import type { TFormStep } from '../../../components/multi-step-form';
import type { UploadStatus } from '../../../components/upload/upload-control';
import type { TFunction } from 'i18next';
import { AgreementFields } from './order-agreements-step';
import { ContactFields } from './order-contacts-step';
import { DocumentFields } from './order-documents-step';
import { ProductFields, RequestTypeFields } from './order-request-step';
import { UsageFields } from './order-usage-step';

/**
 * The steps of an order form: request type and products, usage, contacts, documents and conditions, agreements; a
 * termination is one step: its contract, reason, due date and order contact. `fields` are what Next checks on each step.
 */
export function orderSteps(
  t: TFunction<'orders'>,
  requestType: TOrderRequestType,
  opts: { contractLocked: boolean; contractLabel?: string; onUploadStatus: (status: UploadStatus) => void },
): TFormStep[] {
  const contacts: TFormStep = {
    key: 'contacts',
    title: t('step.contacts'),
    fields: [['contacts']],
    content: <ContactFields />,
  };
  const agreements: TFormStep = {
    key: 'agreements',
    title: t('step.agreements'),
    fields: [['agreements']],
    content: <AgreementFields />,
  };
  // A termination asks only what it needs: its contract, reason and due date, and who to contact about it;
  // not the billing and IT contacts nor the agreements of a licence being made or changed.
  if (requestType === 'TERMINATION')
    return [
      {
        key: 'request',
        title: t('step.termination'),
        fields: ['requestType', 'contractId', 'terminationReason', 'terminationDueDate', ['contacts', 'order']],
        content: (
          <>
            <RequestTypeFields contractLocked={opts.contractLocked} contractLabel={opts.contractLabel} />
            <ContactFields only="order" />
          </>
        ),
      },
    ];
  return [
    {
      key: 'request',
      title: t('step.request'),
      fields: ['requestType', 'contractId', 'commencementDate', 'products', 'vendorCode'],
      content: (
        <>
          <RequestTypeFields contractLocked={opts.contractLocked} contractLabel={opts.contractLabel} />
          <ProductFields />
        </>
      ),
    },
    {
      key: 'usage',
      title: t('step.usage'),
      fields: [
        'installationAddress',
        'connectionCount',
        'brokerCompany',
        'distributionOptions',
        'serviceOptions',
        'deliveryProtocols',
        'affiliateExtension',
        'affiliates',
        'nonDisplayUses',
        'indexCalculationUsed',
        'indexCalculation',
        'cfdTrading',
      ],
      content: <UsageFields />,
    },
    contacts,
    {
      key: 'documents',
      title: t('step.documents'),
      fields: ['files', 'specialConditions', 'promotion', 'sideLetter', 'priceInformation', 'facilitators'],
      content: <DocumentFields onUploadStatus={opts.onUploadStatus} />,
    },
    agreements,
  ];
}
