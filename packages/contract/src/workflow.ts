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

/**
 * Roles a workflow knows: customer member, proxy reporter, sales representative, provider administrator, exchange
 * reviewer. A proxy reporter (02) acts on the requests of the customer companies mapped to them (the actor's
 * `actsFor`, server platform/workflow.ts), never on their own company's by that role.
 */
export const WORKFLOW_ROLES = [ROLE.customer, ROLE.proxyReporter, ROLE.sales, ROLE.providerAdmin, ROLE.exchangeReviewer] as const;
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
  /**
   * Taken by the server only, as the effect of something else (a contact change applied at once): never offered as a
   * button, refused from the actions call. `roles` name who causes it.
   */
  auto?: boolean;
}

export interface WorkflowDeclaration<S extends string = string, A extends string = string> {
  kind: string;
  label: TText;
  states: Record<S, WorkflowState>;
  /** The state a new request starts in. */
  initial: S;
  /**
   * A kind whose new request is sent at once (no draft): its form's send button and the confirmation asked before it,
   * as an action's (the one rule of every submission: the label as the dialog's title and button, the `confirm` text).
   */
  creation?: { label: TText; confirm: TText };
  /**
   * The kind is worked in a desk of its own (the contract inquiries' list), never in the provider desk's cross-kind work
   * queue nor among the exceptions' stale requests, though its states wait on the provider (decision 077: its requests may
   * have no company, which those lists group and filter by).
   */
  ownDesk?: true;
  /**
   * The exchange reviewer never sees the kind's requests, not even among the exceptions' stale requests (a customer's
   * dispute of its bill is between the customer and the provider: decision 080).
   */
  exchangeHidden?: true;
  actions: Record<A, WorkflowAction<S>>;
}

/** Declares a kind with its state and action names checked by the compiler. */
export const defineWorkflow = <S extends string, A extends string>(d: WorkflowDeclaration<S, A>): WorkflowDeclaration<S, A> => d;

/** The history entry of an edit (not a transition: the state stays) and of the creation. */
export const EDIT_ACTION = 'edit';
export const CREATE_ACTION = 'create';
/** The name of the creation where an action's label is shown (a notification, its mail). */
export const CREATE_ACTION_LABEL: TText = { ko: '신규 신청', en: 'New request' };

/**
 * The parties told of a creation (a creation is a transition: decision 059). The party the new request now waits on,
 * unless that is the creator's own side (a customer's draft waits on the customer: nobody else is told); and the customer
 * when someone outside it (provider staff) made the request for them. `creatorParty` is the side of the creator's role.
 */
export function creationParties(declaration: WorkflowDeclaration, creatorParty: TWorkflowParty): TWorkflowParty[] {
  const parties: TWorkflowParty[] = [];
  const waitingOn = declaration.states[declaration.initial]?.waitingOn;
  if (waitingOn && waitingOn !== creatorParty) parties.push(waitingOn);
  if (creatorParty !== 'customer' && !parties.includes('customer')) parties.push('customer');
  return parties;
}

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
    return !action.auto && action.from.includes(state) && action.roles.some((r) => roles.includes(r));
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
  [ROLE.proxyReporter]: 'proxy 02',
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
    const auto = a.auto ? ', automatic' : '';
    for (const from of a.from) lines.push(`  ${from} --> ${a.to} : ${name} (${who}${reason}${auto})`);
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
const EXCHANGE = [ROLE.exchangeReviewer] as const;

/**
 * The exchange's final stage (decision 046): a request the provider approved waits here for the
 * exchange reviewer (09), whose approval makes it take effect.
 */
const EXCHANGE_REVIEW_STATE = (step: number): WorkflowState => ({
  label: { ko: '거래소 승인 대기', en: 'Awaiting exchange approval' },
  tone: 'processing',
  waitingOn: 'exchange',
  step,
});

/** The actions the exchange reviewer takes on a request waiting on the exchange (their names in every kind that has the stage). */
export const EXCHANGE_ACTIONS = { approve: 'exchangeApprove', reject: 'exchangeReject' } as const;

/**
 * Order forms (spec 2, sections 3 and 4). One kind for the three request types (new, change,
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
    EXCHANGE_REVIEW: EXCHANGE_REVIEW_STATE(3),
    APPROVED: { label: { ko: '승인', en: 'Approved' }, tone: 'success', final: true, step: 4 },
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
      to: 'EXCHANGE_REVIEW',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '승인', en: 'Approve' },
      confirm: {
        ko: '주문서를 승인하시겠습니까? 승인하면 거래소에 최종 승인을 요청하며 되돌릴 수 없습니다. 계약은 거래소가 승인할 때 반영됩니다.',
        en: 'Approve this order form? It goes to the exchange for the final approval and this cannot be undone. The contract is updated when the exchange approves.',
      },
      success: {
        ko: '승인했습니다. 거래소의 최종 승인을 기다립니다.',
        en: 'Approved. The order form now awaits the exchange’s final approval.',
      },
      notify: ['customer', 'exchange'],
    },
    exchangeApprove: {
      from: ['EXCHANGE_REVIEW'],
      to: 'APPROVED',
      roles: EXCHANGE,
      reason: 'optional',
      tone: 'primary',
      label: { ko: '최종 승인', en: 'Approve (final)' },
      confirm: {
        ko: '주문서를 최종 승인하시겠습니까? 승인하면 계약에 반영되며 되돌릴 수 없습니다.',
        en: 'Give this order form the final approval? The contract is updated and this cannot be undone.',
      },
      success: { ko: '최종 승인했습니다. 계약에 반영했습니다.', en: 'Approved. The contract has been updated.' },
      notify: ['customer', 'provider'],
    },
    exchangeReject: {
      from: ['EXCHANGE_REVIEW'],
      to: 'RETURNED',
      roles: EXCHANGE,
      reason: 'optional',
      tone: 'danger',
      label: { ko: '거래소 반려', en: 'Return (exchange)' },
      confirm: {
        ko: '주문서를 반려하시겠습니까? 고객이 고쳐 다시 제출할 수 있습니다.',
        en: 'Return this order form? The customer may revise and resubmit it.',
      },
      success: { ko: '반려했습니다.', en: 'Returned.' },
      notify: ['customer', 'provider'],
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

/**
 * Non-display (non-inquiry) usage declarations (spec 2 sections 3 to 5). A declaration belongs to
 * an order form; it is a draft until submitted, provider staff approve it, reject it with a reason (final: the
 * customer files a new one) or ask for reconfirmation with a reason (the customer revises and resubmits). An approved
 * declaration is changed by revising it: each change is a version of its own in the history, and the declaration
 * stays on file while the revision is reviewed.
 */
