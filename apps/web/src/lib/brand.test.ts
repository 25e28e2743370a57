import { BRAND_NAME } from '@portal/contract';
import { describe, expect, it } from 'vitest';

type Texts = { appName?: string; logo?: { name: string; sub: string; home: string } };
const files = import.meta.glob<Texts>(['./locales/*.json', '../shell/locales/*.json'], { eager: true, import: 'default' });

describe('the brand', () => {
  it('is one name in both languages: the title, the logo and its link say the contract BRAND_NAME', () => {
    for (const lang of ['ko', 'en'] as const) {
      expect(files[`./locales/${lang}.json`].appName).toBe(BRAND_NAME[lang]);
      const logo = files[`../shell/locales/${lang}.json`].logo!;
      expect(`${logo.name} ${logo.sub}`).toBe(BRAND_NAME[lang]);
      expect(logo.home).toContain(BRAND_NAME[lang]);
    }
  });
});
