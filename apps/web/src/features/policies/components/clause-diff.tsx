import type { TClauseChange, TDiffPart, TPolicyClauseDiff } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTone } from '../../../components/status-tag';

const TONE: Record<TClauseChange, StatusTone> = { added: 'green', removed: 'red', changed: 'gold', same: 'grey' };

/**
 * A text of a clause as runs: inserted words inside <ins>, deleted ones inside <del>, each announced to a screen reader
 * ("inserted:", "deleted:", then where the change ends), since neither element is read out by every reader.
 */
export function DiffText({ parts }: { parts: readonly TDiffPart[] }) {
  const { t } = useTranslation('policies');
  return (
    <>
      {parts.map((p, i) =>
        p.op === 'same' ? (
          <span key={i}>{p.text}</span>
        ) : p.op === 'inserted' ? (
          <ins key={i} className="policy-ins">
            <span className="sr-only">{t('diff.insertedStart')}</span>
            {p.text}
            <span className="sr-only">{t('diff.insertedEnd')}</span>
          </ins>
        ) : (
          <del key={i} className="policy-del">
            <span className="sr-only">{t('diff.deletedStart')}</span>
            {p.text}
            <span className="sr-only">{t('diff.deletedEnd')}</span>
          </del>
        ),
      )}
    </>
  );
}

/**
 * The clause-by-clause diff of two versions in one language (`textLang`, chosen apart from the screen's): each clause
 * with its number, title and text, a tag saying whether it was added, removed or changed, the products it names, and
 * the changed words marked. `changedOnly` leaves out the unchanged clauses.
 */
export function ClauseDiff({
  clauses,
  textLang,
  changedOnly,
}: {
  clauses: readonly TPolicyClauseDiff[];
  textLang: 'ko' | 'en';
  changedOnly: boolean;
}) {
  const { t } = useTranslation('policies');
  const shown = changedOnly ? clauses.filter((c) => c.change !== 'same') : clauses;
  if (!shown.length) return <p className="policy-empty">{t('diff.noChanges')}</p>;
  return (
    <ol className="policy-clauses" lang={textLang}>
      {shown.map((c) => {
        const headingId = `clause-${c.clauseNo.replace(/\./g, '-')}`;
        return (
          <li key={c.clauseNo} className={`policy-clause policy-clause-${c.change}`} aria-labelledby={headingId}>
            <h3 id={headingId} className="policy-clause-title">
              <span className="policy-clause-no">{t('diff.clauseNo', { no: c.clauseNo })}</span>{' '}
              <DiffText parts={textLang === 'ko' ? c.titleKo : c.titleEn} />
              {c.change !== 'same' && (
                <>
                  {' '}
                  <StatusTag tone={TONE[c.change]}>{t(`change.${c.change}`)}</StatusTag>
                </>
              )}
            </h3>
            <p className="policy-clause-text">
              <DiffText parts={textLang === 'ko' ? c.textKo : c.textEn} />
            </p>
            {c.products.length > 0 && (
              <p className="policy-clause-products">
                {t('diff.products')} {c.products.map((p) => (p.tierCode ? `${p.productCode} (${p.tierCode})` : p.productCode)).join(', ')}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
