import type { PackSection } from '../../platform/audit-pack';
import { billingPackSection } from '../billing';
import { cataloguePackSection } from '../catalogue';
import { contractsPackSection } from '../contracts';
import { documentsPackSection } from '../documents';
import { nonDisplayPackSection } from '../non-display';
import { userReportsPackSection } from '../user-reports';

/**
 * The sections of a pack, in the order they are written (decision 081). Each is given by the area that owns its
 * documents, through its face. The reconciliations, the clearances and the bill disputes add theirs here.
 */
export const PACK_SECTIONS: readonly PackSection[] = [
  contractsPackSection,
  documentsPackSection,
  cataloguePackSection,
  nonDisplayPackSection,
  userReportsPackSection,
  billingPackSection,
];
