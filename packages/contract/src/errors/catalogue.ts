import type { ErrorTable } from './types';

/** Errors of the reference data (products, prices, vendors, customer profiles). */
export const CATALOGUE_ERRORS = {
  CAT1N4031: {
    status: 403,
    ko: '이 회사의 고객 정보를 볼 수 있는 권한이 없습니다.',
    en: 'You may not view the customer information of this company.',
  },
  CAT1N4041: {
    status: 404,
    ko: '이 회사의 고객 정보가 등록되어 있지 않습니다. 담당 영업 대표에게 문의해 주세요.',
    en: 'No customer information is registered for this company. Please contact your sales representative.',
  },
  CAT1N4042: {
    status: 404,
    ko: '{item}에 해당하는 정보상품이 없습니다.',
    en: 'There is no information product {item}.',
  },
  CAT1N4043: {
    status: 404,
    ko: '{item}에 해당하는 벤더가 없습니다.',
    en: 'There is no vendor {item}.',
  },
  CAT1N4044: {
    status: 404,
    ko: '{date}에 적용되는 {item} 가격이 없습니다.',
    en: 'No price of {item} applies on {date}.',
  },
} satisfies ErrorTable;
