/**
 * Korean particles that follow the word before them (so a message never reads "이메일 주소을(를)", as if machine-made).
 * 을/를, 은/는, 이/가, 과/와 and 으로/로 depend on whether the word's last syllable ends in a consonant
 * (받침). Pure functions with no imports: the server's error messages and the web's translations use
 * the same rule.
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** How a digit is read in Korean (영, 일, 이, 삼, 사, 오, 육, 칠, 팔, 구): whether it ends in a consonant. */
const DIGIT_FINAL = [true, true, false, true, false, false, true, true, true, false];
/** Latin letters read with a final consonant (엘, 엠, 엔, 알); the others (에이, 비, 씨, …) end in a vowel. */
const LATIN_FINAL = new Set(['l', 'm', 'n', 'r']);

export type TParticle = '을' | '은' | '이' | '과' | '으로';
const PAIRS: Record<TParticle, [withFinal: string, withoutFinal: string]> = {
  을: ['을', '를'],
  은: ['은', '는'],
  이: ['이', '가'],
  과: ['과', '와'],
  으로: ['으로', '로'],
};

/** The part of a word that decides its particle: trailing spaces, quotes and a last (parenthesised) aside left out. */
function spokenEnd(word: string): string {
  let w = word.trimEnd();
  for (;;) {
    const before = w;
    w = w
      .replace(/\s*\([^()]*\)$/, '')
      .replace(/["'”’」』》〉\].,!?…]+$/, '')
      .trimEnd();
    if (w === before || !w) return w || before;
  }
}

/**
 * True when the word, as read aloud, ends in a consonant (받침): a Hangul syllable by its final
 * consonant, a digit by its Korean reading, a Latin letter by its English name. `lieulOnly` tells
 * whether that consonant is ㄹ (for 으로/로).
 */
export function finalConsonant(word: string): { has: boolean; lieul: boolean } {
  const end = spokenEnd(word);
  const ch = [...end].pop() ?? '';
  const code = ch.codePointAt(0) ?? 0;
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) {
    const jong = (code - HANGUL_FIRST) % 28;
    return { has: jong !== 0, lieul: jong === 8 };
  }
  if (/[0-9]/.test(ch)) {
    const d = Number(ch);
    return { has: DIGIT_FINAL[d], lieul: d === 1 || d === 7 || d === 8 };
  }
  if (/[a-z]/i.test(ch)) {
    const l = ch.toLowerCase();
    return { has: LATIN_FINAL.has(l), lieul: l === 'l' || l === 'r' };
  }
  return { has: false, lieul: false };
}

/** The particle that fits the word: particle('이메일 주소', '을') is '를', particle('회사명', '은') is '은'. */
export function particle(word: string, which: TParticle): string {
  const { has, lieul } = finalConsonant(word);
  if (which === '으로') return has && !lieul ? '으로' : '로';
  return PAIRS[which][has ? 0 : 1];
}

/** The word with the particle that fits it: withParticle('제목', '을') is '제목을'. */
export const withParticle = (word: string, which: TParticle) => `${word}${particle(word, which)}`;

const MARKER = /을\(를\)|를\(을\)|은\(는\)|는\(은\)|이\(가\)|가\(이\)|과\(와\)|와\(과\)|\(으\)로/g;
const MARKER_PARTICLE: Record<string, TParticle> = {
  '을(를)': '을',
  '를(을)': '을',
  '은(는)': '은',
  '는(은)': '은',
  '이(가)': '이',
  '가(이)': '이',
  '과(와)': '과',
  '와(과)': '과',
  '(으)로': '으로',
};

/**
 * Resolves the two-way markers of a finished text ("{item}을(를) 입력해 주세요." after the item was
 * filled in) by the word before each: "이메일 주소를 입력해 주세요.". Text without markers is unchanged.
 */
export function resolveParticles(text: string): string {
  return text.replace(MARKER, (marker, offset: number) => particle(text.slice(0, offset), MARKER_PARTICLE[marker]));
}
