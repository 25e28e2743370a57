import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The window title, the one way every page sets it: the page's title, then the portal's name
 * (the portal's name alone for null, as on the home page).
 */
export function useDocumentTitle(title: string | null | undefined) {
  const { t } = useTranslation();
  useEffect(() => {
    const app = t('common:appName');
    document.title = title ? `${title} | ${app}` : app;
  }, [title, t]);
}
