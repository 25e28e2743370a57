import { contractTermsOf, ZOrderForm, type TContractDetail } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyOrderValues,
  fieldOfRefusal,
  namePathOf,
  orderFieldIssues,
  toOrderForm,
  valuesFromContract,
  type OrderFormValues,
} from './order-form-model';
import { termsChanges } from './contract-terms-diff';

const TODAY = '2026-11-25';

/** A new order that meets every submission rule. */
function complete(): OrderFormValues {
  const v = emptyOrderValues('NEW');
  v.commencementDate = '2026-12-01';
  v.products = [{ productCode: 'KSP-RT-L1', useType: 'DIRECT' }];
  v.installationAddress = '서울특별시 영등포구 여의대로 1';
  v.connectionCount = 2;
  const person = { name: '김민준', email: 'kim@alpha.example', phone: '+82-2-100-1234' };
  v.contacts = { order: { ...person }, billing: { ...person }, it: { ...person } };
  v.files = [
    {
      fileUUID: '0b7c3a51-0a3e-4a34-9d4f-2f1c1e0d9a11',
      fileName: 'order.pdf',
      fileSize: 10,
      fileExtension: 'pdf',
      contentType: 'application/pdf',
      fileTypeGroup: 'ORDER',
      createdAt: '2026-11-25T00:00:00Z',
    },
  ];
  v.agreements = {
    FACILITATOR: true,
    TERMS_OF_USE: true,
    NON_ACCOUNT: true,
    AFFIRMATION: true,
    TECH_AGENT: true,
    PROMISE: true,
  };
  return v;
}

