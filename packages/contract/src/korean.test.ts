import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors/index';
import { finalConsonant, particle, resolveParticles, withParticle } from './korean';

describe('Korean particles', () => {
  it('follow the final consonant of the last Hangul syllable', () => {
    expect(withParticle('이메일 주소', '을')).toBe('이메일 주소를');
    expect(withParticle('회사명', '을')).toBe('회사명을');
    expect(withParticle('제목', '은')).toBe('제목은');
    expect(withParticle('작성자 이름', '은')).toBe('작성자 이름은');
    expect(withParticle('비밀번호', '이')).toBe('비밀번호가');
    expect(withParticle('휴대전화', '과')).toBe('휴대전화와');
    expect(withParticle('사무실 전화번호', '이')).toBe('사무실 전화번호가');
  });

  it('take 로 after a vowel or ㄹ and 으로 after another consonant', () => {
    expect(withParticle('메일', '으로')).toBe('메일로');
    expect(withParticle('회사', '으로')).toBe('회사로');
    expect(withParticle('영문', '으로')).toBe('영문으로');
  });

  it('read digits and Latin letters as they are spoken', () => {
    expect(particle('2027', '을')).toBe('을'); // 칠
    expect(particle('2029', '을')).toBe('를'); // 구
    expect(particle('PDF', '을')).toBe('를'); // 에프
    expect(particle('manual.xlsx', '을')).toBe('를'); // 엑스
    expect(particle('URL', '은')).toBe('은'); // 엘
    expect(particle('OTP', '이')).toBe('가'); // 피
  });

  it('skip a closing aside or quote: the word outside decides', () => {
    expect(withParticle('아이디(이메일)', '을')).toBe('아이디(이메일)를');
    expect(withParticle('「2027 정보이용료 요율표」', '을')).toBe('「2027 정보이용료 요율표」를');
    expect(finalConsonant('연락처 (선택)').has).toBe(false);
  });

  it('resolve the two-way markers of a finished sentence, each by the word before it', () => {
    expect(resolveParticles('이메일 주소을(를) 입력해 주세요.')).toBe('이메일 주소를 입력해 주세요.');
    expect(resolveParticles('회사명을(를) 선택해 주세요.')).toBe('회사명을 선택해 주세요.');
    expect(resolveParticles('제목은(는) 한글 100자 이내로 입력해 주세요.')).toBe('제목은 한글 100자 이내로 입력해 주세요.');
    expect(resolveParticles('뉴스레터 구독을(를) 선택하고 비밀번호이(가) 맞는지 확인해 주세요.')).toBe(
      '뉴스레터 구독을 선택하고 비밀번호가 맞는지 확인해 주세요.',
    );
    expect(resolveParticles('Please enter the subject.')).toBe('Please enter the subject.');
  });
});

describe('error messages', () => {
  it('put the particle that fits the item and tell lengths in characters', () => {
    expect(errorMessage('INQ1N4005', 'ko', { item: '작성자 이름' })).toBe('작성자 이름을 입력해 주세요.');
    expect(errorMessage('INQ1N4005', 'ko', { item: '제목' })).toBe('제목을 입력해 주세요.');
    expect(errorMessage('INQ1N4001', 'ko', { max: 200 })).toBe('제목은 한글 100자, 영문 200자 이내로 입력해 주세요.');
    expect(errorMessage('INQ1N4001', 'en', { max: 200 })).toBe('The subject can be at most 200 characters (100 in Korean script).');
    expect(errorMessage('ATH1N4010', 'en')).toBe('Either the ID is not registered or the password is wrong.');
  });
});