export const NON_DISPLAY_WORKFLOW = defineWorkflow({
  kind: 'nonDisplay',
  label: { ko: '비조회형 정보이용 신고서', en: 'Non-display usage declaration' },
  initial: 'DRAFT',
  states: {
    DRAFT: { label: { ko: '작성 중', en: 'Draft' }, tone: 'default', waitingOn: 'customer', editableBy: CUSTOMER, step: 0 },
    SUBMITTED: { label: { ko: '제출', en: 'Submitted' }, tone: 'processing', waitingOn: 'provider', step: 1 },
    RECONFIRM: {
      label: { ko: '재확인 요청', en: 'Reconfirmation requested' },
      tone: 'warning',
      waitingOn: 'customer',
      editableBy: CUSTOMER,
    },
    EXCHANGE_REVIEW: EXCHANGE_REVIEW_STATE(2),
    APPROVED: { label: { ko: '승인', en: 'Approved' }, tone: 'success', waitingOn: 'customer', step: 3 },
    REVISING: { label: { ko: '변경 작성 중', en: 'Change in progress' }, tone: 'default', waitingOn: 'customer', editableBy: CUSTOMER },
    REJECTED: { label: { ko: '반려', en: 'Rejected' }, tone: 'error', final: true },
    CANCELLED: { label: { ko: '취소', en: 'Cancelled' }, tone: 'default', final: true },
  },
  actions: {
    submit: {
      from: ['DRAFT', 'REVISING'],
      to: 'SUBMITTED',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '신고서 제출', en: 'Submit declaration' },
      confirm: { ko: '비조회형 정보이용 신고서를 제출하시겠습니까?', en: 'Submit this non-display usage declaration?' },
      success: { ko: '신고서를 제출했습니다.', en: 'The declaration has been submitted.' },
      notify: ['provider'],
    },
    resubmit: {
      from: ['RECONFIRM'],
      to: 'SUBMITTED',
      roles: CUSTOMER,
      reason: 'optional',
      tone: 'primary',
      label: { ko: '재제출', en: 'Resubmit' },
      confirm: { ko: '신고서를 다시 제출하시겠습니까?', en: 'Resubmit this declaration?' },
      success: { ko: '신고서를 다시 제출했습니다.', en: 'The declaration has been resubmitted.' },
      notify: ['provider'],
    },
    approve: {
      from: ['SUBMITTED'],
      to: 'EXCHANGE_REVIEW',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '승인', en: 'Approve' },
      confirm: {
        ko: '신고서를 승인하시겠습니까? 승인하면 거래소에 최종 승인을 요청합니다.',
        en: 'Approve this declaration? It goes to the exchange for the final approval.',
      },
      success: {
        ko: '승인했습니다. 거래소의 최종 승인을 기다립니다.',
        en: 'Approved. The declaration now awaits the exchange’s final approval.',
      },
      notify: ['customer', 'exchange'],
    },
    exchangeApprove: {
      from: ['EXCHANGE_REVIEW'],
      to: 'APPROVED',
      roles: EXCHANGE,
      reason: 'optional',
      tone: 'primary',
      label: { ko: '최종 승인', en: 'Approve (final)' },
      confirm: {
        ko: '신고서를 최종 승인하시겠습니까? 승인한 신고서는 되돌릴 수 없습니다.',
        en: 'Give this declaration the final approval? This cannot be undone.',
      },
      success: { ko: '최종 승인했습니다.', en: 'Approved.' },
      notify: ['customer', 'provider'],
    },
    exchangeReject: {
      from: ['EXCHANGE_REVIEW'],
      to: 'REJECTED',
      roles: EXCHANGE,
      reason: 'optional',
      tone: 'danger',
      label: { ko: '거래소 반려', en: 'Reject (exchange)' },
      confirm: {
        ko: '신고서를 반려하시겠습니까? 반려한 신고서는 다시 제출할 수 없고, 고객은 새 신고서를 작성해야 합니다.',
        en: 'Reject this declaration? A rejected declaration cannot be submitted again; the customer files a new one.',
      },
      success: { ko: '반려했습니다.', en: 'Rejected.' },
      notify: ['customer', 'provider'],
    },
    reject: {
      from: ['SUBMITTED'],
      to: 'REJECTED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '반려', en: 'Reject' },
      confirm: {
        ko: '신고서를 반려하시겠습니까? 반려한 신고서는 다시 제출할 수 없습니다.',
        en: 'Reject this declaration? A rejected declaration cannot be submitted again.',
      },
      success: { ko: '반려했습니다.', en: 'Rejected.' },
      notify: ['customer'],
    },
    requestReconfirm: {
      from: ['SUBMITTED'],
      to: 'RECONFIRM',
      roles: PROVIDER,
      reason: 'required',
      tone: 'default',
      label: { ko: '재확인 요청', en: 'Request reconfirmation' },
      confirm: { ko: '고객에게 재확인을 요청하시겠습니까?', en: 'Ask the customer to reconfirm this declaration?' },
      success: { ko: '재확인을 요청했습니다.', en: 'Reconfirmation requested.' },
      notify: ['customer'],
    },
    revise: {
      from: ['APPROVED'],
      to: 'REVISING',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'default',
      label: { ko: '변경 신고', en: 'Change declaration' },
      confirm: {
        ko: '승인된 신고서의 변경을 시작하시겠습니까? 변경한 내용은 제출 후 다시 승인을 받아야 합니다.',
        en: 'Start a change of this approved declaration? The change needs approval again once submitted.',
      },
      success: { ko: '변경을 시작했습니다. 내용을 고친 뒤 제출해 주세요.', en: 'Change started. Edit the declaration, then submit it.' },
      notify: ['provider'],
    },
    cancel: {
      from: ['DRAFT'],
      to: 'CANCELLED',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'danger',
      label: { ko: '삭제', en: 'Discard draft' },
      confirm: { ko: '작성 중인 신고서를 삭제하시겠습니까?', en: 'Discard this draft declaration?' },
      success: { ko: '작성 중인 신고서를 삭제했습니다.', en: 'The draft declaration has been discarded.' },
      notify: ['provider'],
    },
  },
});
export type TNonDisplayState = keyof typeof NON_DISPLAY_WORKFLOW.states;
export type TNonDisplayAction = keyof typeof NON_DISPLAY_WORKFLOW.actions;

