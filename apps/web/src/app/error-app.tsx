import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';

/** Replaces the normal application when menus or pages cannot be loaded at start-up. */
export function ErrorApp() {
  const { t } = useTranslation('system');
  return (
    <main className="system-page" id="main-content">
      <Result
        status="500"
        title={<h1 className="system-title">{t('errorApp.title')}</h1>}
        subTitle={t('errorApp.message')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('errorApp.retry')}
          </Button>
        }
      />
    </main>
  );
}
