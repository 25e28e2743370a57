import { PHONE_FORMAT_MESSAGE, type ErrorTable } from './types';

/** Errors of the member workspace: company staff (STF), inquiries (INQ), templates (TPL). */
export const WORKSPACE_ERRORS = {
  STF1N4001: { status: 400, ko: '삭제 사유를 입력해 주세요.', en: 'Please enter the reason for the deletion.' },
  STF1N4002: { status: 400, ko: '본인은 삭제할 수 없습니다.', en: 'You cannot delete yourself.' },
  STF1N4003: { status: 400, ko: '내보낼 직원을 선택해 주세요.', en: 'Please select the staff to export.' },
  STF1N4031: { status: 403, ko: '이 회사의 직원 정보를 볼 수 있는 권한이 없습니다.', en: 'You may not access the staff of this company.' },
  STF1N4041: { status: 404, ko: '이 회사의 직원이 아닙니다.', en: 'This person is not a member of the company.' },
  STF1N4091: {
    status: 409,
    ko: '이미 이 회사의 회원인 이메일 주소입니다.',
    en: 'This e-mail address already belongs to a member of the company.',
  },
  STF1N4092: {
    status: 409,
    ko: '이미 초대하여 응답을 기다리는 이메일 주소입니다.',
    en: 'This e-mail address has already been invited and the invitation is pending.',
  },
  STF1N4093: {
    status: 409,
    ko: '이미 이 회사의 뉴스레터를 구독 중인 이메일 주소입니다.',
    en: 'This e-mail address already subscribes to the newsletter of the company.',
  },
  STF1N4094: {
    status: 409,
    ko: '회사에는 회사 관리자가 한 명 이상 있어야 합니다. 다른 관리자를 먼저 지정해 주세요.',
    en: 'The company must keep at least one company administrator. Please designate another administrator first.',
  },
  STF1N4095: {
    status: 409,
    ko: '승인된 정상 회원만 회사 관리자로 지정할 수 있습니다.',
    en: 'Only an active, approved member can be made a company administrator.',
  },
  INQ1N4001: {
    status: 400,
    ko: '제목은 한글 {maxHangul}자, 영문 {max}자 이내로 입력해 주세요.',
    en: 'The subject can be at most {max} characters ({maxHangul} in Korean script).',
  },
  INQ1N4002: {
    status: 400,
    ko: '내용은 한글 {maxHangul}자, 영문 {max}자 이내로 입력해 주세요.',
    en: 'The text can be at most {max} characters ({maxHangul} in Korean script).',
  },
  INQ1N4003: { status: 400, ko: '문의 유형을 선택해 주세요.', en: 'Please select the inquiry category.' },
  INQ1N4004: { status: 400, ...PHONE_FORMAT_MESSAGE },
  INQ1N4005: { status: 400, ko: '{item}을(를) 입력해 주세요.', en: '{item} is required.' },
  INQ1N4006: { status: 400, ko: '답변 내용을 입력해 주세요.', en: 'Please enter the answer.' },
  INQ1N4041: { status: 404, ko: '문의를 찾을 수 없습니다.', en: 'The inquiry does not exist.' },
  INQ1N4091: { status: 409, ko: '이미 답변한 문의입니다.', en: 'This inquiry has already been answered.' },
  INQ1N4290: {
    status: 429,
    ko: '문의 접수 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many inquiries were sent. Please try again later.',
  },
  TPL1N4041: { status: 404, ko: '템플릿을 찾을 수 없습니다.', en: 'The template does not exist.' },
  TPL1N4001: { status: 400, ko: '템플릿 데이터가 너무 큽니다.', en: 'The template data is too large.' },
} satisfies ErrorTable;
