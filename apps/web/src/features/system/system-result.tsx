import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

export type SystemKind = 'notAccess' | 'pageError' | '403' | '404' | '500';
const STATUS: Record<SystemKind, '403' | '404' | '500' | 'warning' | 'error'> = {
  notAccess: '403',
  pageError: 'error',
  '403': '403',
  '404': '404',
  '500': '500',
};

/** One screen for every system page: a title, its messages and a button back to /home. */
export function SystemResult({ kind }: { kind: SystemKind }) {
  const { t } = useTranslation('system');
  const navigate = useNavigate();
  useDocumentTitle(t(`${kind}.title`));
  return (
    <main className="system-page" id="main-content">
      <Result
        status={STATUS[kind]}
        title={<h1 className="system-title">{t(`${kind}.title`)}</h1>}
        subTitle={
          <>
            <p>{t(`${kind}.message`)}</p>
            <p>{t(`${kind}.detail`)}</p>
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/home')}>
            {t('home')}
          </Button>
        }
      />
    </main>
  );
}