/**
 * Suspension (temporary stop) requests of a contract (spec 2 sections 2, 3, 4 and 8). The states
 * are the specification's: requested, received, in approval, approved, rejected, cancelled. Provider staff receive a
 * request, may receive a change (a new period with a change reason: the request is then in approval), approve it or
 * return it with a reason; the customer (or staff) may cancel it before approval. While an approved suspension's
 * period runs, its contract shows as suspended.
 */
export const SUSPENSION_WORKFLOW = defineWorkflow({
  kind: 'suspension',
  label: { ko: '일시 중지 신청', en: 'Suspension request' },
  initial: 'REQUESTED',
  creation: {
    label: { ko: '신청하기', en: 'Send request' },
    confirm: {
      ko: '일시 중지를 신청하시겠습니까? 보낸 신청은 승인 전까지 취소할 수 있습니다.',
      en: 'Send this suspension request? You can cancel it until it is approved.',
    },
  },
  states: {
    REQUESTED: { label: { ko: '신청', en: 'Requested' }, tone: 'processing', waitingOn: 'provider', step: 0 },
    RECEIVED: { label: { ko: '접수', en: 'Received' }, tone: 'processing', waitingOn: 'provider', step: 1 },
    IN_APPROVAL: { label: { ko: '승인 중', en: 'In approval' }, tone: 'processing', waitingOn: 'provider', step: 2 },
    APPROVED: { label: { ko: '승인', en: 'Approved' }, tone: 'success', final: true, step: 3 },
    REJECTED: { label: { ko: '반려', en: 'Rejected' }, tone: 'error', final: true },
    CANCELLED: { label: { ko: '취소', en: 'Cancelled' }, tone: 'default', final: true },
  },
  actions: {
    receive: {
      from: ['REQUESTED'],
      to: 'RECEIVED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'default',
      label: { ko: '접수', en: 'Receive' },
      confirm: { ko: '일시 중지 신청을 접수하시겠습니까?', en: 'Receive this suspension request?' },
      success: { ko: '접수했습니다.', en: 'Received.' },
      notify: ['customer'],
    },
    receiveChange: {
      from: ['REQUESTED', 'RECEIVED', 'IN_APPROVAL'],
      to: 'IN_APPROVAL',
      roles: PROVIDER,
      reason: 'required',
      tone: 'default',
      label: { ko: '변경 접수', en: 'Receive change' },
      confirm: {
        ko: '변경 내용으로 접수하시겠습니까? 고객에게 변경 사유가 안내됩니다.',
        en: 'Receive the request with these changes? The customer is told the change reason.',
      },
      success: { ko: '변경 접수했습니다.', en: 'Change received.' },
      notify: ['customer'],
    },
    approve: {
      from: ['RECEIVED', 'IN_APPROVAL'],
      to: 'APPROVED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '승인', en: 'Approve' },
      confirm: {
        ko: '일시 중지를 승인하시겠습니까? 승인하면 신청 기간 동안 계약이 일시 중지됩니다.',
        en: 'Approve this suspension? The contract is suspended for the requested period.',
      },
      success: { ko: '일시 중지를 승인했습니다.', en: 'The suspension has been approved.' },
      notify: ['customer'],
    },
    return: {
      from: ['REQUESTED', 'RECEIVED', 'IN_APPROVAL'],
      to: 'REJECTED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '반려', en: 'Return' },
      confirm: { ko: '일시 중지 신청을 반려하시겠습니까?', en: 'Return (reject) this suspension request?' },
      success: { ko: '반려했습니다.', en: 'Returned.' },
      notify: ['customer'],
    },
    cancel: {
      from: ['REQUESTED', 'RECEIVED', 'IN_APPROVAL'],
      to: 'CANCELLED',
      roles: [ROLE.customer, ROLE.sales, ROLE.providerAdmin],
      reason: 'optional',
      tone: 'danger',
      label: { ko: '신청 취소', en: 'Cancel request' },
      confirm: { ko: '일시 중지 신청을 취소하시겠습니까?', en: 'Cancel this suspension request?' },
      success: { ko: '일시 중지 신청을 취소했습니다.', en: 'The suspension request has been cancelled.' },
      notify: ['customer', 'provider'],
    },
  },
});
export type TSuspensionState = keyof typeof SUSPENSION_WORKFLOW.states;
export type TSuspensionAction = keyof typeof SUSPENSION_WORKFLOW.actions;

/**
 * Changes of a contract's other reported items (spec 2 sections 2 to 4). A contact change (order,
 * billing, IT contact) takes effect at once: the server takes the automatic action `apply` in the same transaction as
 * the request. Every other item waits for a sales representative or administrator, and takes effect when approved.
 */
