import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMessageFormatters, humanMessageOptions, inSentence, withHumanMessages } from '../../../lib/i18n';
import { formRules } from '../../../components/form/field-rules';
import { fieldRules } from './field-rules';

/** The translation files of the namespaces the rules use. */
const files = import.meta.glob<Record<string, unknown>>(['../../../lib/locales/*.json', '../locales/*.json'], {
  eager: true,
  import: 'default',
});
const resourcesOf = (lng: 'ko' | 'en') => ({
  common: files[`../../../lib/locales/${lng}.json`],
  accounts: files[`../locales/${lng}.json`],
});

type Validator = (rule: unknown, value: unknown) => Promise<void>;

/** The message a rule answers for a value ('' when the value passes). */
async function messageOf(rule: unknown, value: unknown): Promise<string> {
  const r = rule as { validator?: Validator; message?: string; required?: boolean };
  if (r.required) return value ? '' : (r.message ?? '');
  try {
    await r.validator!(r, value);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}

async function translator(lng: 'ko' | 'en'): Promise<TFunction> {
  const i18n = withHumanMessages(createInstance());
  await i18n.init({
    ...humanMessageOptions,
    lng,
    resources: { [lng]: resourcesOf(lng) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  addMessageFormatters(i18n);
  return i18n.t;
}

describe('form messages as a person writes them', () => {
  let tKo: TFunction;
  let tEn: TFunction;
  beforeAll(async () => {
    tKo = await translator('ko');
    tEn = await translator('en');
  });

  it('put the Korean particle that fits the label, and the label inside an English sentence', async () => {
    expect(await messageOf(fieldRules(tKo).enter('loginEmail'), '')).toBe('아이디(이메일)를 입력해 주세요.');
    expect(await messageOf(fieldRules(tKo).enter('companyName'), '')).toBe('회사명을 입력해 주세요.');
    expect(await messageOf(fieldRules(tKo).enter('officeTelephoneNumber'), '')).toBe('사무실 전화번호를 입력해 주세요.');
    expect(await messageOf(fieldRules(tEn).enter('companyName'), '')).toBe('Please enter the company name.');
    expect(await messageOf(fieldRules(tEn).enter('officeTelephoneNumber'), '')).toBe('Please enter the office phone.');
    expect(await messageOf(fieldRules(tEn).enter('loginEmail'), '')).toMatch(/^Please enter the ID/);
  });

  it('word a yes/no choice and a repeated password as a question of their own', async () => {
    expect(await messageOf(fieldRules(tKo).select('emailReceive'), undefined)).toBe('이메일 수신 여부를 선택해 주세요.');
    expect(await messageOf(fieldRules(tEn).select('autoExtension'), undefined)).toBe(
      'Please choose whether to extend your account automatically.',
    );
    expect(await messageOf(fieldRules(tEn).enter('passwordConfirm'), '')).toBe('Please enter the password again.');
    expect(await messageOf(fieldRules(tEn).select('company'), undefined)).toBe('Please select the company.');
  });

  it('ask to agree on a check box', async () => {
    expect(await messageOf(fieldRules(tKo).mustCheck('withdrawalTerms'), false)).toBe('회원 탈퇴 약관에 동의해 주세요.');
    expect(await messageOf(fieldRules(tEn).mustCheck('withdrawalTerms'), false)).toBe('Please agree to the withdrawal terms.');
    // The kit's rule with a label of another area (the inquiry form's privacy consent).
    expect(await messageOf(formRules(tKo).mustCheck('개인정보 수집·이용'), false)).toBe('개인정보 수집·이용에 동의해 주세요.');
    expect(await messageOf(formRules(tEn).mustCheck('Collection and use of personal information'), false)).toBe(
      'Please agree to the collection and use of personal information.',
    );
  });

  it('tell lengths in characters, never in bytes', async () => {
    const long = 'x'.repeat(101);
    expect(await messageOf(fieldRules(tKo).bytes('companyName'), long)).toBe('회사명은 한글 50자, 영문 100자 이내로 입력해 주세요.');
    expect(await messageOf(fieldRules(tEn).bytes('companyName'), long)).toBe(
      'The company name can be at most 100 characters (50 in Korean script).',
    );
    expect(await messageOf(fieldRules(tKo).bytes('companyName'), 'x')).toBe('회사명은 한글 1자, 영문 2자 이상 입력해 주세요.');
    expect(await messageOf(formRules(tKo).bytes('제목', 200), 'x'.repeat(201))).toBe('제목은 한글 100자, 영문 200자 이내로 입력해 주세요.');
    for (const t of [tKo, tEn]) expect(await messageOf(fieldRules(t).bytes('companyName'), long)).not.toMatch(/byte|바이트/i);
  });

  it('keep abbreviations as they are inside an English sentence', () => {
    expect(inSentence('Company name')).toBe('company name');
    expect(inSentence('E-mail address')).toBe('e-mail address');
    expect(inSentence('ID (e-mail)')).toBe('ID (e-mail)');
    expect(inSentence('URL')).toBe('URL');
  });
});
