import type { TUseCategory } from '@portal/contract';
import type { DbOrTx } from '../../platform/db';
import { acceptedReconciliation, type AcceptedReconciliation } from '../reconciliations';
import * as repo from './repo';

/** A line of a reconciliation: a product, use category and month with the entitled count and the reported quantity. */
export interface ReconciliationLine {
  month: string;
  productCode: string;
  useCategory: TUseCategory;
  entitled: number;
  reported: number;
}

/** What a clearance needs of a reconciliation. */
export interface ReconciliationFacts {
  reconciliationId: number;
  number: string;
  companyId: number;
  /** Whether the reconciliation is accepted (only an accepted one is cleared). */
  accepted: boolean;
  /** The period, months YYYY-MM, both held. */
  periodFrom: string;
  periodTo: string;
  lines: ReconciliationLine[];
  /** The months of the period outside the correction window (settled by the clearance). */
  outsideWindowMonths: string[];
}

/** How this area reads reconciliations (the reconciliations area's face below; tests give their own). */
export interface ReconciliationPort {
  /** A reconciliation (its months outside the correction window on `today`, a Korean day), or null when missing. */
  find(db: DbOrTx, reconciliationId: number, today: string): Promise<ReconciliationFacts | null>;
  /** The accepted reconciliations, of a company or of every one. */
  accepted(db: DbOrTx, companyId: number | undefined, today: string): Promise<ReconciliationFacts[]>;
}

/** A reconciliation's face as the clearance reads it (its company, period, lines and months outside the window). */
const factsOf = (r: AcceptedReconciliation): ReconciliationFacts => ({
  reconciliationId: r.reconciliationId,
  number: r.number,
  companyId: r.companyId,
  accepted: true,
  periodFrom: r.fromMonth,
  periodTo: r.toMonth,
  lines: r.differences.map((d) => ({
    month: d.month,
    productCode: d.productCode,
    useCategory: d.useCategory as TUseCategory,
    entitled: d.entitled,
    reported: d.reported,
  })),
  outsideWindowMonths: r.settlementMonths,
});

/**
 * The port to the reconciliations area (decision 082), through its face: an accepted reconciliation with its
 * differences and settlement months; one that exists but is not accepted (the platform's request header says so) is
 * answered as not accepted, so the preparation tells the two apart.
 */
export const RECONCILIATIONS: ReconciliationPort = {
  async find(db: DbOrTx, id: number, today: string) {
    const accepted = await acceptedReconciliation(db, id, today);
    if (accepted) return factsOf(accepted);
    const header = await repo.reconciliationHeader(db, id);
    if (!header) return null;
    return {
      reconciliationId: id,
      number: header.number,
      companyId: header.companyId ?? 0,
      accepted: false,
      periodFrom: '',
      periodTo: '',
      lines: [],
      outsideWindowMonths: [],
    };
  },
  async accepted(db: DbOrTx, companyId: number | undefined, today: string) {
    const out: ReconciliationFacts[] = [];
    for (const id of await repo.acceptedReconciliationIds(db, companyId)) {
      const r = await acceptedReconciliation(db, id, today);
      if (r) out.push(factsOf(r));
    }
    return out;
  },
};
