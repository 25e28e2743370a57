import {
  errorMessage,
  ORDER_AGREEMENTS,
  ORDER_CONTACT_SETS,
  orderFieldLabel,
  orderSubmissionIssues,
  type TContractDetail,
  type TFeeEstimateChangeInput,
  type TFileInfo,
  type TOrderAffiliate,
  type TOrderAgreementCode,
  type TOrderContact,
  type TOrderDetail,
  type TOrderForm,
  type TOrderIssue,
  type TOrderProductLine,
  type TOrderRequestType,
  type TServiceFacilitator,
} from '@portal/contract';

/**
 * The order form as the web's form holds it (plain JSON, so the kit's draft snapshot keeps it as it is): the contract's
 * `TOrderForm` with the request type beside it, the uploaded files themselves (shown by the upload control) instead of
 * their ids, each agreement as a check box, index calculation switched on or off, and the server's draft once saved
 * (`orderId`), so a draft continued from its snapshot goes on saving the same order.
 */
export interface OrderFormValues {
  orderId?: number | null;
  requestType: TOrderRequestType;
  contractId?: number | null;
  commencementDate?: string | null;
  products: Partial<TOrderProductLine>[];
  vendorCode?: string | null;
  installationAddress?: string;
  connectionCount?: number | null;
  brokerCompany?: string;
  distributionOptions: TOrderForm['distributionOptions'];
  serviceOptions: TOrderForm['serviceOptions'];
  deliveryProtocols: TOrderForm['deliveryProtocols'];
  affiliateExtension: boolean;
  affiliates: Partial<TOrderAffiliate>[];
  nonDisplayUses: TOrderForm['nonDisplayUses'];
  indexCalculationUsed: boolean;
  indexCalculation?: { indexName?: string; krxStockWeightPercent?: number | null; basis?: 'REALTIME' | 'DELAYED' | 'EOD' | null };
  contacts: Record<(typeof ORDER_CONTACT_SETS)[number], TOrderContact>;
  specialConditions?: string;
  promotion?: string;
  sideLetter?: string;
  priceInformation?: string;
  facilitators: Partial<TServiceFacilitator>[];
  cfdTrading: TOrderForm['cfdTrading'];
  terminationReason?: string;
  terminationDueDate?: string | null;
  files: TFileInfo[];
  agreements: Partial<Record<TOrderAgreementCode, boolean>>;
}

const emptyContacts = (): OrderFormValues['contacts'] => ({ order: {}, billing: {}, it: {} });

/** A new order's values. */
export function emptyOrderValues(requestType: TOrderRequestType, contractId?: number | null): OrderFormValues {
  return {
    orderId: null,
    requestType,
    contractId: contractId ?? null,
    commencementDate: null,
    products: [],
    vendorCode: null,
    connectionCount: null,
    distributionOptions: [],
    serviceOptions: [],
    deliveryProtocols: [],
    affiliateExtension: false,
    affiliates: [],
    nonDisplayUses: [],
    indexCalculationUsed: false,
    indexCalculation: {},
    contacts: emptyContacts(),
    facilitators: [],
    cfdTrading: 'NONE',
    terminationDueDate: null,
    files: [],
    agreements: {},
  };
}

/**
 * A change or termination of a contract, pre-filled from the contract's current terms field by field (with only the
 * products, approving such a change would drop every other term): a change carries every term with the
 * products in use on `today`; a termination only its order contact (it asks for its reason, due date and contact).
 */
export function valuesFromContract(requestType: TOrderRequestType, contract: TContractDetail, today: string): OrderFormValues {
  const empty = emptyOrderValues(requestType, contract.contractId);
  const terms = contract.terms;
  if (requestType === 'TERMINATION') return { ...empty, contacts: { ...empty.contacts, order: { ...(terms?.contacts.order ?? {}) } } };
  const products = contract.products
    .filter((p) => p.effectiveFrom <= today && (p.effectiveTo === null || p.effectiveTo >= today))
    .map((p) => ({ productCode: p.productCode, useType: p.useType }));
  if (!terms) return { ...empty, products };
  return { ...valuesFromForm(requestType, { ...terms, contractId: contract.contractId }, []), orderId: null, products };
}

