import { useFeedback } from '../feedback/use-feedback';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * Warns before leaving a page with unsaved work (`dirty`): a move inside the app (a link, the menu, the
 * browser's back button) waits for a confirmation dialog (React Router's `useBlocker`; the app's router is
 * a data router), and closing or reloading the tab asks through the browser (`beforeunload`). A page calls
 * `release()` right before it leaves on purpose (after saving or submitting), so that move is not held, and
 * `restore()` when it stays after all (the submission failed).
 * One guard per page: React Router keeps one blocker at a time (MultiStepForm has its own).
 */
export function useLeaveGuard(dirty: boolean): { release: () => void; restore: () => void } {
  const { t } = useTranslation('components');
  const { modal } = useFeedback();
  const armed = useRef(dirty);
  const latest = useRef(dirty);
  useEffect(() => {
    armed.current = dirty;
    latest.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      armed.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  // The latest blocker and dialog API, read when the dialog answers (the dialog opens once per blocked move).
  const current = useRef({ blocker, modal, t });
  useEffect(() => {
    current.current = { blocker, modal, t };
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const { modal, t } = current.current;
    const dialog = modal.confirm({
      title: t('multiStepForm.leave.title'),
      content: t('multiStepForm.leave.text'),
      okText: t('multiStepForm.leave.ok'),
      cancelText: t('multiStepForm.leave.stay'),
      okButtonProps: { danger: true },
      onOk: () => current.current.blocker.proceed?.(),
      onCancel: () => current.current.blocker.reset?.(),
    });
    return () => dialog.destroy();
  }, [blocker.state]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!armed.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const release = useCallback(() => {
    armed.current = false;
  }, []);
  const restore = useCallback(() => {
    armed.current = latest.current;
  }, []);
  return { release, restore };
}
