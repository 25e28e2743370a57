import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db';
import { normalizeSearch, searchKey } from '../modules/bulletins';
import { sanitizeHtml } from '../modules/contents';

/**
 * Many believable notices at once, for benchmarks and index checks: set-based `unnest` inserts of
 * 10,000 rows per statement (items, then their Korean and English rows). Deterministic for a given
 * `seed`. Subjects and bodies are drawn from the vocabulary of a market-data provider's notices.
 */
const BATCH = 10_000;

const TOPICS: [ko: string, en: string][] = [
  ['정기 시스템 점검', 'scheduled system maintenance'],
  ['실시간 시세 전송 일정', 'real-time feed timetable'],
  ['종가 데이터 파일 생성 시각', 'end-of-day file timing'],
  ['정보이용료 청구', 'market data fee invoicing'],
  ['비전시 이용 신고', 'non-display usage declaration'],
  ['지수 구성종목 변경', 'index constituent changes'],
  ['파생상품 호가 전문 규격', 'derivatives order book layout'],
  ['증권시장 휴장일', 'market holiday'],
  ['전용회선 백업망 전환', 'backup line switch-over'],
  ['종가 API 호출 한도', 'end-of-day API call limits'],
  ['신규 상장 ETF 종목 코드', 'codes of newly listed ETFs'],
  ['변동성 완화장치 정보', 'volatility interruption data'],
  ['월간 이용 보고 제출', 'monthly usage report'],
  ['해외 재전송 계약', 'overseas redistribution licence'],
  ['파일 전송 서버 인증서', 'file transfer server certificate'],
  ['투자자별 매매 동향 집계', 'investor flow statistics'],
];
const KINDS: [ko: string, en: string][] = [
  ['안내', 'notice'],
  ['변경 안내', 'change'],
  ['일정 안내', 'schedule'],
  ['시행 안내', 'takes effect'],
];
const MARKETS: [ko: string, en: string][] = [
  ['유가증권시장', 'KOSPI market'],
  ['코스닥시장', 'KOSDAQ market'],
  ['코넥스시장', 'KONEX market'],
  ['파생상품시장', 'derivatives market'],
];
const SENTENCES_KO = [
  (m: string, t: string) => `${m}의 ${t} 관련 사항을 아래와 같이 알려 드립니다.`,
  (m: string) => `해당 기간 ${m} 실시간 시세와 종가 데이터 제공 일정을 확인해 주시기 바랍니다.`,
  () => '수신 프로그램의 설정 변경이 필요한 경우 기술 지원 센터로 문의해 주세요.',
  () => '자세한 내용은 자료실의 첨부 자료를 참고해 주시기 바랍니다.',
  () => '이용 보고와 정보이용료 청구에는 영향이 없습니다.',
];
const SENTENCES_EN = [
  (m: string, t: string) => `This notice concerns the ${t} of the ${m}.`,
  (m: string) => `Please check the timetable of real-time and end-of-day data of the ${m} for that period.`,
  () => 'If your feed handler needs new settings, please contact technical support.',
  () => 'Details are in the attachment in the Library.',
  () => 'Usage reports and fee invoices are not affected.',
];

