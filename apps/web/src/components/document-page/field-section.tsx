import type { ReactNode } from 'react';
import { useId } from 'react';
import { isEmptyValue } from '../diff/diff-fields';
import './document-page.css';

/** What an empty value shows. */
export const EMPTY_VALUE = '-';

/** One label/value pair of a field grid; `wide` spans the whole row (long texts, addresses, tables). */
export interface TFieldItem {
  key: string;
  label: ReactNode;
  value: ReactNode;
  wide?: boolean;
}

/** Whether a shown value is empty: nothing, null, a boolean (React draws none), blank text, an empty list. */
const isBlank = (value: ReactNode) => typeof value === 'boolean' || isEmptyValue(value);

/**
 * Label/value pairs in a responsive grid (a description list): one column on a phone, two from 1024 px;
 * long values wrap, line breaks in text are kept, an empty value shows "-".
 */
export function FieldGrid({ items, className }: { items: readonly TFieldItem[]; className?: string }) {
  return (
    <dl className={`doc-fields ${className ?? ''}`}>
      {items.map((item) => (
        <div key={item.key} className={item.wide ? 'doc-field doc-field-wide' : 'doc-field'}>
          <dt className="doc-field-label">{item.label}</dt>
          <dd className="doc-field-value">{isBlank(item.value) ? EMPTY_VALUE : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A titled section of a document's fields: a heading (h2), an optional note or actions beside it, the
 * field grid of `items`, and any further content (`children`, e.g. a table of products).
 */
export function FieldSection({
  title,
  items,
  extra,
  children,
}: {
  title: ReactNode;
  items?: readonly TFieldItem[];
  extra?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section className="doc-section" aria-labelledby={id}>
      <div className="doc-section-head">
        <h2 id={id} className="doc-section-title">
          {title}
        </h2>
        {extra && <div className="doc-section-extra">{extra}</div>}
      </div>
      {items && items.length > 0 && <FieldGrid items={items} />}
      {children}
    </section>
  );
}
