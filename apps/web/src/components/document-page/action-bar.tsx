import type { WorkflowDeclaration } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../feedback/use-feedback';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { useDeclarationText } from './workflow-text';
import './document-page.css';

/** Longest reason and memo of an action, in characters. */
export const ACTION_TEXT_MAX = 1000;

/** What an action bar hands to `onAct`: the reason and memo given (trimmed; absent when blank) and the version shown. */
export interface TActInput {
  reason?: string;
  memo?: string;
  version: number;
}

interface DialogValues {
  reason?: string;
  memo?: string;
}

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

/**
 * The buttons of a request's actions: exactly `allowedActions`, in the declaration's order, each with
 * the declaration's label and tone. Every press opens a confirmation with the declaration's `confirm`
 * text; an action whose reason is `required` or `optional` asks for it there (at most 1,000 characters)
 * with an optional memo. `onAct(action, { reason, memo, version })` does the call (make it `silent`: the
 * dialog shows the error itself); on success the declaration's `success` text is shown, on an API error
 * its message, and on 409 (someone acted first) a way to reload (`onReload`, else the page). `extra`
 * holds the page's other buttons (edit, print) in the same bar, after the link back to the list (`backHref`). On a phone the bar sticks to the bottom.
 * The memo is internal: the server hands it only to provider staff (engine `versions`), and the dialog says so. Pass
 * `askMemo={false}` where the one acting is not provider staff (a customer or the exchange), whose memo nobody would read.
 */
export function ActionBar({
  declaration,
  allowedActions,
  version,
  onAct,
  busy,
  onReload,
  backHref,
  extra,
  askMemo = true,
}: {
  declaration: WorkflowDeclaration;
  allowedActions: readonly string[];
  version: number;
  onAct: (action: string, input: TActInput) => Promise<void>;
  busy?: boolean;
  onReload?: () => void;
  /** The list the document was opened from: a link back to it, first in the bar. */
  backHref?: string;
  extra?: ReactNode;
  askMemo?: boolean;
}) {
  const { t } = useTranslation('components');
  const text = useDeclarationText();
  const { message } = useFeedback();
  const [form] = Form.useForm<DialogValues>();
  const [open, setOpen] = useState<string | null>(null);
  // The action the dialog shows: kept while the dialog closes, so its text does not vanish mid-animation.
  const [shown, setShown] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; stale: boolean } | null>(null);

  const names = Object.keys(declaration.actions).filter((name) => allowedActions.includes(name));
  if (!names.length && !extra && !backHref) return null;
  const action = shown ? declaration.actions[shown] : undefined;
  const asksReason = !!action && action.reason !== 'none';

  const start = (name: string) => {
    setFailure(null);
    setShown(name);
    setOpen(name);
  };
  const close = () => {
    if (pending) return;
    setOpen(null);
    setFailure(null);
  };
  const confirm = async () => {
    if (!open || !action) return;
    let values: DialogValues = {};
    if (asksReason) {
      try {
        values = await form.validateFields();
      } catch {
        return;
      }
    }
    const reason = values.reason?.trim() || undefined;
    const memo = values.memo?.trim() || undefined;
    setPending(true);
    setFailure(null);
    try {
      await onAct(open, { reason, memo, version });
      setOpen(null);
      void message.success(text(action.success));
    } catch (err) {
      const stale = err instanceof ApiError && err.status === 409;
      setFailure({ message: err instanceof ApiError && err.message ? err.message : t('documentPage.action.failed'), stale });
    } finally {
      setPending(false);
    }
  };
  const reload = () => {
    setOpen(null);
    setFailure(null);
    if (onReload) onReload();
    else window.location.reload();
  };
  const noNul = (_: unknown, value?: string) =>
    value && NUL.test(value) ? Promise.reject(new Error(t('documentPage.action.badCharacter'))) : Promise.resolve();

  return (
    <>
      <div className="doc-action-bar" role="group" aria-label={t('documentPage.action.bar')}>
        {backHref && (
          <Link to={backHref} className="shell-button shell-button-ghost">
            {t('documentPage.toList')}
          </Link>
        )}
        {extra}
        {names.map((name) => {
          const a = declaration.actions[name];
          return (
            <Button
              key={name}
              type={a.tone === 'primary' ? 'primary' : 'default'}
              danger={a.tone === 'danger'}
              loading={busy || (pending && open === name)}
              onClick={() => start(name)}
            >
              {text(a.label)}
            </Button>
          );
        })}
      </div>
      <Modal
        open={open !== null && !!action}
        title={action ? text(action.label) : undefined}
        okText={action ? text(action.label) : undefined}
        cancelText={t('common:action.cancel')}
        okButtonProps={{ danger: action?.tone === 'danger' }}
        confirmLoading={pending}
        onOk={() => void confirm()}
        onCancel={close}
        mask={{ closable: false }}
        destroyOnHidden
      >
        {action && <p className="doc-confirm">{text(action.confirm)}</p>}
        {asksReason && action && (
          <Form form={form} layout="vertical" name="workflow-action" preserve={false} requiredMark={action.reason === 'required'}>
            <Form.Item
              name="reason"
              label={t(action.reason === 'required' ? 'documentPage.action.reason' : 'documentPage.action.reasonOptional')}
              extra={t('documentPage.action.reasonHint')}
              rules={[
                { required: action.reason === 'required', whitespace: true, message: t('documentPage.action.reasonRequired') },
                { max: ACTION_TEXT_MAX, message: t('documentPage.action.tooLong', { max: ACTION_TEXT_MAX }) },
                { validator: noNul },
              ]}
            >
              <Input.TextArea rows={4} maxLength={ACTION_TEXT_MAX} showCount autoFocus />
            </Form.Item>
            {askMemo && (
              <Form.Item
                name="memo"
                label={t('documentPage.action.memo')}
                extra={t('documentPage.action.memoHint')}
                rules={[
                  { max: ACTION_TEXT_MAX, message: t('documentPage.action.tooLong', { max: ACTION_TEXT_MAX }) },
                  { validator: noNul },
                ]}
              >
                <Input.TextArea rows={2} maxLength={ACTION_TEXT_MAX} showCount />
              </Form.Item>
            )}
          </Form>
        )}
        {failure && (
          <Alert
            type="error"
            showIcon
            role="alert"
            className="doc-action-error"
            title={failure.message}
            action={
              failure.stale ? (
                <Button size="small" onClick={reload}>
                  {t('documentPage.action.reload')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Modal>
    </>
  );
}
