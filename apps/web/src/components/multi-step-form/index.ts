/** The multi-step form with its draft kept as a snapshot, and the guard before leaving unsaved work. */
export { MultiStepForm, type TDraftOption, type TFormStep } from './multi-step-form';
export { useLeaveGuard } from './use-leave-guard';
