import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { useTranslation } from 'react-i18next';

/**
 * The clear button's content of every text input (HTML_CodeSniffer H91): Ant Design's icon alone gives the
 * button no name; a hidden text names it ("지우기", "Clear"). Text inputs that can be cleared take `allowClear={namedClear}`.
 */
export function ClearIcon() {
  const { t } = useTranslation('components');
  return (
    <>
      <CloseCircleFilled aria-hidden />
      <span className="sr-only">{t('form.clear')}</span>
    </>
  );
}

/** `allowClear` of a text input with a named clear button. */
export const namedClear = { clearIcon: <ClearIcon /> };
