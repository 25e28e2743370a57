import { formatKoreaDateTime } from '@portal/contract';
import Alert from 'antd/es/alert';
import { useFeedback } from '../feedback/use-feedback';
import Button from 'antd/es/button';
import Form, { type FormInstance } from 'antd/es/form';
import type { NamePath } from 'antd/es/form/interface';
import Grid from 'antd/es/grid';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Steps from 'antd/es/steps';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { deleteSnapshot } from './api/delete-snapshot';
import { getSnapshot } from './api/get-snapshot';
import { saveSnapshot } from './api/save-snapshot';
import { searchSnapshots } from './api/search-snapshots';
import { useLeaveGuard } from './use-leave-guard';
import './multi-step-form.css';

/** One step of a multi-step form: its title, the fields Next validates (a list's name covers its items), its content. */
export interface TFormStep {
  key: string;
  title: string;
  fields: readonly NamePath[];
  content: ReactNode;
}

/**
 * Where a multi-step form keeps its draft: a USER snapshot of `snapshotType` and `snapshotKey` (e.g.
 * ORDER_DRAFT and "new"). `toData` and `fromData` turn the values into JSON and back (dates, for
 * instance); `fileUUIDs` names the uploaded files the draft holds, kept while it exists. `onSave` runs at every
 * save of the draft, before the snapshot (e.g. a feature that also keeps its record on the server as a draft); a
 * failure is shown to the writer and the snapshot is still kept.
 */
export interface TDraftOption<V> {
  snapshotType: string;
  snapshotKey: string;
  title?: string;
  toData?: (values: V) => Record<string, unknown>;
  fromData?: (data: Record<string, unknown>) => Partial<V>;
  fileUUIDs?: (values: V) => string[];
  onSave?: (values: V) => Promise<void>;
  /**
   * Whether a found draft may still be continued (e.g. the record it saved on the server is still a draft). A draft
   * that may not is deleted and never offered: continuing it would bring back what was already submitted.
   */
  stillOpen?: (data: Record<string, unknown>, signal: AbortSignal) => Promise<boolean>;
}

/** What a draft holds: the step the writer was on and the values. */
interface DraftData {
  step?: unknown;
  values?: unknown;
}

interface FoundDraft {
  snapshotsId: number;
  savedAt: string;
  data: DraftData;
}

const namePathOf = (name: NamePath): (string | number)[] => (Array.isArray(name) ? [...name] : [name as string | number]);
const startsWith = (path: (string | number)[], prefix: (string | number)[]) =>
  prefix.length <= path.length && prefix.every((part, i) => String(part) === String(path[i]));
/** "14:30 KST": the time of a moment in Korea. */
const koreaTime = (iso: string) => formatKoreaDateTime(iso).slice(11);

/**
 * A form in steps (AntD Form and Steps). Next validates only the current step's `fields` and, when one
 * is wrong, scrolls to it below the sticky top bar and focuses it; Previous (and a click on an earlier
 * step) never validates; the last step's button (`submitText`) validates everything, going back to the
 * step of the first wrong field, then calls `onSubmit(values)` (resolve when submitted; resolve `false`
 * when the page has shown why it did not; a thrown ApiError's message is shown above the buttons). Every
 * step stays mounted, so values are kept across steps. With `draft`, the values are kept as a snapshot:
 * saved when moving between steps and by "Save draft" (the time shown), offered back on opening ("continue"
 * or "start over", which deletes it after a confirmation) and deleted after a successful submit. Leaving
 * with unsaved changes asks first (useLeaveGuard). Enter in a field presses the step's main button.
 */
