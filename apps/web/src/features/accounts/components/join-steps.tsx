import Steps from 'antd/es/steps';
import { useTranslation } from 'react-i18next';

/** The four steps of joining: type, terms, information, done. */
export function JoinSteps({ current }: { current: number }) {
  const { t } = useTranslation('accounts');
  return (
    <Steps
      className="auth-steps"
      size="small"
      current={current}
      responsive={false}
      titlePlacement="vertical"
      items={[
        { title: t('joinSteps.type') },
        { title: t('joinSteps.terms') },
        { title: t('joinSteps.info') },
        { title: t('joinSteps.done') },
      ]}
      aria-label={t('joinSteps.label')}
    />
  );
}
