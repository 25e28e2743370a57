import AppContext from 'antd/es/app/context';
import type { MessageInstance, MessageType } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Feedback } from './use-feedback';

const FeedbackHolder = lazy(() => import('./feedback-holder'));

type ModalHandle = ReturnType<ModalApi['confirm']>;

/**
 * Stand-ins with the APIs of `App.useApp()` whose calls wait for the real ones (`ready`): a call made before
 * the holder has loaded is made as soon as it has, and what it returns (a message's close function and
 * promise, a dialog's destroy, update and promise) acts on the real one then.
 */
function deferredApis(ready: Promise<Feedback>, onCall: () => void): Feedback {
  const later = <T,>(call: (apis: Feedback) => T) => {
    onCall();
    return ready.then((apis) => ({ value: call(apis) }));
  };

  const messageCall = (call: (m: MessageInstance) => MessageType) => (): MessageType => {
    const real = later((apis) => call(apis.message));
    const close = (() => void real.then(({ value }) => value())) as MessageType;
    close.then = (onDone, onFailed) =>
      real.then(({ value }) => new Promise<boolean>((resolve) => value.then(resolve))).then(onDone, onFailed);
    return close;
  };
  const message: MessageInstance = {
    open: (args) => messageCall((m) => m.open(args))(),
    info: (...args) => messageCall((m) => m.info(...args))(),
    success: (...args) => messageCall((m) => m.success(...args))(),
    error: (...args) => messageCall((m) => m.error(...args))(),
    warning: (...args) => messageCall((m) => m.warning(...args))(),
    loading: (...args) => messageCall((m) => m.loading(...args))(),
    destroy: (key) => void later((apis) => apis.message.destroy(key)),
  };

  const modalCall =
    (kind: keyof ModalApi) =>
    (...args: Parameters<ModalApi['confirm']>): ModalHandle => {
      let destroyed = false;
      const real = later((apis) => (destroyed ? undefined : apis.modal[kind](...args)));
      return {
        destroy: () => {
          destroyed = true;
          void real.then(({ value }) => value?.destroy());
        },
        update: (config) => void real.then(({ value }) => value?.update(config)),
        then: (onDone, onFailed) =>
          real
            .then(({ value }) => (value ? new Promise<boolean>((resolve) => void value.then(resolve, () => resolve(false))) : false))
            .then(onDone, (err: unknown) => {
              onFailed();
              throw err;
            }),
      };
    };
  const modal: ModalApi = {
    info: modalCall('info'),
    success: modalCall('success'),
    error: modalCall('error'),
    warning: modalCall('warning'),
    confirm: modalCall('confirm'),
  };

  const notificationCall =
    (kind: Exclude<keyof NotificationInstance, 'destroy'>) =>
    (...args: Parameters<NotificationInstance['open']>) =>
      void later((apis) => apis.notification[kind](...args));
  const notification: NotificationInstance = {
    open: notificationCall('open'),
    info: notificationCall('info'),
    success: notificationCall('success'),
    error: notificationCall('error'),
    warning: notificationCall('warning'),
    destroy: (key) => void later((apis) => apis.notification.destroy(key)),
  };
  return { message, modal, notification };
}

/** The stand-ins, and how the holder hands over the real APIs. */
function createGate(onCall: () => void) {
  let handOver: (apis: Feedback) => void = () => undefined;
  const ready = new Promise<Feedback>((resolve) => {
    handOver = resolve;
  });
  return { apis: deferredApis(ready, onCall), resolve: (apis: Feedback) => handOver(apis) };
}

/** How long after start-up the holder loads by itself when nothing has asked for it. */
const PRELOAD_AFTER_MS = 1000;

/**
 * What Ant Design's `<App>` gave every screen (`App.useApp()`: message, modal, notification), with its
 * code out of the first load (decision 051): the hooks and their holders are a lazily loaded chunk,
 * fetched at the first call or, at the latest, shortly after start-up (so that a message can still show
 * when the network goes away later). Also the text style Ant Design's App set on its wrapper.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  // The first call asks for the holder.
  const [gate] = useState(() => createGate(() => setWanted(true)));
  useEffect(() => {
    const timer = setTimeout(() => setWanted(true), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <AppContext.Provider value={gate.apis}>
      <div className="portal-app">{children}</div>
      {wanted && (
        <Suspense fallback={null}>
          <FeedbackHolder onReady={gate.resolve} />
        </Suspense>
      )}
    </AppContext.Provider>
  );
}
