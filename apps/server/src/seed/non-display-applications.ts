import { eq } from 'drizzle-orm';
import { companies, users } from '../db/schema/index';
import { addDays, koreaDay } from '../platform/clock';
import type { Db } from '../platform/db';
import { applicationsOfCompany, insertApplications } from '../modules/non-display-applications';

/**
 * The demo world of the non-display application inventory (decision 085). 알파증권 (C1001), whose latest declaration in
 * effect (seed/non-display.ts, "two-revisions") declares three trading applications (premium) and one other (basic),
 * keeps the applications behind it: three trading systems in production, a risk engine, and beside them a trading test
 * system and a DR copy (kept, not counted) and a quantitative model retired last year. A fourth trading application in
 * production moves trading from premium to unlimited and drafts the declaration change. Dates are days before seeding.
 *
 * Written as rows (the demo's starting inventory agrees with the declaration; adding them one by one through the calls
 * would draft a change at the first one). Idempotent: a company with applications is left alone.
 */
export async function seedNonDisplayApplications(db: Db): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.customerCode, 'C1001'));
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.loginEmail, 'member@alpha-securities.example'));
  if (!company || !member) return;
  if ((await applicationsOfCompany(db, company.id)).length) return;
  const today = koreaDay(new Date());
  const day = (n: number) => addDays(today, n);
  await insertApplications(db, company.id, member.id, [
    { name: '알파 주문 라우터 (Smart Order Router)', purpose: 'TRADING', environment: 'PRODUCTION', startDate: day(-420), endDate: null },
    { name: '알파 알고리즘 매매 엔진', purpose: 'TRADING', environment: 'PRODUCTION', startDate: day(-300), endDate: null },
    { name: '시장 조성 호가 시스템', purpose: 'TRADING', environment: 'PRODUCTION', startDate: day(-40), endDate: null },
    { name: '통합 리스크 한도 엔진', purpose: 'RISK_MANAGEMENT', environment: 'PRODUCTION', startDate: day(-200), endDate: null },
    { name: '알고리즘 매매 엔진 (검증계)', purpose: 'TRADING', environment: 'TEST', startDate: day(-300), endDate: null },
    { name: '주문 라우터 재해 복구 센터', purpose: 'TRADING', environment: 'DR', startDate: day(-400), endDate: null },
    { name: '팩터 모델 백테스트 서버', purpose: 'QUANT_ANALYSIS', environment: 'PRODUCTION', startDate: day(-700), endDate: day(-380) },
  ]);
}
