import type { WorkflowEngine } from '../platform/workflow';
import { registerBillingDisputeKind } from './billing-disputes';
import { registerClearanceKind } from './clearances';
import { registerContractInquiryKind } from './contract-inquiries';
import { registerExchangeApprovals } from './exchange-approvals';
import { registerNonDisplayKind } from './non-display';
import { registerOrderKind } from './orders';
import { registerOtherReportKind } from './other-reports';
import { registerPolicyHold } from './policies';
import { registerReconciliationKind } from './reconciliations';
import { registerSuspensionKind } from './suspensions';
import { registerUserReportKind } from './user-reports';
import { registerWebhookEvents } from './webhooks';

/**
 * The kinds of request the portal runs, in one place: no route plugin registers a kind as a side effect, and the
 * seed does not copy the list. Each entry gives the engine a kind's definition: its declaration, its rules before
 * an action and its effects. The order matters: a kind's cross-area rules follow the kind they name (the non-display
 * declaration adds its rule to the order's submit).
 */
export const KINDS: readonly ((engine: WorkflowEngine) => void)[] = [
  registerOrderKind,
  registerSuspensionKind,
  registerOtherReportKind,
  registerNonDisplayKind,
  registerUserReportKind,
  registerContractInquiryKind,
  registerBillingDisputeKind,
  registerReconciliationKind,
  // After the user reports: its guard closes their corrections of a cleared month.
  registerClearanceKind,
  // After the orders, declarations and reports: a material policy change holds their submissions (decision 084).
  registerPolicyHold,
];

/**
 * Sets up an engine with every kind, then the effects that span kinds (a document the exchange decides gets its
 * approval item; a transition publishes its signed event). The app's engine (app.ts) and the demo world's (seed/engine.ts) are set up by this one function.
 */
export function registerKinds(engine: WorkflowEngine): WorkflowEngine {
  for (const register of KINDS) register(engine);
  registerExchangeApprovals(engine);
  // Every kind's transitions publish their events to the company's webhook endpoints (decision 087).
  registerWebhookEvents(engine);
  return engine;
}