export function MultiStepForm<V extends object>({
  form,
  steps,
  onSubmit,
  draft,
  name,
  initialValues,
  submitText,
}: {
  form: FormInstance<V>;
  steps: readonly TFormStep[];
  onSubmit: (values: V) => Promise<void | false>;
  draft?: TDraftOption<V>;
  name?: string;
  initialValues?: Partial<V>;
  submitText?: string;
}) {
  const { t } = useTranslation('components');
  const { message, modal } = useFeedback();
  const screens = Grid.useBreakpoint();
  const headingId = useId();
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const [moved, setMoved] = useState(false);
  const [scrollTo, setScrollTo] = useState<NamePath | null>(null);
  const [changeNo, setChangeNo] = useState(0);
  const [savedNo, setSavedNo] = useState(0);
  const [checking, setChecking] = useState(!!draft);
  const [found, setFound] = useState<FoundDraft | null>(null);
  const [draftId, setDraftId] = useState<number | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  /** The change a save under way covers (-1: none): leaving then loses nothing (the save goes on in the background). */
  const [savingNo, setSavingNo] = useState(-1);
  const dirty = changeNo !== savedNo;
  const guard = useLeaveGuard(dirty && changeNo !== savingNo);
  // What a save reads at its end: the latest change number, whether a save runs, and a step asked for meanwhile.
  const changeRef = useRef(0);
  const savingRef = useRef(false);
  const queuedRef = useRef<number | null>(null);
  const last = current === steps.length - 1;
  const snapshotType = draft?.snapshotType;
  const snapshotKey = draft?.snapshotKey;

  const stillOpenRef = useRef(draft?.stillOpen);
  useLayoutEffect(() => {
    stillOpenRef.current = draft?.stillOpen;
  });
  // On opening: is there a draft to offer back?
  useEffect(() => {
    if (!snapshotType || !snapshotKey) return;
    const abort = new AbortController();
    (async () => {
      try {
        const page = await searchSnapshots({ snapshotType, snapshotKey, scope: 'USER', pageNumber: 1, pageSize: 10 }, abort.signal);
        const head = page.items.find((s) => s.snapshotKey === snapshotKey);
        if (head) {
          const snapshot = await getSnapshot(head.snapshotsId, abort.signal);
          const data = snapshot.data as DraftData;
          const values = (data.values ?? {}) as Record<string, unknown>;
          if (stillOpenRef.current && !(await stillOpenRef.current(values, abort.signal)))
            await deleteSnapshot(snapshot.snapshotsId).catch(() => undefined);
          else setFound({ snapshotsId: snapshot.snapshotsId, savedAt: snapshot.updatedAt, data });
        }
      } catch (err) {
        if ((err as Error).name === 'AbortError') return;
        void message.warning(t('multiStepForm.draft.loadFailed'));
      }
      setChecking(false);
    })();
    return () => abort.abort();
  }, [snapshotType, snapshotKey, message, t]);

  // After moving to another step: its heading takes the focus (and comes into view below the top bar).
  useEffect(() => {
    if (moved) headings.current[current]?.focus();
  }, [current, moved]);

  // After going back to the step of a wrong field: scroll to it once the step is shown.
  useEffect(() => {
    if (!scrollTo) return;
    form.scrollToField(scrollTo, { focus: true });
    setScrollTo(null);
  }, [scrollTo, form]);

  const stepOf = useCallback(
    (field: NamePath) => {
      const path = namePathOf(field);
      const i = steps.findIndex((s) => s.fields.some((f) => startsWith(path, namePathOf(f))));
      return i < 0 ? current : i;
    },
    [steps, current],
  );

  const save = async (step: number): Promise<void> => {
    if (!draft) return;
    // One save at a time, in order: a save asked for while one runs follows it (a slow answer never drops the
    // changes made meanwhile, nor saves them out of order).
    if (savingRef.current) {
      queuedRef.current = step;
      return;
    }
    savingRef.current = true;
    const at = changeRef.current;
    const values = form.getFieldsValue(true) as V;
    setSaving(true);
    setSavingNo(at);
    try {
      if (draft.onSave)
        await draft.onSave(values).catch((err: unknown) => {
          void message.error(err instanceof ApiError && err.message ? err.message : t('multiStepForm.saveFailed'));
        });
      const saved = await saveSnapshot({
        snapshotType: draft.snapshotType,
        snapshotKey: draft.snapshotKey,
        scope: 'USER',
        title: draft.title,
        data: { step, values: draft.toData ? draft.toData(values) : values },
        fileUUIDs: draft.fileUUIDs?.(values),
      });
      setDraftId(saved.snapshotsId);
      setSavedAt(saved.updatedAt);
      setSavedNo(at);
    } catch (err) {
      void message.error(err instanceof ApiError && err.message ? err.message : t('multiStepForm.saveFailed'));
    } finally {
      savingRef.current = false;
      setSaving(false);
      setSavingNo(-1);
      const queued = queuedRef.current;
      queuedRef.current = null;
      if (queued !== null && changeRef.current !== at) void saveRef.current(queued);
    }
  };
  const saveRef = useRef(save);
  useLayoutEffect(() => {
    saveRef.current = save;
  });

  const go = (step: number) => {
    setInvalid(false);
    setError(null);
    setMoved(true);
    setCurrent(step);
    if (draft && dirty) void save(step);
  };

  const next = async () => {
    try {
      await form.validateFields(steps[current].fields as NamePath[], { recursive: true });
    } catch (err) {
      const first = (err as { errorFields?: { name: NamePath }[] }).errorFields?.[0];
      setInvalid(true);
      if (first) form.scrollToField(first.name, { focus: true });
      return;
    }
    go(current + 1);
  };

  const submit = async () => {
    try {
      await form.validateFields();
    } catch (err) {
      const first = (err as { errorFields?: { name: NamePath }[] }).errorFields?.[0];
      setInvalid(true);
      if (first) {
        const step = stepOf(first.name);
        if (step !== current) setCurrent(step);
        setScrollTo(first.name);
      }
      return;
    }
    setInvalid(false);
    setError(null);
    setSubmitting(true);
    guard.release();
    try {
      const done = await onSubmit(form.getFieldsValue(true) as V);
      if (done === false) {
        guard.restore();
        return;
      }
      setSavedNo(changeNo);
      if (draftId !== null) void deleteSnapshot(draftId).catch(() => undefined);
    } catch (err) {
      guard.restore();
      setError(err instanceof ApiError && err.message ? err.message : t('multiStepForm.submitFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  const continueDraft = () => {
    if (!found) return;
    const raw = (found.data.values ?? {}) as Record<string, unknown>;
    form.setFieldsValue((draft?.fromData ? draft.fromData(raw) : raw) as Parameters<typeof form.setFieldsValue>[0]);
    const step = Number(found.data.step);
    setCurrent(Number.isInteger(step) ? Math.min(Math.max(step, 0), steps.length - 1) : 0);
    setDraftId(found.snapshotsId);
    setSavedAt(found.savedAt);
    setFound(null);
  };

  const startOver = () => {
    if (!found) return;
    modal.confirm({
      title: t('multiStepForm.draft.confirmTitle'),
      content: t('multiStepForm.draft.confirmText'),
      okText: t('multiStepForm.draft.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await deleteSnapshot(found.snapshotsId);
          setFound(null);
          setDraftId(null);
          setSavedAt(null);
        } catch (err) {
          void message.error(err instanceof ApiError && err.message ? err.message : t('multiStepForm.draft.deleteFailed'));
        }
      },
    });
  };

  if (checking)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('multiStepForm.checking')}</span>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );

  const step = steps[current];
  return (
    <div className="msf">
      {screens.sm ? (
        <div role="group" aria-label={t('multiStepForm.steps')} className="msf-steps">
          <Steps
            current={current}
            size="small"
            responsive={false}
            onChange={(i) => i < current && go(i)}
            items={steps.map((s, i) => ({ key: s.key, title: s.title, disabled: i > current }))}
          />
        </div>
      ) : (
        <p className="msf-step-of">{t('multiStepForm.stepOf', { current: current + 1, total: steps.length, title: step.title })}</p>
      )}
      <div
        onSubmitCapture={(e) => {
          // Enter in a field (and the main button) moves on or submits, through the step's own checks.
          e.preventDefault();
          e.stopPropagation();
          if (!submitting) void (last ? submit() : next());
        }}
      >
        <Form
          form={form}
          layout="vertical"
          name={name}
          initialValues={initialValues}
          onValuesChange={() => {
            changeRef.current += 1;
            setChangeNo(changeRef.current);
          }}
          onFieldsChange={() => {
            // The summary follows the fields: once every marked field is fixed it goes (it never outlives its errors).
            if (invalid && !form.getFieldsError().some((f) => f.errors.length > 0)) setInvalid(false);
          }}
          className="ws-form msf-form"
        >
          {steps.map((s, i) => (
            <section key={s.key} hidden={i !== current} aria-labelledby={`${headingId}-${i}`} className="msf-step">
              <h2
                id={`${headingId}-${i}`}
                className="ws-section-title msf-step-title"
                tabIndex={-1}
                ref={(el) => {
                  headings.current[i] = el;
                }}
              >
                {s.title}
              </h2>
              {s.content}
            </section>
          ))}
          {invalid && (
            <p className="msf-invalid" role="alert">
              {t('multiStepForm.checkFields')}
            </p>
          )}
          {error && <Alert type="error" showIcon title={error} className="ws-alert" role="alert" />}
          <div className="ws-form-actions msf-actions">
            {draft && (
              <span className="msf-saved" role="status">
                {savedAt ? t('multiStepForm.savedAt', { time: koreaTime(savedAt) }) : ''}
              </span>
            )}
            {draft && (
              <Button onClick={() => void save(current)} loading={saving}>
                {t('multiStepForm.saveDraft')}
              </Button>
            )}
            {current > 0 && <Button onClick={() => go(current - 1)}>{t('multiStepForm.previous')}</Button>}
            <Button type="primary" htmlType="submit" loading={submitting}>
              {last ? (submitText ?? t('multiStepForm.submit')) : t('multiStepForm.next')}
            </Button>
          </div>
        </Form>
      </div>
      <Modal
        open={!!found}
        title={t('multiStepForm.draft.title')}
        closable={false}
        mask={{ closable: false }}
        keyboard={false}
        footer={[
          <Button key="over" onClick={startOver}>
            {t('multiStepForm.draft.startOver')}
          </Button>,
          <Button key="continue" type="primary" onClick={continueDraft}>
            {t('multiStepForm.draft.continue')}
          </Button>,
        ]}
      >
        {found && <p>{t('multiStepForm.draft.text', { time: formatKoreaDateTime(found.savedAt) })}</p>}
      </Modal>
    </div>
  );
}