/** A small deterministic PRNG (mulberry32). */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PostgreSQL array literal of text values (one parameter; identical on node-postgres and PGlite). */
function arrayLiteral(values: (string | null)[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/["\\]/g, '\\$&')}"`)).join(',')}}`;
}

export interface BulkNoticeOptions {
  /** Board of the rows (default NOTICE). */
  bbsCode?: string;
  seed?: number;
  /** Newest creation time; rows go back one hour each (default now). */
  newest?: Date;
}

/** Inserts `n` posted notices in both languages; answers the number inserted. */
export async function insertBulkNotices(db: DbOrTx, n: number, opts: BulkNoticeOptions = {}): Promise<number> {
  const rand = rng(opts.seed ?? 20261121);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const newest = (opts.newest ?? new Date()).getTime();
  const bbsCode = opts.bbsCode ?? 'NOTICE';
  // Sentences repeat: sanitize and normalize each distinct one once. The search column of a text is
  // the encoded parts joined by a space, exactly as searchColumn() makes it for the whole text.
  const paragraphs = new Map<string, string>();
  const paragraph = (text: string) => {
    let out = paragraphs.get(text);
    if (out === undefined) paragraphs.set(text, (out = sanitizeHtml(`<p>${text}</p>`)));
    return out;
  };
  const parts = new Map<string, string>();
  const part = (text: string) => {
    let out = parts.get(text);
    if (out === undefined) {
      out = searchKey(normalizeSearch(text));
      if (parts.size < 10_000) parts.set(text, out);
    }
    return out;
  };
  const columnOf = (texts: string[]) => texts.map(part).filter(Boolean).join(' ');
  let done = 0;
  while (done < n) {
    const size = Math.min(BATCH, n - done);
    const cols = {
      category: [] as string[],
      createdAt: [] as string[],
      op: [] as (string | null)[],
      views: [] as string[],
      keyKo: [] as string[],
      keyEn: [] as string[],
      subjectKo: [] as string[],
      bodyKo: [] as string[],
      subjectEn: [] as string[],
      bodyEn: [] as string[],
    };
    for (let i = 0; i < size; i++) {
      const seq = done + i;
      const topic = pick(TOPICS);
      const kind = pick(KINDS);
      const market = pick(MARKETS);
      const created = new Date(newest - seq * 3600_000);
      const month = created.getUTCMonth() + 1;
      const subjectKo = `[${market[0]}] ${month}월 ${topic[0]} ${kind[0]} (${seq + 1})`;
      const subjectEn = `[${market[1]}] ${topic[1][0].toUpperCase()}${topic[1].slice(1)}: ${kind[1]} for month ${month} (${seq + 1})`;
      const count = 2 + Math.floor(rand() * 3);
      const ko: string[] = [];
      const en: string[] = [];
      for (let s = 0; s < count; s++) {
        const k = Math.floor(rand() * SENTENCES_KO.length);
        ko.push(SENTENCES_KO[k](market[0], topic[0]));
        en.push(SENTENCES_EN[k](market[1], topic[1]));
      }
      const bodyKo = ko.map(paragraph).join('');
      const bodyEn = en.map(paragraph).join('');
      const searchKo = columnOf([subjectKo, ...ko]);
      const searchEn = columnOf([subjectEn, ...en]);
      cols.category.push(String(1 + Math.floor(rand() * 5)).padStart(2, '0'));
      cols.createdAt.push(created.toISOString());
      cols.op.push(rand() < 0.4 ? created.toISOString().slice(0, 10) : null);
      cols.views.push(String(Math.floor(rand() * 500)));
      cols.keyKo.push(searchKo);
      cols.keyEn.push(searchEn);
      cols.subjectKo.push(subjectKo);
      cols.bodyKo.push(bodyKo);
      cols.subjectEn.push(subjectEn);
      cols.bodyEn.push(bodyEn);
    }
    // One statement per batch: the items, then both languages' rows joined back on the creation time
    // (unique within a call: rows are one hour apart).
    await db.execute(sql`
      with t as (
        select * from unnest(${arrayLiteral(cols.category)}::text[], ${arrayLiteral(cols.op)}::text[], ${arrayLiteral(cols.views)}::text[],
          ${arrayLiteral(cols.createdAt)}::timestamptz[], ${arrayLiteral(cols.keyKo)}::text[],
          ${arrayLiteral(cols.keyEn)}::text[], ${arrayLiteral(cols.subjectKo)}::text[],
          ${arrayLiteral(cols.bodyKo)}::text[], ${arrayLiteral(cols.subjectEn)}::text[], ${arrayLiteral(cols.bodyEn)}::text[])
          as u(category, op, views, created_at, key_ko, key_en, subject_ko, body_ko, subject_en, body_en)
      ),
      ins as (
        insert into bbs_contents (bbs_code, category_code, notice_yn, operation_date, inquire_count, created_at, updated_at,
          search_key_ko, search_key_en)
        select ${bbsCode}, t.category, 'Y', t.op::date, t.views::int, t.created_at, t.created_at, t.key_ko, t.key_en
        from t
        returning bbs_content_id, created_at
      )
      insert into bbs_content_languages (bbs_content_id, language_type_code, subject, contents)
      select ins.bbs_content_id, '01', t.subject_ko, t.body_ko from ins join t on t.created_at = ins.created_at
      union all
      select ins.bbs_content_id, '02', t.subject_en, t.body_en from ins join t on t.created_at = ins.created_at`);
    done += size;
  }
  return done;
}
