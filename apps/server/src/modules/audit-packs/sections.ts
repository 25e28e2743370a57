import type { PackSection } from '../../platform/audit-pack';
import { billingPackSection } from '../billing';
import { billingDisputesPackSection } from '../billing-disputes';
import { cataloguePackSection } from '../catalogue';
import { clearancesPackSection } from '../clearances';
import { contractsPackSection } from '../contracts';
import { documentsPackSection } from '../documents';
import { nonDisplayPackSection } from '../non-display';
import { reconciliationsPackSection } from '../reconciliations';
import { userReportsPackSection } from '../user-reports';

/**
 * The sections of a pack, in the order they are written (decision 081). Each is given by the area that owns its
 * documents, through its face.
 */
export const PACK_SECTIONS: readonly PackSection[] = [
  contractsPackSection,
  documentsPackSection,
  cataloguePackSection,
  nonDisplayPackSection,
  userReportsPackSection,
  billingPackSection,
  billingDisputesPackSection,
  reconciliationsPackSection,
  clearancesPackSection,
];
