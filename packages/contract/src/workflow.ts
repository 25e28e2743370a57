import { ROLE } from './constants';

/**
 * The request workflow (design of record: "The request workflow"; decision 039). Every kind of request in
 * the business domain (order, suspension, declaration, report, correction, approval) declares here, and only
 * here, its states, its actions, the states each action starts from and leads to, the roles that may take
 * it, whether a reason is required, and the button, confirmation and success texts in both languages. The
 * server's one transition function (apps/server/src/platform/workflow.ts) enforces a declaration; the web's
 * action bar (components/document-page) draws its buttons from the same declaration; docs/workflows/<kind>.md
 * is generated from it (`workflowMermaid`) and a test fails when the file and the declaration differ.
 *
 * This module imports no zod: the web reads it without the schema library in its first load.
 */

export interface TText {
  ko: string;
  en: string;
}

/** Roles a workflow knows: customer member, sales representative, provider administrator, exchange reviewer. */
export const WORKFLOW_ROLES = [ROLE.customer, ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer] as const;
export type TWorkflowRole = (typeof WORKFLOW_ROLES)[number];

/** Which side of the business a party belongs to; notifications go to parties. */
export type TWorkflowParty = 'customer' | 'provider' | 'exchange';

/** The colour family of a state's tag (matches the web kit's StatusTag tones). */
export type TStateTone = 'default' | 'processing' | 'success' | 'warning' | 'error';

export interface WorkflowState {
  label: TText;
  tone: TStateTone;
  /** No action leaves a final state. */
  final?: boolean;
  /** The party whose move it is in this state: the provider desk's work queue lists requests waiting on `provider`. */
  waitingOn?: TWorkflowParty;
  /** Roles that may edit the document's fields in this state; an edit by a role other than the customer is a version of its own. */
  editableBy?: readonly TWorkflowRole[];
  /** Position in the status steps of the document page (states without one are shown beside the steps). */
  step?: number;
}

export type TReasonRule = 'required' | 'optional' | 'none';

export interface WorkflowAction<S extends string> {
  from: readonly S[];
  to: S;
  roles: readonly TWorkflowRole[];
  reason: TReasonRule;
  /** The button's look: the main action, a plain one, or one that ends or refuses something. */
  tone: 'primary' | 'default' | 'danger';
  label: TText;
  /** Asked before acting (every action asks: a transition cannot be taken back). */
  confirm: TText;
  success: TText;
  /** Parties told of the transition (in the portal and by mail). */
  notify: readonly TWorkflowParty[];
}

export interface WorkflowDeclaration<S extends string = string, A extends string = string> {
  kind: string;
  label: TText;
  states: Record<S, WorkflowState>;
  /** The state a new request starts in. */
  initial: S;
  actions: Record<A, WorkflowAction<S>>;
}

/** Declares a kind with its state and action names checked by the compiler. */
export const defineWorkflow = <S extends string, A extends string>(d: WorkflowDeclaration<S, A>): WorkflowDeclaration<S, A> => d;

/** The history entry of an edit (not a transition: the state stays) and of the creation. */
export const EDIT_ACTION = 'edit';
export const CREATE_ACTION = 'create';

/**
 * The actions a holder of `roles` may take in `state`. The server adds the company check (a customer acts on
 * their own company's requests only); the web shows exactly these buttons.
 */
export function allowedActions<S extends string, A extends string>(
  declaration: WorkflowDeclaration<S, A>,
  state: S,
  roles: readonly string[],
): A[] {
  return (Object.keys(declaration.actions) as A[]).filter((name) => {
    const action = declaration.actions[name];
    return action.from.includes(state) && action.roles.some((r) => roles.includes(r));
  });
}

/** Whether a holder of `roles` may edit the fields in `state`. */
export const mayEdit = <S extends string>(declaration: WorkflowDeclaration<S>, state: S, roles: readonly string[]): boolean =>
  (declaration.states[state].editableBy ?? []).some((r) => roles.includes(r));