export const OTHER_REPORT_WORKFLOW = defineWorkflow({
  kind: 'otherReport',
  label: { ko: '기타 신고사항 변경', en: 'Other reported item change' },
  initial: 'REQUESTED',
  creation: {
    label: { ko: '승인 요청', en: 'Send for approval' },
    confirm: { ko: '변경 내용의 승인을 요청하시겠습니까?', en: 'Send this change for approval?' },
  },
  states: {
    REQUESTED: { label: { ko: '신청', en: 'Requested' }, tone: 'processing', waitingOn: 'provider', step: 0 },
    RECEIVED: { label: { ko: '접수', en: 'Received' }, tone: 'processing', waitingOn: 'provider', step: 1 },
    APPROVED: { label: { ko: '승인', en: 'Approved' }, tone: 'success', final: true, step: 2 },
    APPLIED: { label: { ko: '즉시 반영', en: 'Applied' }, tone: 'success', final: true },
    REJECTED: { label: { ko: '반려', en: 'Rejected' }, tone: 'error', final: true },
    CANCELLED: { label: { ko: '취소', en: 'Cancelled' }, tone: 'default', final: true },
  },
  actions: {
    apply: {
      from: ['REQUESTED'],
      to: 'APPLIED',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'primary',
      auto: true,
      label: { ko: '즉시 반영', en: 'Apply' },
      confirm: { ko: '변경 내용을 바로 반영하시겠습니까?', en: 'Apply this change now?' },
      success: { ko: '변경 내용을 반영했습니다.', en: 'The change has been applied.' },
      notify: ['provider'],
    },
    receive: {
      from: ['REQUESTED'],
      to: 'RECEIVED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'default',
      label: { ko: '접수', en: 'Receive' },
      confirm: { ko: '변경 신청을 접수하시겠습니까?', en: 'Receive this change request?' },
      success: { ko: '접수했습니다.', en: 'Received.' },
      notify: ['customer'],
    },
    approve: {
      from: ['REQUESTED', 'RECEIVED'],
      to: 'APPROVED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '승인', en: 'Approve' },
      confirm: {
        ko: '변경을 승인하시겠습니까? 승인하면 계약에 바로 반영됩니다.',
        en: 'Approve this change? It takes effect on the contract at once.',
      },
      success: { ko: '승인했습니다.', en: 'Approved.' },
      notify: ['customer'],
    },
    reject: {
      from: ['REQUESTED', 'RECEIVED'],
      to: 'REJECTED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '반려', en: 'Reject' },
      confirm: { ko: '변경 신청을 반려하시겠습니까?', en: 'Reject this change request?' },
      success: { ko: '반려했습니다.', en: 'Rejected.' },
      notify: ['customer'],
    },
    cancel: {
      from: ['REQUESTED', 'RECEIVED'],
      to: 'CANCELLED',
      roles: CUSTOMER,
      reason: 'optional',
      tone: 'danger',
      label: { ko: '신청 취소', en: 'Cancel request' },
      confirm: { ko: '변경 신청을 취소하시겠습니까?', en: 'Cancel this change request?' },
      success: { ko: '변경 신청을 취소했습니다.', en: 'The change request has been cancelled.' },
      notify: ['provider'],
    },
  },
});
export type TOtherReportState = keyof typeof OTHER_REPORT_WORKFLOW.states;
export type TOtherReportAction = keyof typeof OTHER_REPORT_WORKFLOW.actions;

const REPORTER = [ROLE.customer, ROLE.proxyReporter] as const;

/**
 * Monthly user reports and their corrections (spec 2 sections 3, 4 and 8). One kind for both report types
 * (MONTHLY, CORRECTION: a correction needs the provider's approval like a monthly report). A report is saved as a
 * draft as often as wanted; submitting it (inside the month's reporting window, server-checked) sends it to the
 * provider, or first to a second member of the customer firm when the firm requires four-eyes (the submitter may not
 * approve their own: a guard of the user-reports area). Provider staff approve it, reject it with a reason, or return
 * it for information with a question the customer answers (back to the provider). The customer may cancel it before
 * approval; a rejected report may be revised and submitted again. The proxy reporter (02) acts like a member for the
 * customers mapped to them.
 */
