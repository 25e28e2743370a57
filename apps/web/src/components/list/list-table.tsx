import type { Key, ReactNode } from 'react';

/** One column of a list table: its header, its cell, and the class both carry (col-no, col-subject, ...). */
export interface ListColumn<T> {
  key: string;
  header: ReactNode;
  className: string;
  cell: (item: T, index: number) => ReactNode;
  /** The label a phone shows before the cell (the table becomes a card per row below 576 px). */
  dataLabel?: (item: T) => string | undefined;
  /** Language of the cell when it differs from the page's (a post in the other language). */
  lang?: (item: T) => string | undefined;
}

/**
 * The one table of the lists (boards, notices, inquiries): a caption for screen readers, a header
 * row of column headers, one row per item. On a phone each row becomes a card (styles.css,
 * `.bulletin-table`).
 */
export function ListTable<T>({
  caption,
  items,
  columns,
  rowKey,
  className = 'bulletin-table',
}: {
  caption: string;
  items: T[];
  columns: ListColumn<T>[];
  rowKey: (item: T) => Key;
  className?: string;
}) {
  return (
    <table className={className}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={c.className}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item, i) => (
          <tr key={rowKey(item)}>
            {columns.map((c) => (
              <td key={c.key} className={c.className} data-label={c.dataLabel?.(item)}>
                {c.cell(item, i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
