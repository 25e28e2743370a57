import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import { ORDER_WORKFLOW, type TOrderDetail, type TOrderRequestType } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../../../components/feedback/use-feedback';
import Form, { type FormInstance } from 'antd/es/form';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useConfirmSend } from '../../../components/document-page';
import { FeePanel } from '../../../components/fee-panel';
import { MultiStepForm, type TDraftOption } from '../../../components/multi-step-form';
import { useRoles } from '../../../components/use-roles';
import { PageFrame } from '../../../components/page-frame';
import { useUploadGate } from '../../../components/upload/use-upload-gate';
import { ApiError } from '../../../lib/api';
import { formatDate, formatDateTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useActOnOrder, useCreateOrder, useUpdateOrder } from '../api/orders';
import { useContract } from '../../../lib/calls/contracts';
import { getOrder, useOrder } from '../../../lib/calls/orders';
import {
  emptyOrderValues,
  fieldOfRefusal,
  namePathOf,
  orderFeeChange,
  toOrderForm,
  valuesFromContract,
  valuesFromOrder,
  type OrderFormValues,
} from '../components/order-form-model';
import { withMemberContact } from '../components/member-contact';
import { OrderFormContext, type OrderFormSettings, type ServerIssue } from '../components/order-form-rules';
import { MISSING_DECLARATION, MissingDeclarationNotice } from '../components/missing-declaration';
import { asRequestType } from '../components/order-parts';
import { orderSteps } from '../components/order-steps';
import '../orders.css';
import { PolicyHoldBanner } from '../../../components/policy-hold-banner';

const FORM_NAME = 'order';

/** Waits until the form's main button no longer spins (the kit's submission has ended), then presses it again. */
function pressAgainWhenIdle() {
  const started = Date.now();
  const tick = () => {
    const el = document.getElementById(FORM_NAME) as HTMLFormElement | null;
    if (!el) return;
    if (el.querySelector('.msf-actions .ant-btn-loading') && Date.now() - started < 3000) {
      setTimeout(tick, 50);
      return;
    }
    el.requestSubmit();
  };
  setTimeout(tick, 0);
}

const idParam = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/**
 * The order form in steps (the kit's MultiStepForm). The order is created on the server as a draft at the first save
 * (createOrder) and saved again at every later one (updateOrder): the kit saves its snapshot of the step input when
 * moving between steps and on "Save draft", and the order is saved on the server at exactly those moments (the kit
 * asks for the draft's data then). Submitting saves, then takes the workflow's submit (or resubmit); a refusal of the
 * server lands on its field, on its step.
 */
