import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { failureText, fieldOfError } from './suspension-rules';

const locales = import.meta.glob<Record<string, unknown>>('../locales/*.json', { eager: true, import: 'default' });
const en = locales['../locales/en.json']!;
const ko = locales['../locales/ko.json']!;

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { suspensions: en }, ko: { suspensions: ko } }, interpolation: { escapeValue: false } });
});

describe('what the suspension forms do with a refusal', () => {
  it('shows a field’s refusal on its field, never as the generic failure', () => {
    expect(fieldOfError(new ApiError(409, 'SUS1N4092', 'The period overlaps …'))).toBe('periodFrom');
    expect(fieldOfError(new ApiError(400, 'SUS1N4005', 'The chosen product …'))).toBe('productCode');
    expect(fieldOfError(new ApiError(400, 'SUS1N4006', 'The contract is scheduled to end …'))).toBe('periodTo');
    expect(fieldOfError(new ApiError(409, 'SUS1N4091', 'Failed to request suspension. The contract has ended …'))).toBeUndefined();
    expect(fieldOfError(new Error('network'))).toBeUndefined();
  });

  it('tells a failure that is no field’s with the spec’s words and its cause, in the interface language', async () => {
    const t = i18next.t.bind(i18next);
    expect(failureText(t, 'request', new ApiError(404, 'CTR1N4041', 'The contract was not found.'))).toBe(
      'Failed to request suspension. The contract was not found.',
    );
    expect(
      failureText(t, 'approval', new ApiError(409, 'SUS1N4093', 'Temporary-stop approval request failed. The contract has ended.')),
    ).toBe('Temporary-stop approval request failed. The contract has ended.');
    await i18next.changeLanguage('ko');
    expect(failureText(t, 'request', new TypeError('Failed to fetch'))).toBe(
      '일시 중지 신청에 실패했습니다. 서버에서 응답이 없습니다. 잠시 후 다시 시도해 주세요.',
    );
  });
});
