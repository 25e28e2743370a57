import { PassThrough } from 'node:stream';
import { packMonths } from '@portal/contract';
import { packSection } from '../../platform/audit-pack';
import * as repo from './repo';
import { companyBill } from './service';
import { statementPdf, writeStatementWorkbook } from './statement';

/**
 * The audit pack's bills (decision 081): for every month of the period with lines of the customer, the statement as
 * PDF and as Excel, made by the same builders as the billing screens' downloads (statement.ts), in the pack's language.
 */
export const billingPackSection = packSection({
  name: 'bills',
  async documents({ db }, scope) {
    const months = new Set(packMonths(scope.fromMonth, scope.toMonth));
    const { rows } = await repo.companyMonths(db, scope.companyId, { limit: 1000, offset: 0 });
    const billed = rows.filter((r) => months.has(r.month)).sort((a, b) => a.month.localeCompare(b.month));
    return billed.flatMap((m) => {
      const dates = { month: m.month, lastRunAt: m.last_run_at ? new Date(m.last_run_at).toISOString() : null };
      const title = scope.lang === 'ko' ? `${m.month} 청구명세서` : `Billing statement ${m.month}`;
      const common = { kind: 'bill', number: m.month, version: null, dates, auditTarget: m.month };
      return [
        {
          ...common,
          path: `bills/${m.month}/statement.pdf`,
          title: `${title} (PDF)`,
          body: async () => statementPdf(await companyBill(db, scope.companyId, m.month, scope.lang), scope.lang, scope.now),
        },
        {
          ...common,
          path: `bills/${m.month}/statement.xlsx`,
          title: `${title} (Excel)`,
          body: async () => {
            const bill = await companyBill(db, scope.companyId, m.month, scope.lang);
            const out = new PassThrough();
            writeStatementWorkbook(out, bill, scope.lang, scope.now).catch((err: unknown) => out.destroy(err as Error));
            return out;
          },
        },
      ];
    });
  },
});