export const USER_REPORT_WORKFLOW = defineWorkflow({
  kind: 'userReport',
  label: { ko: '사용자 리포트', en: 'User report' },
  initial: 'SAVED',
  states: {
    SAVED: { label: { ko: '임시 저장', en: 'Saved (draft)' }, tone: 'default', waitingOn: 'customer', editableBy: REPORTER, step: 0 },
    AWAITING_INTERNAL: {
      label: { ko: '내부 승인 대기', en: 'Awaiting internal approval' },
      tone: 'processing',
      waitingOn: 'customer',
      step: 1,
    },
    SUBMITTED: { label: { ko: '승인 대기', en: 'Waiting for approval' }, tone: 'processing', waitingOn: 'provider', step: 2 },
    INFO_REQUESTED: {
      label: { ko: '보완 요청', en: 'Returned for information' },
      tone: 'warning',
      waitingOn: 'customer',
      editableBy: REPORTER,
    },
    APPROVED: { label: { ko: '승인', en: 'Approved' }, tone: 'success', final: true, step: 3 },
    REJECTED: { label: { ko: '반려', en: 'Rejected' }, tone: 'error', waitingOn: 'customer' },
    CANCELLED: { label: { ko: '취소', en: 'Cancelled' }, tone: 'default', final: true },
  },
  actions: {
    submit: {
      from: ['SAVED'],
      to: 'SUBMITTED',
      roles: REPORTER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '제출', en: 'Submit' },
      confirm: {
        ko: '사용자 리포트를 제출하시겠습니까? 제출한 뒤에는 승인 전까지 내용을 고칠 수 없습니다.',
        en: 'Submit this user report? It cannot be edited while it waits for approval.',
      },
      success: { ko: '사용자 리포트를 제출했습니다.', en: 'The user report has been submitted.' },
      notify: ['provider'],
    },
    submitForInternal: {
      from: ['SAVED'],
      to: 'AWAITING_INTERNAL',
      roles: REPORTER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '내부 승인 요청', en: 'Submit for internal approval' },
      confirm: {
        ko: '회사의 다른 구성원에게 승인을 요청하시겠습니까? 그 구성원이 승인하면 정보 제공사에 제출됩니다.',
        en: 'Ask another member of your company to approve this report? Once they approve, it goes to the provider.',
      },
      success: { ko: '내부 승인을 요청했습니다.', en: 'Internal approval requested.' },
      notify: ['customer'],
    },
    // The customer's own four-eyes: a second member (01) of the report's company, never a proxy reporter (02), who may
    // prepare and submit for a customer but is not one of its members.
    approveInternal: {
      from: ['AWAITING_INTERNAL'],
      to: 'SUBMITTED',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '내부 승인', en: 'Approve internally' },
      confirm: {
        ko: '이 리포트를 승인해 정보 제공사에 제출하시겠습니까?',
        en: 'Approve this report and send it to the provider?',
      },
      success: { ko: '내부 승인하고 제출했습니다.', en: 'Approved internally and submitted.' },
      notify: ['customer', 'provider'],
    },
    returnInternal: {
      from: ['AWAITING_INTERNAL'],
      to: 'SAVED',
      roles: REPORTER,
      reason: 'required',
      tone: 'default',
      label: { ko: '작성자에게 되돌리기', en: 'Send back to the preparer' },
      confirm: { ko: '리포트를 작성 중 상태로 되돌리시겠습니까?', en: 'Send this report back to draft?' },
      success: { ko: '리포트를 작성 중 상태로 되돌렸습니다.', en: 'The report is back in draft.' },
      notify: ['customer'],
    },
    approve: {
      from: ['SUBMITTED'],
      to: 'APPROVED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '승인', en: 'Approve' },
      confirm: {
        ko: '사용자 리포트를 승인하시겠습니까? 승인한 리포트의 금액이 청구에 반영되며 되돌릴 수 없습니다.',
        en: 'Approve this user report? Its amount goes into billing and this cannot be undone.',
      },
      success: { ko: '승인했습니다.', en: 'Approved.' },
      notify: ['customer'],
    },
    reject: {
      from: ['SUBMITTED'],
      to: 'REJECTED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '반려', en: 'Reject' },
      confirm: { ko: '사용자 리포트를 반려하시겠습니까?', en: 'Reject this user report?' },
      success: { ko: '반려했습니다.', en: 'Rejected.' },
      notify: ['customer'],
    },
    requestInfo: {
      from: ['SUBMITTED'],
      to: 'INFO_REQUESTED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'default',
      label: { ko: '보완 요청', en: 'Return for information' },
      confirm: {
        ko: '고객에게 질문을 보내고 리포트를 보완 요청 상태로 돌려보내시겠습니까?',
        en: 'Send the customer your question and return the report for information?',
      },
      success: { ko: '보완을 요청했습니다.', en: 'Returned for information.' },
      notify: ['customer'],
    },
    answer: {
      from: ['INFO_REQUESTED'],
      to: 'SUBMITTED',
      roles: REPORTER,
      reason: 'required',
      tone: 'primary',
      label: { ko: '답변 제출', en: 'Send answer' },
      confirm: {
        ko: '답변과 함께 리포트를 다시 제출하시겠습니까?',
        en: 'Send your answer and return the report to the provider?',
      },
      success: { ko: '답변을 보냈습니다.', en: 'Your answer has been sent.' },
      notify: ['provider'],
    },
    resubmit: {
      from: ['REJECTED'],
      to: 'SAVED',
      roles: REPORTER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '재제출', en: 'Resubmit' },
      confirm: {
        ko: '반려된 리포트를 고쳐 다시 제출하시겠습니까? 리포트가 작성 중 상태로 돌아갑니다. 고친 뒤 제출해 주세요.',
        en: 'Revise and resubmit this rejected report? It goes back to draft: edit it, then submit it.',
      },
      success: {
        ko: '리포트를 작성 중 상태로 되돌렸습니다. 고친 뒤 제출해 주세요.',
        en: 'The report is back in draft: edit it, then submit it.',
      },
      notify: ['provider'],
    },
    cancel: {
      from: ['SAVED', 'AWAITING_INTERNAL', 'SUBMITTED', 'INFO_REQUESTED', 'REJECTED'],
      to: 'CANCELLED',
      roles: REPORTER,
      reason: 'optional',
      tone: 'danger',
      label: { ko: '리포트 취소', en: 'Cancel report' },
      confirm: {
        ko: '사용자 리포트를 취소하시겠습니까? 취소한 리포트는 다시 제출할 수 없습니다.',
        en: 'Cancel this user report? A cancelled report cannot be submitted again.',
      },
      success: { ko: '사용자 리포트를 취소했습니다.', en: 'The user report has been cancelled.' },
      notify: ['provider'],
    },
  },
});
export type TUserReportState = keyof typeof USER_REPORT_WORKFLOW.states;
export type TUserReportAction = keyof typeof USER_REPORT_WORKFLOW.actions;

/**
 * Contract inquiries (spec 2 sections 2, 3 and 5; decision 077): visitors (a request without a
 * company) and members send the form; provider staff take one on (for themselves; another may take it over), give it
 * back, or answer it, which mails the answer to the writer. The provider is told of a new inquiry; the customer of each
 * action, which for a visitor's inquiry (no company) is nobody: the visitor hears by the answer mail. The kind has a desk
 * of its own (its list), not the work queue.
 */
export const CONTRACT_INQUIRY_WORKFLOW = defineWorkflow({
  kind: 'contractInquiry',
  label: { ko: '계약 문의', en: 'Contract inquiry' },
  initial: 'OPEN',
  ownDesk: true,
  states: {
    OPEN: { label: { ko: '접수', en: 'Open' }, tone: 'processing', waitingOn: 'provider', step: 0 },
    ASSIGNED: { label: { ko: '담당 배정', en: 'Assigned' }, tone: 'processing', waitingOn: 'provider', step: 1 },
    ANSWERED: { label: { ko: '답변 완료', en: 'Answered' }, tone: 'success', final: true, step: 2 },
  },
  actions: {
    assign: {
      from: ['OPEN', 'ASSIGNED'],
      to: 'ASSIGNED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'default',
      label: { ko: '담당 배정', en: 'Assign' },
      confirm: { ko: '이 계약 문의를 맡으시겠습니까?', en: 'Take on this contract inquiry?' },
      success: { ko: '담당을 맡았습니다.', en: 'You have taken on the inquiry.' },
      notify: ['provider'],
    },
    unassign: {
      from: ['ASSIGNED'],
      to: 'OPEN',
      roles: PROVIDER,
      reason: 'none',
      tone: 'default',
      label: { ko: '담당 해제', en: 'Unassign' },
      confirm: { ko: '이 계약 문의의 담당을 해제하시겠습니까?', en: 'Unassign this contract inquiry?' },
      success: { ko: '담당을 해제했습니다.', en: 'The inquiry is unassigned.' },
      notify: ['provider'],
    },
    answer: {
      from: ['OPEN', 'ASSIGNED'],
      to: 'ANSWERED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '답변', en: 'Answer' },
      confirm: { ko: '답변을 보내시겠습니까?', en: 'Send this answer?' },
      success: { ko: '답변을 보냈습니다.', en: 'The answer has been sent.' },
      notify: ['provider'],
    },
  },
});
export type TContractInquiryState = keyof typeof CONTRACT_INQUIRY_WORKFLOW.states;
export type TContractInquiryWorkflowAction = keyof typeof CONTRACT_INQUIRY_WORKFLOW.actions;