function OrderForm({
  initial,
  existing,
  snapshotKey,
  contractLocked,
  contractLabel,
}: {
  initial: OrderFormValues;
  existing: TOrderDetail | null;
  snapshotKey: string;
  contractLocked: boolean;
  contractLabel?: string;
}) {
  const { t } = useTranslation('orders');
  const lang = currentLanguage();
  const { message } = useFeedback();
  const confirmSend = useConfirmSend();
  const navigate = useNavigate();
  const [form] = Form.useForm<OrderFormValues>();
  const create = useCreateOrder();
  const update = useUpdateOrder();
  // Through a mutation: the notifications bell reads again after it (it listens to the mutation cache).
  const act = useActOnOrder();
  const gate = useUploadGate();
  const watchedType = Form.useWatch<TOrderRequestType>('requestType', form);
  const requestType = watchedType ?? initial.requestType;
  // Every field of every step (a step not shown keeps its values): the fee panel estimates the whole draft.
  const watchedValues = Form.useWatch((v: OrderFormValues) => v, { form, preserve: true });
  const feeChange = useMemo(() => orderFeeChange(watchedValues ?? initial), [watchedValues, initial]);
  const { isProvider } = useRoles();
  const [saved, setSaved] = useState<TOrderDetail | null>(existing);
  /** The last save on the server in this visit (the note under the title). */
  const [lastSave, setLastSave] = useState<{ number: string; created: boolean; at: string } | null>(null);
  const savedRef = useRef<TOrderDetail | null>(existing);
  const [missing, setMissing] = useState<{ orderId: number; message: string } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serverIssues = useRef(new Map<string, ServerIssue>());
  const today = formatDate(new Date().toISOString());
  const settings: OrderFormSettings = useMemo(
    () => ({ checks: true, today, lang, serverIssues, typeLocked: Boolean(saved) || contractLocked }),
    [today, lang, saved, contractLocked],
  );

  /** Saves on the server, one save after the other: the first creates the draft, the later ones update it. */
  const persist = useCallback(
    (values: OrderFormValues): Promise<TOrderDetail> => {
      const run = async () => {
        const known = savedRef.current;
        const id = known?.orderId ?? values.orderId ?? null;
        let result: TOrderDetail;
        if (!id) result = await create.mutateAsync({ requestType: values.requestType, form: toOrderForm(values) });
        else {
          const version = known && known.orderId === id ? known.version : (await getOrder(id)).version;
          result = await update.mutateAsync({ orderId: id, body: { version, form: toOrderForm(values) } });
        }
        savedRef.current = result;
        setSaved(result);
        setLastSave({ number: result.orderNumber, created: !id, at: new Date().toISOString() });
        if (form.getFieldValue('orderId') !== result.orderId) form.setFieldValue('orderId', result.orderId);
        return result;
      };
      const next = queue.current.then(run, run);
      queue.current = next.catch(() => undefined);
      return next;
    },
    [create, update, form],
  );

  /**
   * One draft store: the order itself, saved on the server as a draft at every save, holds the form and its
   * files (attached to the order). The kit's snapshot only remembers the step and values to offer back, and claims no
   * file: a file attached to the order is not "attached elsewhere" to the snapshot (it answered 409 on every save after
   * an attachment). A snapshot whose order is no longer an editable draft is dropped, never offered back.
   */
  const draft: TDraftOption<OrderFormValues> = {
    snapshotType: 'ORDER_DRAFT',
    snapshotKey,
    title: saved?.orderNumber ?? existing?.orderNumber ?? t('write.draftTitle'),
    // Every save of the draft keeps the order on the server as a draft too (the kit shows a failure).
    onSave: async (values) => {
      await persist(values);
    },
    stillOpen: async (data) => {
      const id = typeof data.orderId === 'number' ? data.orderId : null;
      if (!id) return true;
      try {
        const order = await getOrder(id);
        return order.mayEdit && (order.state === 'DRAFT' || order.orderId === existing?.orderId);
      } catch {
        return false;
      }
    },
  };

  /** A refusal of the server on its field: kept there until the field changes; the form goes to its step. */
  const refuse = (err: ApiError, values: OrderFormValues): boolean => {
    const orderId = values.orderId ?? saved?.orderId;
    if (err.errorCode === MISSING_DECLARATION && orderId) setMissing({ orderId, message: err.message });
    const field = fieldOfRefusal(err.errorCode, err.message, values, today, lang);
    if (!field) return false;
    const name = namePathOf(field);
    const untyped = form as unknown as FormInstance;
    serverIssues.current.set(field, { message: err.message, value: JSON.stringify(untyped.getFieldValue(name) ?? null) });
    untyped.setFields([{ name, errors: [err.message] }]);
    pressAgainWhenIdle();
    return true;
  };

  const submit = async (values: OrderFormValues): Promise<void | false> => {
    if (gate.blocker) {
      void message.error(gate.blocker);
      return false;
    }
    // Asked once the form's checks passed, before anything is sent (cancelled: nothing saved, the form stays).
    const again = !!existing && existing.state !== 'DRAFT';
    const sending = ORDER_WORKFLOW.actions[again ? 'resubmit' : 'submit'];
    if (!(await confirmSend({ label: t(again ? 'write.resubmit' : 'write.submit'), confirm: sending.confirm }))) return false;
    let order: TOrderDetail;
    try {
      order = await persist(values);
    } catch (err) {
      if (err instanceof ApiError && refuse(err, values)) return false;
      throw err;
    }
    const action = order.allowedActions.includes('submit') ? 'submit' : order.allowedActions.includes('resubmit') ? 'resubmit' : null;
    if (!action) throw new ApiError(409, 'WFL1N4092', t('write.cannotSubmit'));
    try {
      const done = await act.mutateAsync({ orderId: order.orderId, action, body: { version: order.version } });
      void message.success(ORDER_WORKFLOW.actions[action].success[lang]);
      navigate(`/order/${done.orderId}/order-detail`, { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        // The order was saved: a stale copy is read again before the next try.
        savedRef.current = null;
        if (refuse(err, values)) return false;
      }
      throw err;
    }
  };

  const steps = orderSteps(t, requestType, { contractLocked, contractLabel, onUploadStatus: gate.onStatusChange });
  const resubmit = existing && existing.state !== 'DRAFT';
  return (
    <OrderFormContext.Provider value={settings}>
      <PolicyHoldBanner />
      <p className="order-saved-note" role="status">
        {lastSave &&
          t(lastSave.created ? 'write.savedAs' : 'write.savedTo', {
            number: lastSave.number,
            time: formatDateTime(lastSave.at).slice(11),
          })}
      </p>
      <MultiStepForm<OrderFormValues>
        form={form}
        name={FORM_NAME}
        steps={steps}
        initialValues={initial}
        draft={draft}
        onSubmit={submit}
        submitText={resubmit ? t('write.resubmit') : t('write.submit')}
      />
      <FeePanel change={feeChange} who={{ visitor: false, companyId: isProvider ? saved?.companyId : undefined }} />
      {missing && <MissingDeclarationNotice orderId={missing.orderId} message={missing.message} />}
      {gate.blocker && (
        <p className="upload-gate" role="status">
          {gate.blocker}
        </p>
      )}
    </OrderFormContext.Provider>
  );
}

/**
 * Writing an order (P3002, `/order/order-write`, also `?requestType=CHANGE|TERMINATION&contractId=N` from a contract,
 * pre-filled with its current products) and changing one (P3004, `/order/:orderId/order-change`: a draft, or an
 * order returned or sent back for reconfirmation, with the latest reason shown first).
 */
export default function OrderWritePage() {
  const { t } = useTranslation('orders');
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const editing = orderId !== undefined;
  const editId = editing ? idParam(orderId) : null;
  const requestType = asRequestType(params.get('requestType')) ?? 'NEW';
  const contractId = !editing && requestType !== 'NEW' ? idParam(params.get('contractId')) : null;
  const order = useOrder(editId);
  const contract = useContract(contractId);
  const today = formatDate(new Date().toISOString());
  const lang = currentLanguage();
  const { user } = useSession();

  if (editing && !editId) return <Navigate to="/404" replace />;
  const title = editing
    ? t('write.changeTitle', { number: order.data?.orderNumber ?? '' })
    : requestType === 'CHANGE'
      ? t('write.changeContractTitle')
      : requestType === 'TERMINATION'
        ? t('write.terminateContractTitle')
        : t('write.newTitle');
  const back = (
    <Link to={editId ? `/order/${editId}/order-detail` : '/order/order-list'} className="shell-button shell-button-ghost">
      <UnorderedListOutlined aria-hidden /> <span>{editId ? t('write.toDetail') : t('detail.toList')}</span>
    </Link>
  );
  const pending = (editing && order.isPending) || (contractId !== null && contract.isPending);
  const failed = (editing && order.isError) || (contractId !== null && contract.isError);
  if (pending)
    return (
      <PageFrame title={title}>
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('write.loading')}</span>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </PageFrame>
    );
  if (failed) {
    const err = editing ? order.error : contract.error;
    return (
      <PageFrame title={title} actions={back}>
        <Result
          status="warning"
          title={<p className="order-result-title">{err instanceof ApiError ? err.message : t('write.loadFailed')}</p>}
        />
      </PageFrame>
    );
  }
  const existing = editing ? (order.data ?? null) : null;
  if (existing && !existing.mayEdit)
    return (
      <PageFrame title={title} actions={back}>
        <Result status="info" title={<p className="order-result-title">{t('write.notEditable')}</p>} />
      </PageFrame>
    );
  const initial = existing
    ? valuesFromOrder(existing)
    : withMemberContact(
        contract.data ? valuesFromContract(requestType, contract.data, today) : emptyOrderValues(requestType, contractId),
        user,
      );
  const reason = existing && (existing.state === 'RETURNED' || existing.state === 'RECONFIRM') ? existing.lastReason : null;
  return (
    <PageFrame title={title} lead={t('write.lead')} actions={back}>
      {reason && existing && (
        <Alert
          type="warning"
          showIcon
          className="order-reason"
          title={t('detail.reasonTitle', { state: ORDER_WORKFLOW.states[existing.state].label[lang] })}
          description={<span className="order-pre">{reason}</span>}
        />
      )}
      {contract.data && (
        <p className="order-contract-note">
          {t('write.forContract', { name: contract.data.contractName, number: contract.data.contractNumber })}
        </p>
      )}
      <OrderForm
        key={existing ? `order-${existing.orderId}` : `new-${requestType}-${contractId ?? ''}`}
        initial={initial}
        existing={existing}
        snapshotKey={existing ? `order-${existing.orderId}` : `new-${requestType}-${contractId ?? 'none'}`}
        contractLocked={contractId !== null || Boolean(existing)}
        contractLabel={
          contract.data ? `${contract.data.contractName} (${contract.data.contractNumber})` : (existing?.contractNumber ?? undefined)
        }
      />
    </PageFrame>
  );
}