/** States waiting on a party (the work queue's filter). */
export const statesWaitingOn = <S extends string>(declaration: WorkflowDeclaration<S>, party: TWorkflowParty): S[] =>
  (Object.keys(declaration.states) as S[]).filter((s) => declaration.states[s].waitingOn === party);

const ROLE_NAMES: Record<TWorkflowRole, string> = {
  [ROLE.customer]: 'member 01',
  [ROLE.sales]: 'sales 05',
  [ROLE.providerAdmin]: 'admin 06',
  [ROLE.exchangeReviewer]: 'reviewer 09',
};

/** The Mermaid state diagram of a kind (docs/workflows/<kind>.md holds exactly this text). */
export function workflowMermaid(declaration: WorkflowDeclaration): string {
  const lines = [
    `# Workflow: ${declaration.label.en} (${declaration.label.ko})`,
    '',
    `Generated from the declaration \`${declaration.kind}\` in packages/contract; a test fails when this file differs.`,
    '',
    '```mermaid',
    'stateDiagram-v2',
    `  [*] --> ${declaration.initial}`,
  ];
  for (const [state, s] of Object.entries(declaration.states)) lines.push(`  ${state} : ${state} (${s.label.en} / ${s.label.ko})`);
  for (const [name, a] of Object.entries(declaration.actions)) {
    const who = a.roles.map((r) => ROLE_NAMES[r]).join(', ');
    const reason = a.reason === 'required' ? ', reason required' : a.reason === 'optional' ? ', reason optional' : '';
    for (const from of a.from) lines.push(`  ${from} --> ${a.to} : ${name} (${who}${reason})`);
  }
  for (const [state, s] of Object.entries(declaration.states)) if (s.final) lines.push(`  ${state} --> [*]`);
  lines.push('```', '');
  const editable = Object.entries(declaration.states).filter(([, s]) => s.editableBy?.length);
  if (editable.length) {
    lines.push('Edits (a version of their own in the history, the state stays):', '');
    for (const [state, s] of editable) lines.push(`- ${state}: ${s.editableBy!.map((r) => ROLE_NAMES[r]).join(', ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

const CUSTOMER = [ROLE.customer] as const;
const PROVIDER = [ROLE.sales, ROLE.providerAdmin] as const;

/**
 * Order forms (spec 2, sections 3 and 4; issue 11). One kind for the three request types (new, change,
 * termination): the request type changes what approval does, not the states.
 */
export const ORDER_WORKFLOW = defineWorkflow({
  kind: 'order',
  label: { ko: '주문서', en: 'Order form' },
  initial: 'DRAFT',
  states: {
    DRAFT: { label: { ko: '작성 중', en: 'Draft' }, tone: 'default', waitingOn: 'customer', editableBy: CUSTOMER, step: 0 },
    SUBMITTED: { label: { ko: '제출', en: 'Submitted' }, tone: 'processing', waitingOn: 'provider', editableBy: PROVIDER, step: 1 },
    RECEIVED: { label: { ko: '접수', en: 'Received' }, tone: 'processing', waitingOn: 'provider', editableBy: PROVIDER, step: 2 },
    RETURNED: { label: { ko: '반려', en: 'Returned' }, tone: 'warning', waitingOn: 'customer', editableBy: CUSTOMER },
    RECONFIRM: {
      label: { ko: '재확인 요청', en: 'Reconfirmation requested' },
      tone: 'warning',
      waitingOn: 'customer',
      editableBy: CUSTOMER,
    },
    APPROVED: { label: { ko: '승인', en: 'Approved' }, tone: 'success', final: true, step: 3 },
    CANCELLED: { label: { ko: '취소', en: 'Cancelled' }, tone: 'default', final: true },
  },
  actions: {
    submit: {
      from: ['DRAFT'],
      to: 'SUBMITTED',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '제출', en: 'Submit' },
      confirm: { ko: '주문서를 제출하시겠습니까?', en: 'Submit this order form?' },
      success: { ko: '주문서를 제출했습니다.', en: 'The order form has been submitted.' },
      notify: ['provider'],
    },
    resubmit: {
      from: ['RETURNED', 'RECONFIRM'],
      to: 'SUBMITTED',
      roles: CUSTOMER,
      reason: 'optional',
      tone: 'primary',
      label: { ko: '재제출', en: 'Resubmit' },
      confirm: { ko: '주문서를 다시 제출하시겠습니까?', en: 'Resubmit this order form?' },
      success: { ko: '주문서를 다시 제출했습니다.', en: 'The order form has been resubmitted.' },
      notify: ['provider'],
    },
    receive: {
      from: ['SUBMITTED'],
      to: 'RECEIVED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'default',
      label: { ko: '접수', en: 'Receive' },
      confirm: { ko: '주문서를 접수하시겠습니까?', en: 'Receive this order form?' },
      success: { ko: '접수했습니다.', en: 'Received.' },
      notify: ['customer'],
    },
    approve: {
      from: ['SUBMITTED', 'RECEIVED'],
      to: 'APPROVED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '승인', en: 'Approve' },
      confirm: {
        ko: '주문서를 승인하시겠습니까? 승인하면 계약에 반영되며 되돌릴 수 없습니다.',
        en: 'Approve this order form? The contract is updated and this cannot be undone.',
      },
      success: { ko: '승인했습니다.', en: 'Approved.' },
      notify: ['customer'],
    },
    return: {
      from: ['SUBMITTED', 'RECEIVED'],
      to: 'RETURNED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '반려', en: 'Return' },
      confirm: { ko: '주문서를 반려하시겠습니까?', en: 'Return this order form to the customer?' },
      success: { ko: '반려했습니다.', en: 'Returned.' },
      notify: ['customer'],
    },
    requestReconfirm: {
      from: ['SUBMITTED', 'RECEIVED'],
      to: 'RECONFIRM',
      roles: PROVIDER,
      reason: 'required',
      tone: 'default',
      label: { ko: '재확인 요청', en: 'Request reconfirmation' },
      confirm: { ko: '고객에게 재확인을 요청하시겠습니까?', en: 'Ask the customer to reconfirm this order form?' },
      success: { ko: '재확인을 요청했습니다.', en: 'Reconfirmation requested.' },
      notify: ['customer'],
    },
    cancel: {
      from: ['DRAFT', 'SUBMITTED', 'RETURNED', 'RECONFIRM'],
      to: 'CANCELLED',
      roles: CUSTOMER,
      reason: 'optional',
      tone: 'danger',
      label: { ko: '취소', en: 'Cancel order' },
      confirm: {
        ko: '주문서를 취소하시겠습니까? 취소한 주문서는 다시 제출할 수 없습니다.',
        en: 'Cancel this order form? A cancelled order form cannot be submitted again.',
      },
      success: { ko: '주문서를 취소했습니다.', en: 'The order form has been cancelled.' },
      notify: ['provider'],
    },
  },
});
export type TOrderState = keyof typeof ORDER_WORKFLOW.states;
export type TOrderAction = keyof typeof ORDER_WORKFLOW.actions;

/** Every declared kind, by its name: the server registers them, the work queue and the docs test walk them. */
export const WORKFLOWS = { order: ORDER_WORKFLOW } as const satisfies Record<string, WorkflowDeclaration>;
export type TWorkflowKind = keyof typeof WORKFLOWS;
export const WORKFLOW_KINDS = Object.keys(WORKFLOWS) as TWorkflowKind[];

/** The web page of a request of a kind, for customers and for the provider desk (notification and mail links). */
export const WORKFLOW_LINKS: Record<TWorkflowKind, { customer: (id: number) => string; provider: (id: number) => string }> = {
  order: { customer: (id) => `/order/${id}/order-detail`, provider: (id) => `/admin/order/${id}/order-review` },
};
