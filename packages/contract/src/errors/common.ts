import type { ErrorTable } from './types';

/** Errors of the platform, shared by every area. */
export const COMMON_ERRORS = {
  COM1N4000: { status: 400, ko: '필수 파라미터가 누락되었습니다.', en: 'A required parameter is missing.' },
  COM1N4001: { status: 400, ko: '입력값 형식이 올바르지 않습니다.', en: 'Invalid format.' },
  COM1N4002: { status: 400, ko: '변경된 데이터가 없습니다.', en: 'No data modified.' },
  COM1N4003: { status: 400, ko: '요청 본문을 읽을 수 없습니다.', en: 'The request body could not be read.' },
  COM1N4040: { status: 404, ko: '요청한 주소를 찾을 수 없습니다.', en: 'Page Not Found.' },
  COM1N4041: { status: 404, ko: '요청한 데이터가 없습니다.', en: 'The requested data does not exist.' },
  COM1N4130: { status: 413, ko: '요청 크기가 너무 큽니다.', en: 'The request is too large.' },
  COM1N4150: { status: 415, ko: '지원하지 않는 요청 형식입니다.', en: 'Unsupported request format.' },
  COM1N4290: { status: 429, ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.', en: 'Too many requests. Please try again later.' },
  COM1N5000: {
    status: 500,
    ko: '서버에 일시적인 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'A temporary problem occurred on the server. Please try again later.',
  },
  COM1N5030: { status: 503, ko: '서비스를 일시적으로 사용할 수 없습니다.', en: 'The service is temporarily unavailable.' },
  /** The database cannot be reached (restarting, refusing connections): nothing was changed; the portal recovers by itself. */
  COM1N5031: {
    status: 503,
    ko: '데이터베이스에 연결할 수 없어 잠시 서비스를 이용할 수 없습니다. 변경된 내용은 없습니다. 잠시 후 다시 시도해 주세요.',
    en: 'The service cannot reach its database for the moment. Nothing was changed. Please try again shortly.',
  },
  /** The server's storage is full (ENOSPC): the upload was not kept. */
  COM1N5070: {
    status: 507,
    ko: '서버의 저장 공간이 부족하여 파일을 저장하지 못했습니다. 저장된 내용은 없습니다. 관리자에게 문의해 주세요.',
    en: 'The server has run out of storage space, so the file was not kept. Nothing was stored. Please contact the administrator.',
  },
  ATH1N4001: { status: 401, ko: '로그인이 필요합니다.', en: 'Please sign in.' },
  ATH1N4002: { status: 401, ko: '인증 정보가 유효하지 않거나 만료되었습니다.', en: 'The token is invalid or has expired.' },
  ATH1N4030: { status: 403, ko: '페이지에 접근할 수 없습니다.', en: 'You cannot access the page.' },
} satisfies ErrorTable;