/** An order saved on the server, as the form holds it. */
export function valuesFromOrder(order: TOrderDetail): OrderFormValues {
  return { ...valuesFromForm(order.requestType, order.form, order.files), orderId: order.orderId };
}

/** A form of the contract as the web's form holds it (the files among `files` that it names). */
function valuesFromForm(requestType: TOrderRequestType, f: TOrderForm, files: TFileInfo[]): OrderFormValues {
  const accepted = new Set(f.acceptedAgreements);
  return {
    orderId: null,
    requestType,
    contractId: f.contractId ?? null,
    commencementDate: f.commencementDate ?? null,
    products: f.products.map((p) => ({ ...p })),
    vendorCode: f.vendorCode ?? null,
    installationAddress: f.installationAddress,
    connectionCount: f.connectionCount ?? null,
    brokerCompany: f.brokerCompany,
    distributionOptions: [...f.distributionOptions],
    serviceOptions: [...(f.serviceOptions ?? [])],
    deliveryProtocols: [...(f.deliveryProtocols ?? [])],
    affiliateExtension: f.affiliateExtension,
    affiliates: f.affiliates.map((a) => ({ ...a })),
    nonDisplayUses: [...f.nonDisplayUses],
    indexCalculationUsed: Boolean(f.indexCalculation),
    indexCalculation: f.indexCalculation ? { ...f.indexCalculation } : {},
    contacts: { order: { ...f.contacts.order }, billing: { ...f.contacts.billing }, it: { ...f.contacts.it } },
    specialConditions: f.specialConditions,
    promotion: f.promotion,
    sideLetter: f.sideLetter,
    priceInformation: f.priceInformation,
    facilitators: f.facilitators.map((x) => ({ ...x })),
    cfdTrading: f.cfdTrading,
    terminationReason: f.terminationReason,
    terminationDueDate: f.terminationDueDate ?? null,
    files: files.filter((file) => f.fileUUIDs.includes(file.fileUUID)),
    agreements: Object.fromEntries(ORDER_AGREEMENTS.map((a) => [a.code, accepted.has(a.code)])),
  };
}

const text = (v: string | undefined | null) => {
  const s = (v ?? '').trim();
  return s ? s : undefined;
};
const longText = (v: string | undefined | null) => (v && v.trim() ? v : undefined);
const contact = (c: TOrderContact | undefined): TOrderContact => ({
  name: text(c?.name),
  department: text(c?.department),
  position: text(c?.position),
  email: text(c?.email),
  phone: text(c?.phone),
});

/**
 * The contract's order form from the form's values: texts trimmed, blanks left out, the fields of another request type
 * left out (a termination carries no products), affiliates only with the extension, index calculation only when used.
 */
export function toOrderForm(values: OrderFormValues): TOrderForm {
  const termination = values.requestType === 'TERMINATION';
  const accepted = ORDER_AGREEMENTS.filter((a) => values.agreements?.[a.code]).map((a) => a.code);
  const contacts = values.contacts ?? emptyContacts();
  return {
    contractId: values.requestType === 'NEW' ? null : (values.contractId ?? null),
    commencementDate: termination ? null : (values.commencementDate ?? null),
    products: termination ? [] : (values.products ?? []).map((p) => ({ productCode: p.productCode ?? '', useType: p.useType ?? 'DIRECT' })),
    vendorCode: termination ? null : (text(values.vendorCode) ?? null),
    installationAddress: termination ? undefined : text(values.installationAddress),
    connectionCount: termination ? null : (values.connectionCount ?? null),
    brokerCompany: termination ? undefined : text(values.brokerCompany),
    distributionOptions: termination ? [] : [...(values.distributionOptions ?? [])],
    serviceOptions: termination ? [] : [...(values.serviceOptions ?? [])],
    deliveryProtocols: termination ? [] : [...(values.deliveryProtocols ?? [])],
    affiliateExtension: !termination && Boolean(values.affiliateExtension),
    affiliates:
      !termination && values.affiliateExtension
        ? (values.affiliates ?? []).map((a) => ({
            name: text(a.name) ?? '',
            relationship: text(a.relationship) ?? '',
            stakePercent: typeof a.stakePercent === 'number' ? a.stakePercent : 0,
          }))
        : [],
    nonDisplayUses: termination ? [] : [...(values.nonDisplayUses ?? [])],
    indexCalculation:
      !termination && values.indexCalculationUsed
        ? {
            indexName: text(values.indexCalculation?.indexName),
            krxStockWeightPercent: values.indexCalculation?.krxStockWeightPercent ?? null,
            basis: values.indexCalculation?.basis ?? null,
          }
        : null,
    contacts: { order: contact(contacts.order), billing: contact(contacts.billing), it: contact(contacts.it) },
    specialConditions: termination ? undefined : longText(values.specialConditions),
    promotion: termination ? undefined : longText(values.promotion),
    sideLetter: termination ? undefined : longText(values.sideLetter),
    priceInformation: termination ? undefined : longText(values.priceInformation),
    facilitators: termination
      ? []
      : (values.facilitators ?? []).map((x) => ({
          company: text(x.company) ?? '',
          address: text(x.address),
          contactName: text(x.contactName),
          position: text(x.position),
          purpose: text(x.purpose),
          serviceOffered: text(x.serviceOffered),
        })),
    cfdTrading: termination ? 'NONE' : (values.cfdTrading ?? 'NONE'),
    terminationReason: termination ? longText(values.terminationReason) : undefined,
    terminationDueDate: termination ? (values.terminationDueDate ?? null) : null,
    fileUUIDs: termination ? [] : (values.files ?? []).map((f) => f.fileUUID),
    acceptedAgreements: accepted,
  };
}

