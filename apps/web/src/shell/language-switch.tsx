import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '../lib/i18n';

/**
 * Language switch (ko, en): stores the choice and reloads (spec 1, section 4). The button names
 * the other language in that language, so a reader of either finds it.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('shell');
  const lang = currentLanguage();
  const other = lang === 'ko' ? 'en' : 'ko';
  return (
    <button
      type="button"
      className="shell-text-button language-switch"
      lang={other}
      aria-label={t(`language.switchTo.${other}`)}
      onClick={() => switchLanguage(other)}
    >
      <GlobalOutlined aria-hidden />
      <span>{t(`language.name.${other}`)}</span>
    </button>
  );
}
