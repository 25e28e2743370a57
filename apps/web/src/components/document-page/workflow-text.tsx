import type { TStateTone, TText, WorkflowDeclaration } from '@portal/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../status-tag';

/** The kit's status tone for each tone a workflow declaration gives its states. */
export const STATE_TONE: Record<TStateTone, StatusTone> = {
  default: 'grey',
  processing: 'blue',
  success: 'green',
  warning: 'gold',
  error: 'red',
};

/** Picks a declaration's text (`{ ko, en }`) in the interface language. */
export function useDeclarationText(): (text: TText) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((text: TText) => (lang === 'en' ? text.en : text.ko), [lang]);
}

/** The label of a state in the interface language (the state's own name when the declaration lacks it). */
export function useStateLabel(declaration: WorkflowDeclaration): (state: string) => string {
  const text = useDeclarationText();
  return useCallback((state: string) => (declaration.states[state] ? text(declaration.states[state].label) : state), [declaration, text]);
}

/** The status tag of a request: the state's label and tone from the declaration. */
export function WorkflowStatusTag({ declaration, state }: { declaration: WorkflowDeclaration; state: string }) {
  const label = useStateLabel(declaration);
  const tone = declaration.states[state]?.tone ?? 'default';
  return <StatusTag tone={STATE_TONE[tone]}>{label(state)}</StatusTag>;
}