/** The form's name path of a field of the rules (`affiliates.0.stakePercent` -> ['affiliates', 0, 'stakePercent']). */
export function namePathOf(field: string): (string | number)[] {
  if (field === 'fileUUIDs') return ['files'];
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** The rules' field of a form's name path (the reverse of namePathOf). */
export const fieldOfNamePath = (name: readonly (string | number)[]): string =>
  name[0] === 'files' && name.length === 1 ? 'fileUUIDs' : name.join('.');

/** The message of an issue in a language: the catalogue's text with the field's label (and its particle) filled in. */
export function issueMessage(issue: TOrderIssue, lang: 'ko' | 'en'): string {
  const item = orderFieldLabel(String(issue.params?.item ?? issue.field), lang);
  return errorMessage(issue.code, lang, { ...issue.params, item });
}

/** Every field's problem at submission, by field (the form marks each field with its own). */
export function orderFieldIssues(values: OrderFormValues, today: string, lang: 'ko' | 'en'): Map<string, string> {
  const issues = orderSubmissionIssues(values.requestType, toOrderForm(values), today);
  return new Map(issues.map((i) => [i.field, issueMessage(i, lang)]));
}

/** Refusals of the server that belong to one field whatever the values (the others are found by their message). */
const FIELD_OF_CODE: Record<string, string> = {
  ORD1N4005: 'products',
  ORD1N4007: 'fileUUIDs',
  ORD1N4009: 'nonDisplayUses',
  ORD1N4010: 'products',
  ORD1N4011: 'contractId',
};

/**
 * The field a refusal of the server belongs to: the field whose own message the server answered (the server checks
 * the same rules and words its first problem the same way), else the field of the code, else none (shown above the
 * buttons).
 */
export function fieldOfRefusal(
  code: string,
  message: string,
  values: OrderFormValues,
  today: string,
  lang: 'ko' | 'en',
): string | undefined {
  for (const [field, text] of orderFieldIssues(values, today, lang)) if (text === message) return field;
  return FIELD_OF_CODE[code];
}

/**
 * The change a draft order describes, for its fee panel (decision 083): its request type, contract, dates, products and
 * connections as `toOrderForm` sends them; null until it says enough (a product, or the contract of a change or termination).
 */
export function orderFeeChange(values: OrderFormValues | undefined): TFeeEstimateChangeInput | null {
  if (!values?.requestType) return null;
  const form = toOrderForm(values);
  const products = form.products.filter((p) => p.productCode);
  if (values.requestType !== 'NEW' && !form.contractId) return null;
  if (values.requestType !== 'TERMINATION' && !products.length) return null;
  return {
    kind: 'order',
    requestType: values.requestType,
    contractId: form.contractId ?? null,
    commencementDate: form.commencementDate ?? null,
    terminationDueDate: form.terminationDueDate ?? null,
    products,
    connectionCount: form.connectionCount ?? null,
  };
}