describe('the order form model', () => {
  it('finds nothing wrong with a complete new order', () => {
    expect([...orderFieldIssues(complete(), TODAY, 'ko')]).toEqual([]);
  });

  it('refuses an affiliate of 50% or less with the catalogue message, in both languages', () => {
    const v = complete();
    v.affiliateExtension = true;
    v.affiliates = [{ name: '알파자산운용', relationship: '자회사', stakePercent: 50 }];
    expect(orderFieldIssues(v, TODAY, 'ko').get('affiliates.0.stakePercent')).toContain(
      '지분율이 50% 이하인 회사는 계열사로 등록할 수 없습니다',
    );
    expect(orderFieldIssues(v, TODAY, 'en').get('affiliates.0.stakePercent')).toContain(
      'a stake of 50% or less cannot be added as an affiliate',
    );
    v.affiliates[0].stakePercent = 50.1;
    expect(orderFieldIssues(v, TODAY, 'ko').has('affiliates.0.stakePercent')).toBe(false);
  });

  it('refuses each required agreement left unchecked, naming it with the right particle', () => {
    const v = complete();
    v.agreements = { ...v.agreements, TERMS_OF_USE: false, POLICY: false };
    const ko = orderFieldIssues(v, TODAY, 'ko');
    expect(ko.get('agreements.TERMS_OF_USE')).toBe('이용약관에 동의해 주세요.');
    expect(ko.has('agreements.POLICY')).toBe(false);
    expect(orderFieldIssues(v, TODAY, 'en').get('agreements.TERMS_OF_USE')).toBe('Please read and accept the agreement “Terms of use”.');
  });

  it('words the required fields with their labels and particles, and the phone format', () => {
    const v = complete();
    v.installationAddress = ' ';
    v.contacts.billing.phone = '100-1234';
    const ko = orderFieldIssues(v, TODAY, 'ko');
    expect(ko.get('installationAddress')).toBe('데이터피드 설치 주소를 입력해 주세요.');
    expect(ko.get('contacts.billing.phone')).toContain('+82 2 100 1234, +44 20 7946 0958');
    expect(ko.get('contacts.billing.phone')).toContain('02-1234-5678');
    expect(orderFieldIssues(v, TODAY, 'en').get('installationAddress')).toBe('Data-feed installation address is required.');
  });

  it('asks for a file only for a new order, and the termination fields only for a termination', () => {
    const v = complete();
    v.files = [];
    expect(orderFieldIssues(v, TODAY, 'ko').get('fileUUIDs')).toBe('계약 서류 파일을 선택해 주세요.');
    const t = { ...complete(), requestType: 'TERMINATION' as const, contractId: 7, files: [] };
    const issues = orderFieldIssues(t, TODAY, 'ko');
    expect([...issues.keys()].sort()).toEqual(['terminationDueDate', 'terminationReason']);
  });

  it('a termination asks only its reason, due date and order contact: no billing or IT contact, no agreement', () => {
    const t: OrderFormValues = { ...emptyOrderValues('TERMINATION', 7), terminationReason: '사업 종료', terminationDueDate: '2026-12-31' };
    expect([...orderFieldIssues(t, TODAY, 'ko').keys()]).toEqual(['contacts.order.name', 'contacts.order.email', 'contacts.order.phone']);
    t.contacts.order = { name: '김민준', email: 'kim@alpha.example', phone: '+82-2-100-1234' };
    expect([...orderFieldIssues(t, TODAY, 'ko')]).toEqual([]);
  });

  it('a change starts from every term of the contract, field by field; a termination from its order contact only', () => {
    const filed = toOrderForm({
      ...complete(),
      vendorCode: 'VND-01',
      brokerCompany: '한빛투자증권',
      distributionOptions: ['GENERAL', 'RETAIL_ONLY'],
      serviceOptions: ['OPEN_API'],
      deliveryProtocols: ['TCP'],
      affiliateExtension: true,
      affiliates: [{ name: '알파자산운용', relationship: '자회사', stakePercent: 60 }],
      nonDisplayUses: ['TRADING'],
      indexCalculationUsed: true,
      indexCalculation: { indexName: 'Alpha 50', krxStockWeightPercent: 40, basis: 'DELAYED' },
      specialConditions: '야간 회선 이중화',
      promotion: '첫 3개월 할인',
      facilitators: [{ company: '베타솔루션' }],
      cfdTrading: 'PROCESSED',
    });
    const terms = contractTermsOf(ZOrderForm.parse(filed));
    const contract = {
      contractId: 7,
      products: [
        { productCode: 'KSP-RT-L1', productName: 'KOSPI', useType: 'DIRECT', effectiveFrom: '2026-01-01', effectiveTo: null },
        { productCode: 'KSQ-RT-L1', productName: 'KOSDAQ', useType: 'DIRECT', effectiveFrom: '2026-01-01', effectiveTo: '2026-02-01' },
      ],
      terms,
    } as unknown as TContractDetail;
    const change = toOrderForm(valuesFromContract('CHANGE', contract, TODAY));
    expect(change).toEqual({ ...terms, contractId: 7, products: [{ productCode: 'KSP-RT-L1', useType: 'DIRECT' }] });
    // The review shows a change that drops terms, field by field and row by row.
    const dropped = {
      ...change,
      brokerCompany: undefined,
      products: [...change.products, { productCode: 'DRV-FUT-RT', useType: 'DIRECT' as const }],
    };
    const changes = termsChanges(contract, { form: ZOrderForm.parse(dropped) })!;
    expect(changes.map((c) => [c.path, c.kind])).toEqual(
      expect.arrayContaining([
        ['form.brokerCompany', 'removed'],
        ['form.products[1].productCode', 'added'],
      ]),
    );
    expect(termsChanges(contract, { form: ZOrderForm.parse(change) })!.filter((c) => !c.path.startsWith('form.products'))).toEqual([]);
    const termination = valuesFromContract('TERMINATION', contract, TODAY);
    expect(termination.contacts).toEqual({ order: terms.contacts.order, billing: {}, it: {} });
    expect(termination.products).toEqual([]);
  });

  it('sends only the fields of the request type, trimmed, with the accepted agreements as codes', () => {
    const v = complete();
    v.contacts.order.name = '  김민준 ';
    v.indexCalculationUsed = false;
    v.indexCalculation = { indexName: 'left over' };
    const form = toOrderForm(v);
    expect(form.contacts.order.name).toBe('김민준');
    expect(form.indexCalculation).toBeNull();
    expect(form.fileUUIDs).toEqual(['0b7c3a51-0a3e-4a34-9d4f-2f1c1e0d9a11']);
    expect(form.acceptedAgreements).toEqual(['FACILITATOR', 'TERMS_OF_USE', 'NON_ACCOUNT', 'AFFIRMATION', 'TECH_AGENT', 'PROMISE']);
    expect(form.contractId).toBeNull();
    const t = toOrderForm({
      ...v,
      requestType: 'TERMINATION',
      contractId: 9,
      terminationReason: '서비스 종료',
      terminationDueDate: '2027-01-31',
    });
    expect(t.products).toEqual([]);
    expect(t.fileUUIDs).toEqual([]);
    expect(t.contractId).toBe(9);
    expect(t.terminationDueDate).toBe('2027-01-31');
  });

  it('places a refusal of the server on its field: by its message, else by its code', () => {
    const v = complete();
    v.agreements = { ...v.agreements, PROMISE: false };
    expect(fieldOfRefusal('ORD1N4008', '약속 사항에 동의해 주세요.', v, TODAY, 'ko')).toBe('agreements.PROMISE');
    expect(fieldOfRefusal('ORD1N4009', 'any text', complete(), TODAY, 'ko')).toBe('nonDisplayUses');
    expect(fieldOfRefusal('WFL1N4091', 'stale', complete(), TODAY, 'ko')).toBeUndefined();
    expect(namePathOf('affiliates.0.stakePercent')).toEqual(['affiliates', 0, 'stakePercent']);
    expect(namePathOf('fileUUIDs')).toEqual(['files']);
  });
});
