/**
 * The document page of a request: the page layout with its header, status steps, field
 * sections, attachments, history with what changed, version comparison and the action bar, all drawn
 * from a workflow declaration of the contract.
 */
export { ACTION_TEXT_MAX, ActionBar, type TActInput } from './action-bar';
export { useConfirmSend, type TSendText } from './confirm-send';
export { AttachmentList } from './attachment-list';
export { DocumentPage, type TDocumentMeta } from './document-page';
export { RequestDrawer } from './request-drawer';
export { EMPTY_VALUE, FieldGrid, FieldSection, type TFieldItem } from './field-section';
export { labelOfField, useFieldValue, useRoleName, type TFieldLabels, type TFormatValue } from './field-value';
export { ChangeList, HistoryTimeline, useActionLabel, type THistoryEntry } from './history-timeline';
export { PageLoadState } from './page-load-state';
export { ReasonBanner } from './reason-banner';
export { StatusSteps, stepStateOf, stepStates } from './status-steps';
export { VersionCompare } from './version-compare';
export { VersionHistory } from './version-history';
export { STATE_TONE, useDeclarationText, useStateLabel, WorkflowStatusTag } from './workflow-text';
