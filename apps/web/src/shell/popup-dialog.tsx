import type { TPopup } from '@portal/contract';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { popupStore } from './popup-store';
import { SafeHtml } from '../components/safe-html';

/** Shows the first of the visible popups; each choice hides it and the next one follows. */
export default function PopupDialog({ popups, onDone }: { popups: TPopup[]; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const titleId = `${useId()}-title`;
  const popup = popups[0];
  const finish = (how: 'close' | 'snoozeForADay' | 'never') => {
    popupStore[how](popup.contentsVersionId);
    onDone();
  };
  return (
    <Modal
      open
      title={
        <span id={titleId}>
          {popup.contentsName}
          {popups.length > 1 && <span className="popup-count"> ({t('popup.count', { index: 1, total: popups.length })})</span>}
        </span>
      }
      width={`min(${Math.max(320, popup.width)}px, calc(100vw - 32px))`}
      centered
      onCancel={() => finish('close')}
      closable={{ 'aria-label': t('popup.close') }}
      mask={{ closable: false }}
      footer={
        <div className="popup-footer">
          <span className="popup-choices">
            <Button onClick={() => finish('snoozeForADay')}>{t('popup.notToday')}</Button>
            <Button onClick={() => finish('never')}>{t('popup.never')}</Button>
          </span>
          <Button type="primary" onClick={() => finish('close')}>
            {t('popup.close')}
          </Button>
        </div>
      }
      rootClassName="popup-dialog"
    >
      <div className="document-body" tabIndex={0} role="region" aria-labelledby={titleId}>
        <SafeHtml html={popup.contentsContents} />
      </div>
    </Modal>
  );
}