/**
 * Disputes of a bill line (issue 25 section 3; decision 080). A customer member disputes one line of an issued (final)
 * bill of their company within the provider's window, with a reason and evidence; the provider desk (05, 06) accepts
 * with an amount (credited as an adjustment line on the company's next bill) or rejects with a reason; the customer may
 * withdraw while it is open. Worked from the provider desk's work queue; the exchange reviewer takes no part.
 */
export const BILLING_DISPUTE_WORKFLOW = defineWorkflow({
  kind: 'billingDispute',
  label: { ko: '청구 이의 제기', en: 'Bill dispute' },
  initial: 'OPEN',
  exchangeHidden: true,
  creation: {
    label: { ko: '이의 제기', en: 'Send dispute' },
    confirm: {
      ko: '이 청구 항목에 이의를 제기하시겠습니까? 처리 전까지 철회할 수 있습니다.',
      en: 'Dispute this bill line? You can withdraw the dispute until it is decided.',
    },
  },
  states: {
    OPEN: { label: { ko: '검토 중', en: 'Under review' }, tone: 'processing', waitingOn: 'provider', step: 0 },
    ACCEPTED: { label: { ko: '인정', en: 'Accepted' }, tone: 'success', final: true, step: 1 },
    REJECTED: { label: { ko: '기각', en: 'Rejected' }, tone: 'error', final: true },
    WITHDRAWN: { label: { ko: '철회', en: 'Withdrawn' }, tone: 'default', final: true },
  },
  actions: {
    accept: {
      from: ['OPEN'],
      to: 'ACCEPTED',
      roles: PROVIDER,
      reason: 'optional',
      tone: 'primary',
      label: { ko: '인정', en: 'Accept' },
      confirm: {
        ko: '이의를 인정하시겠습니까? 인정한 금액은 다음 청구서에 조정 항목으로 차감됩니다.',
        en: 'Accept this dispute? The accepted amount is credited as an adjustment line on the next bill.',
      },
      success: { ko: '이의를 인정했습니다.', en: 'The dispute has been accepted.' },
      notify: ['customer'],
    },
    reject: {
      from: ['OPEN'],
      to: 'REJECTED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '기각', en: 'Reject' },
      confirm: {
        ko: '이의를 기각하시겠습니까? 고객에게 기각 사유가 안내됩니다.',
        en: 'Reject this dispute? The customer is told the reason.',
      },
      success: { ko: '이의를 기각했습니다.', en: 'The dispute has been rejected.' },
      notify: ['customer'],
    },
    withdraw: {
      from: ['OPEN'],
      to: 'WITHDRAWN',
      roles: CUSTOMER,
      reason: 'optional',
      tone: 'danger',
      label: { ko: '이의 철회', en: 'Withdraw' },
      confirm: { ko: '이의 제기를 철회하시겠습니까?', en: 'Withdraw this dispute?' },
      success: { ko: '이의 제기를 철회했습니다.', en: 'The dispute has been withdrawn.' },
      notify: ['provider'],
    },
  },
});
export type TBillingDisputeState = keyof typeof BILLING_DISPUTE_WORKFLOW.states;
export type TBillingDisputeAction = keyof typeof BILLING_DISPUTE_WORKFLOW.actions;

/**
 * Entitlement reconciliations (issue 25 section 1; decision 079). The customer member uploads an extract and re-uploads
 * while it is a draft (each result a version), then submits it as the company's statement; provider staff return it
 * with a reason (back to the member's draft) or accept it. An accepted reconciliation is what the clearance of a period
 * starts from. The member may cancel a draft.
 */
export const RECONCILIATION_WORKFLOW = defineWorkflow({
  kind: 'reconciliation',
  label: { ko: '권한 대사', en: 'Entitlement reconciliation' },
  initial: 'DRAFT',
  states: {
    DRAFT: { label: { ko: '작성 중', en: 'Draft' }, tone: 'default', waitingOn: 'customer', editableBy: CUSTOMER, step: 0 },
    SUBMITTED: { label: { ko: '제출', en: 'Submitted' }, tone: 'processing', waitingOn: 'provider', step: 1 },
    RETURNED: { label: { ko: '반려', en: 'Returned' }, tone: 'warning', waitingOn: 'customer', editableBy: CUSTOMER },
    ACCEPTED: { label: { ko: '수용', en: 'Accepted' }, tone: 'success', final: true, step: 2 },
    CANCELLED: { label: { ko: '취소', en: 'Cancelled' }, tone: 'default', final: true },
  },
  actions: {
    submit: {
      from: ['DRAFT', 'RETURNED'],
      to: 'SUBMITTED',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '제출', en: 'Submit' },
      confirm: {
        ko: '이 대사 결과를 회사의 확인서로 제출하시겠습니까? 제출한 뒤에는 반려되기 전까지 고칠 수 없습니다.',
        en: "Submit this result as the company's statement? It cannot be changed unless it is returned.",
      },
      success: { ko: '대사 결과를 제출했습니다.', en: 'The reconciliation has been submitted.' },
      notify: ['provider'],
    },
    return: {
      from: ['SUBMITTED'],
      to: 'RETURNED',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '반려', en: 'Return' },
      confirm: { ko: '대사 결과를 반려하시겠습니까?', en: 'Return this reconciliation to the customer?' },
      success: { ko: '반려했습니다.', en: 'Returned.' },
      notify: ['customer'],
    },
    accept: {
      from: ['SUBMITTED'],
      to: 'ACCEPTED',
      roles: PROVIDER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '수용', en: 'Accept' },
      confirm: {
        ko: '대사 결과를 수용하시겠습니까? 수용한 결과로 이 기간의 정산 확인서를 작성할 수 있습니다.',
        en: 'Accept this reconciliation? The clearance of its period can then be prepared from it.',
      },
      success: { ko: '대사 결과를 수용했습니다.', en: 'The reconciliation has been accepted.' },
      notify: ['customer'],
    },
    cancel: {
      from: ['DRAFT', 'RETURNED'],
      to: 'CANCELLED',
      roles: CUSTOMER,
      reason: 'optional',
      tone: 'danger',
      label: { ko: '취소', en: 'Cancel' },
      confirm: { ko: '작성 중인 대사를 취소하시겠습니까?', en: 'Cancel this draft reconciliation?' },
      success: { ko: '대사를 취소했습니다.', en: 'The reconciliation has been cancelled.' },
      notify: ['customer'],
    },
  },
});
export type TReconciliationState = keyof typeof RECONCILIATION_WORKFLOW.states;
export type TReconciliationAction = keyof typeof RECONCILIATION_WORKFLOW.actions;

