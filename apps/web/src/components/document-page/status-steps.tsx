import type { WorkflowDeclaration } from '@portal/contract';
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/es/icons/ExclamationCircleFilled';
import MinusCircleFilled from '@ant-design/icons/es/icons/MinusCircleFilled';
import Grid from 'antd/es/grid';
import Steps from 'antd/es/steps';
import { useTranslation } from 'react-i18next';
import { useDeclarationText, WorkflowStatusTag } from './workflow-text';
import './document-page.css';

/** The states of a declaration that have a step, in step order. */
export function stepStates(declaration: WorkflowDeclaration): string[] {
  return Object.keys(declaration.states)
    .filter((s) => declaration.states[s].step !== undefined)
    .sort((a, b) => declaration.states[a].step! - declaration.states[b].step!);
}

/**
 * The step a request stands on: its state when the state has a step; else (returned, cancelled, ...) the
 * last state with a step it left, read from its history (newest first by version, `fromState`); else the
 * earliest step an action into the state starts from; else the first step.
 */
export function stepStateOf(
  declaration: WorkflowDeclaration,
  state: string,
  history: readonly { versionNo: number; fromState: string | null }[] = [],
): string | undefined {
  const steps = stepStates(declaration);
  if (declaration.states[state]?.step !== undefined) return state;
  const newestFirst = [...history].sort((a, b) => b.versionNo - a.versionNo);
  for (const entry of newestFirst) if (entry.fromState && steps.includes(entry.fromState)) return entry.fromState;
  const sources = Object.values(declaration.actions)
    .filter((a) => a.to === state)
    .flatMap((a) => a.from)
    .filter((s) => steps.includes(s))
    .sort((a, b) => declaration.states[a].step! - declaration.states[b].step!);
  return sources[0] ?? steps[0];
}

/**
 * The progress of a request as steps (AntD Steps) from the declaration's states that have a `step`, the
 * current one marked. A state without a step (returned, reconfirmation requested, cancelled) is shown as a
 * status on the step where the request stood (`stoodAt`, e.g. `stepStateOf(declaration, state, history)`),
 * in its own tone, never hidden. Horizontal from 576 px, vertical below.
 */
export function StatusSteps({ declaration, state, stoodAt }: { declaration: WorkflowDeclaration; state: string; stoodAt?: string }) {
  const { t } = useTranslation('components');
  const text = useDeclarationText();
  const screens = Grid.useBreakpoint();
  const steps = stepStates(declaration);
  if (!steps.length) return null;
  const onStep = declaration.states[state]?.step !== undefined;
  const at = onStep ? state : (stoodAt ?? stepStateOf(declaration, state));
  const current = Math.max(0, steps.indexOf(at ?? steps[0]));
  const final = !!declaration.states[state]?.final;
  const tone = declaration.states[state]?.tone ?? 'default';
  const offIcon =
    tone === 'error' ? (
      <CloseCircleFilled aria-hidden className="doc-step-icon doc-step-icon-error" />
    ) : tone === 'warning' ? (
      <ExclamationCircleFilled aria-hidden className="doc-step-icon doc-step-icon-warning" />
    ) : (
      <MinusCircleFilled aria-hidden className="doc-step-icon doc-step-icon-default" />
    );

  const items = steps.map((s, i) => {
    const isCurrent = i === current;
    const status: 'wait' | 'process' | 'finish' | 'error' =
      i < current || (isCurrent && onStep && final)
        ? 'finish'
        : isCurrent
          ? onStep
            ? 'process'
            : tone === 'error'
              ? 'error'
              : 'process'
          : 'wait';
    return {
      key: s,
      status,
      title: (
        <>
          {text(declaration.states[s].label)}
          {isCurrent && <span className="sr-only"> ({t('documentPage.currentStep')})</span>}
        </>
      ),
      icon: isCurrent && !onStep ? offIcon : undefined,
      content: isCurrent && !onStep ? <WorkflowStatusTag declaration={declaration} state={state} /> : undefined,
    };
  });

  return (
    <div className="doc-steps" role="group" aria-label={t('documentPage.steps')}>
      <Steps
        current={current}
        items={items}
        orientation={screens.sm ? 'horizontal' : 'vertical'}
        size={screens.sm ? undefined : 'small'}
        responsive={false}
      />
    </div>
  );
}