/**
 * Clearance of a period (issue 25 section 2; decision 082). Provider staff prepare a clearance for a customer and a
 * period from an accepted entitlement reconciliation: the months outside the correction window with their differences
 * and the settlement amount by the billing rules. The creation offers it to the customer, who accepts it or comments
 * (back to the provider, who may revise the note and offer it again); the exchange reviewer issues an accepted
 * clearance (a PDF letter with its SHA-256; every month of the period is closed to corrections) or returns it to the
 * provider with a reason. Worked in its own lists (`/admin/clearance-list`, `/exchange/clearance-list`): `ownDesk`.
 */
export const CLEARANCE_WORKFLOW = defineWorkflow({
  kind: 'clearance',
  label: { ko: '정산 확인서', en: 'Clearance' },
  initial: 'OFFERED',
  ownDesk: true,
  creation: {
    label: { ko: '고객에게 제시', en: 'Offer to the customer' },
    confirm: {
      ko: '이 기간의 정산 확인서를 고객에게 제시하시겠습니까? 고객이 수락하면 거래소가 발행합니다.',
      en: 'Offer the clearance of this period to the customer? Once the customer accepts, the exchange issues it.',
    },
  },
  states: {
    OFFERED: { label: { ko: '고객 확인 대기', en: 'Awaiting the customer' }, tone: 'processing', waitingOn: 'customer', step: 0 },
    COMMENTED: {
      label: { ko: '고객 의견', en: 'Commented' },
      tone: 'warning',
      waitingOn: 'provider',
      editableBy: PROVIDER,
    },
    ACCEPTED: { label: { ko: '거래소 발행 대기', en: 'Awaiting the exchange' }, tone: 'processing', waitingOn: 'exchange', step: 1 },
    RETURNED: {
      label: { ko: '거래소 반송', en: 'Returned by the exchange' },
      tone: 'error',
      waitingOn: 'provider',
      editableBy: PROVIDER,
    },
    ISSUED: { label: { ko: '발행', en: 'Issued' }, tone: 'success', final: true, step: 2 },
    WITHDRAWN: { label: { ko: '철회', en: 'Withdrawn' }, tone: 'default', final: true },
  },
  actions: {
    accept: {
      from: ['OFFERED'],
      to: 'ACCEPTED',
      roles: CUSTOMER,
      reason: 'none',
      tone: 'primary',
      label: { ko: '수락', en: 'Accept' },
      confirm: {
        ko: '정산 확인서를 수락하시겠습니까? 거래소가 발행하면 이 기간은 마감되어 정정 신고를 할 수 없습니다.',
        en: 'Accept this clearance? Once the exchange issues it, the period is closed: no correction can be filed for it.',
      },
      success: { ko: '정산 확인서를 수락했습니다.', en: 'You have accepted the clearance.' },
      notify: ['provider', 'exchange'],
    },
    comment: {
      from: ['OFFERED'],
      to: 'COMMENTED',
      roles: CUSTOMER,
      reason: 'required',
      tone: 'default',
      label: { ko: '의견 보내기', en: 'Comment' },
      confirm: { ko: '의견을 제공자에게 보내시겠습니까?', en: 'Send your comment to the provider?' },
      success: { ko: '의견을 보냈습니다.', en: 'Your comment has been sent.' },
      notify: ['provider'],
    },
    offer: {
      from: ['COMMENTED', 'RETURNED'],
      to: 'OFFERED',
      roles: PROVIDER,
      reason: 'optional',
      tone: 'primary',
      label: { ko: '다시 제시', en: 'Offer again' },
      confirm: { ko: '정산 확인서를 고객에게 다시 제시하시겠습니까?', en: 'Offer the clearance to the customer again?' },
      success: { ko: '다시 제시했습니다.', en: 'Offered again.' },
      notify: ['customer'],
    },
    issue: {
      from: ['ACCEPTED'],
      to: 'ISSUED',
      roles: EXCHANGE,
      reason: 'none',
      tone: 'primary',
      label: { ko: '발행', en: 'Issue' },
      confirm: {
        ko: '정산 확인서를 발행하시겠습니까? 발행하면 되돌릴 수 없으며 이 기간의 정정 신고가 마감됩니다.',
        en: 'Issue this clearance? It cannot be undone, and the period is closed to corrections.',
      },
      success: { ko: '정산 확인서를 발행했습니다.', en: 'The clearance has been issued.' },
      notify: ['customer', 'provider'],
    },
    return: {
      from: ['ACCEPTED'],
      to: 'RETURNED',
      roles: EXCHANGE,
      reason: 'required',
      tone: 'danger',
      label: { ko: '반송', en: 'Return' },
      confirm: { ko: '정산 확인서를 제공자에게 반송하시겠습니까?', en: 'Return this clearance to the provider?' },
      success: { ko: '반송했습니다.', en: 'Returned.' },
      notify: ['provider', 'customer'],
    },
    withdraw: {
      from: ['OFFERED', 'COMMENTED', 'RETURNED'],
      to: 'WITHDRAWN',
      roles: PROVIDER,
      reason: 'required',
      tone: 'danger',
      label: { ko: '철회', en: 'Withdraw' },
      confirm: { ko: '정산 확인서를 철회하시겠습니까?', en: 'Withdraw this clearance?' },
      success: { ko: '철회했습니다.', en: 'Withdrawn.' },
      notify: ['customer'],
    },
  },
});
export type TClearanceState = keyof typeof CLEARANCE_WORKFLOW.states;
export type TClearanceAction = keyof typeof CLEARANCE_WORKFLOW.actions;

/** Every declared kind, by its name: the server registers them, the work queue and the docs test walk them. */
export const WORKFLOWS = {
  order: ORDER_WORKFLOW,
  nonDisplay: NON_DISPLAY_WORKFLOW,
  suspension: SUSPENSION_WORKFLOW,
  otherReport: OTHER_REPORT_WORKFLOW,
  userReport: USER_REPORT_WORKFLOW,
  contractInquiry: CONTRACT_INQUIRY_WORKFLOW,
  billingDispute: BILLING_DISPUTE_WORKFLOW,
  reconciliation: RECONCILIATION_WORKFLOW,
  clearance: CLEARANCE_WORKFLOW,
} as const satisfies Record<string, WorkflowDeclaration>;
export type TWorkflowKind = keyof typeof WORKFLOWS;
export const WORKFLOW_KINDS = Object.keys(WORKFLOWS) as TWorkflowKind[];

/** The kinds the provider desk's work queue lists (every kind without a desk of its own, `ownDesk`). */
export const QUEUE_KINDS: TWorkflowKind[] = WORKFLOW_KINDS.filter((k) => !(WORKFLOWS[k] as WorkflowDeclaration).ownDesk);
/** The kinds worked in a desk of their own (`ownDesk`): the work queue and the exceptions' stale requests leave them out. */
export const OWN_DESK_KINDS: TWorkflowKind[] = WORKFLOW_KINDS.filter((k) => (WORKFLOWS[k] as WorkflowDeclaration).ownDesk);

/** The kinds the exchange reviewer never sees (`exchangeHidden`), not even as stale requests. */
export const EXCHANGE_HIDDEN_KINDS: TWorkflowKind[] = WORKFLOW_KINDS.filter((k) => (WORKFLOWS[k] as WorkflowDeclaration).exchangeHidden);

/**
 * The states of a kind (or of every kind) that wait on the provider. Here, beside the declarations, so that the queue's
 * filters need no schema (decision 051).
 */
export function workQueueStates(kind?: TWorkflowKind): { kind: TWorkflowKind; state: string }[] {
  const kinds = kind ? [kind] : WORKFLOW_KINDS;
  return kinds.flatMap((k) => statesWaitingOn(WORKFLOWS[k] as WorkflowDeclaration, 'provider').map((state) => ({ kind: k, state })));
}

/**
 * What the provider desk's work queue (work-queue.ts) lists: the states waiting on the provider of the kinds it lists
 * (QUEUE_KINDS; a kind with a desk of its own has none here), of a kind or of every one.
 */
export const queueStates = (kind?: TWorkflowKind): { kind: TWorkflowKind; state: string }[] =>
  workQueueStates(kind).filter((s) => QUEUE_KINDS.includes(s.kind));

/**
 * The exchange reviewer's page for a request: the approval list narrowed to the request's items (an item is made each
 * time the request enters the exchange's stage, so the link names the request, not one item).
 */
const EXCHANGE_LINK = (id: number): string => `/exchange/approval-list?requestId=${id}`;

/**
 * The web page of a request of a kind, for customers, the provider desk and the exchange reviewer (notification and
 * mail links).
 */
export const WORKFLOW_LINKS: Record<
  TWorkflowKind,
  { customer: (id: number) => string; provider: (id: number) => string; exchange: (id: number) => string }
> = {
  order: {
    customer: (id) => `/order/${id}/order-detail`,
    provider: (id) => `/admin/order/${id}/order-review`,
    exchange: EXCHANGE_LINK,
  },
  // Provider staff review a declaration on its own detail page (the action bar shows their actions).
  nonDisplay: {
    customer: (id) => `/report/${id}/non-display-detail`,
    provider: (id) => `/report/${id}/non-display-detail`,
    exchange: EXCHANGE_LINK,
  },
  suspension: {
    customer: (id) => `/contract/suspension/${id}/suspension-detail`,
    provider: (id) => `/admin/suspension/${id}/suspension-approval-detail`,
    exchange: EXCHANGE_LINK,
  },
  // Other-item changes have no page of their own: the list opens the one named in the query in its drawer.
  otherReport: {
    customer: (id) => `/contract/other-report-list?requestId=${id}`,
    provider: (id) => `/contract/other-report-list?requestId=${id}`,
    exchange: EXCHANGE_LINK,
  },
  userReport: {
    customer: (id) => `/report/${id}/user-report-detail`,
    provider: (id) => `/admin/report/${id}/report-review`,
    exchange: EXCHANGE_LINK,
  },
  // The staff's list opens the inquiry named in the query in its drawer; a member has no page of their inquiry: the
  // done page says it was received and is answered by mail.
  contractInquiry: {
    customer: (id) => `/support/contract-inquiry-done?inquiryId=${id}`,
    provider: (id) => `/admin/contract-inquiry-list?inquiryId=${id}`,
    exchange: EXCHANGE_LINK,
  },
  // The desk works a dispute on its detail page (the action bar shows the desk's actions).
  billingDispute: {
    customer: (id) => `/billing/${id}/dispute-detail`,
    provider: (id) => `/billing/${id}/dispute-detail`,
    exchange: EXCHANGE_LINK,
  },
  reconciliation: {
    customer: (id) => `/audit/${id}/reconciliation-detail`,
    provider: (id) => `/audit/${id}/reconciliation-detail`,
    exchange: (id) => `/audit/${id}/reconciliation-detail`,
  },
  // One page for all three parties (the action bar shows each party's actions); the exchange works its own list.
  clearance: {
    customer: (id) => `/audit/${id}/clearance-detail`,
    provider: (id) => `/audit/${id}/clearance-detail`,
    exchange: (id) => `/audit/${id}/clearance-detail`,
  },
};
